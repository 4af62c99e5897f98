import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "#client/lib/api-client";

describe("typed API client", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("calls the Worker's routes under /api with the types of AppType", async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({
        status: "ok",
        checks: { d1: { ok: true, latencyMs: 1 }, kv: { ok: true, latencyMs: 1 }, r2: { ok: true, latencyMs: 1 } },
      }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const res = await api.health.$get();
    expect(res.ok).toBe(true);
    if (res.status === 200) {
      const body = await res.json();
      // `status` and `checks.d1.ok` are typed from the Worker's handler.
      expect(body.status).toBe("ok");
      expect(body.checks.d1.ok).toBe(true);
    }
    const calls = fetchMock.mock.calls as unknown as [RequestInfo | URL][];
    expect(String(calls[0]![0])).toMatch(/\/api\/health$/);
  });
});
