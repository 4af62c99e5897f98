import { and, lt, sql } from "drizzle-orm";
import { rateLimitHits } from "../db/schema";
import type { Db } from "../db/client";
import type { RateLimitRule } from "../contract/rate-limits";

export type { RateLimitRule };

export type RateLimitResult = { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one attempt against an exact sliding window. The check and the insert are one SQL
 * statement, so concurrent requests can't both slip under the limit (D1 runs statements
 * one at a time).
 */
export async function consumeRateLimit(
  db: Db,
  key: string,
  rule: RateLimitRule,
  now: number = Date.now(),
): Promise<RateLimitResult> {
  const windowStart = now - rule.windowSeconds * 1000;
  const inserted = await db.run(sql`
    INSERT INTO rate_limit_hits (key, at)
    SELECT ${key}, ${now}
    WHERE (SELECT count(*) FROM rate_limit_hits WHERE key = ${key} AND at > ${windowStart}) < ${rule.limit}
  `);
  const counted = await db.get<{ n: number; oldest: number | null }>(sql`
    SELECT count(*) AS n, min(at) AS oldest FROM rate_limit_hits WHERE key = ${key} AND at > ${windowStart}
  `);
  if (inserted.meta.changes === 1) {
    return { allowed: true, remaining: Math.max(0, rule.limit - (counted?.n ?? 0)) };
  }
  const oldest = counted?.oldest ?? now;
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((oldest + rule.windowSeconds * 1000 - now) / 1000)),
  };
}

/** Drops hits older than the longest window any rule uses (run by the cron sweep). */
export async function pruneRateLimitHits(db: Db, olderThanSeconds: number, now: number = Date.now()) {
  const result = await db.delete(rateLimitHits).where(and(lt(rateLimitHits.at, now - olderThanSeconds * 1000)));
  return result.meta.changes;
}
