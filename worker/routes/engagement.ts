import { Hono, type Context } from "hono";
import { isProductItemId, productSlugOf, type EngageableId } from "../contract/content-items";
import {
  commentEditSchema,
  commentIdParamSchema,
  commentListQuerySchema,
  itemParamSchema,
  likeQuerySchema,
  listLocaleQuerySchema,
  newCommentSchema,
  wishlistParamSchema,
} from "../contract/engagement";
import { AppError, valueOr, type RefusalAnswers } from "../middleware/errors";
import { jsonFormBody } from "../middleware/json-body";
import { loadViewer, privateAnswers, requireViewer, signedIn } from "../middleware/session";
import { enforceRateLimit } from "../middleware/submission-guard";
import { validate } from "../middleware/validate";
import {
  commentsForItem,
  deleteComment,
  editComment,
  postComment,
  reportComment,
  type CommentChangeRefusal,
  type CommentPostRefusal,
  type CommentReportRefusal,
} from "../services/comments";
import { likeStates, setLike } from "../services/likes";
import { publicProductSlugs } from "../services/product-items";
import { savedProducts, setWishlisted } from "../services/wishlist";
import type { AppEnv } from "../types";

const NO_SUCH_COMMENT = ["not_found", 404, "This comment doesn't exist."] as const;
const CHANGE_REFUSALS: RefusalAnswers<CommentChangeRefusal> = {
  not_found: NO_SUCH_COMMENT,
  not_yours: ["forbidden", 403, "You can only change your own comments."],
  edit_window_closed: ["edit_window_closed", 403, "Comments can only be changed within 15 minutes of posting."],
};
const POST_REFUSALS: RefusalAnswers<CommentPostRefusal> = {
  commenting_blocked: ["commenting_blocked", 403, "The site's author has turned off commenting for your account."],
};
const REPORT_REFUSALS: RefusalAnswers<CommentReportRefusal> = {
  not_found: NO_SUCH_COMMENT,
  own_comment: ["forbidden", 403, "You can't report your own comment."],
};

type Limit = "like" | "wishlist" | "comment_post" | "comment_edit" | "comment_report";
const limitFor = (c: Context<AppEnv>, rule: Limit, userId: string) => enforceRateLimit(c, rule, `user:${userId}`);

/**
 * The second half of validating ids: the schemas accept any well-formed product id, and D1
 * says which products are public. The rest are refused as the schemas refuse an unknown id
 * (400, `unknown_item` under the same field), before any rate limit is spent, as a bad id is.
 */
async function requirePublicProducts(
  c: Context<AppEnv>,
  ids: readonly EngageableId[],
  field: (index: number) => string,
) {
  const slugs = ids.filter(isProductItemId).map(productSlugOf);
  if (slugs.length === 0) return;
  const known = await publicProductSlugs(c.var.db, slugs);
  const fields: Record<string, string[]> = {};
  ids.forEach((id, index) => {
    if (isProductItemId(id) && !known.has(productSlugOf(id))) fields[field(index)] = ["unknown_item"];
  });
  if (Object.keys(fields).length > 0)
    throw new AppError("validation_failed", 400, "Some fields are missing or invalid.", fields);
}

/**
 * Likes: counts are public; liking needs an account and is one per reader and item.
 * Answers are never cached by shared caches: they depend on who asks.
 */
export const likeRoutes = new Hono<AppEnv>()
  .use(privateAnswers, loadViewer)
  .get("/", validate("query", likeQuerySchema), async (c) => {
    const viewer = c.get("viewer");
    const db = c.var.db;
    const { items } = c.req.valid("query");
    await requirePublicProducts(c, items, (index) => `items.${index}`);
    return c.json({ data: { items: await likeStates(db, items, viewer?.user.id ?? null) } });
  })
  .put("/:itemId", signedIn, validate("param", itemParamSchema), async (c) => {
    const { user } = requireViewer(c);
    const db = c.var.db;
    const { itemId } = c.req.valid("param");
    await requirePublicProducts(c, [itemId], () => "itemId");
    await limitFor(c, "like", user.id);
    return c.json({ data: await setLike(db, user.id, itemId, true) });
  })
  .delete("/:itemId", signedIn, validate("param", itemParamSchema), async (c) => {
    const { user } = requireViewer(c);
    const db = c.var.db;
    const { itemId } = c.req.valid("param");
    await requirePublicProducts(c, [itemId], () => "itemId");
    await limitFor(c, "like", user.id);
    return c.json({ data: await setLike(db, user.id, itemId, false) });
  });

/**
 * The signed-in reader's wishlist of public products, each named in `?locale=` (English when
 * the product has no text in it) with its page. Changes answer with the whole list.
 */
export const wishlistRoutes = new Hono<AppEnv>()
  .use(privateAnswers, loadViewer, signedIn)
  .get("/", validate("query", listLocaleQuerySchema), async (c) => {
    const { user } = requireViewer(c);
    return c.json({ data: { items: await savedProducts(c.var.db, user.id, c.req.valid("query").locale) } });
  })
  .put("/:itemId", validate("param", wishlistParamSchema), validate("query", listLocaleQuerySchema), async (c) => {
    const { user } = requireViewer(c);
    const db = c.var.db;
    const { itemId } = c.req.valid("param");
    await requirePublicProducts(c, [itemId], () => "itemId");
    await limitFor(c, "wishlist", user.id);
    return c.json({ data: { items: await setWishlisted(db, user.id, itemId, true, c.req.valid("query").locale) } });
  })
  .delete("/:itemId", validate("param", wishlistParamSchema), validate("query", listLocaleQuerySchema), async (c) => {
    const { user } = requireViewer(c);
    const db = c.var.db;
    const { itemId } = c.req.valid("param");
    await requirePublicProducts(c, [itemId], () => "itemId");
    await limitFor(c, "wishlist", user.id);
    return c.json({ data: { items: await setWishlisted(db, user.id, itemId, false, c.req.valid("query").locale) } });
  });

/** Comments under content items: read by anyone, written, edited and reported by readers. */
export const commentRoutes = new Hono<AppEnv>()
  .use(privateAnswers, loadViewer)
  .get("/", validate("query", commentListQuerySchema), async (c) => {
    const viewer = c.get("viewer");
    const db = c.var.db;
    const { item, before } = c.req.valid("query");
    await requirePublicProducts(c, [item], () => "item");
    return c.json({ data: await commentsForItem(db, item, viewer?.user.id ?? null, before) });
  })
  .post("/", signedIn, jsonFormBody, validate("json", newCommentSchema), async (c) => {
    const { user } = requireViewer(c);
    const db = c.var.db;
    const { itemId, body } = c.req.valid("json");
    await requirePublicProducts(c, [itemId], () => "itemId");
    await limitFor(c, "comment_post", user.id);
    return c.json({ data: valueOr(await postComment(db, user, itemId, body), POST_REFUSALS) }, 201);
  })
  .patch(
    "/:id",
    signedIn,
    jsonFormBody,
    validate("param", commentIdParamSchema),
    validate("json", commentEditSchema),
    async (c) => {
      const { user } = requireViewer(c);
      await limitFor(c, "comment_edit", user.id);
      const edited = await editComment(c.var.db, user.id, c.req.valid("param").id, c.req.valid("json").body);
      return c.json({ data: valueOr(edited, CHANGE_REFUSALS) });
    },
  )
  .delete("/:id", signedIn, validate("param", commentIdParamSchema), async (c) => {
    const { user } = requireViewer(c);
    await limitFor(c, "comment_edit", user.id);
    valueOr(await deleteComment(c.var.db, user.id, c.req.valid("param").id), CHANGE_REFUSALS);
    return c.body(null, 204);
  })
  .post("/:id/report", signedIn, validate("param", commentIdParamSchema), async (c) => {
    const { user } = requireViewer(c);
    await limitFor(c, "comment_report", user.id);
    valueOr(await reportComment(c.var.db, user.id, c.req.valid("param").id), REPORT_REFUSALS);
    return c.json({ data: { reported: true as const } }, 202);
  });
