import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ApiErrorBody } from "#worker/contract/api-error";
import { FORM_BODY_MAX_BYTES } from "#worker/middleware/json-body";
import { SITEVERIFY_URL, TURNSTILE_DUMMY_TOKEN } from "#worker/services/turnstile";
import { ipSequence } from "../support/shared/clients";
import { callApp } from "../support/worker/app";
import { ORIGIN, request, withoutUndefined } from "../support/worker/http";

/**
 * POST /api/contact-form-handler, the home "Let's Connect" form (`form: "contact"`) and the
 * Contact & Resume Request modal (`form: "resume"`), end to end on real D1: validation, the
 * stored record, the outbox rows and the mail they become, Turnstile and the exact limits.
 */

type Created = { data: { id: string; download?: { url: string; fileName: string } } };

interface ContactRow {
  id: string;
  form: string;
  full_name: string;
  email: string;
  subject: string;
  message: string;
  reason: string | null;
  company: string | null;
  stay_updated: number;
  privacy_accepted_at: number | null;
  locale: string;
  created_at: number;
}
interface OutboxRow {
  id: string;
  kind: string;
  recipient: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  status: string;
}

const OWNER = "hello@adriavidal.com";
const PATH = "/api/contact-form-handler";
/** A Turnstile secret that is not one of the test secrets, so siteverify is called. */
const REAL_SECRET = "0x4AAAAAAAB1234567890abcdefghijklmnop";

// Storage persists across the tests of this file: every test uses its own IPs and addresses.
const nextIp = ipSequence("203.0.113.");
let mailCount = 0;
const nextEmail = (tag = "sender") => `${tag}.${++mailCount}@example.test`;

function homeBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    form: "contact",
    fullName: "Jane Doe",
    email: nextEmail("home"),
    reason: "collaboration",
    company: "",
    message: "Hello there",
    privacyPolicy: true,
    stayUpdated: false,
    turnstileToken: TURNSTILE_DUMMY_TOKEN,
    locale: "en",
    ...overrides,
  };
}

function resumeBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    form: "resume",
    fullName: "Rita Recruiter",
    email: nextEmail("resume"),
    subject: "",
    message: "",
    turnstileToken: TURNSTILE_DUMMY_TOKEN,
    locale: "en",
    ...overrides,
  };
}

function init(
  body: unknown,
  ip: string,
  headers: Record<string, string> = {},
): RequestInit & { headers: Record<string, string> } {
  return {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  };
}

/** Through the deployed entry point, as the network would call it. */
function post(body: unknown, ip = nextIp(), headers: Record<string, string> = {}) {
  return request(PATH, init(body, ip, headers));
}

/** Through a fresh app with its own execution context (so the waitUntil send is awaited), optionally with other settings. */
async function postApp(body: unknown, ip = nextIp(), overrides: Record<string, unknown> = {}) {
  return callApp(new Request(`${ORIGIN}${PATH}`, init(body, ip)), { ...env, ...overrides });
}

async function counts() {
  const one = async (table: string) =>
    (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>())!.n;
  return {
    contact: await one("contact_messages"),
    outbox: await one("email_outbox"),
    subscribers: await one("newsletter_subscribers"),
  };
}

function contactRow(id: string) {
  return env.DB.prepare("SELECT * FROM contact_messages WHERE id = ?").bind(id).first<ContactRow>();
}

/** The outbox rows one submission wrote: the owner's notification (reply-to the sender) and the sender's mail. */
async function outboxFor(sender: string) {
  const { results } = await env.DB.prepare(
    "SELECT * FROM email_outbox WHERE recipient = ? OR (kind = 'contact_notification' AND reply_to = ?) ORDER BY kind",
  )
    .bind(sender, sender)
    .all<OutboxRow>();
  return results;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("home contact form: happy path", () => {
  it("stores the message, queues both emails and delivers them to the dev mailbox", async () => {
    const email = nextEmail("jane");
    const before = Date.now();
    const res = await postApp(homeBody({ email, reason: "job_position", company: "Acme", message: "" }));
    expect(res.status).toBe(201);
    const body = await res.json<Created>();
    expect(body).toEqual({ data: { id: expect.any(String) } });

    const row = await contactRow(body.data.id);
    expect(row).toMatchObject({
      form: "contact",
      full_name: "Jane Doe",
      email,
      // The subject is the reason's label, a dash and the company.
      subject: "Job Position - Acme",
      // An empty message is sent as "No message provided".
      message: "No message provided",
      reason: "job_position",
      company: "Acme",
      stay_updated: 0,
      locale: "en",
    });
    expect(row!.privacy_accepted_at).toBeGreaterThanOrEqual(before - 1000);

    const outbox = await outboxFor(email);
    expect(outbox.map((r) => r.kind)).toEqual(["contact_confirmation", "contact_notification"]);
    const [confirmation, notification] = outbox as [OutboxRow, OutboxRow];
    expect(notification).toMatchObject({ recipient: OWNER, reply_to: email, status: "sent" });
    expect(notification.subject).toContain("Job Position - Acme");
    expect(notification.text_body).toContain("Jane Doe");
    expect(confirmation).toMatchObject({ recipient: email, reply_to: null, status: "sent" });
    expect(confirmation.subject).toBe("Thanks for getting in touch");
    // The contact promise: an answer within 24 hours.
    expect(confirmation.text_body).toContain("24 hours");

    // The dev transport stored both, keyed by the provider idempotency key <kind>/<id>.
    const { results: mailbox } = await env.DB.prepare(
      "SELECT id, recipient, reply_to FROM dev_mailbox WHERE id IN (?, ?)",
    )
      .bind(`contact_notification/${notification.id}`, `contact_confirmation/${confirmation.id}`)
      .all<{ id: string; recipient: string; reply_to: string | null }>();
    expect(mailbox).toHaveLength(2);

    const devMail = await (
      await request("/api/dev/mail")
    ).json<{
      data: Array<{ id: string; to: string; subject: string; text: string; replyTo: string | null }>;
    }>();
    const toOwner = devMail.data.find((m) => m.id === `contact_notification/${notification.id}`);
    const toSender = devMail.data.find((m) => m.id === `contact_confirmation/${confirmation.id}`);
    expect(toOwner).toMatchObject({ to: OWNER, replyTo: email });
    expect(toSender).toMatchObject({ to: email, subject: "Thanks for getting in touch" });
    expect(toSender!.text).toContain("within 24 hours");
  });

  it("writes the sender's confirmation in the sender's language", async () => {
    const email = nextEmail("es");
    const res = await postApp(homeBody({ email, locale: "es" }));
    expect(res.status).toBe(201);
    const { data } = await res.json<Created>();
    expect((await contactRow(data.id))!.locale).toBe("es");
    const confirmation = (await outboxFor(email)).find((r) => r.kind === "contact_confirmation")!;
    expect(confirmation.subject).toBe("Gracias por escribirme");
    expect(confirmation.text_body).toContain("24 horas");
    expect(confirmation.html_body).toContain('lang="es"');
  });

  it("without a locale, defaults to English", async () => {
    const email = nextEmail("nolocale");
    const res = await post(homeBody({ email, locale: undefined }));
    expect(res.status).toBe(201);
    const { data } = await res.json<Created>();
    expect((await contactRow(data.id))!.locale).toBe("en");
  });

  it("with stayUpdated, also starts a pending newsletter subscription and queues its confirmation", async () => {
    const email = nextEmail("updates");
    const res = await postApp(homeBody({ email, stayUpdated: true }));
    expect(res.status).toBe(201);
    const { data } = await res.json<Created>();
    expect((await contactRow(data.id))!.stay_updated).toBe(1);

    const subscriber = await env.DB.prepare(
      "SELECT status, source, locale, consent_at, consent_version FROM newsletter_subscribers WHERE email = ?",
    )
      .bind(email)
      .first<{ status: string; source: string; locale: string; consent_at: number; consent_version: string }>();
    // The consent record names the words the box showed (NEWSLETTER_CONSENT_TEXTS).
    expect(subscriber).toMatchObject({
      status: "pending",
      source: "contact_form",
      locale: "en",
      consent_version: "contact-form/1",
    });
    expect(subscriber!.consent_at).toBeGreaterThan(0);

    const kinds = (await outboxFor(email)).map((r) => r.kind).sort();
    expect(kinds).toEqual(["contact_confirmation", "contact_notification", "newsletter_confirmation"]);
    const confirm = (await outboxFor(email)).find((r) => r.kind === "newsletter_confirmation")!;
    expect(confirm.text_body).toContain(`${ORIGIN}/newsletter/confirm?token=`);
  });

  it("without stayUpdated, creates no subscriber", async () => {
    const email = nextEmail("noupdates");
    expect((await post(homeBody({ email, stayUpdated: false }))).status).toBe(201);
    const subscriber = await env.DB.prepare("SELECT 1 FROM newsletter_subscribers WHERE email = ?").bind(email).first();
    expect(subscriber).toBeNull();
  });
});

describe("home contact form: validation", () => {
  const longEmail = `${"a".repeat(243)}@example.com`; // 255 characters
  it.each<[string, Record<string, unknown>, string, string | null]>([
    ["an empty fullName", { fullName: "" }, "fullName", "name_required"],
    ["a blank fullName", { fullName: "   " }, "fullName", "name_required"],
    ["a fullName that is only a script", { fullName: "<script>alert(1)</script>" }, "fullName", "name_required"],
    ["a missing fullName", { fullName: undefined }, "fullName", "name_required"],
    ["a null fullName", { fullName: null }, "fullName", "name_required"],
    ["a missing email", { email: undefined }, "email", "email_required"],
    ["a null email", { email: null }, "email", "email_required"],
    ["an empty email", { email: "" }, "email", "email_required"],
    ["a malformed email", { email: "jane.example.com" }, "email", "email_invalid"],
    ["an email with a space", { email: "jane doe@example.com" }, "email", "email_invalid"],
    ["an email without a dot in the domain", { email: "jane@localhost" }, "email", "email_invalid"],
    ["an email longer than 254", { email: longEmail }, "email", "email_invalid"],
    // Never something a mail provider would take as two recipients, a comment or a quoted part.
    ["an email with a comma in the local part", { email: "a,b@x.com" }, "email", "email_invalid"],
    ["an email with a semicolon", { email: "a;b@x.com" }, "email", "email_invalid"],
    ["an email followed by a comma and more", { email: "x@y.com,z" }, "email", "email_invalid"],
    ["an email with a comment in brackets", { email: "a(b)@x.com" }, "email", "email_invalid"],
    ["an email with a quote", { email: 'a"b@x.com' }, "email", "email_invalid"],
    ["an email ending in a bracket", { email: "a@b.c)" }, "email", "email_invalid"],
    ["an email whose domain starts with a hyphen", { email: "a@-b.com" }, "email", "email_invalid"],
    ["a missing reason", { reason: undefined }, "reason", "reason_required"],
    ["an unknown reason", { reason: "astrology" }, "reason", "reason_required"],
    ["job_position without company", { reason: "job_position", company: undefined }, "company", "company_required"],
    ["job_position with a blank company", { reason: "job_position", company: "   " }, "company", "company_required"],
    ["privacyPolicy false", { privacyPolicy: false }, "privacyPolicy", "privacy_required"],
    ["privacyPolicy missing", { privacyPolicy: undefined }, "privacyPolicy", "privacy_required"],
    ["privacyPolicy as the string 'true'", { privacyPolicy: "true" }, "privacyPolicy", "privacy_required"],
    // A missing or empty token is the bot check's refusal (403, below); only a malformed one is a field error.
    [
      "a turnstileToken over 2048 characters",
      { turnstileToken: "t".repeat(2049) },
      "turnstileToken",
      "bot_check_invalid",
    ],
    ["a turnstileToken that is a number", { turnstileToken: 12345 }, "turnstileToken", "bot_check_invalid"],
    ["a null turnstileToken", { turnstileToken: null }, "turnstileToken", "bot_check_invalid"],
    ["an unknown form", { form: "newsletter" }, "form", null],
    ["a missing form", { form: undefined }, "form", null],
    ["fullName as a number", { fullName: 42 }, "fullName", null],
    ["email as an array", { email: ["jane@example.com"] }, "email", "email_invalid"],
    ["message as an object", { message: { text: "hi" } }, "message", null],
    ["stayUpdated as a string", { stayUpdated: "yes" }, "stayUpdated", null],
    ["company as a number", { company: 5 }, "company", null],
    ["an unknown locale", { locale: "fr" }, "locale", null],
  ])("refuses %s with 400 validation_failed naming the field, storing nothing", async (_label, patch, field, code) => {
    const before = await counts();
    const res = await post(withoutUndefined(homeBody(patch)));
    expect(res.status).toBe(400);
    const body = await res.json<ApiErrorBody>();
    expect(body.error.code).toBe("validation_failed");
    expect(Object.keys(body.error.fields ?? {})).toContain(field);
    if (code) expect(body.error.fields![field]).toContain(code);
    expect(await counts()).toEqual(before);
  });

  it("reports company_required alongside other failures (the form shows the first in check order)", async () => {
    const res = await post(homeBody({ fullName: "", reason: "job_position", company: "" }));
    expect(res.status).toBe(400);
    const { fields } = (await res.json<ApiErrorBody>()).error;
    expect(fields).toMatchObject({ fullName: ["name_required"], company: ["company_required"] });
  });

  // Issue messages are stable codes the client translates (contract/lead-capture.ts): a field that
  // is absent altogether reports the same code as an empty one, never zod's generic English text.
  it.each<[string, string]>([
    ["fullName", "name_required"],
    ["email", "email_required"],
  ])("a missing %s reports the code %s, as an empty one does", async (field, code) => {
    const res = await post(withoutUndefined(homeBody({ [field]: undefined })));
    expect(res.status).toBe(400);
    expect((await res.json<ApiErrorBody>()).error.fields?.[field]).toEqual([code]);
  });

  it("a token of the wrong type reports only the code bot_check_invalid", async () => {
    const res = await post(homeBody({ turnstileToken: ["XXXX.DUMMY.TOKEN.XXXX"] }));
    expect(res.status).toBe(400);
    expect((await res.json<ApiErrorBody>()).error.fields?.turnstileToken).toEqual(["bot_check_invalid"]);
  });

  it("accepts an address with non-ASCII letters (adrià@escola.cat)", async () => {
    const res = await post(homeBody({ email: "adrià@escola.cat" }));
    expect(res.status).toBe(201);
    const row = (await contactRow((await res.json<Created>()).data.id))!;
    expect(row.email).toBe("adrià@escola.cat");
  });
});

describe("home contact form and resume modal: a missing bot-check token", () => {
  it.each<[string, () => Record<string, unknown>]>([
    ["home form, token missing", () => withoutUndefined(homeBody({ turnstileToken: undefined }))],
    ["home form, token empty", () => homeBody({ turnstileToken: "" })],
    ["home form, token blank", () => homeBody({ turnstileToken: "   " })],
    ["resume modal, token missing", () => withoutUndefined(resumeBody({ turnstileToken: undefined }))],
    ["resume modal, token empty", () => resumeBody({ turnstileToken: "" })],
  ])("%s: 403 bot_check_failed (not a field error), storing nothing", async (_label, body) => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const before = await counts();
    const res = await post(body());
    expect(res.status).toBe(403);
    const json = await res.json<ApiErrorBody>();
    expect(json.error.code).toBe("bot_check_failed");
    expect(json.error.fields).toBeUndefined();
    expect(await counts()).toEqual(before);
  });

  it("counts against the per-IP limit first, like any failed bot check", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const ip = nextIp();
    for (let i = 0; i < 5; i++) {
      const body =
        i % 2 ? resumeBody({ turnstileToken: "" }) : withoutUndefined(resumeBody({ turnstileToken: undefined }));
      expect((await post(body, ip)).status).toBe(403);
    }
    // The five refused attempts used up the resume modal's allowance.
    const limited = await post(resumeBody(), ip);
    expect(limited.status).toBe(429);
    expect((await limited.json<ApiErrorBody>()).error.code).toBe("rate_limited");
  });
});

describe("home contact form: sanitising", () => {
  it("removes scripts, javascript: URLs, event handlers and tags before storing and mailing", async () => {
    const email = nextEmail("xss");
    const res = await postApp(
      homeBody({
        email,
        fullName: "<script>alert(1)</script>Jane <img src=x onerror=alert(2)>Doe",
        message:
          'Hi <b>there</b> javascript:alert(3) <a href="javascript:void(0)" onclick="steal()">link</a>\n<img src="x" onerror="alert(4)">Bye',
      }),
    );
    expect(res.status).toBe(201);
    const row = (await contactRow((await res.json<Created>()).data.id))!;
    expect(row.full_name).toBe("Jane Doe");
    for (const dangerous of [
      "<script",
      "javascript:",
      "onerror",
      "onclick",
      "<img",
      "<b>",
      "<a ",
      "alert(1)",
      "steal()",
    ]) {
      expect(row.message).not.toContain(dangerous);
      expect(row.full_name).not.toContain(dangerous);
    }
    // The words survive and the line break is kept (textarea rules).
    expect(row.message).toMatch(/^Hi there .*link\nBye$/);

    const outbox = await outboxFor(email);
    expect(outbox).toHaveLength(2);
    for (const mail of outbox) {
      for (const part of [mail.subject, mail.text_body, mail.html_body]) {
        for (const dangerous of [
          "<script",
          "javascript:",
          "onerror",
          "onclick",
          "<img",
          "alert(1)",
          "alert(2)",
          "steal()",
        ]) {
          expect(part).not.toContain(dangerous);
        }
      }
    }
    const mailed = await env.DB.prepare("SELECT text_body, html_body FROM dev_mailbox WHERE recipient = ?")
      .bind(email)
      .first<{ text_body: string; html_body: string }>();
    expect(mailed!.text_body).not.toContain("<script");
    expect(mailed!.html_body).not.toContain("onerror");
  });

  it("cuts text over its cap (company to 200 characters)", async () => {
    const res = await post(homeBody({ reason: "job_position", company: "C".repeat(250) }));
    expect(res.status).toBe(201);
    const row = (await contactRow((await res.json<Created>()).data.id))!;
    expect(row.company).toBe("C".repeat(200));
    expect(row.subject).toBe(`Job Position - ${"C".repeat(200)}`);
  });

  it("cuts the message to 5000 characters", async () => {
    const res = await post(homeBody({ message: "m".repeat(5200) }));
    expect(res.status).toBe(201);
    expect((await contactRow((await res.json<Created>()).data.id))!.message).toHaveLength(5000);
  });
});

describe("single-line fields can't forge lines in an email", () => {
  /** No line of a mail body may begin like a header the visitor tried to inject. */
  function expectNoInjectedLine(body: string, header: string) {
    for (const line of body.split(/\r?\n/)) expect(line.trimStart().startsWith(header)).toBe(false);
  }

  it("resume modal: CR/LF in fullName and subject become a space, in the record and in every mail", async () => {
    const email = nextEmail("crlf-resume");
    const res = await postApp(resumeBody({ email, fullName: "Bob\r\nBcc: evil@x.com", subject: "Hi\r\nX-Evil: 1" }));
    expect(res.status).toBe(201);
    const row = (await contactRow((await res.json<Created>()).data.id))!;
    expect(row.full_name).toBe("Bob Bcc: evil@x.com");
    expect(row.subject).toBe("Hi X-Evil: 1");

    const outbox = await outboxFor(email);
    expect(outbox.map((r) => r.kind)).toEqual(["contact_confirmation", "contact_notification"]);
    for (const mail of outbox) {
      expect(mail.subject).not.toMatch(/[\r\n]/);
      expectNoInjectedLine(mail.text_body, "Bcc:");
      expectNoInjectedLine(mail.text_body, "X-Evil:");
    }
    // The author's notification names the sender on one line.
    expect(outbox[1]!.subject).toContain("Bob Bcc: evil@x.com");
    const { results: delivered } = await env.DB.prepare(
      "SELECT subject FROM dev_mailbox WHERE recipient = ? OR reply_to = ?",
    )
      .bind(email, email)
      .all<{ subject: string }>();
    expect(delivered).toHaveLength(2);
    for (const mail of delivered) expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it("home form: CR/LF in company becomes a space, in the record, the derived subject and every mail", async () => {
    const email = nextEmail("crlf-home");
    const res = await postApp(homeBody({ email, reason: "job_position", company: "Acme\r\nBcc: x" }));
    expect(res.status).toBe(201);
    const row = (await contactRow((await res.json<Created>()).data.id))!;
    expect(row.company).toBe("Acme Bcc: x");
    expect(row.subject).toBe("Job Position - Acme Bcc: x");

    const outbox = await outboxFor(email);
    expect(outbox).toHaveLength(2);
    for (const mail of outbox) {
      expect(mail.subject).not.toMatch(/[\r\n]/);
      expectNoInjectedLine(mail.text_body, "Bcc:");
    }
    expect(outbox.find((m) => m.kind === "contact_notification")!.subject).toContain("Job Position - Acme Bcc: x");
  });

  it.each<[string, string, string]>([
    ["a NUL", "Ana\u0000Bel", "Ana Bel"],
    ["a lone CR", "Ana\rBel", "Ana Bel"],
    ["a tab and a vertical tab", "Ana\t\u000bBel", "Ana Bel"],
    ["NEL (U+0085) and DEL", "Ana\u0085\u007fBel", "Ana Bel"],
    ["a line separator (U+2028)", "Ana\u2028Bel", "Ana Bel"],
    ["a paragraph separator (U+2029)", "Ana\u2029Bel", "Ana Bel"],
    ["a right-to-left override (U+202E)", "Ana\u202egnp.exe", "Ana gnp.exe"],
    ["a bidi isolate (U+2066…U+2069)", "Ana\u2066Bel\u2069", "Ana Bel"],
  ])("fullName with %s is stored with a space instead", async (_label, fullName, stored) => {
    const res = await post(homeBody({ fullName }));
    expect(res.status).toBe(201);
    expect((await contactRow((await res.json<Created>()).data.id))!.full_name).toBe(stored);
  });

  it("the multi-line message keeps its line breaks (CRLF as LF) but loses other control characters", async () => {
    const email = nextEmail("multiline");
    const res = await post(
      homeBody({ email, message: "Line 1\r\nLine 2\u0000\u0007end\nLine 3\u2028x\u202ey\u001b[31m\nLine 4\rLine 5" }),
    );
    expect(res.status).toBe(201);
    const row = (await contactRow((await res.json<Created>()).data.id))!;
    expect(row.message).toBe("Line 1\nLine 2 end\nLine 3 x y [31m\nLine 4\nLine 5");
    // eslint-disable-next-line no-control-regex -- control characters are what this looks for
    expect(row.message).not.toMatch(/[\r\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e]/);
  });
});

describe("the sender's confirmation echoes only the start of the message", () => {
  it("a message over 300 characters is cut to its first 300 and an ellipsis; the author still gets all of it", async () => {
    const email = nextEmail("long-echo");
    const start = `${"a".repeat(290)} 123456789`; // exactly 300 characters
    const rest = ` and then ${"Z".repeat(200)} the end`;
    const res = await post(homeBody({ email, message: start + rest }));
    expect(res.status).toBe(201);
    expect((await contactRow((await res.json<Created>()).data.id))!.message).toBe(start + rest);

    const outbox = await outboxFor(email);
    const confirmation = outbox.find((m) => m.kind === "contact_confirmation")!;
    const notification = outbox.find((m) => m.kind === "contact_notification")!;
    expect(confirmation.text_body).toContain(`${start}…`);
    for (const part of [confirmation.text_body, confirmation.html_body]) {
      expect(part).not.toContain("and then");
      expect(part).not.toContain("ZZZ");
      expect(part).not.toContain("the end");
    }
    expect(confirmation.html_body).toContain(`${start}…`);
    // The author's notification carries the whole message.
    expect(notification.text_body).toContain(start + rest);
  });

  it("a message of exactly 300 characters is echoed whole, without an ellipsis", async () => {
    const email = nextEmail("exact-echo");
    const message = `${"b".repeat(296)} end`;
    expect(message).toHaveLength(300);
    expect((await post(homeBody({ email, message }))).status).toBe(201);
    const confirmation = (await outboxFor(email)).find((m) => m.kind === "contact_confirmation")!;
    expect(confirmation.text_body).toContain(message);
    expect(confirmation.text_body).not.toContain("…");
  });

  it("the resume modal's confirmation is cut the same way", async () => {
    const email = nextEmail("resume-echo");
    const message = `${"r".repeat(300)}TAIL`;
    expect((await post(resumeBody({ email, message }))).status).toBe(201);
    const confirmation = (await outboxFor(email)).find((m) => m.kind === "contact_confirmation")!;
    expect(confirmation.text_body).toContain(`${"r".repeat(300)}…`);
    expect(confirmation.text_body).not.toContain("TAIL");
  });
});

describe("contact-form-handler: the request itself", () => {
  it("bad JSON is 400 invalid_json", async () => {
    const before = await counts();
    const res = await post('{"form":"contact","fullName":');
    expect(res.status).toBe(400);
    expect((await res.json<ApiErrorBody>()).error.code).toBe("invalid_json");
    expect(await counts()).toEqual(before);
  });

  it("a text/plain body is 415, even when it is valid JSON", async () => {
    const before = await counts();
    const res = await post(homeBody(), nextIp(), { "Content-Type": "text/plain;charset=UTF-8" });
    expect(res.status).toBe(415);
    expect((await res.json<ApiErrorBody>()).error.code).toBe("unsupported_media_type");
    expect(await counts()).toEqual(before);
  });

  /** An otherwise valid home-form body of exactly `bytes` bytes (the message is padded, and would only be cut). */
  function bodyOfSize(bytes: number): string {
    const base = JSON.stringify(homeBody({ message: "" }));
    const body = JSON.stringify(homeBody({ message: "x".repeat(bytes - base.length) }));
    expect(new TextEncoder().encode(body).byteLength).toBe(bytes);
    return body;
  }

  it("the form body limit is 32 KB", () => {
    expect(FORM_BODY_MAX_BYTES).toBe(32 * 1024);
  });

  it("a body over the limit is 413 payload_too_large", async () => {
    const before = await counts();
    // Otherwise valid: the message alone would only be cut, so only the size limit refuses it.
    const res = await post(homeBody({ message: "x".repeat(FORM_BODY_MAX_BYTES + 1024) }));
    expect(res.status).toBe(413);
    const error = (await res.json<ApiErrorBody>()).error;
    expect(error.code).toBe("payload_too_large");
    expect(error.message).toContain(`${FORM_BODY_MAX_BYTES / 1024} KB`);
    expect(await counts()).toEqual(before);
  });

  it("the limit is exact: a body of exactly the limit is accepted, one byte more is 413", async () => {
    expect((await post(bodyOfSize(FORM_BODY_MAX_BYTES))).status).toBe(201);
    const before = await counts();
    const res = await post(bodyOfSize(FORM_BODY_MAX_BYTES + 1));
    expect(res.status).toBe(413);
    expect(await counts()).toEqual(before);
  });

  it("a 5,000-emoji message (over 16 KB of UTF-8) fits", async () => {
    const body = JSON.stringify(homeBody({ message: "🙂".repeat(5000) }));
    expect(new TextEncoder().encode(body).byteLength).toBeGreaterThan(16 * 1024);
    const res = await post(body);
    expect(res.status).toBe(201);
    const row = (await contactRow((await res.json<Created>()).data.id))!;
    expect(row.message.startsWith("🙂🙂🙂")).toBe(true);
  });

  it("a streamed body over the limit (no Content-Length) is 413 too", async () => {
    const before = await counts();
    const bytes = new TextEncoder().encode(
      JSON.stringify(homeBody({ message: "y".repeat(FORM_BODY_MAX_BYTES + 1024) })),
    );
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 4096) controller.enqueue(bytes.slice(i, i + 4096));
        controller.close();
      },
    });
    const res = await request(PATH, {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": nextIp() },
      body: stream,
    });
    expect(res.status).toBe(413);
    expect(await counts()).toEqual(before);
  });
});

describe("resume modal", () => {
  it("applies the defaults and returns a download link for the resume in the visitor's language", async () => {
    const email = nextEmail("recruiter");
    const res = await postApp(resumeBody({ email }));
    expect(res.status).toBe(201);
    const { data } = await res.json<Created>();
    expect(data.download).toEqual({
      url: expect.stringMatching(/^\/api\/downloads\/resume\?token=[\w%.-]+$/),
      fileName: "Adrià Vidal - Resume.pdf",
    });

    const row = (await contactRow(data.id))!;
    expect(row).toMatchObject({
      form: "resume",
      full_name: "Rita Recruiter",
      email,
      subject: "Resume Download Request",
      message: "Requesting resume download",
      reason: null,
      company: null,
      privacy_accepted_at: null,
      locale: "en",
    });

    const outbox = await outboxFor(email);
    expect(outbox.map((r) => r.kind)).toEqual(["contact_confirmation", "contact_notification"]);
    const [confirmation, notification] = outbox as [OutboxRow, OutboxRow];
    expect(notification).toMatchObject({ recipient: OWNER, reply_to: email });
    expect(notification.subject).toContain("Rita Recruiter");
    expect(confirmation.recipient).toBe(email);
    // The emailed link is absolute (it is opened from a mail client).
    expect(confirmation.text_body).toMatch(
      new RegExp(`${ORIGIN.replace(/\./g, "\\.")}/api/downloads/resume\\?token=[\\w%.-]+`),
    );
    expect(confirmation.html_body).toContain(`href="${ORIGIN}/api/downloads/resume?token=`);
    expect(confirmation.text_body).toContain("24 hours");
  });

  it("omitted subject and message take the defaults too", async () => {
    const res = await post(resumeBody({ subject: undefined, message: undefined }));
    expect(res.status).toBe(201);
    const row = (await contactRow((await res.json<Created>()).data.id))!;
    expect(row.subject).toBe("Resume Download Request");
    expect(row.message).toBe("Requesting resume download");
  });

  it("gives Spanish visitors the Spanish resume name", async () => {
    const res = await post(resumeBody({ locale: "es" }));
    expect(res.status).toBe(201);
    expect((await res.json<Created>()).data.download!.fileName).toBe("Adrià Vidal - Currículum.pdf");
  });

  it("cuts fields to the modal's maximum lengths (name 100, subject 200, message 1000)", async () => {
    const res = await post(
      resumeBody({ fullName: "N".repeat(150), subject: "S".repeat(300), message: "M".repeat(1500) }),
    );
    expect(res.status).toBe(201);
    const row = (await contactRow((await res.json<Created>()).data.id))!;
    expect(row.full_name).toBe("N".repeat(100));
    expect(row.subject).toBe("S".repeat(200));
    expect(row.message).toBe("M".repeat(1000));
  });

  it.each<[string, Record<string, unknown>, string]>([
    ["an empty name", { fullName: "" }, "fullName"],
    ["a missing name", { fullName: undefined }, "fullName"],
    ["a missing email", { email: undefined }, "email"],
    ["an invalid email", { email: "nope" }, "email"],
    ["a token over 2048 characters", { turnstileToken: "t".repeat(2049) }, "turnstileToken"],
    ["a subject that is a number", { subject: 7 }, "subject"],
  ])("refuses %s with 400 and stores nothing", async (_label, patch, field) => {
    const before = await counts();
    const res = await post(withoutUndefined(resumeBody(patch)));
    expect(res.status).toBe(400);
    const body = await res.json<ApiErrorBody>();
    expect(body.error.code).toBe("validation_failed");
    expect(body.error.fields).toHaveProperty(field);
    expect(await counts()).toEqual(before);
  });
});

describe("Turnstile", () => {
  it("in local mode, refuses any token other than the test dummy with 403 and stores nothing", async () => {
    for (const body of [
      homeBody({ turnstileToken: "a-real-looking-token" }),
      resumeBody({ turnstileToken: "XXXX.DUMMY.TOKEN.XXXY" }),
    ]) {
      const before = await counts();
      vi.spyOn(console, "warn").mockImplementation(() => {});
      const res = await post(body);
      expect(res.status).toBe(403);
      expect((await res.json<ApiErrorBody>()).error.code).toBe("bot_check_failed");
      expect(await counts()).toEqual(before);
    }
  });

  describe("with a real secret (siteverify, mocked)", () => {
    const settings = { TURNSTILE_SECRET_KEY: REAL_SECRET, TURNSTILE_SITE_KEY: "0x4AAAAAAAB000000000000" };
    const verified = (action: string, hostname = "127.0.0.1") =>
      Response.json({ success: true, action, hostname, challenge_ts: new Date().toISOString(), "error-codes": [] });

    /** Replaces fetch: siteverify answers with `handler`; anything else is recorded (and must not happen). */
    function mockSiteverify(handler: (form: FormData, call: number) => Response | Promise<Response>) {
      const forms: FormData[] = [];
      const unexpected: string[] = [];
      const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
        const url = input instanceof Request ? input.url : String(input);
        if (url !== SITEVERIFY_URL || init?.method !== "POST") {
          unexpected.push(url);
          throw new Error(`no network in tests: ${url}`);
        }
        const form = init.body as FormData;
        forms.push(form);
        return handler(form, forms.length);
      });
      vi.spyOn(console, "warn").mockImplementation(() => {});
      return { spy, forms, unexpected };
    }

    it("accepts a token siteverify confirms for contact_form on this host, sending secret, token, remote IP and an idempotency key", async () => {
      const { forms, unexpected } = mockSiteverify(() => verified("contact_form"));
      const ip = nextIp();
      const email = nextEmail("verified");
      const res = await postApp(homeBody({ email, turnstileToken: "0.real-token-abc" }), ip, settings);
      expect(res.status).toBe(201);
      expect(forms).toHaveLength(1);
      const form = forms[0]!;
      expect(form.get("secret")).toBe(REAL_SECRET);
      expect(form.get("response")).toBe("0.real-token-abc");
      expect(form.get("remoteip")).toBe(ip);
      expect(form.get("idempotency_key")).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(unexpected).toEqual([]);
      expect(await outboxFor(email)).toHaveLength(2);
    });

    it("checks the resume modal against the resume_request action", async () => {
      mockSiteverify(() => verified("resume_request"));
      expect((await postApp(resumeBody({ turnstileToken: "0.resume-token" }), nextIp(), settings)).status).toBe(201);
      // The same answer does not pass the home form, whose action is contact_form.
      const before = await counts();
      expect((await postApp(homeBody({ turnstileToken: "0.resume-token-2" }), nextIp(), settings)).status).toBe(403);
      expect(await counts()).toEqual(before);
    });

    it("refuses a token solved for the home form when it is used on the resume modal", async () => {
      mockSiteverify(() => verified("contact_form"));
      const before = await counts();
      const res = await postApp(resumeBody({ turnstileToken: "0.contact-token" }), nextIp(), settings);
      expect(res.status).toBe(403);
      expect(await counts()).toEqual(before);
    });

    it("refuses a reused token (timeout-or-duplicate)", async () => {
      const spent = new Set<string>();
      mockSiteverify((form) => {
        const token = String(form.get("response"));
        if (spent.has(token)) return Response.json({ success: false, "error-codes": ["timeout-or-duplicate"] });
        spent.add(token);
        return verified("contact_form");
      });
      expect((await postApp(homeBody({ turnstileToken: "0.once" }), nextIp(), settings)).status).toBe(201);
      const before = await counts();
      const again = await postApp(homeBody({ turnstileToken: "0.once" }), nextIp(), settings);
      expect(again.status).toBe(403);
      expect((await again.json<ApiErrorBody>()).error.code).toBe("bot_check_failed");
      expect(await counts()).toEqual(before);
    });

    it("refuses a token solved for another action (newsletter_subscription)", async () => {
      mockSiteverify(() => verified("newsletter_subscription"));
      const before = await counts();
      const res = await postApp(homeBody({ turnstileToken: "0.newsletter" }), nextIp(), settings);
      expect(res.status).toBe(403);
      expect((await res.json<ApiErrorBody>()).error.code).toBe("bot_check_failed");
      expect(await counts()).toEqual(before);
    });

    it("refuses a token solved on another hostname", async () => {
      mockSiteverify(() => verified("contact_form", "evil.example"));
      const before = await counts();
      const res = await postApp(homeBody({ turnstileToken: "0.elsewhere" }), nextIp(), settings);
      expect(res.status).toBe(403);
      expect(await counts()).toEqual(before);
    });

    it("refuses an answer without success: true", async () => {
      mockSiteverify(() => Response.json({ action: "contact_form", hostname: "127.0.0.1" }));
      expect((await postApp(homeBody({ turnstileToken: "0.odd" }), nextIp(), settings)).status).toBe(403);
    });

    it("fails closed when siteverify is unreachable twice (network error, then timeout)", async () => {
      const { spy } = mockSiteverify((_form, call) => {
        if (call === 1) throw new TypeError("Network connection lost.");
        throw new DOMException("The operation was aborted due to timeout", "TimeoutError");
      });
      const before = await counts();
      const res = await postApp(homeBody({ turnstileToken: "0.unreachable" }), nextIp(), settings);
      expect(res.status).toBe(403);
      expect((await res.json<ApiErrorBody>()).error.code).toBe("bot_check_failed");
      expect(spy).toHaveBeenCalledTimes(2);
      expect(await counts()).toEqual(before);
    });

    it("fails closed when siteverify answers 5xx twice", async () => {
      const { spy } = mockSiteverify(() => new Response("upstream error", { status: 502 }));
      expect((await postApp(homeBody({ turnstileToken: "0.down" }), nextIp(), settings)).status).toBe(403);
      expect(spy).toHaveBeenCalledTimes(2);
    });

    it("retries once after a 500 and accepts, reusing the idempotency key", async () => {
      const { forms } = mockSiteverify((_form, call) =>
        call === 1 ? new Response("oops", { status: 500 }) : verified("contact_form"),
      );
      const res = await postApp(homeBody({ turnstileToken: "0.retry" }), nextIp(), settings);
      expect(res.status).toBe(201);
      expect(forms).toHaveLength(2);
      expect(forms[1]!.get("idempotency_key")).toBe(forms[0]!.get("idempotency_key"));
    });
  });
});

describe("rate limits per client IP", () => {
  const retryAfter = (res: Response) => Number(res.headers.get("Retry-After"));

  it("resume modal: 6 at once from one IP gives five 201 and one 429 with Retry-After; another IP is unaffected", async () => {
    const ip = nextIp();
    const email = nextEmail("burst");
    const responses = await Promise.all(Array.from({ length: 6 }, () => post(resumeBody({ email }), ip)));
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const limited = responses.find((r) => r.status === 429)!;
    expect(Number.isInteger(retryAfter(limited))).toBe(true);
    expect(retryAfter(limited)).toBeGreaterThan(0);
    expect(retryAfter(limited)).toBeLessThanOrEqual(600);
    expect((await limited.json<ApiErrorBody>()).error.code).toBe("rate_limited");
    // Only the five accepted requests were stored.
    const stored = await env.DB.prepare("SELECT COUNT(*) AS n FROM contact_messages WHERE email = ?")
      .bind(email)
      .first<{ n: number }>();
    expect(stored!.n).toBe(5);

    expect((await post(resumeBody(), nextIp())).status).toBe(201);
    // Still limited on the next attempt from the same IP.
    expect((await post(resumeBody(), ip)).status).toBe(429);
  });

  it("home form: its own 5 per 600 s, counted separately from the resume modal", async () => {
    const ip = nextIp();
    // Use up the resume modal's allowance first: the home form must not be affected.
    for (let i = 0; i < 5; i++) expect((await post(resumeBody(), ip)).status).toBe(201);
    expect((await post(resumeBody(), ip)).status).toBe(429);

    const email = nextEmail("homeburst");
    const responses = await Promise.all(Array.from({ length: 6 }, () => post(homeBody({ email }), ip)));
    expect(responses.map((r) => r.status).sort()).toEqual([201, 201, 201, 201, 201, 429]);
    const limited = responses.find((r) => r.status === 429)!;
    expect(retryAfter(limited)).toBeGreaterThan(0);
    expect(retryAfter(limited)).toBeLessThanOrEqual(600);
    expect((await limited.json<ApiErrorBody>()).error.code).toBe("rate_limited");

    // And a fresh IP can still use the home form.
    expect((await post(homeBody(), nextIp())).status).toBe(201);
  });

  it("an exhausted home form limit leaves the resume modal open for the same IP", async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) expect((await post(homeBody(), ip)).status).toBe(201);
    expect((await post(homeBody(), ip)).status).toBe(429);
    expect((await post(resumeBody(), ip)).status).toBe(201);
  });

  it("counts attempts before the bot check, so failed Turnstile tokens use up the allowance too", async () => {
    const ip = nextIp();
    vi.spyOn(console, "warn").mockImplementation(() => {});
    for (let i = 0; i < 5; i++) expect((await post(homeBody({ turnstileToken: "bad" }), ip)).status).toBe(403);
    expect((await post(homeBody(), ip)).status).toBe(429);
  });
});

describe("mail to a typed-in address: at most 5 per address per day, across forms and IPs", () => {
  type OutboxKindRow = { kind: string };
  const lowerEmail = () => `cap.${crypto.randomUUID().slice(0, 8)}@example.test`;

  function excerpt(email: string, ip: string) {
    return request("/api/register-excerpt-download", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
      body: JSON.stringify({
        email,
        fullName: "Capped Reader",
        excerptFile: "mortal-vengeance-book-1",
        turnstileToken: TURNSTILE_DUMMY_TOKEN,
        locale: "en",
      }),
    });
  }

  /** Every outbox row for the address, whatever case it was typed in. */
  async function visitorOutbox(email: string) {
    const { results } = await env.DB.prepare(
      "SELECT kind FROM email_outbox WHERE lower(recipient) = ?1 OR (kind = 'contact_notification' AND lower(reply_to) = ?1)",
    )
      .bind(email)
      .all<OutboxKindRow>();
    const count = (kind: string) => results.filter((r) => r.kind === kind).length;
    return {
      confirmations: count("contact_confirmation"),
      excerptMails: count("excerpt_download"),
      notifications: count("contact_notification"),
    };
  }

  const storedRecords = async (email: string) => ({
    contact: (await env.DB.prepare("SELECT COUNT(*) AS n FROM contact_messages WHERE lower(email) = ?")
      .bind(email)
      .first<{ n: number }>())!.n,
    excerpt: (await env.DB.prepare("SELECT COUNT(*) AS n FROM excerpt_leads WHERE lower(email) = ?")
      .bind(email)
      .first<{ n: number }>())!.n,
  });

  it("the 6th submission is still stored and still notifies the author, but queues no visitor mail", async () => {
    const email = lowerEmail();
    const upper = email.toUpperCase();
    const mixed = email.charAt(0).toUpperCase() + email.slice(1);

    // Five visitor mails from five IPs, through three forms and in three spellings of the address.
    expect((await post(homeBody({ email }), nextIp())).status).toBe(201);
    expect((await post(resumeBody({ email: upper }), nextIp())).status).toBe(201);
    expect((await excerpt(email, nextIp())).status).toBe(201);
    expect((await post(homeBody({ email: mixed }), nextIp())).status).toBe(201);
    expect((await excerpt(upper, nextIp())).status).toBe(201);
    expect(await visitorOutbox(email)).toEqual({ confirmations: 3, excerptMails: 2, notifications: 3 });

    // The 6th, from yet another IP: the same answer and record, the author's notification, no copy.
    const sixth = await post(resumeBody({ email: mixed }), nextIp());
    expect(sixth.status).toBe(201);
    const { data } = await sixth.json<Created>();
    expect(data.download?.url).toMatch(/^\/api\/downloads\/resume\?token=/);
    expect(await contactRow(data.id)).toMatchObject({ form: "resume", email: mixed });
    expect(await visitorOutbox(email)).toEqual({ confirmations: 3, excerptMails: 2, notifications: 4 });

    // The excerpt form too: the lead is recorded and the browser gets its link, but no mail.
    const seventh = await excerpt(email, nextIp());
    expect(seventh.status).toBe(201);
    expect((await seventh.json<{ data: { download: { url: string } } }>()).data.download.url).toMatch(
      /^\/api\/downloads\/excerpt\?token=/,
    );
    expect(await storedRecords(email)).toEqual({ contact: 4, excerpt: 3 });
    expect(await visitorOutbox(email)).toEqual({ confirmations: 3, excerptMails: 2, notifications: 4 });

    // Counted per address under the documented key, lower-cased.
    const hits = await env.DB.prepare("SELECT COUNT(*) AS n FROM rate_limit_hits WHERE key = ?")
      .bind(`visitor_mail:${email}`)
      .first<{ n: number }>();
    expect(hits!.n).toBeGreaterThanOrEqual(5);

    // Another address is not affected.
    const other = lowerEmail();
    expect((await post(homeBody({ email: other }), nextIp())).status).toBe(201);
    expect(await visitorOutbox(other)).toEqual({ confirmations: 1, excerptMails: 0, notifications: 1 });
  });
});

describe("IPv6 clients are limited per /64", () => {
  it("6 resume requests from 6 addresses in one /64 (in any notation): the 6th is 429; another /64 is not limited", async () => {
    const sameSlash64 = [
      "2001:db8:77:1::1",
      "2001:db8:77:1::2",
      "2001:0db8:0077:0001:0000:0000:0000:0003",
      "2001:DB8:77:1:FFFF::4",
      "2001:db8:77:1:1:2:3:4",
      "2001:db8:77:1:abcd:ef01:2345:6789",
    ];
    const statuses: number[] = [];
    for (const ip of sameSlash64) statuses.push((await post(resumeBody(), ip)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);

    // The next /64 over is another client.
    expect((await post(resumeBody(), "2001:db8:77:2::1")).status).toBe(201);
  });
});
