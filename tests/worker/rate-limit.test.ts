import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDb } from "#worker/db/client";
import { backoffSeconds, clearRateLimit, consumeRateLimit, pruneRateLimitHits } from "#worker/services/rate-limit";

const rule = { limit: 5, windowSeconds: 600 };

describe("exact sliding-window rate limit on D1", () => {
  it("allows 5 in 600 s, refuses the 6th with the seconds to wait, and frees up as the window slides", async () => {
    const db = createDb(env.DB);
    const t0 = 1_700_000_000_000;
    for (let i = 0; i < 5; i++) {
      const result = await consumeRateLimit(db, "resume:ip:1", rule, t0 + i * 1000);
      expect(result).toEqual({ allowed: true, remaining: 4 - i });
    }
    const refused = await consumeRateLimit(db, "resume:ip:1", rule, t0 + 10_000);
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 590 });
    // Other keys are independent.
    expect((await consumeRateLimit(db, "resume:ip:2", rule, t0 + 10_000)).allowed).toBe(true);
    // Just after the first hit leaves the window, exactly one more is allowed.
    expect((await consumeRateLimit(db, "resume:ip:1", rule, t0 + 600_001)).allowed).toBe(true);
    expect((await consumeRateLimit(db, "resume:ip:1", rule, t0 + 600_002)).allowed).toBe(false);
  });

  it("holds under concurrent attempts", async () => {
    const db = createDb(env.DB);
    const now = Date.now();
    const results = await Promise.all(Array.from({ length: 20 }, () => consumeRateLimit(db, "burst", rule, now)));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });

  it("with a backoff: past the limit, one attempt per doubling wait from the newest, capped; clearing frees it", async () => {
    const db = createDb(env.DB);
    const backoffRule = { limit: 3, windowSeconds: 86_400, backoff: { firstSeconds: 30, maxSeconds: 120 } };
    const t0 = 1_800_000_000_000;
    for (let i = 0; i < 3; i++) expect((await consumeRateLimit(db, "account:a", backoffRule, t0)).allowed).toBe(true);
    expect(await consumeRateLimit(db, "account:a", backoffRule, t0)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    // Each further attempt waits twice as long as the one before, from the newest, up to the cap.
    let newest = t0;
    for (const [i, wait] of [30, 60, 120, 120].entries()) {
      expect(backoffSeconds(backoffRule, 3 + i)).toBe(wait);
      expect((await consumeRateLimit(db, "account:a", backoffRule, newest + wait * 1000 - 1)).allowed).toBe(false);
      newest += wait * 1000;
      expect((await consumeRateLimit(db, "account:a", backoffRule, newest)).allowed).toBe(true);
    }
    expect(await consumeRateLimit(db, "account:a", backoffRule, newest + 1000)).toEqual({
      allowed: false,
      retryAfterSeconds: 119,
    });
    // Concurrent attempts once a wait is over: exactly one gets through.
    const now = newest + 120_000;
    const burst = await Promise.all(
      Array.from({ length: 10 }, () => consumeRateLimit(db, "account:a", backoffRule, now)),
    );
    expect(burst.filter((r) => r.allowed)).toHaveLength(1);
    await clearRateLimit(db, "account:a");
    expect((await consumeRateLimit(db, "account:a", backoffRule, now + 1)).allowed).toBe(true);
  });

  it("prunes hits older than the retention", async () => {
    const db = createDb(env.DB);
    const now = 1_900_000_000_000;
    await consumeRateLimit(db, "old", rule, now - 2 * 86_400_000);
    await consumeRateLimit(db, "new", rule, now);
    expect(await pruneRateLimitHits(db, 86_400, now)).toBeGreaterThanOrEqual(1);
    const keys = await env.DB.prepare("SELECT DISTINCT key FROM rate_limit_hits").all<{ key: string }>();
    expect(keys.results.map((r) => r.key)).toEqual(["new"]);
  });
});
