import { afterEach, describe, expect, it, vi } from "vitest";
import {
  hasVisibleText,
  isValidEmail,
  isValidPhone,
  isValidUrl,
  sanitizeText,
  sanitizeTextarea,
} from "#worker/contract/secure-input";
import {
  contactConfirmationEmail,
  contactNotificationEmail,
  excerptDownloadEmail,
  newsletterConfirmationEmail,
  newsletterWelcomeEmail,
  type ContactEmailData,
} from "#worker/email/templates";
import { ipv6Prefix } from "#worker/middleware/submission-guard";
import { attachmentDisposition } from "#worker/services/file-download";
import { signToken, verifyToken } from "#worker/services/signed-token";
import {
  SITEVERIFY_URL,
  TURNSTILE_DUMMY_TOKEN,
  verifyTurnstile,
  type TurnstileCheck,
} from "#worker/services/turnstile";
import type { Locale } from "#worker/contract/locales";

afterEach(() => {
  vi.restoreAllMocks();
});

const SECRET = "unit-test-secret";
const NOW = 1_800_000_000; // unix seconds

const b64url = (s: string) => btoa(s).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

/** Signs an arbitrary payload string the way signToken does, to reach the checks after the HMAC. */
async function signRaw(secret: string, payload: string) {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const sig = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(payload)));
  return `${payload}.${b64url(String.fromCharCode(...sig))}`;
}

describe("signToken / verifyToken", () => {
  it("round-trips subject and expiry", async () => {
    const token = await signToken(SECRET, {
      purpose: "excerpt-download",
      subject: "mortal-vengeance-book-1",
      expiresAt: NOW + 60,
    });
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(await verifyToken(SECRET, token, "excerpt-download", NOW)).toEqual({
      valid: true,
      subject: "mortal-vengeance-book-1",
      expiresAt: NOW + 60,
    });
  });

  it("keeps non-ASCII subjects intact", async () => {
    const token = await signToken(SECRET, { purpose: "p", subject: "adrià@exemple.cat" });
    expect(await verifyToken(SECRET, token, "p", NOW)).toMatchObject({ valid: true, subject: "adrià@exemple.cat" });
  });

  it("refuses a token made for another purpose", async () => {
    const token = await signToken(SECRET, { purpose: "newsletter-unsubscribe", subject: "a@b.co" });
    expect(await verifyToken(SECRET, token, "newsletter-confirm", NOW)).toEqual({ valid: false, reason: "invalid" });
  });

  it("refuses a tampered payload (another subject with the old signature)", async () => {
    const token = await signToken(SECRET, { purpose: "p", subject: "a@b.co", expiresAt: NOW + 60 });
    const signature = token.split(".")[1]!;
    const forged = `${b64url(JSON.stringify({ p: "p", s: "victim@b.co", e: NOW + 60 }))}.${signature}`;
    expect(await verifyToken(SECRET, forged, "p", NOW)).toEqual({ valid: false, reason: "invalid" });
    // Stretching the expiry is tampering too.
    const later = `${b64url(JSON.stringify({ p: "p", s: "a@b.co", e: NOW + 999_999 }))}.${signature}`;
    expect(await verifyToken(SECRET, later, "p", NOW)).toEqual({ valid: false, reason: "invalid" });
  });

  it("refuses a tampered signature", async () => {
    const token = await signToken(SECRET, { purpose: "p", subject: "s" });
    const [payload, signature] = token.split(".") as [string, string];
    const flipped = (signature[0] === "A" ? "B" : "A") + signature.slice(1);
    expect(await verifyToken(SECRET, `${payload}.${flipped}`, "p", NOW)).toEqual({ valid: false, reason: "invalid" });
    expect(await verifyToken(SECRET, `${payload}.${signature.slice(0, -4)}`, "p", NOW)).toEqual({
      valid: false,
      reason: "invalid",
    });
  });

  it("refuses a token signed with another secret", async () => {
    const token = await signToken("another-secret", { purpose: "p", subject: "s" });
    expect(await verifyToken(SECRET, token, "p", NOW)).toEqual({ valid: false, reason: "invalid" });
  });

  it("expires after expiresAt (valid up to and including that second)", async () => {
    const token = await signToken(SECRET, { purpose: "p", subject: "s", expiresAt: NOW });
    expect((await verifyToken(SECRET, token, "p", NOW)).valid).toBe(true);
    expect(await verifyToken(SECRET, token, "p", NOW + 1)).toEqual({ valid: false, reason: "expired" });
  });

  it("a token for another purpose is invalid rather than expired, even when old", async () => {
    const token = await signToken(SECRET, { purpose: "a", subject: "s", expiresAt: NOW - 10 });
    expect(await verifyToken(SECRET, token, "b", NOW)).toEqual({ valid: false, reason: "invalid" });
  });

  it("a token without expiry (unsubscribe) keeps working", async () => {
    const token = await signToken(SECRET, { purpose: "newsletter-unsubscribe", subject: "a@b.co" });
    const check = await verifyToken(SECRET, token, "newsletter-unsubscribe", NOW + 100 * 365 * 86_400);
    expect(check).toEqual({ valid: true, subject: "a@b.co" });
  });

  it("defaults `now` to the clock", async () => {
    const past = await signToken(SECRET, { purpose: "p", subject: "s", expiresAt: Math.floor(Date.now() / 1000) - 5 });
    expect(await verifyToken(SECRET, past, "p")).toEqual({ valid: false, reason: "expired" });
  });

  it.each([
    ["empty", ""],
    ["one part", "abc"],
    ["a dot only", "."],
    ["empty signature", "abc."],
    ["three parts", "a.b.c"],
    ["non-base64 signature", "eyJwIjoicCJ9.$$$$"],
    ["non-base64 payload", "%%%.AAAA"],
    ["impossible base64 length", "eyJwIjoicCJ9.A"],
    ["spaces", "eyJw IjoicCJ9.AAAA"],
  ])("refuses garbage: %s", async (_, token) => {
    expect(await verifyToken(SECRET, token, "p", NOW)).toEqual({ valid: false, reason: "invalid" });
  });

  it("refuses correctly signed payloads that are not well-formed claims", async () => {
    const notJson = await signRaw(SECRET, b64url("not json"));
    const noSubject = await signRaw(SECRET, b64url(JSON.stringify({ p: "p" })));
    const numberSubject = await signRaw(SECRET, b64url(JSON.stringify({ p: "p", s: 42 })));
    const stringExpiry = await signRaw(SECRET, b64url(JSON.stringify({ p: "p", s: "x", e: "tomorrow" })));
    for (const token of [notJson, noSubject, numberSubject, stringExpiry]) {
      expect(await verifyToken(SECRET, token, "p", NOW)).toEqual({ valid: false, reason: "invalid" });
    }
    // The helper itself is right: a well-formed payload signed the same way passes.
    const good = await signRaw(SECRET, b64url(JSON.stringify({ p: "p", s: "x" })));
    expect((await verifyToken(SECRET, good, "p", NOW)).valid).toBe(true);
  });
});

describe("verifyTurnstile", () => {
  const PASS = "1x0000000000000000000000000000000AA";
  const FAIL = "2x0000000000000000000000000000000AA";
  const SPENT = "3x0000000000000000000000000000000AA";
  const REAL = "0x4AAAAAAABkMYinukE8nzYRealLooking";
  const check = (token: string | undefined, extra: Partial<TurnstileCheck> = {}): TurnstileCheck => ({
    token,
    action: "newsletter_subscription",
    hostname: "adriavidal.com",
    remoteIp: "203.0.113.9",
    ...extra,
  });

  describe("local mode (test secrets, no network)", () => {
    it.each([
      [PASS, TURNSTILE_DUMMY_TOKEN, { ok: true }],
      [PASS, ` ${TURNSTILE_DUMMY_TOKEN} `, { ok: true }],
      [PASS, "some-real-token", { ok: false, reason: "invalid-input-response" }],
      [FAIL, TURNSTILE_DUMMY_TOKEN, { ok: false, reason: "invalid-input-response" }],
      [FAIL, "some-real-token", { ok: false, reason: "invalid-input-response" }],
      [SPENT, TURNSTILE_DUMMY_TOKEN, { ok: false, reason: "timeout-or-duplicate" }],
      [SPENT, "some-real-token", { ok: false, reason: "timeout-or-duplicate" }],
      [PASS, "", { ok: false, reason: "missing-input-response" }],
      [PASS, "   ", { ok: false, reason: "missing-input-response" }],
      [PASS, undefined, { ok: false, reason: "missing-input-response" }],
    ] as const)("secret %s with token %j → %j", async (secretKey, token, expected) => {
      const fetch = vi.fn<typeof globalThis.fetch>(async () => {
        throw new Error("local mode must not call siteverify");
      });
      const globalFetch = vi.spyOn(globalThis, "fetch");
      expect(await verifyTurnstile(check(token), { secretKey, local: true, fetch })).toEqual(expected);
      expect(fetch).not.toHaveBeenCalled();
      expect(globalFetch).not.toHaveBeenCalled();
    });
  });

  describe("remote mode (siteverify through an injected fetch)", () => {
    interface Seen {
      url: string;
      method?: string;
      form: Record<string, string>;
    }
    /** A siteverify stand-in; `answers` are used in order (Error = network failure). */
    function siteverify(answers: Array<Response | Error | "hang">) {
      const seen: Seen[] = [];
      const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
        const form = init?.body as FormData;
        seen.push({
          url: String(input),
          method: init?.method,
          form: Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)])),
        });
        const answer = answers[seen.length - 1];
        if (answer === undefined) throw new Error("more calls than expected");
        if (answer === "hang") {
          return new Promise<Response>((_, reject) =>
            init!.signal!.addEventListener("abort", () => reject(init!.signal!.reason)),
          );
        }
        if (answer instanceof Error) throw answer;
        return answer;
      });
      return { fetch, seen };
    }
    const good = (extra: Record<string, unknown> = {}) =>
      Response.json({ success: true, action: "newsletter_subscription", hostname: "adriavidal.com", ...extra });

    it("passes a verified token and sends secret, response, remoteip and an idempotency key", async () => {
      const { fetch, seen } = siteverify([good()]);
      expect(await verifyTurnstile(check("tok-123"), { secretKey: REAL, local: false, fetch })).toEqual({ ok: true });
      expect(seen).toHaveLength(1);
      expect(seen[0]!.url).toBe(SITEVERIFY_URL);
      expect(seen[0]!.method).toBe("POST");
      expect(seen[0]!.form).toMatchObject({ secret: REAL, response: "tok-123", remoteip: "203.0.113.9" });
      expect(seen[0]!.form.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
    });

    it("leaves remoteip out when the client IP is unknown", async () => {
      const { fetch, seen } = siteverify([good()]);
      expect(
        await verifyTurnstile(check("tok", { remoteIp: undefined }), { secretKey: REAL, local: false, fetch }),
      ).toEqual({ ok: true });
      expect(seen[0]!.form).not.toHaveProperty("remoteip");
    });

    it("refuses a token solved for another form (action mismatch)", async () => {
      const { fetch } = siteverify([good({ action: "contact_form" })]);
      expect(await verifyTurnstile(check("tok"), { secretKey: REAL, local: false, fetch })).toEqual({
        ok: false,
        reason: "action-mismatch:contact_form",
      });
    });

    it("refuses a token solved on another site (hostname mismatch)", async () => {
      const { fetch } = siteverify([good({ hostname: "evil.example" })]);
      expect(await verifyTurnstile(check("tok"), { secretKey: REAL, local: false, fetch })).toEqual({
        ok: false,
        reason: "hostname-mismatch:evil.example",
      });
    });

    it("reports siteverify's error codes", async () => {
      const { fetch } = siteverify([
        Response.json({ success: false, "error-codes": ["invalid-input-response", "timeout-or-duplicate"] }),
      ]);
      expect(await verifyTurnstile(check("tok"), { secretKey: REAL, local: false, fetch })).toEqual({
        ok: false,
        reason: "invalid-input-response,timeout-or-duplicate",
      });
    });

    it("fails closed on an answer without success: true", async () => {
      const { fetch } = siteverify([Response.json({})]);
      expect(await verifyTurnstile(check("tok"), { secretKey: REAL, local: false, fetch })).toEqual({
        ok: false,
        reason: "rejected",
      });
    });

    it("never calls siteverify for a missing token", async () => {
      const { fetch } = siteverify([]);
      expect(await verifyTurnstile(check(""), { secretKey: REAL, local: false, fetch })).toEqual({
        ok: false,
        reason: "missing-input-response",
      });
      expect(fetch).not.toHaveBeenCalled();
    });

    it("fails closed after a network error twice", async () => {
      vi.spyOn(console, "warn").mockImplementation(() => {});
      const { fetch, seen } = siteverify([new TypeError("network down"), new TypeError("network down")]);
      expect(await verifyTurnstile(check("tok"), { secretKey: REAL, local: false, fetch })).toEqual({
        ok: false,
        reason: "siteverify-unavailable",
      });
      expect(seen).toHaveLength(2);
    });

    it("fails closed when siteverify hangs past the timeout twice", async () => {
      vi.spyOn(console, "warn").mockImplementation(() => {});
      const { fetch, seen } = siteverify(["hang", "hang"]);
      expect(await verifyTurnstile(check("tok"), { secretKey: REAL, local: false, fetch, timeoutMs: 20 })).toEqual({
        ok: false,
        reason: "siteverify-unavailable",
      });
      expect(seen).toHaveLength(2);
    });

    it("retries once after a 5xx and passes, reusing the same idempotency key", async () => {
      const { fetch, seen } = siteverify([new Response("busy", { status: 503 }), good()]);
      expect(await verifyTurnstile(check("tok"), { secretKey: REAL, local: false, fetch })).toEqual({ ok: true });
      expect(seen).toHaveLength(2);
      expect(seen[1]!.form.idempotency_key).toBe(seen[0]!.form.idempotency_key);
      expect(seen[1]!.form.response).toBe("tok");
    });

    it("retries once after a network error and passes, reusing the same idempotency key", async () => {
      vi.spyOn(console, "warn").mockImplementation(() => {});
      const { fetch, seen } = siteverify([new TypeError("reset"), good()]);
      expect(await verifyTurnstile(check("tok"), { secretKey: REAL, local: false, fetch })).toEqual({ ok: true });
      expect(seen.map((s) => s.form.idempotency_key)).toEqual([
        seen[0]!.form.idempotency_key,
        seen[0]!.form.idempotency_key,
      ]);
    });

    it("fails closed on 5xx twice", async () => {
      const { fetch, seen } = siteverify([new Response("", { status: 500 }), new Response("", { status: 502 })]);
      expect(await verifyTurnstile(check("tok"), { secretKey: REAL, local: false, fetch })).toEqual({
        ok: false,
        reason: "siteverify-unavailable",
      });
      expect(seen).toHaveLength(2);
    });

    it("uses a new idempotency key for each verification", async () => {
      const { fetch, seen } = siteverify([good(), good()]);
      await verifyTurnstile(check("tok"), { secretKey: REAL, local: false, fetch });
      await verifyTurnstile(check("tok"), { secretKey: REAL, local: false, fetch });
      expect(seen[0]!.form.idempotency_key).not.toBe(seen[1]!.form.idempotency_key);
    });
  });
});

describe("sanitizeText / sanitizeTextarea (shared secure input rules)", () => {
  it.each([
    ["a script block", "Hello <script>alert(1)</script>world", "Hello world"],
    ["a script block in capitals with attributes", 'Hi<SCRIPT type="text/javascript">steal()</SCRIPT >!', "Hi!"],
    ["an unclosed script tag", "a <script src=//evil.example/x.js> b", "a  b"],
    ["javascript:", "javascript:alert(1)", "alert(1)"],
    ["javascript with spaces and mixed case", "JaVaScRiPt :alert(1)", "alert(1)"],
    ["vbscript:", "vbscript:msgbox(1)", "msgbox(1)"],
    ["data:text/html", "data:text/html,hello", ",hello"],
    ["data : text/html with spaces", "data : text/html;base64,PHNjcmlwdD4=", ";base64,PHNjcmlwdD4="],
    ["an inline handler with double quotes", 'click onclick="steal()" me', "click  me"],
    ["an inline handler with single quotes", "x onmouseover='steal()' y", "x  y"],
    ["an unquoted inline handler", "x onerror=steal() y", "x  y"],
    ["a tag carrying a handler", '<img src=x onerror="alert(1)">pic', "pic"],
    ["a link with javascript:", '<a href="javascript:alert(1)">link</a>', "link"],
    ["nested obfuscation", "javajavascript:script:alert(1)", "alert(1)"],
    ["nested obfuscation of vbscript", "vbvbscript:script:x", "x"],
    ["a nested script block", "<scr<script>x</script>ipt>alert(1)</script>", "alert(1)"],
    ["plain tags", "<b>bold</b> and <i>italic</i>", "bold and italic"],
    ["an iframe block", "a<iframe src=x></iframe>b", "ab"],
  ])("removes %s", (_, input, expected) => {
    expect(sanitizeText(input)).toEqual({ value: expected, changed: true });
  });

  it.each([
    ["I <3 books"],
    ["5 < 6 and 7 > 3"],
    ["Data: text and HTML are fine"],
    ["Java script is a language"],
    ["Mortal Vengeance — «llibre 1» — 100% ça va"],
    ["email me at a@b.co"],
  ])("keeps harmless text %j unchanged", (input) => {
    expect(sanitizeText(input)).toEqual({ value: input, changed: false });
  });

  it("trims without flagging the field", () => {
    expect(sanitizeText("   Adrià  ")).toEqual({ value: "Adrià", changed: false });
  });

  it("trims what removing dangerous content leaves at the edges", () => {
    expect(sanitizeText("<script>x</script>  Name ")).toEqual({ value: "Name", changed: true });
  });

  it("cuts to the maximum (default 1000) and flags it", () => {
    expect(sanitizeText("a".repeat(1001))).toEqual({ value: "a".repeat(1000), changed: true });
    expect(sanitizeText("a".repeat(1000))).toEqual({ value: "a".repeat(1000), changed: false });
    expect(sanitizeText("abcdef", 3)).toEqual({ value: "abc", changed: true });
  });

  it.each([
    ["CR LF", "Bob\r\nBcc: evil@x.com", "Bob Bcc: evil@x.com"],
    ["a lone LF", "Hi\nX-Evil: 1", "Hi X-Evil: 1"],
    ["a lone CR", "Hi\rX-Evil: 1", "Hi X-Evil: 1"],
    ["NUL", "a\u0000b", "a b"],
    ["a tab", "a\tb", "a b"],
    ["escape sequences", "\u001b[31mred\u001b[0m", "[31mred [0m"],
    ["DEL and C1 controls (NEL)", "a\u007f\u0085b", "a b"],
    ["U+2028 and U+2029", "a\u2028b\u2029c", "a b c"],
    [
      "bidi overrides and isolates",
      "a\u202ab\u202bc\u202cd\u202de\u202ef\u2066g\u2067h\u2068i\u2069",
      "a b c d e f g h i",
    ],
  ])("single-line text: %s becomes a space", (_, input, expected) => {
    expect(sanitizeText(input)).toEqual({ value: expected, changed: true });
  });

  it("single-line text: breakers at the edges are trimmed away", () => {
    expect(sanitizeText("\r\n Name \u0000").value).toBe("Name");
  });

  it("textarea keeps LF (and tabs) but turns other control characters, U+2028/2029 and bidi overrides into spaces", () => {
    expect(
      sanitizeTextarea("a\r\nb\u0000c\u0007d\u000be\u000cf\u007fg\u0085h\u2028i\u2029j\u202ek\u2066l\tm\nn"),
    ).toEqual({
      value: "a\nb c d e f g h i j k l\tm\nn",
      changed: true,
    });
    expect(sanitizeTextarea("line 1\nline 2")).toEqual({ value: "line 1\nline 2", changed: false });
  });

  it("textarea keeps line breaks, normalises CRLF and defaults to 5000", () => {
    expect(sanitizeTextarea("line 1\r\nline 2\rline 3\n\nline 5")).toEqual({
      value: "line 1\nline 2\nline 3\n\nline 5",
      changed: false,
    });
    expect(sanitizeTextarea("b".repeat(5001))).toEqual({ value: "b".repeat(5000), changed: true });
    expect(sanitizeTextarea("b".repeat(5000)).changed).toBe(false);
    expect(sanitizeTextarea("hello\n<script>\nalert(1)\n</script>\nbye")).toEqual({
      value: "hello\n\nbye",
      changed: true,
    });
    expect(sanitizeTextarea("abcdef", 4)).toEqual({ value: "abcd", changed: true });
  });
});

describe("isValidEmail / isValidPhone / isValidUrl", () => {
  it.each([
    ["a@b.co", true],
    ["first.last+tag@sub.example.cat", true],
    ["  padded@example.com  ", true],
    ["a@b", false],
    ["@b.co", false],
    ["a@.co", false],
    ["a@b.c.d", true], // the spec's pattern is deliberately simple
    ["a b@c.co", false],
    ["a@b@c.co", false],
    ["", false],
    [`${"x".repeat(245)}@example.com`, false], // 257 characters
    [`${"x".repeat(242)}@example.com`, true], // exactly 254
    // Never a recipient or reply-to: control characters and angle brackets.
    ["a\u0000@b.co", false],
    ["<jane@example.com>", false],
    ["jane@exa\u0007mple.com", false],
    // Nothing a mail provider could read as two recipients, a comment or a quoted part.
    ["a,b@x.com", false],
    ["a;b@x.com", false],
    ["x@y.com,z", false],
    ["a(b)@x.com", false],
    ['a"b@x.com', false],
    ["a@b.c)", false],
    ["a@-b.com", false],
    ["a@b-.com", false],
    ["a@b..com", false],
    ["a@b.com.", false],
    ["a\\b@x.com", false],
    ["a:b@x.com", false],
    ["a[b]@x.com", false],
    // Letters of any script are letters.
    ["adrià@escola.cat", true],
    ["núria.puig@exemple.cat", true],
    ["o'brien+news@mail-server.example.ie", true],
    ["user@xn--bcher-kva.example", true],
  ])("email %j → %s", (value, ok) => {
    expect(isValidEmail(value)).toBe(ok);
  });

  it.each([
    ["+34 612 345 678", true],
    ["(555) 123-4567", true],
    ["612345678", true],
    ["+1234567890123456", true], // 16 digits
    ["12345678901234567", false], // 17 digits
    ["0123", false],
    ["+0123", false],
    ["++34 612", false],
    ["612.345.678", false],
    ["phone", false],
    ["", false],
  ])("phone %j → %s", (value, ok) => {
    expect(isValidPhone(value)).toBe(ok);
  });

  it.each([
    ["http://example.com", true],
    ["https://adriavidal.com/ca/books?x=1#top", true],
    ["HTTPS://EXAMPLE.COM", true],
    ["  https://example.com  ", true],
    ["ftp://example.com", false],
    ["javascript:alert(1)", false],
    ["data:text/html,x", false],
    ["//example.com", false],
    ["example.com", false],
    ["https://", false],
    ["http://exa mple.com", false],
  ])("url %j → %s", (value, ok) => {
    expect(isValidUrl(value)).toBe(ok);
  });
});

describe("ipv6Prefix (per-client limits count an IPv6 client by its /64)", () => {
  it.each([
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["2001:0db8:0000:0000:1:2:3:4", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["::", "0:0:0:0::/64"],
    ["2001:DB8:ABCD:0012::1", "2001:db8:abcd:12::/64"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:db8:1:2::", "2001:db8:1:2::/64"],
    ["2001:db8:1::ffff", "2001:db8:1:0::/64"],
    ["fe80::1:2:3:4", "fe80:0:0:0::/64"],
    ["2a02:ec80:300:ed1a::1", "2a02:ec80:300:ed1a::/64"],
  ])("%s → %s", (ip, prefix) => {
    expect(ipv6Prefix(ip)).toBe(prefix);
  });

  it("gives every address of one /64 the same key, whatever the notation, and a neighbouring /64 another", () => {
    const same = [
      "2001:db8:a:b::1",
      "2001:db8:a:b:ffff:ffff:ffff:ffff",
      "2001:0DB8:000A:000B:0:0:0:2",
      "2001:db8:a:b:1::",
    ];
    expect(new Set(same.map(ipv6Prefix)).size).toBe(1);
    expect(ipv6Prefix("2001:db8:a:c::1")).not.toBe(ipv6Prefix(same[0]!));
  });
});

describe("attachmentDisposition (RFC 6266 / 8187)", () => {
  it("keeps an ASCII name as is in both parameters", () => {
    expect(attachmentDisposition("Mortal Vengeance excerpt.epub")).toBe(
      `attachment; filename="Mortal Vengeance excerpt.epub"; filename*=UTF-8''Mortal%20Vengeance%20excerpt.epub`,
    );
  });

  it("folds accents for old clients and keeps the exact name in filename*", () => {
    expect(attachmentDisposition("Adrià Vidal - Currículum.pdf")).toBe(
      `attachment; filename="Adria Vidal - Curriculum.pdf"; filename*=UTF-8''Adri%C3%A0%20Vidal%20-%20Curr%C3%ADculum.pdf`,
    );
  });

  it("can't be broken out of: quotes, backslashes and line breaks are neutralised", () => {
    const header = attachmentDisposition('a"b\\c\r\nSet-Cookie: x=1.pdf');
    expect(header).toBe(
      `attachment; filename="a_b_c__Set-Cookie: x=1.pdf"; filename*=UTF-8''a%22b%5Cc%0D%0ASet-Cookie%3A%20x%3D1.pdf`,
    );
    expect(header).not.toMatch(/[\r\n]/);
    // Usable as a header value.
    expect(() => new Headers({ "Content-Disposition": header })).not.toThrow();
  });

  it("replaces characters with no ASCII form and encodes RFC 5987 specials in filename*", () => {
    expect(attachmentDisposition("書 (1)'s*.epub")).toBe(
      `attachment; filename="_ (1)'s*.epub"; filename*=UTF-8''%E6%9B%B8%20%281%29%27s%2A.epub`,
    );
  });
});

describe("email templates", () => {
  const LOCALES: Locale[] = ["en", "es", "ca"];
  const URL_WITH_QUERY = "https://adriavidal.com/api/downloads/resume?token=abc.def&x=1";
  const hostile: ContactEmailData = {
    form: "contact",
    fullName: "<script>alert('name')</script>",
    email: "x@example.com",
    subject: 'Job Position - <img src=x onerror="alert(1)">',
    message: "Line 1\n<script>alert(2)</script>",
    reasonLabel: "Job Position",
    company: "<b>Acme</b> & Co",
    stayUpdated: true,
    locale: "en",
    receivedAt: new Date("2026-01-02T03:04:05Z"),
  };

  for (const locale of LOCALES) {
    describe(locale, () => {
      const data = { ...hostile, locale };
      const rendered = {
        notification: contactNotificationEmail(data),
        confirmation: contactConfirmationEmail(data),
        resumeConfirmation: contactConfirmationEmail(
          { ...data, form: "resume" },
          { url: URL_WITH_QUERY, validDays: 7 },
        ),
        newsletterConfirm: newsletterConfirmationEmail(locale, URL_WITH_QUERY),
        welcome: newsletterWelcomeEmail(locale, URL_WITH_QUERY),
        excerpt: excerptDownloadEmail(locale, {
          fullName: "<i>Reader</i>",
          bookTitle: "Mortal Vengeance",
          url: URL_WITH_QUERY,
          validDays: 7,
        }),
      };

      it("renders every email with a subject, a text part and an HTML document in the language", () => {
        for (const mail of Object.values(rendered)) {
          expect(mail.subject.length).toBeGreaterThan(0);
          expect(mail.text.length).toBeGreaterThan(0);
          expect(mail.html).toMatch(new RegExp(`^<!doctype html><html lang="${locale}">`));
          expect(mail.html).toContain("</html>");
        }
      });

      it("escapes what visitors typed in the HTML part", () => {
        for (const mail of [
          rendered.notification,
          rendered.confirmation,
          rendered.resumeConfirmation,
          rendered.excerpt,
        ]) {
          expect(mail.html).not.toMatch(/<script|<img|<b>|<i>/i);
        }
        expect(rendered.notification.html).toContain("&lt;script&gt;alert(&#39;name&#39;)&lt;/script&gt;");
        expect(rendered.notification.html).toContain("&lt;b&gt;Acme&lt;/b&gt; &amp; Co");
        expect(rendered.confirmation.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
        expect(rendered.excerpt.html).toContain("&lt;i&gt;Reader&lt;/i&gt;");
        // The plain text part is plain text: it carries the words as typed.
        expect(rendered.notification.text).toContain("<b>Acme</b> & Co");
      });

      it("puts the action URL in the text part and, attribute-escaped, in the HTML", () => {
        for (const mail of [
          rendered.resumeConfirmation,
          rendered.newsletterConfirm,
          rendered.welcome,
          rendered.excerpt,
        ]) {
          expect(mail.text).toContain(URL_WITH_QUERY);
          expect(mail.html).toContain(`href="${URL_WITH_QUERY.replace("&", "&amp;")}"`);
        }
        // The home form's confirmation has no link to follow.
        expect(rendered.confirmation.html).not.toContain("<a ");
      });

      it("tells the author who wrote and everything they sent", () => {
        const { subject, text } = rendered.notification;
        expect(subject).toContain(hostile.fullName);
        for (const value of [hostile.email, hostile.message, "Job Position", "2026-01-02T03:04:05.000Z"]) {
          expect(text).toContain(value);
        }
      });
    });
  }

  it("the subjects are translated", () => {
    const subjects = (locale: Locale) => [
      newsletterConfirmationEmail(locale, URL_WITH_QUERY).subject,
      newsletterWelcomeEmail(locale, URL_WITH_QUERY).subject,
      contactConfirmationEmail({ ...hostile, locale }).subject,
    ];
    expect(subjects("en")).toEqual([
      "Please confirm your subscription",
      "Welcome aboard!",
      "Thanks for getting in touch",
    ]);
    expect(subjects("es")).toEqual(["Confirma tu suscripción", "¡Bienvenido a bordo!", "Gracias por escribirme"]);
    expect(subjects("ca")).toEqual(["Confirma la teva subscripció", "Benvingut a bord!", "Gràcies per escriure'm"]);
    expect(
      excerptDownloadEmail("ca", { fullName: "A", bookTitle: "Mortal Vengeance", url: URL_WITH_QUERY, validDays: 7 })
        .subject,
    ).toBe("El teu fragment gratuït de Mortal Vengeance");
  });

  it("the sender's confirmation echoes only the first 300 characters of the message, then an ellipsis", () => {
    const start = `${"a".repeat(299)}b`;
    const long = contactConfirmationEmail({ ...hostile, message: `${start}SECRET-TAIL` });
    expect(long.text).toContain(`${start}…`);
    expect(long.text).not.toContain("SECRET-TAIL");
    expect(long.html).not.toContain("SECRET-TAIL");
    // Trailing spaces at the cut go before the ellipsis.
    const spaced = contactConfirmationEmail({ ...hostile, message: `${"c".repeat(295)}     more` });
    expect(spaced.text).toContain(`${"c".repeat(295)}…`);
    // Exactly 300 is left alone.
    const exact = contactConfirmationEmail({ ...hostile, message: "d".repeat(300) });
    expect(exact.text).toContain("d".repeat(300));
    expect(exact.text).not.toContain("…");
    // The author's notification is never cut.
    expect(contactNotificationEmail({ ...hostile, message: `${start}SECRET-TAIL` }).text).toContain(
      `${start}SECRET-TAIL`,
    );
  });

  it("an email subject is always one line, whatever it is given", () => {
    const mail = contactNotificationEmail({ ...hostile, subject: "Hi\r\nX-Evil: 1", fullName: "Bob\nBcc: x" });
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject).toContain("Hi X-Evil: 1");
  });

  it("the resume confirmation states how long the link works and promises an answer within 24 hours", () => {
    const mail = contactConfirmationEmail(
      { ...hostile, form: "resume", locale: "en" },
      { url: URL_WITH_QUERY, validDays: 7 },
    );
    expect(mail.subject).toBe("Your copy of my resume");
    expect(mail.text).toContain("The link works for 7 days.");
    expect(mail.text).toContain("24 hours");
  });
});

describe("hasVisibleText", () => {
  it.each([
    ["Acme", true],
    ["", false],
    ["   ", false],
    ["\u200b", false], // a zero-width space is not a company name
    ["\u200b \ufeff\u2060", false],
    ["👩\u200d💻", true], // an emoji joined by ZWJ is still something
  ])("%j → %s", (value, visible) => {
    expect(hasVisibleText(value)).toBe(visible);
  });
});

describe("cuts count characters, not UTF-16 units", () => {
  it("never splits an emoji when cutting to the cap", async () => {
    const { cutToLength } = await import("#worker/contract/secure-input");
    const emoji = "😀".repeat(10);
    expect(cutToLength(emoji, 3)).toBe("😀😀😀");
    expect(sanitizeText(`a${emoji}`, 4).value).toBe("a😀😀😀");
    expect(sanitizeTextarea(emoji, 5).value).toBe("😀😀😀😀😀");
    // No lone surrogate anywhere.
    expect(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/.test(cutToLength("x😀", 2))).toBe(false);
  });
});

describe("IPv4 clients written as IPv6", () => {
  it("keep their own address instead of sharing one /64 bucket", async () => {
    const { ipv6Prefix } = await import("#worker/middleware/submission-guard");
    expect(ipv6Prefix("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(ipv6Prefix("0:0:0:0:0:ffff:198.51.100.1")).toBe("198.51.100.1");
    expect(ipv6Prefix("::ffff:203.0.113.7")).not.toBe(ipv6Prefix("::ffff:203.0.113.8"));
  });
});
