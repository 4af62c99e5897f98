import { and, desc, eq, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import { CONTENT_ITEMS, isContentItemId, isProductItemId } from "../../contract/content-items";
import type {
  ModerationAction,
  ModerationComment,
  ModerationItem,
  ModerationPage,
  ModerationQueue,
  ModerationResult,
  StudioCursor,
} from "../../contract/studio-moderation";
import type { Db } from "../../db/client";
import { commentReports, comments, user } from "../../db/schema";
import { withProductLabels } from "../product-items";
import { ok, refuse, type Result } from "../result";
import { auditInsert, type AuditActor } from "./audit-log";

/** The outer column with its table: drizzle leaves it bare in a one-table select (readers.ts). */
const reportCount = sql<number>`(SELECT count(*) FROM ${commentReports} WHERE ${commentReports.commentId} = "comments"."id")`;
const isReported = inArray(comments.id, sql`(SELECT ${commentReports.commentId} FROM ${commentReports})`);

const QUEUES: Record<ModerationQueue, SQL> = {
  pending: eq(comments.status, "pending"),
  reported: isReported,
  all: or(eq(comments.status, "pending"), isReported)!,
};

/** Rows strictly after the cursor in (created, id) descending order. */
const beforeCursor = (cursor: StudioCursor) =>
  or(
    lt(comments.createdAt, new Date(cursor.at)),
    and(eq(comments.createdAt, new Date(cursor.at)), lt(comments.id, cursor.id)),
  );

/** What each comment is on: the content table's items, the shop's products from D1. */
async function describeItems(db: Db, itemIds: readonly string[]): Promise<Map<string, ModerationItem>> {
  const products = await withProductLabels(
    db,
    [...new Set(itemIds)].filter(isProductItemId).map((itemId) => ({ itemId })),
    "en",
  );
  const labels = new Map<string, (typeof products)[number]>(products.map((p) => [p.itemId, p]));
  return new Map(
    itemIds.map((id): [string, ModerationItem] => {
      if (isContentItemId(id)) {
        const item = CONTENT_ITEMS[id];
        return [id, { id, kind: item.kind, title: item.title.en, url: item.href }];
      }
      const label = labels.get(id);
      const kind = id.slice(0, Math.max(id.indexOf(":"), 0)) || "unknown";
      return [id, { id, kind, title: label?.title ?? id, url: label?.href ?? null }];
    }),
  );
}

/**
 * The moderation queue, newest first: comments waiting for a first approval and comments
 * readers reported, with what they are on, their author and their report count. Keyset pages
 * on (created, id): pending ones read `comments_status_created_idx` in order.
 */
export async function moderationQueue(
  db: Db,
  query: { queue: ModerationQueue; before?: StudioCursor; limit: number },
): Promise<ModerationPage> {
  const rows = await db
    .select({
      id: comments.id,
      itemId: comments.itemId,
      body: comments.body,
      status: comments.status,
      createdAt: comments.createdAt,
      editedAt: comments.editedAt,
      reports: reportCount,
      authorId: user.id,
      authorName: user.name,
      authorEmail: user.email,
      commentsBlockedAt: user.commentsBlockedAt,
    })
    .from(comments)
    .innerJoin(user, eq(user.id, comments.userId))
    .where(and(QUEUES[query.queue], query.before ? beforeCursor(query.before) : undefined))
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const items = await describeItems(
    db,
    page.map((row) => row.itemId),
  );
  const last = page.at(-1);
  return {
    comments: page.map((row): ModerationComment => ({
      id: row.id,
      body: row.body,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      editedAt: row.editedAt?.toISOString() ?? null,
      reports: Number(row.reports),
      item: items.get(row.itemId)!,
      author: {
        id: row.authorId,
        name: row.authorName,
        email: row.authorEmail,
        commentsBlocked: row.commentsBlockedAt !== null,
      },
    })),
    next: rows.length > query.limit && last ? `${last.createdAt.getTime()}:${last.id}` : null,
  };
}

export type ModerationRefusal = "not_found";

const AUDIT_ACTIONS: Record<ModerationAction, string> = {
  approve: "comment.approved",
  hide: "comment.hidden",
  delete: "comment.deleted",
};
const NEW_STATUS = { approve: "approved", hide: "hidden" } as const;

/** One parameter for a list of ids (D1 binds at most 100 per statement). */
const idsIn = (ids: readonly string[]) => sql`(SELECT value FROM json_each(${JSON.stringify(ids)}))`;

/**
 * Approves, hides or deletes comments, all or none: every id must exist. The change and one
 * audit entry per comment (its state before and after) run in one `db.batch`. Approving and
 * hiding settle the reports (the comment has been reviewed); deleting removes them with it.
 */
export async function moderateComments(
  db: Db,
  actor: AuditActor,
  ids: readonly string[],
  action: ModerationAction,
  now = Date.now(),
): Promise<Result<ModerationResult, ModerationRefusal>> {
  const rows = await db
    .select({
      id: comments.id,
      userId: comments.userId,
      itemId: comments.itemId,
      body: comments.body,
      status: comments.status,
      reports: reportCount,
    })
    .from(comments)
    .where(inArray(comments.id, sql`${idsIn(ids)}`));
  if (rows.length !== ids.length) return refuse("not_found");

  const change =
    action === "delete"
      ? db.delete(comments).where(inArray(comments.id, sql`${idsIn(ids)}`))
      : db
          .update(comments)
          .set({ status: NEW_STATUS[action] })
          .where(inArray(comments.id, sql`${idsIn(ids)}`));
  const audits = rows.map((row) => {
    const before = { status: row.status, reports: Number(row.reports), itemId: row.itemId, userId: row.userId };
    return auditInsert(
      db,
      actor,
      {
        action: AUDIT_ACTIONS[action],
        objectType: "comment",
        objectId: row.id,
        // A deleted comment's words stay in the log: the record of what was taken down.
        before: action === "delete" ? { ...before, body: row.body } : before,
        after: action === "delete" ? null : { ...before, status: NEW_STATUS[action], reports: 0 },
      },
      now,
    );
  });
  await db.batch([
    db.delete(commentReports).where(inArray(commentReports.commentId, sql`${idsIn(ids)}`)),
    change,
    ...audits,
  ]);
  return ok({ action, ids: rows.map((row) => row.id) });
}
