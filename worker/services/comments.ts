import { and, desc, eq, lt, or, sql } from "drizzle-orm";
import { COMMENT_LIMITS, type CommentStatus, type CommentView } from "../contract/engagement";
import type { EngageableId } from "../contract/content-items";
import type { Db } from "../db/client";
import { commentReports, comments, user } from "../db/schema";
import { ok, refuse, type Result } from "./result";

type CommentRow = typeof comments.$inferSelect & { author: string };

function view(row: CommentRow, viewerId: string | null, now: number): CommentView {
  const mine = row.userId === viewerId;
  const base: CommentView = {
    id: row.id,
    itemId: row.itemId as EngageableId,
    author: row.author,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    mine,
  };
  if (!mine) return base;
  const deadline = row.createdAt.getTime() + COMMENT_LIMITS.editWindowMs;
  return { ...base, status: row.status, editableUntil: deadline > now ? new Date(deadline).toISOString() : null };
}

const columns = {
  id: comments.id,
  userId: comments.userId,
  itemId: comments.itemId,
  body: comments.body,
  status: comments.status,
  createdAt: comments.createdAt,
  editedAt: comments.editedAt,
  author: user.name,
};

/**
 * The comments under an item, oldest first: the newest approved ones (before `before`, when
 * paging back), plus the viewer's own that still wait for review (only they see those).
 */
export async function commentsForItem(
  db: Db,
  itemId: EngageableId,
  viewerId: string | null,
  before?: Date,
  now = Date.now(),
) {
  const visible = viewerId
    ? or(eq(comments.status, "approved"), and(eq(comments.status, "pending"), eq(comments.userId, viewerId)))
    : eq(comments.status, "approved");
  const rows = await db
    .select(columns)
    .from(comments)
    .innerJoin(user, eq(user.id, comments.userId))
    .where(and(eq(comments.itemId, itemId), visible, before ? lt(comments.createdAt, before) : undefined))
    .orderBy(desc(comments.createdAt))
    .limit(COMMENT_LIMITS.pageSize + 1);
  const hasEarlier = rows.length > COMMENT_LIMITS.pageSize;
  return {
    comments: rows
      .slice(0, COMMENT_LIMITS.pageSize)
      .reverse()
      .map((row) => view(row, viewerId, now)),
    hasEarlier,
  };
}

/** Every comment the reader wrote, newest first, with its review status. */
export async function commentsBy(db: Db, userId: string, now = Date.now()) {
  const rows = await db
    .select(columns)
    .from(comments)
    .innerJoin(user, eq(user.id, comments.userId))
    .where(eq(comments.userId, userId))
    .orderBy(desc(comments.createdAt));
  return rows.map((row) => view(row, userId, now));
}

/** Why a reader can't post: the studio blocked them from commenting. */
export type CommentPostRefusal = "commenting_blocked";

/**
 * A reader's first comment waits for the operator; once one is approved, the next go straight
 * up. A reader the studio blocked from commenting is refused.
 */
export async function postComment(
  db: Db,
  author: { id: string; name: string },
  itemId: EngageableId,
  body: string,
  now = Date.now(),
): Promise<Result<CommentView, CommentPostRefusal>> {
  const [[account], [trusted]] = await db.batch([
    db.select({ blockedAt: user.commentsBlockedAt }).from(user).where(eq(user.id, author.id)),
    db
      .select({ id: comments.id })
      .from(comments)
      .where(and(eq(comments.userId, author.id), eq(comments.status, "approved")))
      .limit(1),
  ]);
  if (account?.blockedAt != null) return refuse("commenting_blocked");
  const status: CommentStatus = trusted ? "approved" : "pending";
  const row = {
    id: crypto.randomUUID(),
    userId: author.id,
    itemId,
    body,
    status,
    createdAt: new Date(now),
    editedAt: null,
  };
  await db.insert(comments).values(row);
  return ok(view({ ...row, author: author.name }, author.id, now));
}

/**
 * Why a comment can't be edited or deleted. Someone else's visible comment is `not_yours`; one
 * they can't see at all is `not_found`, so ids of held comments don't leak.
 */
export type CommentChangeRefusal = "not_found" | "not_yours" | "edit_window_closed";

/** Why a comment can't be reported: only visible comments of others can. */
export type CommentReportRefusal = "not_found" | "own_comment";

/** The reader's own comment, still inside its edit window. */
async function ownEditableComment(
  db: Db,
  userId: string,
  id: string,
  now: number,
): Promise<Result<CommentRow, CommentChangeRefusal>> {
  const [row] = await db
    .select(columns)
    .from(comments)
    .innerJoin(user, eq(user.id, comments.userId))
    .where(eq(comments.id, id));
  if (!row || (row.userId !== userId && row.status !== "approved")) return refuse("not_found");
  if (row.userId !== userId) return refuse("not_yours");
  if (row.status === "hidden") return refuse("not_found");
  if (row.createdAt.getTime() + COMMENT_LIMITS.editWindowMs <= now) return refuse("edit_window_closed");
  return ok(row);
}

export async function editComment(
  db: Db,
  userId: string,
  id: string,
  body: string,
  now = Date.now(),
): Promise<Result<CommentView, CommentChangeRefusal>> {
  const own = await ownEditableComment(db, userId, id, now);
  if (!own.ok) return own;
  const row = own.value;
  const editedAt = new Date(now);
  await db
    .update(comments)
    .set({ body, editedAt })
    .where(and(eq(comments.id, id), eq(comments.userId, userId)));
  return ok(view({ ...row, body, editedAt }, userId, now));
}

export async function deleteComment(
  db: Db,
  userId: string,
  id: string,
  now = Date.now(),
): Promise<Result<undefined, CommentChangeRefusal>> {
  const own = await ownEditableComment(db, userId, id, now);
  if (!own.ok) return own;
  await db.delete(comments).where(and(eq(comments.id, id), eq(comments.userId, userId)));
  return ok();
}

/**
 * Flags a visible comment for the operator. One report per reader; enough of them take the
 * comment down until the operator decides. Reporting twice changes nothing.
 */
export async function reportComment(
  db: Db,
  reporterId: string,
  id: string,
): Promise<Result<undefined, CommentReportRefusal>> {
  const [row] = await db
    .select({ userId: comments.userId, status: comments.status })
    .from(comments)
    .where(eq(comments.id, id));
  if (!row || row.status !== "approved") return refuse("not_found");
  if (row.userId === reporterId) return refuse("own_comment");
  const reports = sql`(SELECT count(*) FROM ${commentReports} WHERE ${commentReports.commentId} = ${id})`;
  await db.batch([
    db.insert(commentReports).values({ commentId: id, userId: reporterId }).onConflictDoNothing(),
    db
      .update(comments)
      .set({
        status: sql`CASE WHEN ${reports} >= ${COMMENT_LIMITS.hideAfterReports} AND ${comments.status} = 'approved' THEN 'hidden' ELSE ${comments.status} END`,
      })
      .where(eq(comments.id, id)),
  ]);
  return ok();
}
