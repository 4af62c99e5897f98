import { createOTP } from "@better-auth/utils/otp";
import { and, eq, isNotNull, isNull, lt, ne, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { session, twoFactor } from "../db/schema";

/**
 * What the site keeps about the account's second factor beyond better-auth's plugin
 * (docs/decisions/060-the-studio-keys-hold.md): the newest TOTP step accepted, so a code is
 * used once, and which sessions passed the factor.
 */

/** better-auth's TOTP: 30-second steps, the clock's step accepted with one either side. */
const TOTP_PERIOD_MS = 30_000;
const TOTP_WINDOW = 1;

/** Compares two codes in a time that does not depend on where they differ. */
function sameCode(a: string, b: string): boolean {
  let difference = a.length ^ b.length;
  for (let i = 0; i < b.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/**
 * The time step whose code `code` is, among the steps better-auth accepts at `now`, or null
 * when it is none of them (better-auth then refuses it itself). Every step is computed, so the
 * time taken says nothing about which one matched.
 */
export async function totpStepOf(secret: string, code: string, now = Date.now()): Promise<number | null> {
  const current = Math.floor(now / TOTP_PERIOD_MS);
  const otp = createOTP(secret);
  let matched: number | null = null;
  for (let step = current - TOTP_WINDOW; step <= current + TOTP_WINDOW; step++) {
    if (sameCode(code, await otp.hotp(step))) matched = step;
  }
  return matched;
}

/**
 * Takes a TOTP step for the account: true once, for the first request that brings it, and false
 * for that step or any older one afterwards. One conditional UPDATE, so of concurrent requests
 * with the same code exactly one wins (D1 runs statements one at a time; decision 005).
 */
export async function takeTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  const result = await db
    .update(twoFactor)
    .set({ lastTotpStep: step })
    .where(and(eq(twoFactor.userId, userId), or(isNull(twoFactor.lastTotpStep), lt(twoFactor.lastTotpStep, step))));
  return result.meta.changes === 1;
}

/** Records that a session passed the account's second factor. */
export function markSecondFactorPassed(db: Db, sessionId: string, now = Date.now()) {
  return db.update(session).set({ secondFactorAt: now }).where(eq(session.id, sessionId));
}

/** Whether a session passed the account's second factor. */
export async function passedSecondFactor(db: Db, sessionId: string): Promise<boolean> {
  const row = await db
    .select({ id: session.id })
    .from(session)
    .where(and(eq(session.id, sessionId), isNotNull(session.secondFactorAt)))
    .get();
  return row !== undefined;
}

/** Signs the account out everywhere but one session (completing an enrolment). */
export function endOtherSessions(db: Db, userId: string, keepSessionId: string) {
  return db.delete(session).where(and(eq(session.userId, userId), ne(session.id, keepSessionId)));
}
