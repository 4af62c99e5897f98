import type { Db } from "../db/client";
import { RATE_LIMITS } from "../contract/rate-limits";
import { clearRateLimit, consumeRateLimit, type RateLimitResult } from "./rate-limit";

/**
 * Failed sign-ins per account, counted by the address typed whether or not an account has it,
 * so the limit says nothing about who is registered. Every attempt takes a slot before its
 * password is checked (the only way the limit holds under concurrent guesses); a success gives
 * them back. Rule and backoff: `sign_in_account` in the rate-limit table.
 */
const keyFor = (email: string) => `sign_in_account:${email.trim().toLowerCase()}`;

export function consumeSignInAttempt(db: Db, email: string, now?: number): Promise<RateLimitResult> {
  return consumeRateLimit(db, keyFor(email), RATE_LIMITS.sign_in_account, now);
}

/** After a successful sign-in or a password reset the account starts afresh. */
export function clearSignInAttempts(db: Db, email: string): Promise<void> {
  return clearRateLimit(db, keyFor(email));
}
