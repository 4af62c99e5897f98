import { and, desc, gte, inArray, lte, sql } from "drizzle-orm";
import { LEAD_FORMS, SIGN_UP_FORMS, type AudiencePeriod, type DeviceClass } from "../contract/audience";
import type { Locale } from "../contract/locales";
import type { Db } from "../db/client";
import { audienceConversions, audienceDays, audienceViews } from "../db/schema";
import { utcDay } from "./audience";

/**
 * The studio's audience figures for a period (docs/decisions/039-audience-without-cookies.md).
 * Every query ranges over `day` first, the leading column of each table's key, so a period reads
 * that period's rows and no others.
 */

const DAY_MS = 86_400_000;

/** The first and last day of a period that ends today (today included). */
export function periodDays(period: AudiencePeriod, now = Date.now()): { from: string; to: string } {
  return { from: utcDay(now - (period - 1) * DAY_MS), to: utcDay(now) };
}

export interface DailyAudience {
  day: string;
  views: number;
  visitors: number;
}

/** Views and unique visitors of each day of the period, oldest first, days without views as 0. */
export async function dailyAudience(db: Db, period: AudiencePeriod, now = Date.now()): Promise<DailyAudience[]> {
  const { from, to } = periodDays(period, now);
  const rows = await db
    .select()
    .from(audienceDays)
    .where(and(gte(audienceDays.day, from), lte(audienceDays.day, to)));
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return Array.from({ length: period }, (_, i) => {
    const day = utcDay(now - (period - 1 - i) * DAY_MS);
    const row = byDay.get(day);
    return { day, views: row?.views ?? 0, visitors: row?.visitors ?? 0 };
  });
}

/** A dimension's values over a period, most viewed first. */
export interface Ranked<Key extends string> {
  key: Key;
  views: number;
}

const inPeriod = (from: string, to: string) => and(gte(audienceViews.day, from), lte(audienceViews.day, to));
const viewsSum = sql<number>`sum(${audienceViews.views})`.mapWith(Number);

/** The columns the views are ranked by, and what their values are. */
const DIMENSIONS = {
  path: audienceViews.path,
  referrerHost: audienceViews.referrerHost,
  country: audienceViews.country,
  language: audienceViews.language,
  device: audienceViews.device,
};
interface DimensionKeys {
  path: string;
  referrerHost: string;
  country: string;
  language: Locale;
  device: DeviceClass;
}

/**
 * Views over a period by one dimension, most first (ties by value). A query (thenable), so its
 * SQL and plan can be looked at; awaiting it gives `Ranked` rows.
 */
export function viewsBy<D extends keyof DimensionKeys>(
  db: Db,
  dimension: D,
  period: AudiencePeriod,
  now = Date.now(),
  limit = 20,
) {
  const { from, to } = periodDays(period, now);
  const column = DIMENSIONS[dimension];
  return db
    .select({ key: sql<DimensionKeys[D]>`${column}`, views: viewsSum })
    .from(audienceViews)
    .where(inPeriod(from, to))
    .groupBy(column)
    .orderBy(desc(viewsSum), column)
    .limit(limit);
}

/** Pages (canonical address without the language prefix), all languages together. */
export const topPages = (db: Db, period: AudiencePeriod, now = Date.now(), limit = 20) =>
  viewsBy(db, "path", period, now, limit);

/** Other sites that sent visitors; "" is direct visits and the site's own links. */
export const topReferrers = (db: Db, period: AudiencePeriod, now = Date.now(), limit = 20) =>
  viewsBy(db, "referrerHost", period, now, limit);

/** ISO country codes, or `unknown`. */
export const topCountries = (db: Db, period: AudiencePeriod, now = Date.now(), limit = 50) =>
  viewsBy(db, "country", period, now, limit);

export const languageViews = (db: Db, period: AudiencePeriod, now = Date.now()) =>
  viewsBy(db, "language", period, now, 3);

export const deviceViews = (db: Db, period: AudiencePeriod, now = Date.now()) => viewsBy(db, "device", period, now, 3);

export interface PageConversions {
  /** The page the forms were sent from; "" when the browser did not say. */
  path: string;
  views: number;
  signUps: number;
  leads: number;
}

const formCount = (forms: readonly string[]) =>
  sql<number>`coalesce(sum(case when ${audienceConversions.form} in ${forms} then ${audienceConversions.count} end), 0)`.mapWith(
    Number,
  );

const signUps = formCount(SIGN_UP_FORMS);
const leads = formCount(LEAD_FORMS);
const conversionsIn = (from: string, to: string) =>
  and(gte(audienceConversions.day, from), lte(audienceConversions.day, to));

/** Sign-ups and leads per sending page over a period, most first: a query, like `viewsBy`. */
export function conversionCounts(db: Db, period: AudiencePeriod, now = Date.now(), limit = 20) {
  const { from, to } = periodDays(period, now);
  return db
    .select({ path: audienceConversions.path, signUps, leads })
    .from(audienceConversions)
    .where(conversionsIn(from, to))
    .groupBy(audienceConversions.path)
    .orderBy(desc(sql`${signUps} + ${leads}`), audienceConversions.path)
    .limit(limit);
}

/** Sign-ups and leads over a period, all pages together. */
async function conversionTotals(db: Db, period: AudiencePeriod, now: number) {
  const { from, to } = periodDays(period, now);
  const [totals] = await db.select({ signUps, leads }).from(audienceConversions).where(conversionsIn(from, to));
  return totals ?? { signUps: 0, leads: 0 };
}

/** D1 binds at most 100 values per query; the pages' views are asked for in one. */
const MAX_CONVERSION_PAGES = 50;

/** Pages that led to sign-ups and leads over the period, with their views; most conversions first. */
export async function conversionPages(
  db: Db,
  period: AudiencePeriod,
  now = Date.now(),
  limit = 20,
): Promise<PageConversions[]> {
  const { from, to } = periodDays(period, now);
  const conversions = await conversionCounts(db, period, now, Math.min(limit, MAX_CONVERSION_PAGES));
  if (conversions.length === 0) return [];
  const views = await db
    .select({ path: audienceViews.path, views: viewsSum })
    .from(audienceViews)
    .where(
      and(
        inPeriod(from, to),
        inArray(
          audienceViews.path,
          conversions.map((c) => c.path),
        ),
      ),
    )
    .groupBy(audienceViews.path);
  const viewsOf = new Map(views.map((row) => [row.path, row.views]));
  return conversions.map((row) => ({ ...row, views: viewsOf.get(row.path) ?? 0 }));
}

/** Everything the studio's audience screen shows for a period. */
export interface AudienceReport {
  period: AudiencePeriod;
  from: string;
  to: string;
  totals: { views: number; visitors: number; signUps: number; leads: number };
  daily: DailyAudience[];
  pages: Ranked<string>[];
  referrers: Ranked<string>[];
  countries: Ranked<string>[];
  languages: Ranked<Locale>[];
  devices: Ranked<DeviceClass>[];
  conversions: PageConversions[];
}

export async function audienceReport(db: Db, period: AudiencePeriod, now = Date.now()): Promise<AudienceReport> {
  const [daily, pages, referrers, countries, languages, devices, conversions, converted] = await Promise.all([
    dailyAudience(db, period, now),
    topPages(db, period, now),
    topReferrers(db, period, now),
    topCountries(db, period, now),
    languageViews(db, period, now),
    deviceViews(db, period, now),
    conversionPages(db, period, now),
    conversionTotals(db, period, now),
  ]);
  return {
    period,
    ...periodDays(period, now),
    totals: {
      views: daily.reduce((total, d) => total + d.views, 0),
      // Each day's visitors added up: someone who comes back another day counts again (the
      // hashes that could tell are gone by then).
      visitors: daily.reduce((total, d) => total + d.visitors, 0),
      ...converted,
    },
    daily,
    pages,
    referrers,
    countries,
    languages,
    devices,
    conversions,
  };
}
