import { Hono } from "hono";
import { listLocaleQuerySchema } from "../contract/engagement";
import { AppError } from "../middleware/errors";
import { loadViewer, privateAnswers, requireViewer, signedIn } from "../middleware/session";
import { enforceRateLimit } from "../middleware/submission-guard";
import { validate } from "../middleware/validate";
import { commentsWithItems, exportAccountData, likedItems, ordersOf } from "../services/account-data";
import type { AppEnv } from "../types";

/**
 * The account area's own data. Profile, password, sessions and deletion are better-auth's
 * endpoints under /api/auth; everything here reads only the signed-in reader's rows. Likes and
 * comments name shop products in `?locale=` (English fallback) with their page; the wishlist
 * is /api/wishlist.
 */
export const accountRoutes = new Hono<AppEnv>()
  .use(privateAnswers, loadViewer, signedIn)
  .get("/orders", async (c) => {
    const { user } = requireViewer(c);
    return c.json({ data: { orders: await ordersOf(c.var.db, user.id) } });
  })
  .get("/likes", validate("query", listLocaleQuerySchema), async (c) => {
    const { user } = requireViewer(c);
    return c.json({ data: { items: await likedItems(c.var.db, user.id, c.req.valid("query").locale) } });
  })
  .get("/comments", validate("query", listLocaleQuerySchema), async (c) => {
    const { user } = requireViewer(c);
    return c.json({
      data: { comments: await commentsWithItems(c.var.db, user.id, c.req.valid("query").locale) },
    });
  })
  .get("/export", async (c) => {
    const { user } = requireViewer(c);
    await enforceRateLimit(c, "data_export", `user:${user.id}`);
    const data = await exportAccountData(c.var.db, user.id);
    if (!data) throw new AppError("not_found", 404, "This account no longer exists.");
    const day = new Date().toISOString().slice(0, 10);
    c.header("Content-Disposition", `attachment; filename="my-data-${day}.json"`);
    return c.json(data);
  });
