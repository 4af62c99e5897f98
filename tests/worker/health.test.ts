import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { HEALTH_PROBE_MAX_AGE_MS } from "#worker/services/health";

const worker = exports.default;

describe("GET /api/health", () => {
  it("reports D1, KV and R2 as answering", async () => {
    const res = await worker.fetch("http://example.com/api/health");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const body = await res.json<{
      status: string;
      checkedAt: string;
      checks: Record<string, { ok: boolean; latencyMs: number }>;
    }>();
    expect(body.status).toBe("ok");
    expect(Date.now() - Date.parse(body.checkedAt)).toBeLessThan(60_000);
    expect(Object.keys(body.checks).sort()).toEqual(["d1", "kv", "r2"]);
    for (const check of Object.values(body.checks)) {
      expect(check.ok).toBe(true);
      expect(check.latencyMs).toBeGreaterThanOrEqual(0);
    }
  });

  it("shares one probe of the stores among the requests of a second, then probes again", async () => {
    const checkedAt = async () =>
      (await (await worker.fetch("http://example.com/api/health")).json<{ checkedAt: string }>()).checkedAt;
    const first = await checkedAt();
    const burst = await Promise.all(Array.from({ length: 5 }, checkedAt));
    // Requests within the window get the report of the probe under way or just made.
    expect(new Set(burst).size).toBeLessThanOrEqual(2);
    await new Promise((resolve) => setTimeout(resolve, HEALTH_PROBE_MAX_AGE_MS + 50));
    const later = await checkedAt();
    expect(Date.parse(later)).toBeGreaterThan(Date.parse(first));
    expect(Date.parse(later) - Date.parse(burst.at(-1)!)).toBeGreaterThanOrEqual(HEALTH_PROBE_MAX_AGE_MS);
  });

  it("refuses other methods with 405 in the error shape", async () => {
    const res = await worker.fetch("http://example.com/api/health", { method: "POST", body: "{not json" });
    expect(res.status).toBe(405);
    expect(res.headers.get("Allow")).toBe("GET, HEAD");
    const body = await res.json<{ error: { code: string } }>();
    expect(body.error.code).toBe("method_not_allowed");
  });
});
