import { and, eq, isNull, sql } from "drizzle-orm";
import { localizePath, type Locale } from "../contract/locales";
import { GUEST_ACCESS_DAYS } from "../contract/orders";
import type { Db } from "../db/client";
import { guestClaimLinks, orders } from "../db/schema";

/** One-time links (guest orders' magic links, gifts' claim links): tokens and their hashes. */

const DAY_MS = 86_400_000;

/** 32 random bytes, base64url: what a one-time link carries. */
export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** What D1 keeps of a one-time token: its SHA-256, so a leaked table opens nothing. */
export async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The page a magic link opens, in the reader's language. */
export const claimPageUrl = (origin: string, locale: Locale, token: string) =>
  `${origin}${localizePath("/claim-orders", locale)}?token=${encodeURIComponent(token)}`;

/** Guest orders of an address that no account has claimed yet (paid ones: what a library shows). */
export const unclaimedOf = (email: string) =>
  and(
    eq(orders.guest, true),
    isNull(orders.userId),
    isNull(orders.claimedAt),
    sql`lower(${orders.email}) = ${email.toLowerCase()}`,
  );

/** A new magic link for an address: its row (hashed) written, its URL returned. */
export async function newClaimLink(db: Db, email: string, origin: string, locale: Locale, nowMs = Date.now()) {
  const token = randomToken();
  await db.insert(guestClaimLinks).values({
    tokenHash: await hashToken(token),
    email: email.toLowerCase(),
    expiresAt: new Date(nowMs + GUEST_ACCESS_DAYS * DAY_MS),
  });
  return claimPageUrl(origin, locale, token);
}
