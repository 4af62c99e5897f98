import { and, desc, eq, like, lt, or, sql } from "drizzle-orm";
import type { AppConfig } from "../../config";
import type { ReaderRow, ReadersPage, StudioCursor } from "../../contract/studio-moderation";
import type { Db } from "../../db/client";
import { gifts, orders, session, user } from "../../db/schema";
import { ok, refuse, type Result } from "../result";
import { auditInsert, type AuditActor } from "./audit-log";
import { likePattern } from "./lists";

/**
 * Paid orders (refunded ones too: they happened), counted per row on `orders_user_id_idx`. The
 * outer column is spelled with its table: drizzle leaves columns unqualified in a one-table
 * select, and a bare `id` inside the subquery would be the order's.
 */
const ordersCount = sql<number>`(SELECT count(*) FROM ${orders} WHERE ${orders.userId} = "user"."id" AND ${orders.status} IN ('paid', 'partly_refunded', 'refunded'))`;

/** Gifts the reader claimed into their library: owned, though another paid (`gifts_claimed_by_idx`). */
const giftsCount = sql<number>`(SELECT count(*) FROM ${gifts} WHERE ${gifts.claimedBy} = "user"."id")`;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** On STUDIO_ADMINS, confirmed or not: the studio never suspends an author. */
const onAuthorList = (config: AppConfig, email: string) => config.studio.admins.includes(email.trim().toLowerCase());

/**
 * The accounts, newest first, a page at a time by keyset on (joined, id) (`user_created_idx`),
 * optionally those whose name or address contains `q`. Orders are counted in the same query.
 */
export async function listReaders(
  db: Db,
  config: AppConfig,
  query: { q?: string; before?: StudioCursor; limit: number },
): Promise<ReadersPage> {
  const search = query.q
    ? or(
        like(user.name, sql`${likePattern(query.q)} ESCAPE '\\'`),
        like(user.email, sql`${likePattern(query.q)} ESCAPE '\\'`),
      )
    : undefined;
  const cursor = query.before
    ? or(
        lt(user.createdAt, new Date(query.before.at)),
        and(eq(user.createdAt, new Date(query.before.at)), lt(user.id, query.before.id)),
      )
    : undefined;
  const rows = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      createdAt: user.createdAt,
      emailVerified: user.emailVerified,
      orders: ordersCount,
      giftsReceived: giftsCount,
      commentsBlockedAt: user.commentsBlockedAt,
      suspendedAt: user.suspendedAt,
      suspendedReason: user.suspendedReason,
    })
    .from(user)
    .where(and(search, cursor))
    .orderBy(desc(user.createdAt), desc(user.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    readers: page.map((row): ReaderRow => ({
      id: row.id,
      name: row.name,
      email: row.email,
      joinedAt: row.createdAt.toISOString(),
      confirmed: row.emailVerified,
      orders: Number(row.orders),
      giftsReceived: Number(row.giftsReceived),
      commentsBlockedAt: iso(row.commentsBlockedAt),
      suspendedAt: iso(row.suspendedAt),
      suspendedReason: row.suspendedReason,
      author: onAuthorList(config, row.email),
    })),
    next: rows.length > query.limit && last ? `${last.createdAt.getTime()}:${last.id}` : null,
  };
}

async function accountOf(db: Db, id: string) {
  return db
    .select({
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      commentsBlockedAt: user.commentsBlockedAt,
      suspendedAt: user.suspendedAt,
      suspendedReason: user.suspendedReason,
    })
    .from(user)
    .where(eq(user.id, id))
    .get();
}

export type CommentBlockRefusal = "not_found" | "already_blocked" | "not_blocked";

/** Stops (or lets again) a reader from commenting; their comments already up stay as they are. */
export async function setCommentsBlocked(
  db: Db,
  actor: AuditActor,
  id: string,
  blocked: boolean,
  now = Date.now(),
): Promise<Result<{ commentsBlockedAt: string | null }, CommentBlockRefusal>> {
  const account = await accountOf(db, id);
  if (!account) return refuse("not_found");
  if (blocked && account.commentsBlockedAt !== null) return refuse("already_blocked");
  if (!blocked && account.commentsBlockedAt === null) return refuse("not_blocked");
  const after = blocked ? now : null;
  await db.batch([
    db.update(user).set({ commentsBlockedAt: after }).where(eq(user.id, id)),
    auditInsert(
      db,
      actor,
      {
        action: blocked ? "reader.comments_blocked" : "reader.comments_unblocked",
        objectType: "user",
        objectId: id,
        before: { commentsBlockedAt: account.commentsBlockedAt },
        after: { commentsBlockedAt: after },
      },
      now,
    ),
  ]);
  return ok({ commentsBlockedAt: iso(after) });
}

export type SuspensionRefusal = "not_found" | "own_account" | "author" | "already_suspended" | "not_suspended";

/**
 * Suspends an account: no new session can be made for it (auth/account-guards.ts) and every
 * session it has ends, in the same batch as the audit entry. Never an author, nor oneself.
 */
export async function suspendReader(
  db: Db,
  config: AppConfig,
  actor: AuditActor,
  id: string,
  reason: string,
  now = Date.now(),
): Promise<Result<{ suspendedAt: string; sessionsEnded: number }, SuspensionRefusal>> {
  const account = await accountOf(db, id);
  if (!account) return refuse("not_found");
  if (account.id === actor.id) return refuse("own_account");
  if (onAuthorList(config, account.email)) return refuse("author");
  if (account.suspendedAt !== null) return refuse("already_suspended");
  const [, ended] = await db.batch([
    db.update(user).set({ suspendedAt: now, suspendedReason: reason }).where(eq(user.id, id)),
    db.delete(session).where(eq(session.userId, id)).returning({ id: session.id }),
    auditInsert(
      db,
      actor,
      {
        action: "reader.suspended",
        objectType: "user",
        objectId: id,
        before: { suspendedAt: null, suspendedReason: null },
        after: { suspendedAt: now, suspendedReason: reason },
      },
      now,
    ),
  ]);
  return ok({ suspendedAt: new Date(now).toISOString(), sessionsEnded: ended.length });
}

/** Lifts a suspension: the reader may sign in again. */
export async function liftSuspension(
  db: Db,
  actor: AuditActor,
  id: string,
  now = Date.now(),
): Promise<Result<{ suspendedAt: null }, "not_found" | "not_suspended">> {
  const account = await accountOf(db, id);
  if (!account) return refuse("not_found");
  if (account.suspendedAt === null) return refuse("not_suspended");
  await db.batch([
    db.update(user).set({ suspendedAt: null, suspendedReason: null }).where(eq(user.id, id)),
    auditInsert(
      db,
      actor,
      {
        action: "reader.suspension_lifted",
        objectType: "user",
        objectId: id,
        before: { suspendedAt: account.suspendedAt, suspendedReason: account.suspendedReason },
        after: { suspendedAt: null, suspendedReason: null },
      },
      now,
    ),
  ]);
  return ok({ suspendedAt: null });
}

/** Whether the account is suspended (the sign-in guard's question). */
export async function isSuspended(db: Db, id: string): Promise<boolean> {
  const row = await db.select({ at: user.suspendedAt }).from(user).where(eq(user.id, id)).get();
  return row?.at !== null && row?.at !== undefined;
}

/**
 * Sends an unconfirmed reader their confirmation link again, through better-auth (`send`),
 * which queues it in the outbox like the account area's "send it again", then audits it.
 */
export async function resendConfirmation(
  db: Db,
  actor: AuditActor,
  id: string,
  send: (email: string) => Promise<void>,
  now = Date.now(),
): Promise<Result<{ sent: true }, "not_found" | "already_confirmed">> {
  const account = await accountOf(db, id);
  if (!account) return refuse("not_found");
  if (account.emailVerified) return refuse("already_confirmed");
  await send(account.email);
  await db.batch([
    auditInsert(
      db,
      actor,
      { action: "reader.confirmation_resent", objectType: "user", objectId: id, after: { email: account.email } },
      now,
    ),
  ]);
  return ok({ sent: true });
}
