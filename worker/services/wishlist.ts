import { and, desc, eq } from "drizzle-orm";
import type { ProductItemId } from "../contract/content-items";
import type { Locale } from "../contract/locales";
import type { Db } from "../db/client";
import { wishlistItems } from "../db/schema";
import { withProductLabels } from "./product-items";

/** Every row of the reader's wishlist, as stored (the data export's view). */
export async function wishlistOf(db: Db, userId: string) {
  return db
    .select({ itemId: wishlistItems.itemId, addedAt: wishlistItems.createdAt })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.createdAt));
}

/**
 * The wishlist as the reader sees it: each product with its title in `locale` and its page.
 * A product that is no longer public (made a draft again) is left out, so the top bar's count
 * matches the list; its row stays and comes back with the product.
 */
export async function savedProducts(db: Db, userId: string, locale: Locale) {
  const rows = await withProductLabels(db, await wishlistOf(db, userId), locale);
  // Only public products get a label, so every entry kept has a product id.
  return rows.flatMap(({ itemId, addedAt, title, href }) =>
    title !== undefined && href !== undefined ? [{ itemId: itemId as ProductItemId, addedAt, title, href }] : [],
  );
}

/** Adds or removes a product (the route checked it is public); both are idempotent. */
export async function setWishlisted(db: Db, userId: string, itemId: ProductItemId, wanted: boolean, locale: Locale) {
  if (wanted) await db.insert(wishlistItems).values({ userId, itemId }).onConflictDoNothing();
  else await db.delete(wishlistItems).where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.itemId, itemId)));
  return savedProducts(db, userId, locale);
}
