import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

const worker = exports.default;

describe("GET /api/health", () => {
  it("reports D1, KV and R2 as answering", async () => {
    const res = await worker.fetch("http://example.com/api/health");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const body = await res.json<{ status: string; checks: Record<string, { ok: boolean; latencyMs: number }> }>();
    expect(body.status).toBe("ok");
    expect(Object.keys(body.checks).sort()).toEqual(["d1", "kv", "r2"]);
    for (const check of Object.values(body.checks)) {
      expect(check.ok).toBe(true);
      expect(check.latencyMs).toBeGreaterThanOrEqual(0);
    }
  });

  it("refuses other methods with 405 in the error shape", async () => {
    const res = await worker.fetch("http://example.com/api/health", { method: "POST", body: "{not json" });
    expect(res.status).toBe(405);
    expect(res.headers.get("Allow")).toBe("GET, HEAD");
    const body = await res.json<{ error: { code: string } }>();
    expect(body.error.code).toBe("method_not_allowed");
  });
});
