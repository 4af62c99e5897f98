import { and, asc, eq, inArray, isNull, or } from "drizzle-orm";
import { CART_MAX_ITEMS, type CartView } from "../contract/cart";
import type { Locale } from "../contract/locales";
import type { CartLine } from "../contract/cart";
import { isPayWhatYouWant, PAY_WHAT_YOU_WANT_MAX_CENTS } from "../contract/pricing-fields";
import { isPurchasable, productSlugOf, type ProductSummary } from "../contract/shop";
import type { Db } from "../db/client";
import { cartItems, gifts, orderItems, orders } from "../db/schema";
import { bundleOffers } from "./bundle-offers";
import { productsBySlug, withBundleContents } from "./catalogue";
import { ok, refuse, type Result } from "./result";

/** Why a product can't go into the cart, for the route to answer. */
export type CartRefusal = "not_found" | "not_purchasable" | "cart_full" | "already_owned";

/**
 * What the reader already owns: every product of their paid orders and of the gifts they
 * claimed, bundles opened into their items. A gift they bought for someone else is not theirs.
 * Buying one of those again would only charge them twice.
 */
export async function ownedSlugs(db: Db, userId: string): Promise<Set<string>> {
  const bought = await db
    .select({ productId: orderItems.productId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(gifts, eq(gifts.orderId, orders.id))
    // A refunded line is no longer owned (it may be bought again); a refunded gift neither.
    .where(
      and(
        or(and(eq(orders.userId, userId), isNull(gifts.id)), eq(gifts.claimedBy, userId)),
        inArray(orders.status, ["paid", "partly_refunded"]),
        isNull(orderItems.refundedAt),
      ),
    );
  return new Set(
    await withBundleContents(
      db,
      bought.map((b) => productSlugOf(b.productId)),
    ),
  );
}

/**
 * Whether the reader owns a product: bought, inside a bundle they bought, or a gift they
 * claimed (what "verified buyer" features ask).
 */
export async function ownsProduct(db: Db, userId: string, slug: string): Promise<boolean> {
  return (await ownedSlugs(db, userId)).has(slug);
}

/**
 * Prices a list of slugs (in the order given) with the Worker's own prices; owned ones are left
 * out. Bundles that would hold some of the lines for less are offered with it.
 */
export async function priceCart(
  db: Db,
  slugs: string[],
  locale: Locale,
  owned: ReadonlySet<string> = new Set(),
  amounts: Readonly<Record<string, number | null | undefined>> = {},
): Promise<CartView> {
  const found = await productsBySlug(db, slugs, locale);
  const lines: CartLine[] = [];
  const unavailable: string[] = [];
  for (const slug of slugs) {
    const product = found.get(slug);
    if (!product || !isPurchasable(product) || owned.has(slug)) unavailable.push(slug);
    // Pay what you want: the amount chosen (the checkout checks it), else the suggested one.
    else if (isPayWhatYouWant(product)) lines.push({ ...product, amountCents: amounts[slug] ?? product.priceCents });
    else lines.push(product);
  }
  return {
    lines,
    count: lines.length,
    totalCents: lines.reduce((sum, line) => sum + lineCents(line), 0),
    currency: lines[0]?.currency ?? "EUR",
    unavailable,
    owned: slugs.filter((slug) => owned.has(slug)),
    bundleOffers: await bundleOffers(db, lines, locale, owned),
  };
}

/** What a cart line costs before any code: the amount chosen, or the price. */
export const lineCents = (line: CartLine) => line.amountCents ?? line.priceCents;

/** The reader's cart rows in the order they were added. */
export function cartRows(db: Db, userId: string) {
  return db
    .select({ slug: cartItems.productSlug, addedAt: cartItems.addedAt, amountCents: cartItems.amountCents })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.productSlug));
}

async function cartSlugs(db: Db, userId: string): Promise<string[]> {
  return (await cartRows(db, userId)).map((r) => r.slug);
}

const amountsOf = (rows: readonly { slug: string; amountCents: number | null }[]) =>
  Object.fromEntries(rows.map((row) => [row.slug, row.amountCents]));

/** The reader's cart, priced now. */
export async function readerCart(db: Db, userId: string, locale: Locale): Promise<CartView> {
  const [rows, owned] = await Promise.all([cartRows(db, userId), ownedSlugs(db, userId)]);
  return priceCart(
    db,
    rows.map((row) => row.slug),
    locale,
    owned,
    amountsOf(rows),
  );
}

export type AmountRefusal = "not_found" | "not_pay_what_you_want" | "amount_below_minimum" | "amount_above_maximum";

/** Why an amount can't be chosen for this product, or null when it can. */
export function amountRefusal(product: ProductSummary, amountCents: number): AmountRefusal | null {
  if (!isPayWhatYouWant(product)) return "not_pay_what_you_want";
  if (amountCents < product.minPriceCents!) return "amount_below_minimum";
  if (amountCents > PAY_WHAT_YOU_WANT_MAX_CENTS) return "amount_above_maximum";
  return null;
}

/**
 * The amount the reader chooses for a pay-what-you-want line already in their cart, checked now
 * (and again at checkout, against the product's bounds then). Answers the cart priced.
 */
export async function setCartAmount(
  db: Db,
  userId: string,
  slug: string,
  amountCents: number,
  locale: Locale,
): Promise<Result<CartView, AmountRefusal>> {
  const [found, rows] = await Promise.all([productsBySlug(db, [slug], locale), cartRows(db, userId)]);
  const product = found.get(slug);
  if (!product || !rows.some((row) => row.slug === slug)) return refuse("not_found");
  const refusal = amountRefusal(product, amountCents);
  if (refusal) return refuse(refusal);
  await db
    .update(cartItems)
    .set({ amountCents })
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productSlug, slug)));
  return ok(await readerCart(db, userId, locale));
}

/**
 * Adds one product (idempotent: it is already there, or it goes in once) and answers the cart
 * priced, from the same reads; or why it can't go in.
 */
export async function addToCart(
  db: Db,
  userId: string,
  slug: string,
  locale: Locale,
): Promise<Result<CartView, CartRefusal>> {
  const [found, owned, current] = await Promise.all([
    productsBySlug(db, [slug], locale),
    ownedSlugs(db, userId),
    cartSlugs(db, userId),
  ]);
  const product = found.get(slug);
  if (!product) return refuse("not_found");
  if (!isPurchasable(product)) return refuse("not_purchasable");
  if (owned.has(slug)) return refuse("already_owned");
  if (!current.includes(slug)) {
    if (current.length >= CART_MAX_ITEMS) return refuse("cart_full");
    await db.insert(cartItems).values({ userId, productSlug: slug }).onConflictDoNothing();
  }
  return ok(await readerCart(db, userId, locale));
}

/** Why a bundle can't take the place of its items in the cart, for the route to answer. */
export type BundleSwapRefusal = "not_found" | "not_purchasable" | "already_owned" | "no_saving";

/**
 * Puts a bundle in the reader's cart in place of the lines it holds, in one D1 batch, where the
 * first of them was. Only while the cart's own offer stands: the bundle must still cost less
 * than those lines, priced now, so a price changed since the cart was shown can't make the swap
 * a loss. Answers the cart priced.
 */
export async function swapInBundle(
  db: Db,
  userId: string,
  bundleSlug: string,
  locale: Locale,
): Promise<Result<CartView, BundleSwapRefusal>> {
  const [found, owned, rows] = await Promise.all([
    productsBySlug(db, [bundleSlug], locale),
    ownedSlugs(db, userId),
    cartRows(db, userId),
  ]);
  const bundle = found.get(bundleSlug);
  if (!bundle || bundle.kind !== "bundle") return refuse("not_found");
  if (!isPurchasable(bundle)) return refuse("not_purchasable");
  if (owned.has(bundleSlug)) return refuse("already_owned");
  const slugs = rows.map((row) => row.slug);
  const offer = (await priceCart(db, slugs, locale, owned, amountsOf(rows))).bundleOffers.find(
    (o) => o.bundle.slug === bundleSlug,
  );
  if (!offer) return refuse("no_saving");
  const replaced = new Set(offer.replaces);
  const first = rows.find((row) => replaced.has(row.slug));
  await db.batch([
    db.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.productSlug, offer.replaces))),
    db
      .insert(cartItems)
      .values({ userId, productSlug: bundleSlug, addedAt: first?.addedAt ?? new Date() })
      .onConflictDoNothing(),
  ]);
  const next = slugs.flatMap((slug) => (slug === first?.slug ? [bundleSlug] : replaced.has(slug) ? [] : [slug]));
  return ok(await priceCart(db, next, locale, owned, amountsOf(rows)));
}

export async function removeFromCart(db: Db, userId: string, slug: string): Promise<void> {
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.productSlug, slug)));
}

/**
 * Signing in brings the guest's cart along: what can be bought joins the account's cart (up to
 * the limit, keeping what was there first); the rest is reported, not silently lost.
 */
export async function mergeIntoCart(
  db: Db,
  userId: string,
  slugs: string[],
  locale: Locale,
  amounts: Readonly<Record<string, number>> = {},
): Promise<CartView & { skipped: string[] }> {
  const [rows, found, owned] = await Promise.all([
    cartRows(db, userId),
    productsBySlug(db, slugs, locale),
    ownedSlugs(db, userId),
  ]);
  const current = new Set(rows.map((row) => row.slug));
  const skipped: string[] = [];
  const adding: string[] = [];
  for (const slug of slugs) {
    if (current.has(slug)) continue;
    const product = found.get(slug);
    if (!product || !isPurchasable(product) || owned.has(slug) || current.size + adding.length >= CART_MAX_ITEMS)
      skipped.push(slug);
    else adding.push(slug);
  }
  const chosen: Record<string, number | null> = amountsOf(rows);
  if (adding.length) {
    const now = Date.now();
    // Spaced a millisecond apart so the guest's order survives in the account's cart.
    await db
      .insert(cartItems)
      .values(
        adding.map((productSlug, i) => {
          // The guest's chosen amount comes along when it can still be chosen (else the suggested one).
          const product = found.get(productSlug)!;
          const amount = amounts[productSlug];
          const amountCents = amount !== undefined && amountRefusal(product, amount) === null ? amount : null;
          chosen[productSlug] = amountCents;
          return { userId, productSlug, amountCents, addedAt: new Date(now + i) };
        }),
      )
      .onConflictDoNothing();
  }
  // Priced from what was read and written here: the cart's order is the order they were added.
  return { ...(await priceCart(db, [...current, ...adding], locale, owned, chosen)), skipped };
}
