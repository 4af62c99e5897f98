import { zValidator } from "@hono/zod-validator";
import { Hono, type Context } from "hono";
import { z } from "zod";
import {
  ORDER_FILE_TOKEN_PURPOSE,
  orderFileParamSchema,
  orderLocaleQuerySchema,
  orderParamSchema,
} from "../contract/orders";
import { createDb } from "../db/client";
import { AppError, validationHook } from "../middleware/errors";
import { loadViewer, privateAnswers, requireViewer, signedIn } from "../middleware/session";
import { enforceLimit } from "../middleware/submission-guard";
import { fileDownloadResponse } from "../services/file-download";
import { claimDownload, orderForUser, ordersForUser, type DownloadRefusal } from "../services/orders";
import { verifyToken } from "../services/signed-token";
import type { AppEnv } from "../types";

const REFUSALS: Record<DownloadRefusal, AppError> = {
  not_found: new AppError("not_found", 404, "There is no such file in your orders."),
  not_paid: new AppError("forbidden", 403, "This order was refunded, so its files can no longer be downloaded."),
  limit_reached: new AppError(
    "rate_limited",
    429,
    "This file has been downloaded too many times. Please contact us if you need it again.",
  ),
};

/** Streams a file an order gives, after the order and the count said yes. */
async function serveOrderFile(c: Context<AppEnv>, claim: Awaited<ReturnType<typeof claimDownload>>) {
  if (!claim.ok) throw REFUSALS[claim.reason];
  const { file } = claim;
  const res = await fileDownloadResponse(c.env.FILES, file.r2Key, file.fileName, file.contentType);
  if (!res) {
    console.error(`[orders] missing R2 object ${file.r2Key}: upload it with scripts/shop.mjs add-file`);
    throw new AppError("not_found", 404, "This file is not available right now. Please try again later.");
  }
  return res;
}

/** Bursts of downloads from one client, whichever order they name. */
const DOWNLOAD_BURST = { limit: 60, windowSeconds: 600 } as const;

const tokenQuery = z.object({ token: z.string().min(10, "link_invalid").max(1024, "link_invalid") });

/**
 * The reader's orders and their files. Downloads stream from the private bucket after the
 * session (or a signed receipt link), the order's payment and the per-file count said yes.
 */
export const orderRoutes = new Hono<AppEnv>()
  .use(privateAnswers)
  // A receipt's link: no session needed, but signed, unexpired, and the order still paid.
  .get("/file", zValidator("query", tokenQuery, validationHook), async (c) => {
    const check = await verifyToken(c.var.config.signingSecret, c.req.valid("query").token, ORDER_FILE_TOKEN_PURPOSE);
    if (!check.valid) {
      throw check.reason === "expired"
        ? new AppError(
            "link_expired",
            410,
            "This download link has expired. Your library in your account has a fresh one.",
          )
        : new AppError("link_invalid", 403, "This download link is not valid.");
    }
    const [orderId, fileId] = check.subject.split(":");
    if (!orderId || !fileId) throw new AppError("link_invalid", 403, "This download link is not valid.");
    await enforceLimit(c, "order_download", DOWNLOAD_BURST, `order:${orderId}`);
    return serveOrderFile(c, await claimDownload(createDb(c.env.DB), { orderId, fileId }));
  })
  .use(loadViewer, signedIn)
  .get("/", zValidator("query", orderLocaleQuerySchema, validationHook), async (c) => {
    const { user } = requireViewer(c);
    return c.json({ data: { orders: await ordersForUser(createDb(c.env.DB), user.id, c.req.valid("query").locale) } });
  })
  .get(
    "/:id",
    zValidator("param", orderParamSchema, validationHook),
    zValidator("query", orderLocaleQuerySchema, validationHook),
    async (c) => {
      const { user } = requireViewer(c);
      const order = await orderForUser(
        createDb(c.env.DB),
        c.req.valid("param").id,
        user.id,
        c.req.valid("query").locale,
      );
      if (!order) throw new AppError("not_found", 404, "There is no such order in your account.");
      return c.json({ data: order });
    },
  )
  .get("/:id/files/:fileId", zValidator("param", orderFileParamSchema, validationHook), async (c) => {
    const { user } = requireViewer(c);
    const { id, fileId } = c.req.valid("param");
    await enforceLimit(c, "order_download", DOWNLOAD_BURST, `user:${user.id}`);
    return serveOrderFile(c, await claimDownload(createDb(c.env.DB), { orderId: id, fileId, userId: user.id }));
  });
