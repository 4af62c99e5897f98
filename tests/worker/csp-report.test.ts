import { afterEach, describe, expect, it, vi } from "vitest";
import { request } from "../support/worker/http";

const legacyReport = {
  "csp-report": {
    "document-uri": "https://example.com/books",
    "blocked-uri": "https://evil.example/x.js",
    "effective-directive": "script-src-elem",
    "original-policy": "default-src 'self'",
  },
};

const post = (body: string, type = "application/csp-report", extra: Record<string, string> = {}) =>
  request("/api/csp-report", { method: "POST", body, headers: { "Content-Type": type, ...extra } });

describe("POST /api/csp-report", () => {
  afterEach(() => vi.restoreAllMocks());

  it("logs a legacy report-uri violation and answers 204", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const res = await post(JSON.stringify(legacyReport));
    expect(res.status).toBe(204);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[csp-violation\] .*https:\/\/evil\.example\/x\.js/));
  });

  it("logs each report of a Reporting API batch", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const batch = [1, 2].map((n) => ({
      type: "csp-violation",
      body: {
        documentURL: "https://example.com/",
        blockedURL: `https://evil.example/${n}.js`,
        effectiveDirective: "script-src",
      },
    }));
    const res = await post(JSON.stringify(batch), "application/reports+json");
    expect(res.status).toBe(204);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it("rejects invalid JSON with 400 invalid_json", async () => {
    const res = await post("{nope");
    expect(res.status).toBe(400);
    expect((await res.json<{ error: { code: string } }>()).error.code).toBe("invalid_json");
  });

  it("rejects JSON that is not a report with 400", async () => {
    const res = await post(JSON.stringify({ hello: "world" }), "application/json");
    expect(res.status).toBe(400);
    expect((await res.json<{ error: { code: string } }>()).error.code).toBe("bad_request");
  });

  it("rejects other content types with 415", async () => {
    const res = await post("a=b", "application/x-www-form-urlencoded");
    expect(res.status).toBe(415);
    expect((await res.json<{ error: { code: string } }>()).error.code).toBe("unsupported_media_type");
  });

  it("rejects oversized bodies with 413", async () => {
    const huge = JSON.stringify({ "csp-report": { "blocked-uri": "x".repeat(70 * 1024) } });
    const res = await post(huge);
    expect(res.status).toBe(413);
  });

  it("only accepts POST", async () => {
    const res = await request("/api/csp-report");
    expect(res.status).toBe(404);
  });
});
