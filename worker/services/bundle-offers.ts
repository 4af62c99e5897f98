import { asc, inArray } from "drizzle-orm";
import type { BundleOffer } from "../contract/cart-fields";
import type { Locale } from "../contract/locales";
import { isPurchasable, type ProductSummary } from "../contract/shop";
import type { Db } from "../db/client";
import { bundleItems } from "../db/schema";
import { productsBySlug } from "./catalogue";

/**
 * Bundles that would make a cart cheaper. A cart holding the books of the reader bundle one by
 * one pays more than the bundle that holds them (and more besides), and nothing told the
 * buyer. Prices come from D1 at the time of asking, like the cart's.
 */

/**
 * The offers for `lines` (the cart's buyable lines, in its order), given the bundles that hold
 * any of them with their contents. A bundle is offered when it is on sale, not owned and not in
 * the cart already, and the lines it holds cost more together than it does. Best saving first.
 */
export function offersFor(
  lines: readonly ProductSummary[],
  bundles: ReadonlyMap<string, { product: ProductSummary | undefined; contents: readonly string[] }>,
  titles: ReadonlyMap<string, string>,
  owned: ReadonlySet<string> = new Set(),
): BundleOffer[] {
  const inCart = new Set(lines.map((line) => line.slug));
  const offers: BundleOffer[] = [];
  for (const [slug, { product: bundle, contents }] of bundles) {
    if (!bundle || bundle.kind !== "bundle" || !isPurchasable(bundle)) continue;
    if (inCart.has(slug) || owned.has(slug)) continue;
    const held = new Set(contents);
    const replaced = lines.filter((line) => held.has(line.slug));
    // Prices of different currencies can't be added up; the shop sells in one, but say nothing rather than wrong.
    if (replaced.length === 0 || replaced.some((line) => line.currency !== bundle.currency)) continue;
    const separateCents = replaced.reduce((sum, line) => sum + line.priceCents, 0);
    const savingCents = separateCents - bundle.priceCents;
    if (savingCents <= 0) continue;
    const extras = contents.flatMap((item) => {
      const title = titles.get(item);
      return !inCart.has(item) && !owned.has(item) && title !== undefined ? [{ slug: item, title }] : [];
    });
    offers.push({ bundle, replaces: replaced.map((line) => line.slug), separateCents, savingCents, extras });
  }
  return offers.sort((a, b) => b.savingCents - a.savingCents || a.bundle.slug.localeCompare(b.bundle.slug));
}

/** The bundle offers for a cart's buyable lines, read from D1 (two queries; none for an empty cart). */
export async function bundleOffers(
  db: Db,
  lines: readonly ProductSummary[],
  locale: Locale,
  owned: ReadonlySet<string> = new Set(),
): Promise<BundleOffer[]> {
  if (lines.length === 0) return [];
  // Every item of every bundle that holds at least one of the lines, in the bundle's order.
  const holding = db
    .selectDistinct({ bundle: bundleItems.bundleSlug })
    .from(bundleItems)
    .where(
      inArray(
        bundleItems.productSlug,
        lines.map((line) => line.slug),
      ),
    );
  const rows = await db
    .select({ bundle: bundleItems.bundleSlug, item: bundleItems.productSlug })
    .from(bundleItems)
    .where(inArray(bundleItems.bundleSlug, holding))
    .orderBy(asc(bundleItems.position));
  if (rows.length === 0) return [];
  const contents = new Map<string, string[]>();
  for (const row of rows) contents.set(row.bundle, [...(contents.get(row.bundle) ?? []), row.item]);
  const products = await productsBySlug(db, [...new Set([...contents.keys(), ...rows.map((r) => r.item)])], locale);
  const bundles = new Map(
    [...contents].map(([slug, items]) => [slug, { product: products.get(slug), contents: items }] as const),
  );
  const titles = new Map([...products].map(([slug, product]) => [slug, product.title]));
  return offersFor(lines, bundles, titles, owned);
}
