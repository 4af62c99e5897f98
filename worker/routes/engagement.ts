import { zValidator } from "@hono/zod-validator";
import { Hono, type Context } from "hono";
import { isProductItemId, productSlugOf, type EngageableId } from "../contract/content-items";
import {
  ENGAGEMENT_LIMITS,
  commentEditSchema,
  commentIdParamSchema,
  commentListQuerySchema,
  itemParamSchema,
  likeQuerySchema,
  listLocaleQuerySchema,
  newCommentSchema,
  wishlistParamSchema,
} from "../contract/engagement";
import { createDb, type Db } from "../db/client";
import { AppError, validationHook } from "../middleware/errors";
import { jsonFormBody } from "../middleware/json-body";
import { loadViewer, privateAnswers, requireViewer, signedIn } from "../middleware/session";
import { enforceLimit } from "../middleware/submission-guard";
import { commentsForItem, deleteComment, editComment, postComment, reportComment } from "../services/comments";
import { likeStates, setLike } from "../services/likes";
import { publicProductSlugs } from "../services/product-items";
import { savedProducts, setWishlisted } from "../services/wishlist";
import type { AppEnv } from "../types";

type Limit = keyof typeof ENGAGEMENT_LIMITS;
const limitFor = (c: Context<AppEnv>, rule: Limit, userId: string) =>
  enforceLimit(c, rule, ENGAGEMENT_LIMITS[rule], `user:${userId}`);

/**
 * The second half of validating ids: the schemas accept any well-formed product id, and D1
 * says which products are public. The rest are refused as the schemas refuse an unknown id
 * (400, `unknown_item` under the same field), before any rate limit is spent, as a bad id is.
 */
async function requirePublicProducts(db: Db, ids: readonly EngageableId[], field: (index: number) => string) {
  const slugs = ids.filter(isProductItemId).map(productSlugOf);
  if (slugs.length === 0) return;
  const known = await publicProductSlugs(db, slugs);
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
  .get("/", zValidator("query", likeQuerySchema, validationHook), async (c) => {
    const viewer = c.get("viewer");
    const db = createDb(c.env.DB);
    const { items } = c.req.valid("query");
    await requirePublicProducts(db, items, (index) => `items.${index}`);
    return c.json({ data: { items: await likeStates(db, items, viewer?.user.id ?? null) } });
  })
  .put("/:itemId", signedIn, zValidator("param", itemParamSchema, validationHook), async (c) => {
    const { user } = requireViewer(c);
    const db = createDb(c.env.DB);
    const { itemId } = c.req.valid("param");
    await requirePublicProducts(db, [itemId], () => "itemId");
    await limitFor(c, "like", user.id);
    return c.json({ data: await setLike(db, user.id, itemId, true) });
  })
  .delete("/:itemId", signedIn, zValidator("param", itemParamSchema, validationHook), async (c) => {
    const { user } = requireViewer(c);
    const db = createDb(c.env.DB);
    const { itemId } = c.req.valid("param");
    await requirePublicProducts(db, [itemId], () => "itemId");
    await limitFor(c, "like", user.id);
    return c.json({ data: await setLike(db, user.id, itemId, false) });
  });

/**
 * The signed-in reader's wishlist of public products, each named in `?locale=` (English when
 * the product has no text in it) with its page. Changes answer with the whole list.
 */
export const wishlistRoutes = new Hono<AppEnv>()
  .use(privateAnswers, loadViewer, signedIn)
  .get("/", zValidator("query", listLocaleQuerySchema, validationHook), async (c) => {
    const { user } = requireViewer(c);
    return c.json({ data: { items: await savedProducts(createDb(c.env.DB), user.id, c.req.valid("query").locale) } });
  })
  .put(
    "/:itemId",
    zValidator("param", wishlistParamSchema, validationHook),
    zValidator("query", listLocaleQuerySchema, validationHook),
    async (c) => {
      const { user } = requireViewer(c);
      const db = createDb(c.env.DB);
      const { itemId } = c.req.valid("param");
      await requirePublicProducts(db, [itemId], () => "itemId");
      await limitFor(c, "wishlist", user.id);
      return c.json({ data: { items: await setWishlisted(db, user.id, itemId, true, c.req.valid("query").locale) } });
    },
  )
  .delete(
    "/:itemId",
    zValidator("param", wishlistParamSchema, validationHook),
    zValidator("query", listLocaleQuerySchema, validationHook),
    async (c) => {
      const { user } = requireViewer(c);
      const db = createDb(c.env.DB);
      const { itemId } = c.req.valid("param");
      await requirePublicProducts(db, [itemId], () => "itemId");
      await limitFor(c, "wishlist", user.id);
      return c.json({ data: { items: await setWishlisted(db, user.id, itemId, false, c.req.valid("query").locale) } });
    },
  );

/** Comments under content items: read by anyone, written, edited and reported by readers. */
export const commentRoutes = new Hono<AppEnv>()
  .use(privateAnswers, loadViewer)
  .get("/", zValidator("query", commentListQuerySchema, validationHook), async (c) => {
    const viewer = c.get("viewer");
    const db = createDb(c.env.DB);
    const { item, before } = c.req.valid("query");
    await requirePublicProducts(db, [item], () => "item");
    return c.json({ data: await commentsForItem(db, item, viewer?.user.id ?? null, before) });
  })
  .post("/", signedIn, jsonFormBody, zValidator("json", newCommentSchema, validationHook), async (c) => {
    const { user } = requireViewer(c);
    const db = createDb(c.env.DB);
    const { itemId, body } = c.req.valid("json");
    await requirePublicProducts(db, [itemId], () => "itemId");
    await limitFor(c, "comment_post", user.id);
    return c.json({ data: await postComment(db, user, itemId, body) }, 201);
  })
  .patch(
    "/:id",
    signedIn,
    jsonFormBody,
    zValidator("param", commentIdParamSchema, validationHook),
    zValidator("json", commentEditSchema, validationHook),
    async (c) => {
      const { user } = requireViewer(c);
      await limitFor(c, "comment_edit", user.id);
      return c.json({
        data: await editComment(createDb(c.env.DB), user.id, c.req.valid("param").id, c.req.valid("json").body),
      });
    },
  )
  .delete("/:id", signedIn, zValidator("param", commentIdParamSchema, validationHook), async (c) => {
    const { user } = requireViewer(c);
    await limitFor(c, "comment_edit", user.id);
    await deleteComment(createDb(c.env.DB), user.id, c.req.valid("param").id);
    return c.body(null, 204);
  })
  .post("/:id/report", signedIn, zValidator("param", commentIdParamSchema, validationHook), async (c) => {
    const { user } = requireViewer(c);
    await limitFor(c, "comment_report", user.id);
    await reportComment(createDb(c.env.DB), user.id, c.req.valid("param").id);
    return c.json({ data: { reported: true as const } }, 202);
  });
