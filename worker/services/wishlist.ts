import { and, desc, eq } from "drizzle-orm";
import { isProductItemId, productSlugOf } from "../contract/content-items";
import type { SavedItem } from "../contract/engagement-fields";
import type { Locale } from "../contract/locales";
import { productPath } from "../contract/shop";
import type { Db } from "../db/client";
import { wishlistItems } from "../db/schema";
import { ownedSlugs } from "./cart";
import { productsBySlug } from "./catalogue";

/** Every row of the reader's wishlist, as stored (the data export's view). */
export async function wishlistOf(db: Db, userId: string) {
  return db
    .select({ itemId: wishlistItems.itemId, addedAt: wishlistItems.createdAt })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.createdAt));
}

/**
 * The wishlist as the reader sees it: each product as the shelf shows it (title in `locale`,
 * cover, price, status) with its page, and whether the reader owns it already. A product that
 * is no longer public (made a draft again) is left out, so the top bar's count matches the
 * list; its row stays and comes back with the product.
 */
export async function savedProducts(db: Db, userId: string, locale: Locale): Promise<SavedItem[]> {
  const rows = (await wishlistOf(db, userId)).flatMap(({ itemId, addedAt }) =>
    isProductItemId(itemId) ? [{ itemId, addedAt }] : [],
  );
  const [products, owned] = await Promise.all([
    productsBySlug(
      db,
      rows.map((row) => productSlugOf(row.itemId)),
      locale,
    ),
    ownedSlugs(db, userId),
  ]);
  return rows.flatMap(({ itemId, addedAt }) => {
    const product = products.get(productSlugOf(itemId));
    if (!product) return [];
    return [
      {
        itemId,
        addedAt: addedAt.toISOString(),
        title: product.title,
        href: productPath(product),
        product,
        owned: owned.has(product.slug),
      },
    ];
  });
}

/** Adds or removes a product (the route checked it is public); both are idempotent. */
export async function setWishlisted(
  db: Db,
  userId: string,
  itemId: SavedItem["itemId"],
  wanted: boolean,
  locale: Locale,
) {
  if (wanted) await db.insert(wishlistItems).values({ userId, itemId }).onConflictDoNothing();
  else await db.delete(wishlistItems).where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.itemId, itemId)));
  return savedProducts(db, userId, locale);
}
