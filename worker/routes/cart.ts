import { zValidator } from "@hono/zod-validator";
import { Hono, type Context } from "hono";
import { CART_LIMITS, cartItemParamSchema, cartLocaleQuerySchema, cartSlugsSchema } from "../contract/cart";
import { createDb } from "../db/client";
import { AppError, validationHook } from "../middleware/errors";
import { jsonFormBody } from "../middleware/json-body";
import { loadViewer, privateAnswers, requireViewer, signedIn } from "../middleware/session";
import { enforceLimit } from "../middleware/submission-guard";
import { addToCart, mergeIntoCart, priceCart, readerCart, removeFromCart, type CartRefusal } from "../services/cart";
import type { AppEnv } from "../types";

const REFUSALS: Record<CartRefusal, AppError> = {
  not_found: new AppError("not_found", 404, "There is no such product in La Bodega."),
  not_purchasable: new AppError("not_purchasable", 409, "This product can't be bought right now."),
  cart_full: new AppError("cart_full", 409, "The cart is full. Check out or remove something first."),
  already_owned: new AppError("already_owned", 409, "You already own this: it is in your library."),
};

const limitChanges = (c: Context<AppEnv>, userId: string) =>
  enforceLimit(c, "cart_change", CART_LIMITS.cart_change, `user:${userId}`);

/**
 * The cart. `POST /quote` prices a guest's browser cart (no account needed); the rest is the
 * signed-in reader's cart in D1. Answers depend on who asks, so nothing is cached.
 */
export const cartRoutes = new Hono<AppEnv>()
  .use(privateAnswers)
  .post(
    "/quote",
    jsonFormBody,
    zValidator("query", cartLocaleQuerySchema, validationHook),
    zValidator("json", cartSlugsSchema, validationHook),
    async (c) => {
      const view = await priceCart(createDb(c.env.DB), c.req.valid("json").slugs, c.req.valid("query").locale);
      return c.json({ data: view });
    },
  )
  .use(loadViewer, signedIn)
  .get("/", zValidator("query", cartLocaleQuerySchema, validationHook), async (c) => {
    const { user } = requireViewer(c);
    return c.json({ data: await readerCart(createDb(c.env.DB), user.id, c.req.valid("query").locale) });
  })
  .put(
    "/items/:slug",
    zValidator("param", cartItemParamSchema, validationHook),
    zValidator("query", cartLocaleQuerySchema, validationHook),
    async (c) => {
      const { user } = requireViewer(c);
      await limitChanges(c, user.id);
      const db = createDb(c.env.DB);
      const added = await addToCart(db, user.id, c.req.valid("param").slug, c.req.valid("query").locale);
      if ("refusal" in added) throw REFUSALS[added.refusal];
      return c.json({ data: added.view });
    },
  )
  .delete(
    "/items/:slug",
    zValidator("param", cartItemParamSchema, validationHook),
    zValidator("query", cartLocaleQuerySchema, validationHook),
    async (c) => {
      const { user } = requireViewer(c);
      await limitChanges(c, user.id);
      const db = createDb(c.env.DB);
      await removeFromCart(db, user.id, c.req.valid("param").slug);
      return c.json({ data: await readerCart(db, user.id, c.req.valid("query").locale) });
    },
  )
  .post(
    "/merge",
    jsonFormBody,
    zValidator("query", cartLocaleQuerySchema, validationHook),
    zValidator("json", cartSlugsSchema, validationHook),
    async (c) => {
      const { user } = requireViewer(c);
      await limitChanges(c, user.id);
      const view = await mergeIntoCart(
        createDb(c.env.DB),
        user.id,
        c.req.valid("json").slugs,
        c.req.valid("query").locale,
      );
      return c.json({ data: view });
    },
  );
