import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { API_ERROR_CODES } from "#worker/contract/api-error";
import { contactRequestSchema, excerptRequestSchema, newsletterRequestSchema } from "#worker/contract/lead-capture";
import { createApp } from "#worker/app";
import { FORM_BODY_MAX_BYTES } from "#worker/middleware/json-body";
import { TURNSTILE_DUMMY_TOKEN } from "#worker/services/turnstile";
import { clientIp } from "../support/shared/clients";
import { int, mulberry32, pick, type Rng } from "../support/shared/seeded-random";
import { callApp } from "../support/worker/app";
import { ORIGIN, request } from "../support/worker/http";

/**
 * Fuzzes the public lead-capture endpoints with generated malformed requests. Each request
 * starts from a valid body, gets some harmless noise, then one change that makes it invalid
 * (checked against the shared zod schema whenever the body is JSON). None may cause a 5xx, every
 * answer must be a 4xx in the one error shape, and nothing may be stored, counted or mailed.
 */

const SEED = 0x1ead_c0de;
const CASES = 1040;
const CHUNK = 50;
const BODY_LIMIT = FORM_BODY_MAX_BYTES;
const FUZZ_DOMAIN = "fuzz.example.test";

interface Schema {
  safeParse(value: unknown): { success: boolean };
}

type FieldType = "string" | "boolean" | "true";
interface Target {
  name: string;
  path: string;
  schema: Schema;
  base(i: number): Record<string, unknown>;
  types: Record<string, FieldType>;
  /**
   * Fields the schema needs. Not turnstileToken: a missing or empty token is valid by schema and
   * refused by the bot check (403, after the rate limit counts it), so it is no breakage here.
   */
  required: string[];
  /** Fields whose value must be one of a fixed set. */
  enums: string[];
  /** Free-text fields noise may write into. */
  text: string[];
}

const email = (i: number) => `fuzz.${i}@${FUZZ_DOMAIN}`;

const TARGETS: Target[] = [
  {
    name: "contact",
    path: "/api/contact-form-handler",
    schema: contactRequestSchema,
    base: (i) => ({
      form: "contact",
      fullName: "Fuzz Tester",
      email: email(i),
      reason: "job_position",
      company: "Acme",
      message: "Hello",
      privacyPolicy: true,
      stayUpdated: true,
      turnstileToken: TURNSTILE_DUMMY_TOKEN,
      locale: "en",
    }),
    types: {
      form: "string",
      fullName: "string",
      email: "string",
      reason: "string",
      company: "string",
      subject: "string",
      message: "string",
      privacyPolicy: "true",
      stayUpdated: "boolean",
      turnstileToken: "string",
      locale: "string",
    },
    // Company is required too: the base enquiry is about a job position.
    required: ["form", "fullName", "email", "reason", "company", "privacyPolicy"],
    enums: ["form", "reason", "locale"],
    text: ["fullName", "company", "message", "subject"],
  },
  {
    name: "resume",
    path: "/api/contact-form-handler",
    schema: contactRequestSchema,
    base: (i) => ({
      form: "resume",
      fullName: "Fuzz Recruiter",
      email: email(i),
      subject: "Resume please",
      message: "Hi",
      turnstileToken: TURNSTILE_DUMMY_TOKEN,
      locale: "es",
    }),
    types: {
      form: "string",
      fullName: "string",
      email: "string",
      subject: "string",
      message: "string",
      turnstileToken: "string",
      locale: "string",
    },
    required: ["form", "fullName", "email"],
    enums: ["form", "locale"],
    text: ["fullName", "subject", "message"],
  },
  {
    name: "newsletter",
    path: "/api/newsletter-subscription",
    schema: newsletterRequestSchema,
    base: (i) => ({
      email: email(i),
      page_url: "http://127.0.0.1:8787/books",
      timestamp: "2026-01-02T03:04:05.000Z",
      turnstileToken: TURNSTILE_DUMMY_TOKEN,
      locale: "ca",
    }),
    types: { email: "string", page_url: "string", timestamp: "string", turnstileToken: "string", locale: "string" },
    required: ["email"],
    enums: ["locale"],
    text: [],
  },
  {
    name: "excerpt",
    path: "/api/register-excerpt-download",
    schema: excerptRequestSchema,
    base: (i) => ({
      email: email(i),
      fullName: "Fuzz Reader",
      bookTitle: "Mortal Vengeance",
      excerptFile: "mortal-vengeance-book-1",
      turnstileToken: TURNSTILE_DUMMY_TOKEN,
      locale: "en",
    }),
    types: {
      email: "string",
      fullName: "string",
      bookTitle: "string",
      excerptFile: "string",
      turnstileToken: "string",
      locale: "string",
    },
    required: ["email", "fullName", "excerptFile"],
    enums: ["excerptFile", "locale"],
    text: ["fullName", "bookTitle"],
  },
];

/** A body under construction: parsed entries plus raw JSON entries (for keys and values JSON.stringify can't express). */
interface Draft {
  obj: Record<string, unknown>;
  raw: Array<[string, string]>;
}

function serialize(d: Draft): string {
  const parts = [
    ...Object.entries(d.obj).map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`),
    ...d.raw.map(([k, r]) => `${JSON.stringify(k)}:${r}`),
  ];
  return `{${parts.join(",")}}`;
}

// ---- Values ----------------------------------------------------------------------------------

const WRONG_TYPED: unknown[] = [
  0,
  -1,
  3.14,
  1e308,
  [],
  ["fuzz@example.com"],
  [1, [2, [3]]],
  {},
  { $gt: "" },
  { toString: "x" },
  null,
  true,
  false,
];

function wrongTypeFor(rng: Rng, type: FieldType): unknown {
  const pool = WRONG_TYPED.filter((v) =>
    type === "string" ? true : type === "boolean" ? typeof v !== "boolean" : v !== true,
  );
  return pick(rng, pool);
}

const UNICODE = [
  "Zoë Ñúñez 漢字 🙂",
  "👩🏽‍💻‍👨‍👩‍👧",
  "\u202eevil\u202c",
  "a\u0301\u0302\u0303",
  "\ufeffBOM",
  "\ud800 lone surrogate",
  "𝕱𝖚𝖟𝖟",
  "مرحبا",
];
const CONTROL = [
  "\u0000",
  "\u0007bell",
  "\u001b[31mred\u001b[0m",
  "line\r\nbreak",
  "\u0008\u007f",
  "tab\there",
  "\u2028\u2029",
];
const DANGEROUS = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "javascript:alert(1)",
  '<a href="javascript:void(0)" onclick="x()">x</a>',
  "data:text/html,<b>x</b>",
];
const INVALID_EMAILS = [
  "plainaddress",
  "@example.com",
  "fuzz@",
  "fuzz@example",
  "fuzz@@example.com",
  "fuzz@exa mple.com",
  "fuzz doe@example.com",
  "fuzz@example.",
  "fuzz@.com",
  "a@b@c.com",
  "🙂@🙂",
  "fuzz@example.com, other@example.com",
  "fuzz@example.com\r\nBcc: victim@example.com",
  '"quoted"@localhost',
  "fuzz\u200b@example",
  "\u0000",
  "",
  "   ",
];
const UNKNOWN_ENUM = [
  "fr",
  "EN",
  "en ",
  "de-DE",
  "astrology",
  "job-position",
  "JOB_POSITION",
  "__proto__",
  "constructor",
  "toString",
  "hasOwnProperty",
  "",
  "🙂",
  "mortal-vengeance-book-2",
  "../../etc/passwd",
  "contact ",
  "Resume",
  "newsletter",
  "admin",
];
const INVALID_PAGE_URLS = [
  "javascript:alert(1)",
  "ftp://example.com/x",
  "not a url",
  "//example.com/x",
  "data:text/html,<b>x</b>",
  "http//x",
];
const INVALID_TIMESTAMPS = [
  "yesterday",
  "2024-13-01T00:00:00Z",
  "2024-01-01",
  "1700000000",
  "2024-01-01T00:00:00",
  "2024-02-30T25:61:00Z",
];
const GARBAGE = [
  "undefined",
  "{'form':'contact'}",
  "{form:contact}",
  "NaN",
  "<xml/>",
  "form=contact&email=x%40y.z",
  "\u0000\u0001\u0002",
  "{,}",
  '{"a":1,}',
  "[1,2,",
  "--boundary\r\nContent-Disposition: form-data\r\n",
  "\ufeff{}",
];
const NON_OBJECT = ["null", "[]", "42", '"contact"', "true", "-0", "[{}]"];
const NON_JSON_TYPES = [
  "text/plain",
  "text/plain;charset=UTF-8",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "text/json",
  "application/xml",
  "application/jsonp",
  "json",
  "application/json-seq",
  null, // no Content-Type at all
];
const JSON_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "APPLICATION/JSON",
  "application/vnd.api+json",
];

const nested = (rng: Rng, depth: number) =>
  rng() < 0.5 ? `${"[".repeat(depth)}1${"]".repeat(depth)}` : `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;

// ---- Generation ------------------------------------------------------------------------------

interface Case {
  target: Target;
  kind: string;
  body: string;
  contentType: string | null;
}

function addNoise(rng: Rng, t: Target, d: Draft) {
  for (let n = int(rng, 0, 2); n > 0; n--) {
    const field = t.text.length ? pick(rng, t.text) : null;
    switch (int(rng, 0, 5)) {
      case 0:
        if (field) d.obj[field] = `${pick(rng, UNICODE)} ${d.obj[field] ?? ""}`;
        break;
      case 1:
        if (field) d.obj[field] = `${d.obj[field] ?? "x"}${pick(rng, CONTROL)}`;
        break;
      case 2:
        if (field) d.obj[field] = `${pick(rng, DANGEROUS)}${d.obj[field] ?? ""}`;
        break;
      case 3:
        Object.assign(
          d.obj,
          pick(rng, [
            { isAdmin: true },
            { id: "00000000-0000-0000-0000-000000000000" },
            { status: "confirmed" },
            { createdAt: 0 },
          ]),
        );
        break;
      case 4:
        d.raw.push(
          pick(rng, [
            ["__proto__", '{"isAdmin":true}'],
            ["constructor", '{"prototype":{"isAdmin":true}}'],
          ] as const).slice() as [string, string],
        );
        break;
      default:
        d.obj.email = `  ${String(d.obj.email)}  `; // padding is trimmed: still valid
    }
  }
}

/** One change that makes the body invalid; returns its name. */
function breakBody(rng: Rng, t: Target, d: Draft): string {
  const fields = Object.keys(t.types);
  const r = rng();
  if (r < 0.14) {
    const f = pick(rng, t.required);
    delete d.obj[f];
    return "drop-required";
  }
  if (r < 0.28) {
    const f = pick(rng, fields);
    d.obj[f] = wrongTypeFor(rng, t.types[f]!);
    return "wrong-type";
  }
  if (r < 0.36) {
    const f = pick(
      rng,
      t.required.filter((x) => t.types[x] === "string" && !t.enums.includes(x)),
    );
    if (f === "email") d.obj[f] = pick(rng, ["", "   ", "\t\n"]);
    else
      d.obj[f] = pick(rng, ["", "   ", "<script>alert(1)</script>", "<b></b>", "javascript:", "<img src=x onerror=y>"]);
    return "empty-required";
  }
  if (r < 0.44) {
    const choices = [
      "email",
      "turnstileToken",
      ...t.enums,
      ...(t.name === "newsletter" ? ["page_url", "timestamp"] : []),
    ];
    const f = pick(rng, choices);
    const n = int(rng, 2100, 30_000);
    d.obj[f] =
      f === "email"
        ? `${"a".repeat(n)}@example.com`
        : f === "page_url"
          ? `https://example.com/${"p".repeat(n)}`
          : "z".repeat(n);
    return "huge-string";
  }
  if (r < 0.52) {
    d.obj.email = pick(rng, INVALID_EMAILS);
    return "invalid-email";
  }
  if (r < 0.6) {
    d.obj[pick(rng, t.enums)] = pick(rng, UNKNOWN_ENUM);
    return "unknown-enum";
  }
  if (r < 0.66) {
    // Dropped field offered through the prototype instead: must not count as present.
    const f = pick(rng, t.required);
    const value = JSON.stringify(t.base(0)[f]);
    delete d.obj[f];
    d.raw.push(
      rng() < 0.5
        ? ["__proto__", `{${JSON.stringify(f)}:${value}}`]
        : ["constructor", `{"prototype":{${JSON.stringify(f)}:${value}}}`],
    );
    return "prototype-pollution";
  }
  if (r < 0.72) {
    // A duplicate key: the last one wins and it is the wrong type.
    const f = pick(rng, fields);
    d.raw.push([f, JSON.stringify(wrongTypeFor(rng, t.types[f]!))]);
    delete d.obj[f];
    d.raw.unshift([f, JSON.stringify(t.base(0)[f] ?? "x")]);
    return "duplicate-key";
  }
  if (r < 0.78) {
    const f = pick(rng, fields);
    delete d.obj[f];
    d.raw.push([f, nested(rng, int(rng, 2, 3000))]);
    return "deep-nesting";
  }
  // Form-specific rules.
  if (t.name === "contact") {
    if (rng() < 0.5) {
      d.obj.privacyPolicy = pick(rng, [false, "true", 1, "yes", null, [true], { value: true }]);
      return "privacy";
    }
    d.obj.company = pick(rng, ["", "   ", "\n", "<b></b>", "<script>Acme</script>"]);
    return "company-required";
  }
  if (t.name === "newsletter") {
    if (rng() < 0.5) d.obj.page_url = pick(rng, INVALID_PAGE_URLS);
    else d.obj.timestamp = pick(rng, INVALID_TIMESTAMPS);
    return "newsletter-fields";
  }
  if (t.name === "resume") {
    d.obj.form = pick(rng, ["contact ", "Contact", "RESUME", "", "newsletter", "excerpt", 1, null, true, ["resume"]]);
    return "unknown-form";
  }
  d.obj.excerptFile = pick(rng, [
    "Mortal Vengeance",
    "mortal-vengeance-book-1.epub",
    "excerpts/mortal-vengeance-book-1.epub",
    " mortal-vengeance-book-1",
  ]);
  return "unknown-excerpt";
}

function generate(count: number, seed: number): Case[] {
  const rng = mulberry32(seed);
  const cases: Case[] = [];
  for (let i = 0; i < count; i++) {
    const target = TARGETS[i % TARGETS.length]!;
    const d: Draft = { obj: target.base(i), raw: [] };
    addNoise(rng, target, d);
    const r = rng();
    let kind: string;
    let body: string;
    let contentType: string | null = pick(rng, JSON_TYPES);
    if (r < 0.06) {
      kind = "garbage";
      body =
        rng() < 0.5
          ? pick(rng, GARBAGE)
          : Array.from({ length: int(rng, 1, 200) }, () => String.fromCharCode(int(rng, 0, 0x2ff))).join("");
    } else if (r < 0.12) {
      kind = "truncated";
      const full = serialize(d);
      body = full.slice(0, int(rng, 1, full.length - 1));
    } else if (r < 0.14) {
      kind = "empty";
      body = "";
    } else if (r < 0.18) {
      kind = "non-object";
      body = rng() < 0.8 ? pick(rng, NON_OBJECT) : `[${serialize(d)}]`;
    } else if (r < 0.25) {
      kind = `wrong-content-type/${breakBody(rng, target, d)}`;
      body = serialize(d);
      contentType = pick(rng, NON_JSON_TYPES);
    } else if (r < 0.29) {
      kind = `oversize/${breakBody(rng, target, d)}`;
      d.obj.padding = "p".repeat(int(rng, BODY_LIMIT + 100, 3 * BODY_LIMIT));
      body = serialize(d);
    } else {
      kind = breakBody(rng, target, d);
      body = serialize(d);
    }
    cases.push({ target, kind, body, contentType });
  }
  return cases;
}

// ---- Oracle ----------------------------------------------------------------------------------

/** As the server reads a body: UTF-8 decoding drops a leading byte order mark, then JSON. */
function parseJson(body: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(body.replace(/^\ufeff/, "")) };
  } catch {
    return { ok: false };
  }
}

const isJsonType = (type: string | null) =>
  type !== null && /^application\/([\w.-]+\+)?json$/i.test(type.split(";")[0]!.trim());

/** What the documented order (content type, size, JSON, schema) says the answer is. */
function expected(c: Case): { status: number; codes: string[] } {
  if (!isJsonType(c.contentType)) return { status: 415, codes: ["unsupported_media_type"] };
  if (new TextEncoder().encode(c.body).byteLength > BODY_LIMIT) return { status: 413, codes: ["payload_too_large"] };
  if (!parseJson(c.body).ok) return { status: 400, codes: ["invalid_json"] };
  return { status: 400, codes: ["validation_failed"] };
}

/**
 * The Worker's own fetch handler (worker/index.ts exports `app.fetch`), called directly: going
 * through `exports.default.fetch` costs more with every call in the test pool, which made a
 * thousand requests take minutes.
 */
const app = createApp();
async function send(c: Case, i: number) {
  // A distinct client per request: the limiter must not be what answers.
  const ip = clientIp(i);
  const headers: Record<string, string> = { "CF-Connecting-IP": ip };
  if (c.contentType !== null) headers["Content-Type"] = c.contentType;
  // A byte body keeps the runtime from adding a text/plain type when there is none.
  const body = c.contentType === null ? new TextEncoder().encode(c.body) : c.body;
  return callApp(new Request(`${ORIGIN}${c.target.path}`, { method: "POST", headers, body }), env, app);
}

async function tableCounts() {
  const tables = [
    "contact_messages",
    "newsletter_subscribers",
    "excerpt_leads",
    "email_outbox",
    "dev_mailbox",
    "rate_limit_hits",
  ];
  const out: Record<string, number> = {};
  for (const t of tables) out[t] = (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${t}`).first<{ n: number }>())!.n;
  return out;
}

function checkErrorShape(value: unknown): string | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return "not an object";
  if (Object.keys(value).join() !== "error") return `top-level keys ${Object.keys(value).join()}`;
  const error = (value as { error: unknown }).error;
  if (typeof error !== "object" || error === null) return "error is not an object";
  const { code, message, fields, ...rest } = error as Record<string, unknown>;
  if (Object.keys(rest).length) return `extra keys ${Object.keys(rest).join()}`;
  if (typeof code !== "string" || !(API_ERROR_CODES as readonly string[]).includes(code))
    return `bad code ${String(code)}`;
  if (typeof message !== "string" || message === "") return "bad message";
  if (fields !== undefined) {
    if (typeof fields !== "object" || fields === null) return "fields is not an object";
    for (const v of Object.values(fields)) {
      if (!Array.isArray(v) || !v.every((m) => typeof m === "string")) return "fields values are not string arrays";
    }
  }
  return null;
}

// ---- Tests -----------------------------------------------------------------------------------

describe("lead-capture fuzz", () => {
  const cases = generate(CASES, SEED);

  it("generates only invalid requests, from valid bases, in every category", () => {
    for (const t of TARGETS) expect(t.schema.safeParse(t.base(0)).success, `${t.name} base body`).toBe(true);
    expect(cases.length).toBeGreaterThanOrEqual(1000);
    for (const [i, c] of cases.entries()) {
      const parsed = parseJson(c.body);
      if (parsed.ok) {
        // Invalid by construction: the shared schema itself refuses the body.
        expect(
          c.target.schema.safeParse(parsed.value).success,
          `case ${i} (${c.target.name}, ${c.kind}): ${c.body.slice(0, 300)}`,
        ).toBe(false);
      }
    }
    const kinds = new Set(cases.map((c) => c.kind.split("/").pop()));
    for (const kind of [
      "drop-required",
      "wrong-type",
      "empty-required",
      "huge-string",
      "invalid-email",
      "unknown-enum",
      "prototype-pollution",
      "duplicate-key",
      "deep-nesting",
      "privacy",
      "company-required",
      "newsletter-fields",
      "unknown-form",
      "garbage",
      "truncated",
      "empty",
      "non-object",
    ]) {
      expect(kinds, kind).toContain(kind);
    }
    expect(cases.some((c) => c.kind.startsWith("wrong-content-type/"))).toBe(true);
    expect(cases.some((c) => c.kind.startsWith("oversize/"))).toBe(true);
  });

  it(
    `answers ${CASES} malformed requests with 4xx in the one error shape and stores nothing`,
    { timeout: 60_000 },
    async () => {
      const before = await tableCounts();
      const failures: string[] = [];
      const statuses = new Map<number, number>();

      for (let start = 0; start < cases.length; start += CHUNK) {
        const chunk = cases.slice(start, start + CHUNK);
        await Promise.all(
          chunk.map(async (c, j) => {
            const i = start + j;
            const label = `case ${i} (${c.target.name} ${c.kind}, ${c.contentType ?? "no type"}, ${c.body.length} chars)`;
            const res = await send(c, i);
            statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
            const text = await res.text();
            if (res.status >= 500 || res.status < 400) {
              failures.push(`${label}: status ${res.status} ${text.slice(0, 200)}`);
              return;
            }
            if (!(res.headers.get("Content-Type") ?? "").startsWith("application/json")) {
              failures.push(`${label}: content type ${res.headers.get("Content-Type")}`);
              return;
            }
            const parsed = parseJson(text);
            const shapeError = parsed.ok ? checkErrorShape(parsed.value) : "body is not JSON";
            if (shapeError) {
              failures.push(`${label}: ${shapeError}: ${text.slice(0, 200)}`);
              return;
            }
            const want = expected(c);
            const code = (parsed as { value: { error: { code: string } } }).value.error.code;
            if (res.status !== want.status || !want.codes.includes(code)) {
              failures.push(`${label}: got ${res.status} ${code}, expected ${want.status} ${want.codes.join("|")}`);
            }
          }),
        );
      }

      expect(failures).toEqual([]);
      expect([...statuses.keys()].sort()).toEqual([400, 413, 415]);
      // Nothing stored, queued, mailed, or even counted against a limit (validation comes first).
      expect(await tableCounts()).toEqual(before);
      const fuzzRows = await env.DB.prepare(
        `SELECT (SELECT COUNT(*) FROM contact_messages WHERE email LIKE ?1)
            + (SELECT COUNT(*) FROM newsletter_subscribers WHERE email LIKE ?1)
            + (SELECT COUNT(*) FROM excerpt_leads WHERE email LIKE ?1)
            + (SELECT COUNT(*) FROM email_outbox WHERE recipient LIKE ?1 OR reply_to LIKE ?1) AS n`,
      )
        .bind(`%${FUZZ_DOMAIN}%`)
        .first<{ n: number }>();
      expect(fuzzRows!.n).toBe(0);
    },
  );

  it("a missing or empty bot-check token is valid by schema, so the generator never counts it as a breakage", () => {
    for (const t of TARGETS) {
      const { turnstileToken: _dropped, ...withoutToken } = t.base(0);
      expect(t.schema.safeParse(withoutToken).success, `${t.name} without a token`).toBe(true);
      expect(t.schema.safeParse({ ...t.base(0), turnstileToken: "" }).success, `${t.name} with an empty token`).toBe(
        true,
      );
      // While a wrongly typed or too long one is still invalid.
      expect(t.schema.safeParse({ ...t.base(0), turnstileToken: 42 }).success).toBe(false);
      expect(t.schema.safeParse({ ...t.base(0), turnstileToken: "z".repeat(2049) }).success).toBe(false);
      expect(t.required).not.toContain("turnstileToken");
    }
    expect(BODY_LIMIT).toBe(32 * 1024);
    // Every oversize case really is over the limit, and some huge-string cases sit between the old 16 KB and it.
    const bytes = (c: Case) => new TextEncoder().encode(c.body).byteLength;
    for (const c of cases.filter((c) => c.kind.startsWith("oversize/"))) expect(bytes(c)).toBeGreaterThan(BODY_LIMIT);
    expect(cases.some((c) => c.kind.endsWith("huge-string") && bytes(c) > 16 * 1024 && bytes(c) <= BODY_LIMIT)).toBe(
      true,
    );
  });

  it("control: the unbroken base bodies are accepted, so the fuzz is not refused for some other reason", async () => {
    const accepted = { contact: 201, resume: 201, newsletter: 202, excerpt: 201 } as const;
    for (const [i, t] of TARGETS.entries()) {
      const res = await request(t.path, {
        method: "POST",
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": `10.255.255.${i + 1}` },
        body: JSON.stringify({ ...t.base(100_000 + i), email: `control.${i}@control.example.test` }),
      });
      expect(res.status, t.name).toBe(accepted[t.name as keyof typeof accepted]);
    }
  });

  it("control: without a bot-check token (or with an empty one) each body is refused by the bot check, 403, storing nothing", async () => {
    for (const [i, t] of TARGETS.entries()) {
      for (const [j, token] of [undefined, ""].entries()) {
        const email = `control.token.${i}.${j}@control.example.test`;
        const body: Record<string, unknown> = { ...t.base(200_000 + i), email, turnstileToken: token };
        const res = await request(t.path, {
          method: "POST",
          headers: { "Content-Type": "application/json", "CF-Connecting-IP": `10.255.254.${i * 2 + j + 1}` },
          body: JSON.stringify(body), // an undefined token is left out of the JSON
        });
        expect(res.status, `${t.name} token ${JSON.stringify(token)}`).toBe(403);
        const json = await res.json();
        expect(checkErrorShape(json)).toBeNull();
        expect((json as { error: { code: string } }).error.code).toBe("bot_check_failed");
        const stored = await env.DB.prepare(
          `SELECT (SELECT COUNT(*) FROM contact_messages WHERE email = ?1)
                + (SELECT COUNT(*) FROM newsletter_subscribers WHERE email = ?1)
                + (SELECT COUNT(*) FROM excerpt_leads WHERE email = ?1)
                + (SELECT COUNT(*) FROM email_outbox WHERE recipient = ?1 OR reply_to = ?1) AS n`,
        )
          .bind(email)
          .first<{ n: number }>();
        expect(stored!.n).toBe(0);
      }
    }
  });
});
