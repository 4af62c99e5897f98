import { and, count, eq, inArray } from "drizzle-orm";
import type { EngageableId } from "../contract/content-items";
import type { Db } from "../db/client";
import { likes } from "../db/schema";

export interface LikeState {
  itemId: EngageableId;
  count: number;
  liked: boolean;
}

/** Like counts for several items at once, and whether the viewer (if any) liked each. */
export async function likeStates(db: Db, itemIds: EngageableId[], userId: string | null): Promise<LikeState[]> {
  const [counts, mine] = await Promise.all([
    db
      .select({ itemId: likes.itemId, count: count() })
      .from(likes)
      .where(inArray(likes.itemId, itemIds))
      .groupBy(likes.itemId),
    userId
      ? db
          .select({ itemId: likes.itemId })
          .from(likes)
          .where(and(eq(likes.userId, userId), inArray(likes.itemId, itemIds)))
      : Promise.resolve([]),
  ]);
  const countOf = new Map(counts.map((row) => [row.itemId, row.count]));
  const liked = new Set(mine.map((row) => row.itemId));
  return itemIds.map((itemId) => ({ itemId, count: countOf.get(itemId) ?? 0, liked: liked.has(itemId) }));
}

/** Likes or unlikes; both are idempotent (the primary key allows one like per reader and item). */
export async function setLike(db: Db, userId: string, itemId: EngageableId, liked: boolean): Promise<LikeState> {
  if (liked) await db.insert(likes).values({ userId, itemId }).onConflictDoNothing();
  else await db.delete(likes).where(and(eq(likes.userId, userId), eq(likes.itemId, itemId)));
  // The reader's own state is what was just written; only the count needs reading.
  const [state] = await likeStates(db, [itemId], null);
  return { ...state!, liked };
}

export async function likesOf(db: Db, userId: string) {
  return db
    .select({ itemId: likes.itemId, likedAt: likes.createdAt })
    .from(likes)
    .where(eq(likes.userId, userId))
    .orderBy(likes.createdAt);
}
