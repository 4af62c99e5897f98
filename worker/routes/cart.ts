import { Hono, type Context } from "hono";
import { cartAmountSchema, cartItemParamSchema, cartLocaleQuerySchema, cartSlugsSchema } from "../contract/cart";
import { AppError, valueOr, type RefusalAnswers } from "../middleware/errors";
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
  setCartAmount,
  swapInBundle,
  type AmountRefusal,
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

/** A refused amount is a field error on `amountCents`, like the checkout's (decision 048). */
const AMOUNT_REFUSALS: Record<Exclude<AmountRefusal, "not_found">, string> = {
  not_pay_what_you_want: "This product has a fixed price.",
  amount_below_minimum: "The amount is less than this product's minimum.",
  amount_above_maximum: "The amount is more than can be paid for one product.",
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
      const { slugs, amounts } = c.req.valid("json");
      const view = await priceCart(c.var.db, slugs, c.req.valid("query").locale, undefined, amounts);
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
  // The amount chosen for a pay-what-you-want line (checked now, and again at checkout).
  .put(
    "/items/:slug/amount",
    jsonFormBody,
    validate("param", cartItemParamSchema),
    validate("query", cartLocaleQuerySchema),
    validate("json", cartAmountSchema),
    async (c) => {
      const { user } = requireViewer(c);
      await limitChanges(c, user.id);
      const { slug } = c.req.valid("param");
      const set = await setCartAmount(
        c.var.db,
        user.id,
        slug,
        c.req.valid("json").amountCents,
        c.req.valid("query").locale,
      );
      if (set.ok) return c.json({ data: set.value });
      if (set.reason === "not_found") throw new AppError("not_found", 404, "This product is not in your cart.");
      throw new AppError("validation_failed", 400, AMOUNT_REFUSALS[set.reason], { amountCents: [set.reason] });
    },
  )
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
      const { slugs, amounts } = c.req.valid("json");
      const view = await mergeIntoCart(c.var.db, user.id, slugs, c.req.valid("query").locale, amounts);
      return c.json({ data: view });
    },
  );
