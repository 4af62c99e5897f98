import { and, eq, gte, lt, or, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Locale } from "../../contract/locales";
import {
  LEAD_LIMITS,
  type LeadDetail,
  type LeadFilters,
  type LeadKind,
  type LeadListQuery,
  type LeadPage,
  type LeadState,
  type LeadSummary,
} from "../../contract/studio-leads";
import type { Db } from "../../db/client";
import { contactMessages, emailOutbox, excerptLeads } from "../../db/schema";
import { ok, refuse, type Result } from "../result";
import { auditInsert, type AuditActor } from "./audit-log";
import { contains, csvLine, csvStream, isoOrNull, olderThan, pageOf, parseCursor, type TimeId } from "./lists";

/**
 * The studio's leads inbox: contact messages, resume requests and excerpt
 * registrations as one list, newest first. Both tables are read as one UNION ALL whose halves
 * each take at most a page from their own (state, created_at, id) or (created_at, id) index, so
 * the thousandth page costs what the first does, whatever the tables hold.
 */

export type Statement = BatchItem<"sqlite">;
type Statements = [Statement, ...Statement[]];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * One row of the union, in the columns both halves answer with; `message` is the preview in a
 * list, the whole message in an export, and empty for an excerpt registration.
 */
type UnionRow = Omit<LeadSummary, "preview"> &
  Pick<LeadDetail, "reason" | "company" | "excerptId"> & { message: string };

/** Conditions one table's half shares: language, state, period, where the last page ended. */
function commonWhere(
  t: typeof contactMessages | typeof excerptLeads,
  filters: LeadFilters,
  before: TimeId | null,
): SQL[] {
  const where: SQL[] = [];
  if (filters.locale) where.push(eq(t.locale, filters.locale));
  if (filters.state) where.push(eq(t.state, filters.state));
  if (filters.from) where.push(gte(t.createdAt, Date.parse(`${filters.from}T00:00:00Z`)));
  if (filters.to) where.push(lt(t.createdAt, Date.parse(`${filters.to}T00:00:00Z`) + DAY_MS));
  // A row value, so SQLite seeks the index to the cursor rather than filtering after it.
  if (before) where.push(olderThan(t.createdAt, t.id, before));
  return where;
}

/** One table's half of the union, newest first, at most `limit` rows; null when the kind rules it out. */
function contactHalf(filters: LeadFilters, before: TimeId | null, limit: number, full: boolean) {
  if (filters.kind === "excerpt") return null;
  const t = contactMessages;
  const where = commonWhere(t, filters, before);
  if (filters.kind) where.push(eq(t.form, filters.kind));
  if (filters.q) where.push(contains(filters.q, [t.fullName, t.email, t.subject, t.message]));
  const message = full ? sql`${t.message}` : sql`substr(${t.message}, 1, ${LEAD_LIMITS.preview})`;
  return sql`SELECT * FROM (SELECT ${t.form} AS kind, ${t.id} AS id, ${t.fullName} AS name, ${t.email} AS email,
    ${t.locale} AS locale, ${t.state} AS state, ${t.stateChangedAt} AS "stateChangedAt", ${t.createdAt} AS "createdAt",
    ${t.subject} AS subject, ${message} AS message, ${t.reason} AS reason, ${t.company} AS company, NULL AS "excerptId"
    FROM ${t} WHERE ${and(...where) ?? sql`1`} ORDER BY ${t.createdAt} DESC, ${t.id} DESC LIMIT ${limit})`;
}

function excerptHalf(filters: LeadFilters, before: TimeId | null, limit: number) {
  if (filters.kind && filters.kind !== "excerpt") return null;
  const t = excerptLeads;
  const where = commonWhere(t, filters, before);
  if (filters.q) where.push(contains(filters.q, [t.fullName, t.email, t.bookTitle]));
  return sql`SELECT * FROM (SELECT 'excerpt' AS kind, ${t.id} AS id, ${t.fullName} AS name, ${t.email} AS email,
    ${t.locale} AS locale, ${t.state} AS state, ${t.stateChangedAt} AS "stateChangedAt", ${t.createdAt} AS "createdAt",
    ${t.bookTitle} AS subject, '' AS message, NULL AS reason, NULL AS company, ${t.excerptId} AS "excerptId"
    FROM ${t} WHERE ${and(...where) ?? sql`1`} ORDER BY ${t.createdAt} DESC, ${t.id} DESC LIMIT ${limit})`;
}

/**
 * The query for a page: each half takes at most `limit` rows from its index, the union keeps
 * the newest `limit` of those. Exported for the test that reads its plan.
 */
export function leadPageQuery(filters: LeadFilters, before: string | undefined, limit: number, full = false): SQL {
  const cursor = parseCursor(before);
  const halves = [contactHalf(filters, cursor, limit, full), excerptHalf(filters, cursor, limit)].filter(
    (half): half is SQL => half !== null,
  );
  return sql`${sql.join(halves, sql` UNION ALL `)} ORDER BY "createdAt" DESC, id DESC LIMIT ${limit}`;
}

async function readPage(db: Db, filters: LeadFilters, before: string | undefined, limit: number, full: boolean) {
  // One row more than asked says whether another page follows.
  return pageOf(await db.all<UnionRow>(leadPageQuery(filters, before, limit + 1, full)), limit);
}

const summary = ({
  message,
  reason: _reason,
  company: _company,
  excerptId: _excerptId,
  ...row
}: UnionRow): LeadSummary => ({
  ...row,
  preview: message,
});

/** A page of the inbox, newest first, filtered; `next` is the cursor for the page after. */
export async function listLeads(db: Db, query: LeadListQuery): Promise<LeadPage> {
  const { before, limit, ...filters } = query;
  const { rows, next } = await readPage(db, filters, before, limit, false);
  return { leads: rows.map(summary), next };
}

// ---- One lead -----------------------------------------------------------------------------

type LeadRecord = Omit<LeadDetail, "replyUrl">;

/** What both tables' rows say alike. */
const common = (row: typeof excerptLeads.$inferSelect | typeof contactMessages.$inferSelect) => ({
  id: row.id,
  name: row.fullName,
  email: row.email,
  locale: row.locale as Locale,
  state: row.state,
  stateChangedAt: row.stateChangedAt,
  createdAt: row.createdAt,
});

async function findLead(db: Db, kind: LeadKind, id: string): Promise<LeadRecord | null> {
  if (kind === "excerpt") {
    const row = await db.select().from(excerptLeads).where(eq(excerptLeads.id, id)).get();
    if (!row) return null;
    return {
      kind,
      ...common(row),
      subject: row.bookTitle,
      message: null,
      reason: null,
      company: null,
      stayUpdated: null,
      excerptId: row.excerptId,
    };
  }
  const row = await db
    .select()
    .from(contactMessages)
    .where(and(eq(contactMessages.id, id), eq(contactMessages.form, kind)))
    .get();
  if (!row) return null;
  return {
    kind,
    ...common(row),
    subject: row.subject,
    message: row.message,
    reason: row.reason,
    company: row.company,
    stayUpdated: row.stayUpdated,
    excerptId: null,
  };
}

/**
 * Characters of the message quoted in a reply. Mail clients on Windows drop or cut `mailto:`
 * URLs past about 2,000 characters, so a long message is quoted in part (the author still has
 * it whole on screen).
 */
export const REPLY_QUOTE_MAX = 1500;

/**
 * The reply as a `mailto:` URL (RFC 6068): the lead's address, "Re: " and the subject, and a
 * body quoting the message in "> " lines, each part percent-encoded (spaces as %20, line breaks
 * as %0D%0A), so nothing in the message can add a header such as `&bcc=`.
 */
export function replyUrl(lead: LeadRecord): string {
  const date = new Date(lead.createdAt).toISOString().slice(0, 10);
  let body: string;
  if (lead.message === null) {
    body = `\r\n\r\nOn ${date}, ${lead.name} registered for the excerpt of ${lead.subject}.`;
  } else {
    const text = lead.message.length > REPLY_QUOTE_MAX ? `${lead.message.slice(0, REPLY_QUOTE_MAX)} […]` : lead.message;
    const quoted = text
      .split(/\r\n|\r|\n/)
      .map((line) => (line ? `> ${line}` : ">"))
      .join("\r\n");
    body = `\r\n\r\nOn ${date}, ${lead.name} wrote:\r\n${quoted}`;
  }
  const subject = /^re:/i.test(lead.subject) ? lead.subject : `Re: ${lead.subject}`;
  // The address keeps its "@" readable; everything else that could break the URL is encoded.
  const to = encodeURIComponent(lead.email).replace(/%40/g, "@");
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** One lead whole, with its reply. */
export async function getLead(db: Db, kind: LeadKind, id: string): Promise<Result<LeadDetail, "not_found">> {
  const lead = await findLead(db, kind, id);
  return lead ? ok({ ...lead, replyUrl: replyUrl(lead) }) : refuse("not_found");
}

// ---- Changes, each with its audit entry ---------------------------------------------------

const STATE_ACTIONS: Record<LeadState, string> = {
  answered: "lead.answered",
  archived: "lead.archived",
  new: "lead.reopened",
};

const objectType = (kind: LeadKind) => (kind === "excerpt" ? "excerpt_lead" : "contact_message");

/**
 * Marks a lead answered, archived or new again. The answer carries the update and its audit
 * entry for one `db.batch`; a lead already in that state changes nothing and has no entry.
 */
export async function setLeadState(
  db: Db,
  actor: AuditActor,
  target: { kind: LeadKind; id: string; state: LeadState },
  now = Date.now(),
): Promise<Result<{ lead: LeadDetail; statements: Statement[] }, "not_found">> {
  const lead = await findLead(db, target.kind, target.id);
  if (!lead) return refuse("not_found");
  if (lead.state === target.state) return ok({ lead: { ...lead, replyUrl: replyUrl(lead) }, statements: [] });
  const table = target.kind === "excerpt" ? excerptLeads : contactMessages;
  const after = { ...lead, state: target.state, stateChangedAt: now };
  const statements: Statements = [
    db.update(table).set({ state: target.state, stateChangedAt: now }).where(eq(table.id, target.id)),
    auditInsert(
      db,
      actor,
      {
        action: STATE_ACTIONS[target.state],
        objectType: objectType(target.kind),
        objectId: target.id,
        before: { state: lead.state, stateChangedAt: lead.stateChangedAt },
        after: { state: after.state, stateChangedAt: now },
      },
      now,
    ),
  ];
  return ok({ lead: { ...after, replyUrl: replyUrl(after) }, statements });
}

/**
 * Erases a lead for good (a GDPR request), once the author has typed its address again. The
 * audit entry keeps what proves the request was honoured — which lead, whose address, when it
 * came and in which language — but not the name, subject, message or company: an erasure that
 * copied the message into a log nobody can edit would not be one.
 */
export async function deleteLead(
  db: Db,
  actor: AuditActor,
  target: { kind: LeadKind; id: string; confirm: string },
  now = Date.now(),
): Promise<Result<{ statements: Statements }, "not_found" | "confirm_mismatch">> {
  const lead = await findLead(db, target.kind, target.id);
  if (!lead) return refuse("not_found");
  if (target.confirm.trim().toLowerCase() !== lead.email.trim().toLowerCase()) return refuse("confirm_mismatch");
  const table = target.kind === "excerpt" ? excerptLeads : contactMessages;
  const email = lead.email.trim().toLowerCase();
  return ok({
    statements: [
      db.delete(table).where(eq(table.id, target.id)),
      // The mails written with the lead (same batch, same instant) quote it: the notification
      // to the author (reply-to the person) and what the person was sent. The person's other
      // leads' mails, written at other instants, stay with those leads.
      db
        .delete(emailOutbox)
        .where(
          and(
            eq(emailOutbox.createdAt, lead.createdAt),
            or(
              sql`lower(${emailOutbox.recipient}) = ${email}`,
              sql`lower(coalesce(${emailOutbox.replyTo}, '')) = ${email}`,
            ),
          ),
        ),
      auditInsert(
        db,
        actor,
        {
          action: "lead.deleted",
          objectType: objectType(target.kind),
          objectId: target.id,
          // Who asked to be forgotten is not kept: the entry says a lead went, when and by whom.
          before: {
            kind: lead.kind,
            locale: lead.locale,
            state: lead.state,
            createdAt: lead.createdAt,
          },
        },
        now,
      ),
    ],
  });
}

// ---- The CSV export -------------------------------------------------------------------------

/** Rows per read while the export streams: a few hundred keep each D1 answer small. */
export const EXPORT_PAGE = 500;

export const CSV_COLUMNS = [
  "kind",
  "id",
  "created_at",
  "locale",
  "state",
  "state_changed_at",
  "name",
  "email",
  "subject",
  "message",
  "reason",
  "company",
  "excerpt_id",
] as const;

function leadLine(row: UnionRow): string {
  return csvLine([
    row.kind,
    row.id,
    isoOrNull(row.createdAt),
    row.locale,
    row.state,
    isoOrNull(row.stateChangedAt),
    row.name,
    row.email,
    row.subject,
    row.kind === "excerpt" ? null : row.message,
    row.reason,
    row.company,
    row.excerptId,
  ]);
}

/** The filtered list as CSV, streamed page by page (`csvStream`). */
export function exportLeadsCsv(db: Db, filters: LeadFilters, pageSize = EXPORT_PAGE): ReadableStream<Uint8Array> {
  return csvStream(CSV_COLUMNS, (before) => readPage(db, filters, before, pageSize, true), leadLine);
}
