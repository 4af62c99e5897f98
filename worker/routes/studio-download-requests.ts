import { Hono } from "hono";
import { studioDownloadRequestParamSchema, studioDownloadRequestQuerySchema } from "../contract/file-updates";
import { valueOr, type RefusalAnswers } from "../middleware/errors";
import { siteOrigin } from "../middleware/config";
import { requireViewer } from "../middleware/session";
import { validate } from "../middleware/validate";
import { grantDownloadRequest, listDownloadRequests, type GrantRequestRefusal } from "../services/file-updates";
import type { AppEnv } from "../types";

const GRANT_REFUSALS: RefusalAnswers<GrantRequestRefusal> = {
  not_found: ["not_found", 404, "There is no such request."],
  already_granted: ["conflict", 409, "This request was already granted."],
  not_paid: ["conflict", 409, "This order was refunded, so its files can no longer be downloaded."],
  file_unknown: ["conflict", 409, "This order no longer gives that file or album ZIP."],
};

/**
 * Buyers' requests for more downloads (decision 057): the list, open or granted, and
 * the one-click grant (audit-logged as the order desk's grant). Mounted after `studioOnly`.
 */
export const studioDownloadRequestRoutes = new Hono<AppEnv>()
  .get("/", validate("query", studioDownloadRequestQuerySchema), async (c) => {
    return c.json({ data: await listDownloadRequests(c.var.db, c.req.valid("query")) });
  })
  .post("/:id/grant", validate("param", studioDownloadRequestParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const data = valueOr(
      await grantDownloadRequest({ db: c.var.db, origin: siteOrigin(c), now: Date.now() }, requireViewer(c).user, id),
      GRANT_REFUSALS,
    );
    return c.json({ data });
  });
