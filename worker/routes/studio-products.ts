import { Hono } from "hono";
import {
  previewQuerySchema,
  retireBodySchema,
  reviewDeleteBodySchema,
  reviewParamSchema,
  reviewStateBodySchema,
  slugCheckQuerySchema,
  studioProductBodySchema,
  studioProductListQuerySchema,
  studioProductParamSchema,
} from "../contract/studio-products";
import { AppError, valueOr, type RefusalAnswers } from "../middleware/errors";
import { requireViewer } from "../middleware/session";
import { validate } from "../middleware/validate";
import { studioReviewQueueQuerySchema } from "../contract/reader-reviews";
import { catalogueWarnings } from "../services/studio/catalogue-warnings";
import { reviewQueue } from "../services/studio/review-queue";
import {
  commitChange,
  createProduct,
  deleteReview,
  getStudioProduct,
  listProductReviews,
  listStudioProducts,
  previewProduct,
  setRetired,
  setReviewState,
  slugAvailability,
  updateProduct,
  type ProductRefusal,
} from "../services/studio/products";
import { queueReleaseNotices, releaseNoticeSummary } from "../services/release-notices";
import type { Result } from "../services/result";
import type { AppEnv } from "../types";

const NO_PRODUCT = ["not_found", 404, "There is no such product."] as const;
const NOT_FOUND: RefusalAnswers<"not_found"> = { not_found: NO_PRODUCT };
const NO_REVIEW: RefusalAnswers<"not_found"> = { not_found: ["not_found", 404, "There is no such review."] };

/** A refused edit as the one error shape, with the field it is about. */
const PRODUCT_REFUSALS: Record<Exclude<ProductRefusal, "not_found">, [409 | 400, string, string, string]> = {
  slug_taken: [409, "slug", "slug_taken", "Another product has this slug."],
  slug_former: [409, "slug", "slug_former", "This slug was another product's; its old address still leads there."],
  slug_named_by_book: [
    409,
    "slug",
    "slug_named_by_book",
    "A book in the site's content names this product by its slug.",
  ],
  shelf_unknown: [400, "shelf", "shelf_unknown", "There is no such shelf."],
  bundle_item_unknown: [400, "bundleItems", "bundle_item_unknown", "A bundle's item is not a product."],
  bundle_item_is_bundle: [400, "bundleItems", "bundle_item_is_bundle", "A bundle can't include a bundle."],
  kind_in_a_bundle: [400, "kind", "kind_in_a_bundle", "A bundle includes this product, so it can't become a bundle."],
};

function editedOr<T>(result: Result<T, ProductRefusal>): T {
  if (result.ok) return result.value;
  if (result.reason === "not_found") throw new AppError(...NO_PRODUCT);
  const [status, field, code, message] = PRODUCT_REFUSALS[result.reason];
  throw new AppError(status === 409 ? "conflict" : "validation_failed", status, message, { [field]: [code] });
}

/**
 * The studio's catalogue: products and their reviews. Mounted after `studioOnly`, so
 * every endpoint here is the author's, in a session that passed the second factor; every change
 * writes its audit entry in the same batch (decision 041), and retiring a product or deleting a
 * review needs an explicit confirmation in the body.
 */
export const studioProductRoutes = new Hono<AppEnv>()
  .get("/", validate("query", studioProductListQuerySchema), async (c) => {
    return c.json({ data: await listStudioProducts(c.var.db, c.req.valid("query")) });
  })
  .get("/slug-check", validate("query", slugCheckQuerySchema), async (c) => {
    const { slug, for: forSlug } = c.req.valid("query");
    return c.json({ data: await slugAvailability(c.var.db, slug, forSlug) });
  })
  .post("/", validate("json", studioProductBodySchema), async (c) => {
    const input = c.req.valid("json");
    const db = c.var.db;
    const { statements } = editedOr(await createProduct(db, requireViewer(c).user, input));
    editedOr(await commitChange(db, statements));
    return c.json({ data: (await getStudioProduct(db, input.slug))! }, 201);
  })
  .get("/:slug", validate("param", studioProductParamSchema), async (c) => {
    const product = await getStudioProduct(c.var.db, c.req.valid("param").slug);
    if (!product) throw new AppError(...NO_PRODUCT);
    return c.json({ data: product });
  })
  .put("/:slug", validate("param", studioProductParamSchema), validate("json", studioProductBodySchema), async (c) => {
    const input = c.req.valid("json");
    const db = c.var.db;
    const { statements } = editedOr(await updateProduct(db, requireViewer(c).user, c.req.valid("param").slug, input));
    editedOr(await commitChange(db, statements));
    // Available now: the "notify me" sign-ups get their release email (once; the sweep is the net).
    if (input.status === "available") {
      const { outboxIds } = await queueReleaseNotices({ ...c.var.lead, now: Date.now() }, { product: input.slug });
      c.var.sendAfterResponse(outboxIds);
    }
    return c.json({ data: (await getStudioProduct(db, input.slug))! });
  })
  // The public page's product as it would show, draft or retired: the author's preview.
  .get(
    "/:slug/preview",
    validate("param", studioProductParamSchema),
    validate("query", previewQuerySchema),
    async (c) => {
      const product = await previewProduct(c.var.db, c.req.valid("param").slug, c.req.valid("query").locale);
      if (!product) throw new AppError("not_found", 404, "There is no such product, or it has no English texts yet.");
      return c.json({ data: product });
    },
  )
  .post("/:slug/retire", validate("param", studioProductParamSchema), validate("json", retireBodySchema), async (c) => {
    const { slug } = c.req.valid("param");
    if (c.req.valid("json").confirm !== slug) {
      throw new AppError("validation_failed", 400, "Type the product's slug to confirm.", {
        confirm: ["confirm_mismatch"],
      });
    }
    const { statements } = valueOr(await setRetired(c.var.db, requireViewer(c).user, slug, true), NOT_FOUND);
    editedOr(await commitChange(c.var.db, statements));
    return c.json({ data: (await getStudioProduct(c.var.db, slug))! });
  })
  .post("/:slug/restore", validate("param", studioProductParamSchema), async (c) => {
    const { slug } = c.req.valid("param");
    const { statements } = valueOr(await setRetired(c.var.db, requireViewer(c).user, slug, false), NOT_FOUND);
    editedOr(await commitChange(c.var.db, statements));
    return c.json({ data: (await getStudioProduct(c.var.db, slug))! });
  })
  // "Notify me": how many wait, and how the release notice went (decision 052).
  .get("/:slug/release-notice", validate("param", studioProductParamSchema), async (c) => {
    const { slug } = c.req.valid("param");
    if (!(await getStudioProduct(c.var.db, slug))) throw new AppError(...NO_PRODUCT);
    return c.json({ data: await releaseNoticeSummary(c.var.db, slug) });
  })
  .get("/:slug/reviews", validate("param", studioProductParamSchema), async (c) => {
    const reviews = await listProductReviews(c.var.db, c.req.valid("param").slug);
    if (!reviews) throw new AppError(...NO_PRODUCT);
    return c.json({ data: reviews });
  })
  .put(
    "/:slug/reviews/:id/state",
    validate("param", reviewParamSchema),
    validate("json", reviewStateBodySchema),
    async (c) => {
      const { slug, id } = c.req.valid("param");
      const { state } = c.req.valid("json");
      const { statements } = valueOr(
        await setReviewState(c.var.db, requireViewer(c).user, { slug, id, state }),
        NO_REVIEW,
      );
      editedOr(await commitChange(c.var.db, statements));
      return c.json({ data: { id, state } });
    },
  )
  .delete(
    "/:slug/reviews/:id",
    validate("param", reviewParamSchema),
    validate("json", reviewDeleteBodySchema),
    async (c) => {
      const { slug, id } = c.req.valid("param");
      const { statements } = valueOr(await deleteReview(c.var.db, requireViewer(c).user, { slug, id }), NO_REVIEW);
      editedOr(await commitChange(c.var.db, statements));
      return c.json({ data: { deleted: true, id } });
    },
  );

/** The catalogue check's warnings (the rules `scripts/shop.mjs check` runs). */
export const studioCatalogueRoutes = new Hono<AppEnv>().get("/warnings", async (c) => {
  return c.json({ data: await catalogueWarnings(c.var.db) });
});

/**
 * `/api/studio/reviews`: readers' reviews waiting (or approved, or hidden) across every product,
 * the studio's queue (decision 050); each is acted on at `/products/:slug/reviews/:id`.
 */
export const studioReviewRoutes = new Hono<AppEnv>().get(
  "/",
  validate("query", studioReviewQueueQuerySchema),
  async (c) => {
    return c.json({ data: await reviewQueue(c.var.db, c.req.valid("query")) });
  },
);
