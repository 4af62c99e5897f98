import { Hono, type Context } from "hono";
import { albumZipId } from "../contract/album-zips";
import { fileUpdateConsentSchema } from "../contract/file-updates";
import type { Locale } from "../contract/locales";
import { orderFileParamSchema, orderLocaleQuerySchema, orderZipParamSchema } from "../contract/orders";
import { siteOrigin } from "../middleware/config";
import { valueOr, type RefusalAnswers } from "../middleware/errors";
import { loadViewer, privateAnswers, requireViewer, signedIn } from "../middleware/session";
import { enforceRateLimit } from "../middleware/submission-guard";
import { validate } from "../middleware/validate";
import {
  fileUpdateConsent,
  requestMoreDownloads,
  setFileUpdateConsent,
  type RequestRefusal,
} from "../services/file-updates";
import type { AppEnv } from "../types";

const REQUEST_REFUSALS: RefusalAnswers<RequestRefusal> = {
  not_found: ["not_found", 404, "There is no such file in your orders."],
  not_at_limit: ["conflict", 409, "You still have downloads of this left: download it from your library."],
};

/** "Request more downloads" of a file or an album ZIP (its id), for the signed-in owner. */
async function askForMore(c: Context<AppEnv>, orderId: string, fileId: string, locale: Locale) {
  const { user } = requireViewer(c);
  await enforceRateLimit(c, "download_request", `user:${user.id}`);
  return valueOr(
    await requestMoreDownloads(
      { db: c.var.db, config: c.var.config, origin: siteOrigin(c), now: Date.now() },
      { orderId, fileId, userId: user.id, locale },
    ),
    REQUEST_REFUSALS,
  );
}

/**
 * The library's part of file updates (decision 057), for the signed-in owner: the
 * opt-in to update emails, and "request more downloads" of a file or an album ZIP at its limit.
 */
export const libraryRoutes = new Hono<AppEnv>()
  .use(privateAnswers, loadViewer, signedIn)
  .get("/update-emails", async (c) => {
    return c.json({ data: await fileUpdateConsent(c.var.db, requireViewer(c).user.id) });
  })
  .put("/update-emails", validate("json", fileUpdateConsentSchema), async (c) => {
    return c.json({ data: await setFileUpdateConsent(c.var.db, requireViewer(c).user.id, c.req.valid("json")) });
  })
  .post(
    "/orders/:id/files/:fileId/download-request",
    validate("param", orderFileParamSchema),
    validate("query", orderLocaleQuerySchema),
    async (c) => {
      const { id, fileId } = c.req.valid("param");
      const result = await askForMore(c, id, fileId, c.req.valid("query").locale);
      return c.json({ data: result }, result.created ? 201 : 200);
    },
  )
  // An album ZIP's id (`zips/<product>/<group>`, decision 055) has slashes no one param takes.
  .post(
    "/orders/:id/zips/:product/:group/download-request",
    validate("param", orderZipParamSchema),
    validate("query", orderLocaleQuerySchema),
    async (c) => {
      const { id, product, group } = c.req.valid("param");
      const result = await askForMore(c, id, albumZipId(product, group), c.req.valid("query").locale);
      return c.json({ data: result }, result.created ? 201 : 200);
    },
  );
