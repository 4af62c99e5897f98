import { lt, sql } from "drizzle-orm";
import { isbot } from "isbot";
import { UNKNOWN_COUNTRY, type ConversionForm, type DeviceClass } from "../contract/audience";
import { splitLocale, type Locale } from "../contract/locales";
import { matchPage } from "../contract/pages";
import type { Db } from "../db/client";
import { audienceConversions, audienceDays, audienceSalts, audienceViews, audienceVisitors } from "../db/schema";

/**
 * Counting the audience without cookies (docs/decisions/039-audience-without-cookies.md). A view
 * adds one to its day's aggregate rows; who viewed is reduced to a daily-salted hash that only
 * tells whether this visitor was already counted today, and that hash and salt are deleted once
 * the day is over. Nothing here keeps an IP, a user agent or a cookie.
 */

/** The UTC day of a time, `YYYY-MM-DD`: the unit every count is kept in. */
export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Tablets first (an iPad says Mobile too; an Android tablet says Android without Mobile), then phones. */
const TABLET = /iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i;
const MOBILE = /Mobi|iPhone|iPod|Android|Windows Phone|Opera Mini|BlackBerry/i;

/** The device class a user agent names; the user agent itself is not kept. */
export function deviceClass(userAgent: string): DeviceClass {
  if (TABLET.test(userAgent)) return "tablet";
  if (MOBILE.test(userAgent)) return "mobile";
  return "desktop";
}

/**
 * The host of another site that linked here, without `www.`; empty for no referrer, the site
 * itself, or anything that isn't an http(s) address.
 */
export function referrerHost(referer: string | null | undefined, siteOrigin: string): string {
  if (!referer) return "";
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return "";
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return "";
  if (url.host === new URL(siteOrigin).host) return "";
  return url.hostname.replace(/^www\./, "").slice(0, 253);
}

/** Cloudflare's country code (two letters; T1 is Tor), or `unknown` when there is none. */
export function countryCode(country: unknown): string {
  return typeof country === "string" && /^[A-Z][A-Z0-9]$/.test(country) ? country : UNKNOWN_COUNTRY;
}

/** What the request says about whether a person sent it. */
export interface RequestTraits {
  userAgent: string | undefined;
  /** `request.cf.botManagement` where the zone has Bot Management. */
  botManagement?: { score?: number; verifiedBot?: boolean } | undefined;
  /** `Sec-Purpose` or `Purpose`: a browser fetching a page it may show later. */
  purpose?: string | undefined;
}

/** Cloudflare's scores below 30 mean "likely automated". */
const LIKELY_AUTOMATED_SCORE = 30;

/** Crawlers, scripts without a user agent, verified bots and speculative prefetches are not views. */
export function isAutomated({ userAgent, botManagement, purpose }: RequestTraits): boolean {
  if (!userAgent || isbot(userAgent)) return true;
  if (botManagement?.verifiedBot) return true;
  if (typeof botManagement?.score === "number" && botManagement.score < LIKELY_AUTOMATED_SCORE) return true;
  return /prefetch|prerender/i.test(purpose ?? "");
}

/**
 * The day's salt: random, created by the day's first view (in D1, so every isolate and every
 * place in the world hashes with the same one), kept per isolate for the day once read.
 */
let saltOfDay: { day: string; salt: string } | null = null;

async function daySalt(db: Db, day: string): Promise<string> {
  if (saltOfDay?.day === day) return saltOfDay.salt;
  const fresh = [...crypto.getRandomValues(new Uint8Array(32))].map((b) => b.toString(16).padStart(2, "0")).join("");
  // Insert-or-keep, then read: two first views at once agree on whichever salt landed first.
  const [, rows] = await db.batch([
    db.insert(audienceSalts).values({ day, salt: fresh }).onConflictDoNothing(),
    db
      .select({ salt: audienceSalts.salt })
      .from(audienceSalts)
      .where(sql`${audienceSalts.day} = ${day}`),
  ]);
  const salt = rows[0]?.salt ?? fresh;
  saltOfDay = { day, salt };
  return salt;
}

/** SHA-256 of the day's salt with who and where, cut to 128 bits: enough to tell visitors apart. */
async function visitorHash(salt: string, day: string, site: string, ip: string, userAgent: string): Promise<string> {
  const input = new TextEncoder().encode([salt, day, site, ip, userAgent].join("\n"));
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", input));
  return [...digest.subarray(0, 16)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** A view to count, as the request gave it; only the derived figures are kept. */
export interface PageView {
  now: number;
  /** The page's canonical address without the language prefix. */
  path: string;
  language: Locale;
  /** The request's Referer header. */
  referer: string | null | undefined;
  /** The site's origin: its own pages are not referrers, and it is part of the visitor hash. */
  siteOrigin: string;
  /** `request.cf.country`. */
  country: unknown;
  userAgent: string;
  /** `CF-Connecting-IP`; used for the day's hash only. */
  ip: string | null | undefined;
}

/**
 * Counts one view in one D1 batch: the visitor's hash joins the day's set (or is already in it),
 * the day's totals add the view and, when the hash was new, the visitor (`changes()` is the
 * number of rows the insert before it added, 0 or 1), and the view's aggregate row adds one.
 */
export async function recordPageView(db: Db, view: PageView): Promise<void> {
  const day = utcDay(view.now);
  const salt = await daySalt(db, day);
  const hash = await visitorHash(salt, day, view.siteOrigin, view.ip ?? "", view.userAgent);
  await db.batch([
    db.insert(audienceVisitors).values({ day, hash }).onConflictDoNothing(),
    db
      .insert(audienceDays)
      .values({ day, views: 1, visitors: sql`changes()` })
      .onConflictDoUpdate({
        target: audienceDays.day,
        set: {
          views: sql`${audienceDays.views} + 1`,
          visitors: sql`${audienceDays.visitors} + excluded.visitors`,
        },
      }),
    db
      .insert(audienceViews)
      .values({
        day,
        path: view.path,
        language: view.language,
        referrerHost: referrerHost(view.referer, view.siteOrigin),
        country: countryCode(view.country),
        device: deviceClass(view.userAgent),
        views: 1,
      })
      .onConflictDoUpdate({
        target: [
          audienceViews.day,
          audienceViews.path,
          audienceViews.language,
          audienceViews.referrerHost,
          audienceViews.country,
          audienceViews.device,
        ],
        set: { views: sql`${audienceViews.views} + 1` },
      }),
  ]);
}

/**
 * The page a form was sent from, by its address (a form's `page_url` or the Referer): its
 * canonical unprefixed path and language, or "" and no language for a missing or foreign
 * address or one that names no page. Without cookies this page is all the attribution there
 * is, not the page that first brought the visitor.
 */
export function sendingPage(
  address: string | null | undefined,
  siteOrigin: string,
): { path: string; language: Locale | null } {
  let url: URL;
  try {
    url = new URL(address ?? "");
  } catch {
    return { path: "", language: null };
  }
  if (url.origin !== siteOrigin) return { path: "", language: null };
  const { locale, path } = splitLocale(url.pathname);
  const match = matchPage(path);
  return match ? { path: match.canonicalPath, language: locale } : { path: "", language: null };
}

/** A sign-up or lead, and the page it was sent from ("" when unknown). */
export interface Conversion {
  now: number;
  form: ConversionForm;
  path: string;
  language: Locale;
}

export async function recordConversion(db: Db, conversion: Conversion): Promise<void> {
  await db
    .insert(audienceConversions)
    .values({
      day: utcDay(conversion.now),
      path: conversion.path,
      language: conversion.language,
      form: conversion.form,
      count: 1,
    })
    .onConflictDoUpdate({
      target: [
        audienceConversions.day,
        audienceConversions.path,
        audienceConversions.language,
        audienceConversions.form,
      ],
      set: { count: sql`${audienceConversions.count} + 1` },
    });
}

/**
 * The cron's part: past days' salts and visitor hashes are deleted, so no hash outlives its day
 * and no salt remains to recompute one. Their counts stay in `audience_days`.
 */
export async function purgeAudienceSecrets(db: Db, now = Date.now()): Promise<{ salts: number; visitors: number }> {
  const today = utcDay(now);
  const [salts, visitors] = await db.batch([
    db.delete(audienceSalts).where(lt(audienceSalts.day, today)),
    db.delete(audienceVisitors).where(lt(audienceVisitors.day, today)),
  ]);
  return { salts: salts.meta.changes, visitors: visitors.meta.changes };
}
