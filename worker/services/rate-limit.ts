import { and, eq, lt, sql } from "drizzle-orm";
import { rateLimitHits } from "../db/schema";
import type { Db } from "../db/client";
import type { RateLimitRule } from "../contract/rate-limits";

export type { RateLimitRule };

export type RateLimitResult = { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };

/** How long a rule with a backoff makes the next attempt wait after `count` hits in its window. */
export function backoffSeconds(rule: RateLimitRule, count: number): number {
  if (!rule.backoff || count < rule.limit) return 0;
  const { firstSeconds, maxSeconds } = rule.backoff;
  return Math.min(maxSeconds, firstSeconds * 2 ** Math.min(count - rule.limit, 20));
}

/**
 * Counts one attempt against an exact sliding window. The check and the insert are one SQL
 * statement, so concurrent requests can't both slip under the limit (D1 runs statements
 * one at a time). A rule with a backoff lets one more attempt through past its limit once the
 * newest hit is older than the wait its count calls for (docs/decisions/021-password-policy-and-sign-in-backoff.md).
 */
export async function consumeRateLimit(
  db: Db,
  key: string,
  rule: RateLimitRule,
  now: number = Date.now(),
): Promise<RateLimitResult> {
  const windowStart = now - rule.windowSeconds * 1000;
  const inserted = rule.backoff
    ? await db.run(sql`
        INSERT INTO rate_limit_hits (key, at)
        SELECT ${key}, ${now} FROM (
          SELECT count(*) AS n, max(at) AS newest FROM rate_limit_hits WHERE key = ${key} AND at > ${windowStart}
        )
        WHERE n < ${rule.limit}
          OR ${now} - newest >= min(${rule.backoff.maxSeconds * 1000}, ${rule.backoff.firstSeconds * 1000} << min(n - ${rule.limit}, 20))
      `)
    : await db.run(sql`
        INSERT INTO rate_limit_hits (key, at)
        SELECT ${key}, ${now}
        WHERE (SELECT count(*) FROM rate_limit_hits WHERE key = ${key} AND at > ${windowStart}) < ${rule.limit}
      `);
  const counted = await db.get<{ n: number; oldest: number | null; newest: number | null }>(sql`
    SELECT count(*) AS n, min(at) AS oldest, max(at) AS newest FROM rate_limit_hits WHERE key = ${key} AND at > ${windowStart}
  `);
  const n = counted?.n ?? 0;
  if (inserted.meta.changes === 1) {
    return { allowed: true, remaining: Math.max(0, rule.limit - n) };
  }
  // A backoff's wait runs from the newest hit; a plain window frees up when its oldest hit leaves.
  const freeAt = rule.backoff
    ? (counted?.newest ?? now) + backoffSeconds(rule, n) * 1000
    : (counted?.oldest ?? now) + rule.windowSeconds * 1000;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now) / 1000)) };
}

/** Forgets every hit of one key (a sign-in that succeeded clears the account's failures). */
export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimitHits).where(eq(rateLimitHits.key, key));
}

/** Drops hits older than the longest window any rule uses (run by the cron sweep). */
export async function pruneRateLimitHits(db: Db, olderThanSeconds: number, now: number = Date.now()) {
  const result = await db.delete(rateLimitHits).where(and(lt(rateLimitHits.at, now - olderThanSeconds * 1000)));
  return result.meta.changes;
}
