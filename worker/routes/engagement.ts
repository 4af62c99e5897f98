import { zValidator } from "@hono/zod-validator";
import { Hono, type Context } from "hono";
import {
  ENGAGEMENT_LIMITS,
  commentEditSchema,
  commentIdParamSchema,
  commentListQuerySchema,
  itemParamSchema,
  likeQuerySchema,
  newCommentSchema,
  wishlistParamSchema,
} from "../contract/engagement";
import { createDb } from "../db/client";
import { validationHook } from "../middleware/errors";
import { jsonFormBody } from "../middleware/json-body";
import { loadViewer, privateAnswers, requireViewer, signedIn } from "../middleware/session";
import { enforceLimit } from "../middleware/submission-guard";
import { commentsForItem, deleteComment, editComment, postComment, reportComment } from "../services/comments";
import { likeStates, setLike } from "../services/likes";
import { setWishlisted, wishlistOf } from "../services/wishlist";
import type { AppEnv } from "../types";

type Limit = keyof typeof ENGAGEMENT_LIMITS;
const limitFor = (c: Context<AppEnv>, rule: Limit, userId: string) =>
  enforceLimit(c, rule, ENGAGEMENT_LIMITS[rule], `user:${userId}`);

/**
 * Likes: counts are public; liking needs an account and is one per reader and item.
 * Answers are never cached by shared caches: they depend on who asks.
 */
export const likeRoutes = new Hono<AppEnv>()
  .use(privateAnswers, loadViewer)
  .get("/", zValidator("query", likeQuerySchema, validationHook), async (c) => {
    const viewer = c.get("viewer");
    return c.json({ data: { items: await likeStates(createDb(c.env.DB), c.req.valid("query").items, viewer?.user.id ?? null) } });
  })
  .put("/:itemId", signedIn, zValidator("param", itemParamSchema, validationHook), async (c) => {
    const { user } = requireViewer(c);
    await limitFor(c, "like", user.id);
    return c.json({ data: await setLike(createDb(c.env.DB), user.id, c.req.valid("param").itemId, true) });
  })
  .delete("/:itemId", signedIn, zValidator("param", itemParamSchema, validationHook), async (c) => {
    const { user } = requireViewer(c);
    await limitFor(c, "like", user.id);
    return c.json({ data: await setLike(createDb(c.env.DB), user.id, c.req.valid("param").itemId, false) });
  });

/** The signed-in reader's wishlist of products. */
export const wishlistRoutes = new Hono<AppEnv>()
  .use(privateAnswers, loadViewer, signedIn)
  .get("/", async (c) => {
    const { user } = requireViewer(c);
    return c.json({ data: { items: await wishlistOf(createDb(c.env.DB), user.id) } });
  })
  .put("/:itemId", zValidator("param", wishlistParamSchema, validationHook), async (c) => {
    const { user } = requireViewer(c);
    await limitFor(c, "wishlist", user.id);
    return c.json({ data: { items: await setWishlisted(createDb(c.env.DB), user.id, c.req.valid("param").itemId, true) } });
  })
  .delete("/:itemId", zValidator("param", wishlistParamSchema, validationHook), async (c) => {
    const { user } = requireViewer(c);
    await limitFor(c, "wishlist", user.id);
    return c.json({ data: { items: await setWishlisted(createDb(c.env.DB), user.id, c.req.valid("param").itemId, false) } });
  });

/** Comments under content items: read by anyone, written, edited and reported by readers. */
export const commentRoutes = new Hono<AppEnv>()
  .use(privateAnswers, loadViewer)
  .get("/", zValidator("query", commentListQuerySchema, validationHook), async (c) => {
    const viewer = c.get("viewer");
    const { item, before } = c.req.valid("query");
    return c.json({ data: await commentsForItem(createDb(c.env.DB), item, viewer?.user.id ?? null, before) });
  })
  .post("/", signedIn, jsonFormBody, zValidator("json", newCommentSchema, validationHook), async (c) => {
    const { user } = requireViewer(c);
    await limitFor(c, "comment_post", user.id);
    const { itemId, body } = c.req.valid("json");
    return c.json({ data: await postComment(createDb(c.env.DB), user, itemId, body) }, 201);
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
      return c.json({ data: await editComment(createDb(c.env.DB), user.id, c.req.valid("param").id, c.req.valid("json").body) });
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
