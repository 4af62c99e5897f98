import { Hono, type Context } from "hono";
import { cartItemParamSchema, cartLocaleQuerySchema, cartSlugsSchema } from "../contract/cart";
import { valueOr, type RefusalAnswers } from "../middleware/errors";
import { jsonFormBody } from "../middleware/json-body";
import { loadViewer, privateAnswers, requireViewer, signedIn } from "../middleware/session";
import { enforceRateLimit } from "../middleware/submission-guard";
import { validate } from "../middleware/validate";
import {
  addToCart,
  mergeIntoCart,
  priceCart,
  readerCart,
  removeFromCart,
  swapInBundle,
  type BundleSwapRefusal,
  type CartRefusal,
} from "../services/cart";
import type { AppEnv } from "../types";

const REFUSALS: RefusalAnswers<CartRefusal> = {
  not_found: ["not_found", 404, "There is no such product in La Bodega."],
  not_purchasable: ["not_purchasable", 409, "This product can't be bought right now."],
  cart_full: ["cart_full", 409, "The cart is full. Check out or remove something first."],
  already_owned: ["already_owned", 409, "You already own this: it is in your library."],
};

const SWAP_REFUSALS: RefusalAnswers<BundleSwapRefusal> = {
  not_found: ["not_found", 404, "There is no such bundle in La Bodega."],
  not_purchasable: REFUSALS.not_purchasable,
  already_owned: REFUSALS.already_owned,
  no_saving: ["conflict", 409, "This bundle no longer costs less than what it would replace in your cart."],
};

const limitChanges = (c: Context<AppEnv>, userId: string) => enforceRateLimit(c, "cart_change", `user:${userId}`);

/**
 * The cart. `POST /quote` prices a guest's browser cart (no account needed); the rest is the
 * signed-in reader's cart in D1. Answers depend on who asks, so nothing is cached.
 */
export const cartRoutes = new Hono<AppEnv>()
  .use(privateAnswers)
  .post(
    "/quote",
    jsonFormBody,
    validate("query", cartLocaleQuerySchema),
    validate("json", cartSlugsSchema),
    async (c) => {
      const view = await priceCart(c.var.db, c.req.valid("json").slugs, c.req.valid("query").locale);
      return c.json({ data: view });
    },
  )
  .use(loadViewer, signedIn)
  .get("/", validate("query", cartLocaleQuerySchema), async (c) => {
    const { user } = requireViewer(c);
    return c.json({ data: await readerCart(c.var.db, user.id, c.req.valid("query").locale) });
  })
  .put("/items/:slug", validate("param", cartItemParamSchema), validate("query", cartLocaleQuerySchema), async (c) => {
    const { user } = requireViewer(c);
    await limitChanges(c, user.id);
    const db = c.var.db;
    const added = await addToCart(db, user.id, c.req.valid("param").slug, c.req.valid("query").locale);
    return c.json({ data: valueOr(added, REFUSALS) });
  })
  // The bundle in place of the lines it holds, while it costs less than they do (the cart's offer).
  .put(
    "/bundles/:slug",
    validate("param", cartItemParamSchema),
    validate("query", cartLocaleQuerySchema),
    async (c) => {
      const { user } = requireViewer(c);
      await limitChanges(c, user.id);
      const swapped = await swapInBundle(c.var.db, user.id, c.req.valid("param").slug, c.req.valid("query").locale);
      return c.json({ data: valueOr(swapped, SWAP_REFUSALS) });
    },
  )
  .delete(
    "/items/:slug",
    validate("param", cartItemParamSchema),
    validate("query", cartLocaleQuerySchema),
    async (c) => {
      const { user } = requireViewer(c);
      await limitChanges(c, user.id);
      const db = c.var.db;
      await removeFromCart(db, user.id, c.req.valid("param").slug);
      return c.json({ data: await readerCart(db, user.id, c.req.valid("query").locale) });
    },
  )
  .post(
    "/merge",
    jsonFormBody,
    validate("query", cartLocaleQuerySchema),
    validate("json", cartSlugsSchema),
    async (c) => {
      const { user } = requireViewer(c);
      await limitChanges(c, user.id);
      const view = await mergeIntoCart(c.var.db, user.id, c.req.valid("json").slugs, c.req.valid("query").locale);
      return c.json({ data: view });
    },
  );
