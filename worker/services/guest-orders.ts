import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Locale } from "../contract/locales";
import { GUEST_ACCESS_DAYS, GUEST_ACCESS_TOKEN_PURPOSE, type GuestOrderView } from "../contract/orders";
import type { Db } from "../db/client";
import { guestClaimLinks, orders, user } from "../db/schema";
import { enqueueEmail } from "../email/outbox";
import { guestClaimEmail } from "../email/templates";
import { ENTITLED_STATES, orderViewById } from "./orders";
import { orderFileLink } from "./receipts";
import { hashToken, newClaimLink, unclaimedOf } from "./claim-links";
import { ok, refuse, type Result } from "./result";
import { signToken, verifyToken } from "./signed-token";

/**
 * Guest orders (decision 049): bought with an email and no account, delivered at once
 * (the success page's order-access token, the receipt's signed links), and brought into an
 * account later by a magic link sent to that address, or when an account whose address is
 * verified signs in with it.
 */

const DAY_MS = 86_400_000;

/** The success page's token: reads one guest order (and signs its files' links) for a week. */
export function guestAccessToken(secret: string, orderId: string, nowMs = Date.now()): Promise<string> {
  return signToken(secret, {
    purpose: GUEST_ACCESS_TOKEN_PURPOSE,
    subject: orderId,
    expiresAt: Math.floor(nowMs / 1000) + GUEST_ACCESS_DAYS * 24 * 3600,
  });
}

export type GuestAccessRefusal = "invalid" | "expired";

/**
 * A guest's order as the success page shows it, when the token was made for this order: the
 * buyer's view (the same files, limits and refund rules), each file with a signed link.
 */
export async function guestOrder(
  db: Db,
  input: { orderId: string; token: string; locale: Locale; secret: string; origin: string },
  nowMs = Date.now(),
): Promise<Result<GuestOrderView, GuestAccessRefusal>> {
  const check = await verifyToken(input.secret, input.token, GUEST_ACCESS_TOKEN_PURPOSE, Math.floor(nowMs / 1000));
  if (!check.valid) return refuse(check.reason);
  if (check.subject !== input.orderId) return refuse("invalid");
  const found = await orderViewById(db, input.orderId, input.locale);
  if (!found?.guest) return refuse("invalid");
  const links: Record<string, string> = {};
  for (const file of found.view.files)
    links[file.id] = await orderFileLink(input.secret, input.origin, found.view.id, file.id, nowMs);
  // An album's ZIPs (decision 055) ride the same signed links, named by their ids.
  for (const zip of found.view.zips ?? [])
    links[zip.id] = await orderFileLink(input.secret, input.origin, found.view.id, zip.id, nowMs);
  return ok({ ...found.view, email: found.email, links });
}

/**
 * Mails a magic link to an address that has paid guest orders waiting; an address without
 * any gets nothing (the caller answers alike, so the form says nothing about who bought).
 */
export async function sendClaimLink(
  db: Db,
  input: { email: string; locale: Locale; origin: string },
  nowMs = Date.now(),
): Promise<string | null> {
  const [waiting] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(unclaimedOf(input.email), inArray(orders.status, ENTITLED_STATES)))
    .limit(1);
  if (!waiting) return null;
  const url = await newClaimLink(db, input.email, input.origin, input.locale, nowMs);
  const id = crypto.randomUUID();
  const mail = guestClaimEmail(input.locale, { url, validDays: GUEST_ACCESS_DAYS });
  await enqueueEmail(db, { kind: "guest_claim", to: input.email, ...mail }, nowMs, id);
  return id;
}

export type ClaimRefusal = "invalid" | "expired" | "used";

/**
 * Spends a magic link: the guest orders of the address it was sent to join the reader's
 * account. Single-use (a conditional update marks it), and only within its days.
 */
export async function claimWithLink(
  db: Db,
  token: string,
  userId: string,
  nowMs = Date.now(),
): Promise<Result<{ claimed: number }, ClaimRefusal>> {
  const tokenHash = await hashToken(token);
  const [link] = await db.select().from(guestClaimLinks).where(eq(guestClaimLinks.tokenHash, tokenHash)).limit(1);
  if (!link) return refuse("invalid");
  if (link.usedAt) return refuse("used");
  if (link.expiresAt.getTime() < nowMs) return refuse("expired");
  const at = new Date(nowMs);
  const [spent, joined] = await db.batch([
    db
      .update(guestClaimLinks)
      .set({ usedAt: at })
      .where(and(eq(guestClaimLinks.tokenHash, tokenHash), isNull(guestClaimLinks.usedAt)))
      .returning({ email: guestClaimLinks.email }),
    // Joins only if this statement's link was the one just spent (a race spends it once).
    db
      .update(orders)
      .set({ userId, claimedAt: at, updatedAt: at })
      .where(
        and(
          unclaimedOf(link.email),
          sql`exists (select 1 from ${guestClaimLinks} where ${guestClaimLinks.tokenHash} = ${tokenHash} and ${guestClaimLinks.usedAt} = ${at.getTime()})`,
        ),
      )
      .returning({ id: orders.id }),
  ]);
  if (spent.length === 0) return refuse("used");
  return ok({ claimed: joined.length });
}

/**
 * An account whose address is verified takes the guest orders placed with that address (run
 * when a session starts: sign-in, the confirmation's sign-in, a social sign-in).
 */
export async function joinVerifiedGuestOrders(db: Db, userId: string, nowMs = Date.now()): Promise<number> {
  const [account] = await db
    .select({ email: user.email, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  if (!account?.emailVerified) return 0;
  const at = new Date(nowMs);
  const joined = await db
    .update(orders)
    .set({ userId, claimedAt: at, updatedAt: at })
    .where(unclaimedOf(account.email))
    .returning({ id: orders.id });
  return joined.length;
}

/** Spent or expired magic links past a day are of no use (run by the sweep). */
export async function pruneClaimLinks(db: Db, nowMs = Date.now()): Promise<number> {
  const result = await db.delete(guestClaimLinks).where(sql`${guestClaimLinks.expiresAt} < ${nowMs - DAY_MS}`);
  return result.meta.changes;
}
