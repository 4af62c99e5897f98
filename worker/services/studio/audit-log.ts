import { and, desc, eq, lt, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { auditLog } from "../../db/schema";
import type { AuditRow } from "../../contract/studio";

/** Who did it: the author's account and address (the address stays if the account goes). */
export interface AuditActor {
  id: string;
  email: string;
}

export interface AuditEntry {
  action: string;
  objectType?: string;
  objectId?: string;
  /** What the object was and became, where it fits; stored as JSON. */
  before?: unknown;
  after?: unknown;
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/**
 * The insert for one entry. Callers run it in the same `db.batch` as the change it records, so
 * a change is never without its entry nor an entry without its change.
 */
export function auditInsert(db: Db, actor: AuditActor, entry: AuditEntry, now = Date.now()) {
  return db.insert(auditLog).values({
    at: now,
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    objectType: entry.objectType ?? null,
    objectId: entry.objectId ?? null,
    before: json(entry.before),
    after: json(entry.after),
  });
}

const parse = (text: string | null): unknown => (text === null ? null : (JSON.parse(text) as unknown));

/**
 * The log, newest first, a page at a time. Keyset pagination on the id (entries only grow), so
 * the thousandth page costs what the first does.
 */
export async function listAuditLog(
  db: Db,
  query: { before?: number; limit: number; action?: string; objectType?: string; objectId?: string },
): Promise<{ entries: AuditRow[]; next: number | null }> {
  const where: SQL[] = [];
  if (query.before !== undefined) where.push(lt(auditLog.id, query.before));
  if (query.action) where.push(eq(auditLog.action, query.action));
  if (query.objectType) where.push(eq(auditLog.objectType, query.objectType));
  if (query.objectId) where.push(eq(auditLog.objectId, query.objectId));
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(...where))
    .orderBy(desc(auditLog.id))
    .limit(query.limit + 1)
    .all();
  const page = rows.slice(0, query.limit);
  return {
    entries: page.map((row) => ({
      id: row.id,
      at: row.at,
      actorEmail: row.actorEmail,
      action: row.action,
      objectType: row.objectType,
      objectId: row.objectId,
      before: parse(row.before),
      after: parse(row.after),
    })),
    next: rows.length > query.limit ? page[page.length - 1]!.id : null,
  };
}

/**
 * The insert for one entry that is written only if the statement just before it in the same
 * `db.batch` changed a row (SQLite's `changes()`): for a change that is conditional in SQL (a
 * draft updated only while it is still a draft, a send started only once), so that a change
 * that did not happen leaves no entry.
 */
export function auditInsertIfChanged(db: Db, actor: AuditActor, entry: AuditEntry, now = Date.now()) {
  // An INSERT … SELECT names every column of the table in order, the id (NULL: the next one) first.
  return db.insert(auditLog).select(
    sql`SELECT NULL, ${now}, ${actor.id}, ${actor.email}, ${entry.action}, ${entry.objectType ?? null},
               ${entry.objectId ?? null}, ${json(entry.before)}, ${json(entry.after)}
        WHERE changes() > 0`,
  );
}
