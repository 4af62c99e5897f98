import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ApiErrorBody } from "#worker/contract/api-error";
import { TURNSTILE_DUMMY_TOKEN } from "#worker/services/turnstile";
import { verifyToken } from "#worker/services/signed-token";
import { ipSequence } from "../support/shared/clients";
import { callApp } from "../support/worker/app";
import { ORIGIN, request, withoutUndefined } from "../support/worker/http";

/** POST /api/register-excerpt-download: the lead first, then a signed link to the EPUB. */

type Created = { data: { download: { url: string; fileName: string } } };

const PATH = "/api/register-excerpt-download";
const LOCAL_SIGNING_SECRET = "local-development-signing-secret-not-for-production";

const nextIp = ipSequence("198.51.100.");
let mailCount = 0;
const nextEmail = (tag = "reader") => `${tag}.${++mailCount}@example.test`;

function excerptBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    email: nextEmail(),
    fullName: "Rosa Reader",
    bookTitle: "Mortal Vengeance",
    excerptFile: "mortal-vengeance-book-1",
    turnstileToken: TURNSTILE_DUMMY_TOKEN,
    locale: "en",
    ...overrides,
  };
}

function post(body: unknown, ip = nextIp()) {
  return request(PATH, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
    body: JSON.stringify(body),
  });
}

/** With its own execution context, so the waitUntil send has finished when it resolves. */
async function postAndSend(body: unknown, ip = nextIp()) {
  return callApp(
    new Request(`${ORIGIN}${PATH}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
      body: JSON.stringify(body),
    }),
  );
}

async function counts() {
  const one = async (table: string) =>
    (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>())!.n;
  return { leads: await one("excerpt_leads"), outbox: await one("email_outbox") };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("register-excerpt-download", () => {
  it("records the lead, queues the email with an absolute signed link and answers with the browser's link", async () => {
    const email = nextEmail("happy");
    const res = await postAndSend(excerptBody({ email }));
    expect(res.status).toBe(201);
    const body = await res.json<Created>();
    expect(body).toEqual({
      data: {
        download: {
          url: expect.stringMatching(/^\/api\/downloads\/excerpt\?token=[\w%.-]+$/),
          fileName: "Mortal Vengeance excerpt.epub",
        },
      },
    });
    // The browser's link is short-lived (minutes) and opens this excerpt only.
    const browserToken = decodeURIComponent(new URL(body.data.download.url, ORIGIN).searchParams.get("token")!);
    const browserCheck = await verifyToken(LOCAL_SIGNING_SECRET, browserToken, "excerpt-download");
    expect(browserCheck).toMatchObject({ valid: true, subject: "mortal-vengeance-book-1" });
    const now = Math.floor(Date.now() / 1000);
    expect((browserCheck as { expiresAt: number }).expiresAt - now).toBeLessThanOrEqual(15 * 60);

    const lead = await env.DB.prepare("SELECT * FROM excerpt_leads WHERE email = ?").bind(email).first<{
      excerpt_id: string;
      book_title: string;
      full_name: string;
      locale: string;
      created_at: number;
    }>();
    expect(lead).toMatchObject({
      excerpt_id: "mortal-vengeance-book-1",
      book_title: "Mortal Vengeance",
      full_name: "Rosa Reader",
      locale: "en",
    });

    const { results: outbox } = await env.DB.prepare("SELECT * FROM email_outbox WHERE recipient = ?")
      .bind(email)
      .all<{ id: string; kind: string; subject: string; text_body: string; html_body: string; status: string }>();
    expect(outbox).toHaveLength(1);
    const mail = outbox[0]!;
    expect(mail.kind).toBe("excerpt_download");
    expect(mail.subject).toBe("Your free excerpt of Mortal Vengeance");
    expect(mail.status).toBe("sent");
    const link = /https?:\/\/\S+\/api\/downloads\/excerpt\?token=([\w%.-]+)/.exec(mail.text_body);
    expect(link).not.toBeNull();
    expect(link![0].startsWith(`${ORIGIN}/api/downloads/excerpt?token=`)).toBe(true);
    expect(mail.html_body).toContain(`href="${ORIGIN}/api/downloads/excerpt?token=`);
    // The emailed link lasts days, not minutes, and is signed for the excerpt.
    const emailCheck = await verifyToken(LOCAL_SIGNING_SECRET, decodeURIComponent(link![1]!), "excerpt-download");
    expect(emailCheck).toMatchObject({ valid: true, subject: "mortal-vengeance-book-1" });
    expect((emailCheck as { expiresAt: number }).expiresAt - now).toBeGreaterThan(6 * 86_400);

    const delivered = await env.DB.prepare("SELECT recipient FROM dev_mailbox WHERE id = ?")
      .bind(`excerpt_download/${mail.id}`)
      .first<{ recipient: string }>();
    expect(delivered?.recipient).toBe(email);
  });

  it("writes the email in the reader's language", async () => {
    const email = nextEmail("ca");
    expect((await post(excerptBody({ email, locale: "ca" }))).status).toBe(201);
    const mail = await env.DB.prepare("SELECT subject FROM email_outbox WHERE recipient = ?")
      .bind(email)
      .first<{ subject: string }>();
    expect(mail!.subject).toBe("El teu fragment gratuït de Mortal Vengeance");
  });

  it("takes the book title from the catalogue, not from the request", async () => {
    const email = nextEmail("title");
    const res = await post(excerptBody({ email, bookTitle: "Something Else <b>bold</b>" }));
    expect(res.status).toBe(201);
    expect((await res.json<Created>()).data.download.fileName).toBe("Mortal Vengeance excerpt.epub");
    const lead = await env.DB.prepare("SELECT book_title FROM excerpt_leads WHERE email = ?")
      .bind(email)
      .first<{ book_title: string }>();
    expect(lead!.book_title).toBe("Mortal Vengeance");
  });

  it("sanitises the name before storing and mailing it", async () => {
    const email = nextEmail("xss");
    expect(
      (await post(excerptBody({ email, fullName: "Rosa<script>alert(1)</script> <img src=x onerror=alert(2)>" })))
        .status,
    ).toBe(201);
    const lead = await env.DB.prepare("SELECT full_name FROM excerpt_leads WHERE email = ?")
      .bind(email)
      .first<{ full_name: string }>();
    expect(lead!.full_name).toBe("Rosa");
    const mail = await env.DB.prepare("SELECT text_body, html_body FROM email_outbox WHERE recipient = ?")
      .bind(email)
      .first<{ text_body: string; html_body: string }>();
    for (const part of [mail!.text_body, mail!.html_body]) {
      expect(part).not.toContain("<script");
      expect(part).not.toContain("onerror");
    }
  });

  it.each<[string, Record<string, unknown>, string, string | null]>([
    ["a missing fullName", { fullName: undefined }, "fullName", "name_required"],
    ["an empty fullName", { fullName: "  " }, "fullName", "name_required"],
    ["a missing email", { email: undefined }, "email", "email_required"],
    ["an empty email", { email: "" }, "email", "email_required"],
    ["an invalid email", { email: "reader@nowhere" }, "email", "email_invalid"],
    ["an unknown excerptFile", { excerptFile: "mortal-vengeance-book-9" }, "excerptFile", "excerpt_unknown"],
    ["a missing excerptFile", { excerptFile: undefined }, "excerptFile", "excerpt_unknown"],
    [
      "an object path for excerptFile",
      { excerptFile: "../resume/adria-vidal-resume-en.pdf" },
      "excerptFile",
      "excerpt_unknown",
    ],
    ["a token over 2048 characters", { turnstileToken: "t".repeat(2049) }, "turnstileToken", "bot_check_invalid"],
    ["a token that is a number", { turnstileToken: 1 }, "turnstileToken", "bot_check_invalid"],
    ["an unknown locale", { locale: "de" }, "locale", null],
  ])("refuses %s with 400 validation_failed and records nothing", async (_label, patch, field, code) => {
    const before = await counts();
    const res = await post(withoutUndefined(excerptBody(patch)));
    expect(res.status).toBe(400);
    const body = await res.json<ApiErrorBody>();
    expect(body.error.code).toBe("validation_failed");
    expect(body.error.fields).toHaveProperty(field);
    if (code) expect(body.error.fields![field]).toContain(code);
    expect(await counts()).toEqual(before);
  });

  it.each<[string, Record<string, unknown>]>([
    ["a missing token", { turnstileToken: undefined }],
    ["an empty token", { turnstileToken: "" }],
  ])(
    "refuses %s with 403 bot_check_failed (the bot check's refusal, not a field error) and records nothing",
    async (_label, patch) => {
      vi.spyOn(console, "warn").mockImplementation(() => {});
      const before = await counts();
      const res = await post(withoutUndefined(excerptBody(patch)));
      expect(res.status).toBe(403);
      const body = await res.json<ApiErrorBody>();
      expect(body.error.code).toBe("bot_check_failed");
      expect(body.error.fields).toBeUndefined();
      expect(await counts()).toEqual(before);
    },
  );

  it("counts a missing token against the per-IP limit before refusing it", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const ip = nextIp();
    for (let i = 0; i < 10; i++)
      expect((await post(withoutUndefined(excerptBody({ turnstileToken: undefined })), ip)).status).toBe(403);
    expect((await post(excerptBody(), ip)).status).toBe(429);
  });

  it("accepts an address with non-ASCII letters and mails it", async () => {
    const email = `adrià.${++mailCount}@escola.cat`;
    expect((await post(excerptBody({ email }))).status).toBe(201);
    const mail = await env.DB.prepare("SELECT kind FROM email_outbox WHERE recipient = ?")
      .bind(email)
      .first<{ kind: string }>();
    expect(mail?.kind).toBe("excerpt_download");
  });

  it("sends the excerpt mail at most 5 times a day to one address (any case, any IP); later requests still get the lead and the link", async () => {
    const email = nextEmail("capped");
    const mailsTo = async () =>
      (await env.DB.prepare(
        "SELECT COUNT(*) AS n FROM email_outbox WHERE lower(recipient) = ? AND kind = 'excerpt_download'",
      )
        .bind(email)
        .first<{ n: number }>())!.n;
    for (let i = 0; i < 5; i++) {
      expect((await post(excerptBody({ email: i % 2 ? email.toUpperCase() : email }), nextIp())).status).toBe(201);
    }
    expect(await mailsTo()).toBe(5);

    const before = await counts();
    const sixth = await post(excerptBody({ email }), nextIp());
    expect(sixth.status).toBe(201);
    expect((await sixth.json<Created>()).data.download.url).toMatch(/^\/api\/downloads\/excerpt\?token=/);
    expect(await counts()).toEqual({ leads: before.leads + 1, outbox: before.outbox });
    expect(await mailsTo()).toBe(5);
  });

  it("refuses a non-dummy token in local Turnstile mode with 403 and records nothing", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const before = await counts();
    const res = await post(excerptBody({ turnstileToken: "not-the-dummy" }));
    expect(res.status).toBe(403);
    expect((await res.json<ApiErrorBody>()).error.code).toBe("bot_check_failed");
    expect(await counts()).toEqual(before);
  });

  it("allows 10 registrations per hour from one IP; the 11th is 429 with Retry-After, other IPs unaffected", async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i++) expect((await post(excerptBody(), ip)).status).toBe(201);
    const before = await counts();
    const limited = await post(excerptBody(), ip);
    expect(limited.status).toBe(429);
    expect((await limited.json<ApiErrorBody>()).error.code).toBe("rate_limited");
    const retryAfter = Number(limited.headers.get("Retry-After"));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await counts()).toEqual(before);

    expect((await post(excerptBody(), nextIp())).status).toBe(201);
  });

  it("holds the limit under a concurrent burst: 12 at once gives exactly ten 201", async () => {
    const ip = nextIp();
    const responses = await Promise.all(Array.from({ length: 12 }, () => post(excerptBody(), ip)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
  });
});
