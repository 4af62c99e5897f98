import { Hono, type Context } from "hono";
import { readerReviewBodySchema, reviewAccountQuerySchema, reviewProductParamSchema } from "../contract/reader-reviews";
import { valueOr, type RefusalAnswers } from "../middleware/errors";
import { jsonFormBody } from "../middleware/json-body";
import { loadViewer, privateAnswers, requireViewer, signedIn } from "../middleware/session";
import { enforceRateLimit } from "../middleware/submission-guard";
import { validate } from "../middleware/validate";
import {
  accountReviews,
  deleteOwnReview,
  editReview,
  reviewStanding,
  writeReview,
  type ReviewRefusal,
} from "../services/reader-reviews";
import type { AppEnv } from "../types";

const REFUSALS: RefusalAnswers<ReviewRefusal> = {
  not_found: ["not_found", 404, "There is no such product in La Bodega."],
  not_owner: ["forbidden", 403, "Only readers who own this product can review it."],
  already_reviewed: ["conflict", 409, "You have already reviewed this product: edit your review instead."],
  no_review: ["not_found", 404, "You haven't reviewed this product."],
};

const limitWrites = (c: Context<AppEnv>, userId: string) => enforceRateLimit(c, "review_write", `user:${userId}`);

/**
 * Readers' reviews of what they own (decision 050), `/api/reviews`: the signed-in
 * reader's standing on a product and their review of it, written, edited and deleted; every
 * write waits in the studio's queue before anyone else sees it. The published reviews and the
 * rating are part of the product's public answer (`/api/shop/products/:slug`).
 */
export const reviewRoutes = new Hono<AppEnv>()
  .use(privateAnswers, loadViewer, signedIn)
  // The reader's reviews, for their account.
  .get("/", validate("query", reviewAccountQuerySchema), async (c) => {
    const { user } = requireViewer(c);
    return c.json({ data: await accountReviews(c.var.db, user.id, c.req.valid("query").locale) });
  })
  .get("/:slug", validate("param", reviewProductParamSchema), async (c) => {
    const { user } = requireViewer(c);
    return c.json({ data: await reviewStanding(c.var.db, user.id, c.req.valid("param").slug) });
  })
  .post(
    "/:slug",
    jsonFormBody,
    validate("param", reviewProductParamSchema),
    validate("json", readerReviewBodySchema),
    async (c) => {
      const { user } = requireViewer(c);
      await limitWrites(c, user.id);
      const written = await writeReview(c.var.db, user, c.req.valid("param").slug, c.req.valid("json"));
      return c.json({ data: valueOr(written, REFUSALS) }, 201);
    },
  )
  .put(
    "/:slug",
    jsonFormBody,
    validate("param", reviewProductParamSchema),
    validate("json", readerReviewBodySchema),
    async (c) => {
      const { user } = requireViewer(c);
      await limitWrites(c, user.id);
      const edited = await editReview(c.var.db, user, c.req.valid("param").slug, c.req.valid("json"));
      return c.json({ data: valueOr(edited, REFUSALS) });
    },
  )
  .delete("/:slug", validate("param", reviewProductParamSchema), async (c) => {
    const { user } = requireViewer(c);
    await limitWrites(c, user.id);
    const slug = c.req.valid("param").slug;
    valueOr(await deleteOwnReview(c.var.db, user.id, slug), REFUSALS);
    return c.json({ data: { deleted: true, slug } });
  });
