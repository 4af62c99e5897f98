import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { ApiErrorBody } from "#worker/contract/api-error";
import { createDb } from "#worker/db/client";
import { createDevMailboxTransport } from "#worker/email/dev-mailbox-transport";
import { TURNSTILE_DUMMY_TOKEN } from "#worker/services/turnstile";
import { callApp } from "../support/worker/app";
import { parseHead } from "../support/worker/html";
import { ORIGIN, page, request } from "../support/worker/http";

/** The local dev mailbox: GET /api/dev/mail (JSON) and GET /dev/mail (a plain HTML page), development only. */

interface ApiMail {
  id: string;
  to: string;
  from: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  created: string;
  headers: Record<string, string>;
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const LINK = `${ORIGIN}/api/downloads/resume?token=abc.def`;
const hourAgo = Date.now() - 3_600_000;

/** Mail written through the dev transport itself, at chosen times (oldest first). */
const SEEDED = [
  { key: "seed/1", at: hourAgo, to: "first@example.test", subject: "First seeded", text: "plain text" },
  {
    key: "seed/2",
    at: hourAgo + 1000,
    to: "second@example.test",
    subject: "Subject with <b>Bold</b> & more",
    text: `Open ${LINK} now.\n<script>alert("x")</script>`,
  },
  {
    key: "seed/3",
    at: hourAgo + 2000,
    to: "third@example.test",
    subject: "Third seeded",
    text: "see https://example.com/a?b=1&c=2 too",
  },
];

const production = {
  ENVIRONMENT: "production",
  SITE_URL: "https://example.com",
  BETTER_AUTH_SECRET: "p".repeat(40),
  RESEND_API_KEY: "re_x",
  EMAIL_FROM: "A <a@example.com>",
  TURNSTILE_SITE_KEY: "0xAAAA",
  TURNSTILE_SECRET_KEY: "0xBBBB",
  SELLER_NAME: "Adrià Vidal",
  SELLER_TAX_ID: "12345678Z",
  SELLER_ADDRESS: "Carrer de Test 1, 08001 Barcelona",
};

async function callWith(overrides: Record<string, unknown>, url: string, headers: Record<string, string> = {}) {
  return callApp(new Request(url, { headers }), { ...env, ...overrides });
}

let formEmail: string;

beforeAll(async () => {
  for (const mail of SEEDED) {
    const transport = createDevMailboxTransport(createDb(env.DB), () => mail.at);
    await transport.send({
      idempotencyKey: mail.key,
      from: "Adrià Vidal <hello@localhost>",
      to: mail.to,
      replyTo: null,
      subject: mail.subject,
      text: mail.text,
      html: `<p>${mail.subject.replace(/</g, "&lt;")}</p>`,
      headers: mail.key === "seed/3" ? { "List-Unsubscribe": "<https://example.com/u>" } : {},
    });
  }
  // And real mail from a form submission, newest of all.
  formEmail = "mailbox.reader@example.test";
  const res = await callApp(
    new Request(`${ORIGIN}/api/contact-form-handler`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": "192.0.2.77" },
      body: JSON.stringify({
        form: "resume",
        fullName: "Mailbox Reader",
        email: formEmail,
        turnstileToken: TURNSTILE_DUMMY_TOKEN,
      }),
    }),
  );
  expect(res.status).toBe(201);
});

describe("GET /api/dev/mail", () => {
  it("lists the mail newest first with id, to, subject, text, html and an ISO created time", async () => {
    const res = await request("/api/dev/mail");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const { data } = await res.json<{ data: ApiMail[] }>();
    expect(data.length).toBe(SEEDED.length + 2);

    for (const mail of data) {
      expect(mail).toEqual(
        expect.objectContaining({
          id: expect.any(String),
          to: expect.any(String),
          subject: expect.any(String),
          text: expect.any(String),
          html: expect.any(String),
          created: expect.stringMatching(ISO),
        }),
      );
    }
    const times = data.map((m) => Date.parse(m.created));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    // The two form mails come first, then the seeded ones from newest to oldest.
    expect(
      data
        .slice(0, 2)
        .map((m) => m.to)
        .sort(),
    ).toEqual(["hello@adriavidal.com", formEmail].sort());
    expect(data.slice(2).map((m) => m.id)).toEqual(["seed/3", "seed/2", "seed/1"]);

    const second = data.find((m) => m.id === "seed/2")!;
    expect(second).toMatchObject({ to: "second@example.test", subject: SEEDED[1]!.subject, text: SEEDED[1]!.text });
    expect(second.created).toBe(new Date(SEEDED[1]!.at).toISOString());
    expect(data.find((m) => m.id === "seed/3")!.headers).toEqual({ "List-Unsubscribe": "<https://example.com/u>" });

    const confirmation = data.find((m) => m.to === formEmail)!;
    expect(confirmation.id).toMatch(/^contact_confirmation\//);
    expect(confirmation.subject).toBe("Your copy of my resume");
    expect(confirmation.text).toContain(`${ORIGIN}/api/downloads/resume?token=`);
    const notification = data.find((m) => m.to === "hello@adriavidal.com")!;
    expect(notification.replyTo).toBe(formEmail);
  });
});

describe("GET /dev/mail", () => {
  it("is an HTML page listing every message, newest first, with links as <a> and everything escaped", async () => {
    const res = await page("/dev/mail");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const html = await res.text();

    expect(html).toContain(`<title>Dev mailbox (${SEEDED.length + 2})</title>`);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    for (const to of ["first@example.test", "second@example.test", "third@example.test", formEmail])
      expect(html).toContain(to);

    // A subject with markup is shown as text.
    expect(html).toContain("Subject with &lt;b&gt;Bold&lt;/b&gt; &amp; more");
    expect(html).not.toContain("<b>Bold</b>");
    // A script in a body is text, never an element.
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(html).not.toMatch(/<script[\s>]/i);

    // Links in bodies are followable.
    expect(html).toContain(`<a href="${LINK}">${LINK}</a>`);
    expect(html).toContain('<a href="https://example.com/a?b=1&amp;c=2">');
    expect(html).toMatch(new RegExp(`<a href="${ORIGIN.replace(/\./g, "\\.")}/api/downloads/resume\\?token=[^"]+">`));
    // Extra headers are listed.
    expect(html).toContain("<dt>List-Unsubscribe</dt><dd>&lt;https://example.com/u&gt;</dd>");

    // Newest first: the form's mail, then the third, second and first seeded messages.
    const positions = [formEmail, "third@example.test", "second@example.test", "first@example.test"].map((s) =>
      html.indexOf(s),
    );
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });
});

describe("GET /dev/mail/:id (the HTML version)", () => {
  it("is linked from each message and serves the mail's HTML as its reader would see it, under the site's CSP", async () => {
    const list = await (await page("/dev/mail")).text();
    expect(list).toContain('<a href="/dev/mail/seed%2F2" target="_blank" rel="noopener">View the HTML version</a>');

    const res = await page("/dev/mail/seed%2F2");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(res.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    // No script of a template could run: the page's policy wants a nonce the mail doesn't have.
    expect(res.headers.get("Content-Security-Policy")).toMatch(/script-src 'self' 'nonce-/);
    expect(await res.text()).toBe("<p>Subject with &lt;b>Bold&lt;/b> & more</p>");

    // The form's real confirmation mail has its own template.
    const { data } = await (await request("/api/dev/mail")).json<{ data: ApiMail[] }>();
    const confirmation = data.find((m) => m.to === formEmail)!;
    const real = await (await page(`/dev/mail/${encodeURIComponent(confirmation.id)}`)).text();
    expect(real).toBe(confirmation.html);
    expect(real).toMatch(/<html|<table|<p/i);
  });

  it("an unknown id is the not-found page", async () => {
    const res = await page("/dev/mail/no-such-mail");
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("Dev mailbox");
  });

  it("is the not-found page in production", async () => {
    const res = await callWith(production, "https://example.com/dev/mail/seed%2F2", { Accept: "text/html" });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("Subject with");
  });
});

describe("outside development", () => {
  it("GET /api/dev/mail is 404 in the one error shape in production", async () => {
    const res = await callWith(production, "https://example.com/api/dev/mail");
    expect(res.status).toBe(404);
    const body = await res.json<ApiErrorBody>();
    expect(Object.keys(body)).toEqual(["error"]);
    expect(body.error.code).toBe("not_found");
    expect(typeof body.error.message).toBe("string");
    expect(JSON.stringify(body)).not.toContain("example.test");
  });

  it("GET /dev/mail is the not-found page in production", async () => {
    const res = await callWith(production, "https://example.com/dev/mail", {
      Accept: "text/html",
      Cookie: "language=en",
    });
    expect(res.status).toBe(404);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
    const html = await res.clone().text();
    expect(html).not.toContain("Dev mailbox");
    expect(html).not.toContain("example.test");
    const head = await parseHead(res);
    expect(head.title).toMatch(/not found/i);
    expect(head.robots).toContain("noindex");
  });

  it("is also hidden with ENVIRONMENT=test", async () => {
    const settings = { ENVIRONMENT: "test" };
    expect((await callWith(settings, `${ORIGIN}/api/dev/mail`)).status).toBe(404);
    const pageRes = await callWith(settings, `${ORIGIN}/dev/mail`, { Accept: "text/html", Cookie: "language=en" });
    expect(pageRes.status).toBe(404);
    expect(await pageRes.text()).not.toContain("Dev mailbox");
  });
});

describe("only on a loopback host, even in development", () => {
  it("GET /api/dev/mail on another host (ENVIRONMENT=development) is 404 in the one error shape", async () => {
    const res = await callWith({}, "http://dev.example.com/api/dev/mail");
    expect(res.status).toBe(404);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
    const body = await res.json<ApiErrorBody>();
    expect(Object.keys(body)).toEqual(["error"]);
    expect(body.error.code).toBe("not_found");
    expect(typeof body.error.message).toBe("string");
    expect(JSON.stringify(body)).not.toContain("example.test");
  });

  it("GET /dev/mail on another host (ENVIRONMENT=development) is the not-found page", async () => {
    const res = await callWith({}, "http://dev.example.com/dev/mail", { Accept: "text/html", Cookie: "language=en" });
    expect(res.status).toBe(404);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
    const html = await res.clone().text();
    expect(html).not.toContain("Dev mailbox");
    expect(html).not.toContain("example.test");
    const head = await parseHead(res);
    expect(head.title).toMatch(/not found/i);
    expect(head.robots).toContain("noindex");
  });

  it.each(["http://127.0.0.1:8787", "http://localhost:8787", "http://[::1]:8787"])(
    "answers on the loopback host %s",
    async (origin) => {
      const api = await callWith({}, `${origin}/api/dev/mail`);
      expect(api.status).toBe(200);
      expect((await api.json<{ data: ApiMail[] }>()).data.some((m) => m.id === "seed/1")).toBe(true);
      const pageRes = await callWith({}, `${origin}/dev/mail`, { Accept: "text/html", Cookie: "language=en" });
      expect(pageRes.status).toBe(200);
      expect(await pageRes.text()).toContain("Dev mailbox");
    },
  );

  it("a host that merely starts like a loopback name is not one", async () => {
    for (const origin of ["http://localhost.example.com", "http://127.0.0.1.nip.io"]) {
      expect((await callWith({}, `${origin}/api/dev/mail`)).status, origin).toBe(404);
    }
  });
});
