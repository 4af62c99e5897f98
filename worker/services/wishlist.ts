import { and, desc, eq } from "drizzle-orm";
import type { ContentItemId } from "../contract/content-items";
import type { Db } from "../db/client";
import { wishlistItems } from "../db/schema";

export async function wishlistOf(db: Db, userId: string) {
  return db
    .select({ itemId: wishlistItems.itemId, addedAt: wishlistItems.createdAt })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.createdAt));
}

/** Adds or removes a product; both are idempotent. */
export async function setWishlisted(db: Db, userId: string, itemId: ContentItemId, wanted: boolean) {
  if (wanted) await db.insert(wishlistItems).values({ userId, itemId }).onConflictDoNothing();
  else await db.delete(wishlistItems).where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.itemId, itemId)));
  return wishlistOf(db, userId);
}
