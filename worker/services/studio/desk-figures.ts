import { and, count, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { AudiencePeriod } from "../../contract/audience";
import type { DeskFigures } from "../../contract/studio";
import type { Db } from "../../db/client";
import {
  commentReports,
  comments,
  contactMessages,
  downloadRequests,
  excerptLeads,
  newsletterSubscribers,
  productReviews,
  user,
} from "../../db/schema";
import { periodDays } from "../audience-report";
import { salesTotals } from "./sales";

const DAY_MS = 86_400_000;

/**
 * The overview's figures from the records themselves, not the audience counts: the money first
 * (the Sales section's totals for the period), then subscribers, leads, accounts and comments
 * that arrived from the period's first UTC day on, and what waits now. One read each, in
 * parallel; the waiting counts read their status indexes.
 */
export async function deskFigures(db: Db, period: AudiencePeriod, now = Date.now()): Promise<DeskFigures> {
  const { from, to } = periodDays(period, now);
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`) + DAY_MS;
  const within = (column: Parameters<typeof gte>[0]) => and(gte(column, start), lt(column, end));
  const one = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;

  const [
    money,
    signUps,
    confirmations,
    byForm,
    excerpts,
    readers,
    waitingContacts,
    waitingExcerpts,
    pending,
    reported,
    reviews,
    requests,
  ] = await Promise.all([
    salesTotals(db, { from, to }),
    one(db.select({ n: count() }).from(newsletterSubscribers).where(within(newsletterSubscribers.createdAt))),
    one(db.select({ n: count() }).from(newsletterSubscribers).where(within(newsletterSubscribers.confirmedAt))),
    db
      .select({ form: contactMessages.form, n: count() })
      .from(contactMessages)
      .where(within(contactMessages.createdAt))
      .groupBy(contactMessages.form),
    one(db.select({ n: count() }).from(excerptLeads).where(within(excerptLeads.createdAt))),
    one(
      db
        .select({ n: count() })
        .from(user)
        .where(and(gte(user.createdAt, new Date(start)), lt(user.createdAt, new Date(end)))),
    ),
    one(db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.state, "new"))),
    one(db.select({ n: count() }).from(excerptLeads).where(eq(excerptLeads.state, "new"))),
    one(db.select({ n: count() }).from(comments).where(eq(comments.status, "pending"))),
    one(
      db
        .select({ n: count() })
        .from(comments)
        .where(inArray(comments.id, sql`(SELECT ${commentReports.commentId} FROM ${commentReports})`)),
    ),
    one(db.select({ n: count() }).from(productReviews).where(eq(productReviews.state, "pending"))),
    one(db.select({ n: count() }).from(downloadRequests).where(eq(downloadRequests.status, "open"))),
  ]);
  const form = (name: string) => byForm.find((row) => row.form === name)?.n ?? 0;
  return {
    period,
    from,
    to,
    newsletter: { signUps, confirmations },
    leads: { contact: form("contact"), resume: form("resume"), excerpt: excerpts },
    // The shop sells in one currency (EUR); a period with none paid says that one.
    sales: { ...money.totals, currency: money.currencies[0] ?? "EUR" },
    readers,
    waiting: {
      leads: waitingContacts + waitingExcerpts,
      pendingComments: pending,
      reportedComments: reported,
      reviews,
      downloadRequests: requests,
    },
  };
}
