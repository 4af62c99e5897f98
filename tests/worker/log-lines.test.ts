import { afterEach, describe, expect, it, vi } from "vitest";
import { LOG_TEXT_MAX, logText } from "#worker/services/log-text";
import { ipSequence, uniqueEmail } from "../support/shared/clients";
import { request } from "../support/worker/http";
import { authPost } from "../support/worker/session";

/**
 * A value from outside quoted in a log line cannot end that line and write one of its own: the
 * Worker's log is read line by line, and a forged `[stripe]` line would be believed.
 */

const nextIp = ipSequence("198.51.100.");
const FORGED = "\n[stripe] event evt_1 paid order 0000: all good\r\n";

/** Every console line written while `act` runs, as the log would print it. */
async function logged(act: () => Promise<unknown>): Promise<string[]> {
  const lines: string[] = [];
  for (const level of ["log", "info", "warn", "error", "debug"] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      lines.push(args.map((a) => (typeof a === "string" ? a : String(a))).join(" "));
    });
  }
  await act();
  return lines;
}

afterEach(() => vi.restoreAllMocks());

describe("logText", () => {
  it("makes any value one line: CR, LF, escape sequences and line separators escaped", () => {
    const text = logText(`https://evil.example/${FORGED}\u001b[2K\u2028\u0000`);
    for (const ch of ["\r", "\n", "\u001b", "\u2028", "\u0000"]) expect(text).not.toContain(ch);
    expect(text).toBe(
      "https://evil.example/\\n[stripe] event evt_1 paid order 0000: all good\\r\\n\\u001b[2K\\u2028\\u0000",
    );
    // A backslash is escaped too, so a value cannot pass off an escape of its own as one.
    expect(logText("a\\nb")).toBe("a\\\\nb");
  });

  it("bounds its length, and makes an error (a provider's message, its stack) one line too", () => {
    const long = logText("x".repeat(10_000));
    expect(long.length).toBeLessThan(LOG_TEXT_MAX + 30);
    expect(long).toMatch(/…\(9500 more\)$/);
    const error = logText(new Error(`Stripe says:${FORGED}`));
    expect(error).toMatch(/^Error: Stripe says:\\n\[stripe\]/);
    expect(error).not.toMatch(/[\r\n]/);
    expect(logText({ message: `a${FORGED}` })).not.toMatch(/[\r\n]/);
  });
});

describe("the Worker's log", () => {
  it("a password reset's redirectTo with a newline is logged on one line", async () => {
    const lines = await logged(async () => {
      const res = await authPost(
        "/request-password-reset",
        { email: uniqueEmail("forger"), redirectTo: `https://evil.example/${FORGED}` },
        { ip: nextIp() },
      );
      expect(res.status).toBe(403);
    });
    const quoting = lines.filter((line) => line.includes("evil.example"));
    expect(quoting.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).not.toMatch(/[\r\n]/);
    expect(lines.some((line) => line.startsWith("[stripe]"))).toBe(false);
  });

  it("a CSP report's quoted values stay on one line", async () => {
    const lines = await logged(async () => {
      const res = await request("/api/csp-report", {
        method: "POST",
        headers: { "Content-Type": "application/csp-report" },
        body: JSON.stringify({
          "csp-report": { "document-uri": `https://example.com/${FORGED}`, "violated-directive": "script-src" },
        }),
      });
      expect(res.status).toBeLessThan(300);
    });
    for (const line of lines) expect(line).not.toMatch(/[\r\n\u2028]/);
  });
});
