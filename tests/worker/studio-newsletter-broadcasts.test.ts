import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { parseConfig } from "#worker/config";
import type {
  BroadcastDetail,
  BroadcastPage,
  BroadcastPreview,
  BroadcastProgress,
  BroadcastView,
} from "#worker/contract/studio-newsletter";
import { createDb } from "#worker/db/client";
import { claimBatchStatement } from "#worker/email/outbox";
import { enqueueBroadcast, startBroadcast } from "#worker/services/newsletter-broadcasts";
import { sendBroadcastBatches } from "#worker/services/newsletter-delivery";
import { runSweep } from "#worker/services/sweep";
import { callApp } from "../support/worker/app";
import { ORIGIN, api, expectData, expectError, nextIp, request } from "../support/worker/http";
import { clearNewsletter, insertSubscribers, type SubscriberStatus } from "../support/worker/newsletter";
import { signUpReader, type Reader } from "../support/worker/session";
import { auditEntries, expectDoorShut, studioAuthor, type StudioCall } from "../support/worker/studio";

/**
 * The studio's broadcasts through their routes: the door on every endpoint,
 * every rule of the form, the audit entry of each change (written only when the change is), a
 * draft's life through preview, test and send to its progress and counts, keyset pages, and
 * exactly-once delivery when Resend fails midway and the cron sweep resumes (decision 040).
 */

const db = createDb(env.DB);
let author: Reader;

const DRAFT = { locale: "es", subject: "Novedades de marzo", markdown: "# Hola\n\nUn libro **nuevo**." } as const;
const SOME_ID = "00000000-0000-4000-8000-000000000000";

const as = (who: { cookie: string } | null) => ({ reader: who });
const path = (id: string, rest = "") => `/studio/newsletter/broadcasts/${id}${rest}`;
const create = (json: unknown, who: Reader | null = author, headers: Record<string, string> = {}) =>
  api("/studio/newsletter/broadcasts", { method: "POST", reader: who, json, headers });
const draft = async (input: Partial<typeof DRAFT> | Record<string, string> = {}) =>
  expectData<BroadcastView>(create({ ...DRAFT, ...input }), 201);
const detail = (id: string) => expectData<BroadcastDetail>(api(path(id), as(author)));
const auditLog = (query: string) => auditEntries(author, query);
const entriesFor = (id: string) => auditLog(`?objectId=${id}`);

/** The send's first batches go after the answer (waitUntil): wait until it has settled. */
async function settled(id: string): Promise<BroadcastProgress> {
  for (let i = 0; i < 100; i++) {
    const progress = await expectData<BroadcastProgress>(api(path(id, "/progress"), as(author)));
    if (progress.status !== "sending") return progress;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`broadcast ${id} still sending`);
}

beforeAll(async () => {
  author = await studioAuthor("author-broadcasts@example.com", "Broadcasts Author");
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("who may use the broadcasts", () => {
  const every = (id: string): StudioCall[] => [
    ["GET", "/studio/newsletter/broadcasts"],
    ["POST", "/studio/newsletter/broadcasts", DRAFT],
    ["GET", path(id)],
    ["PUT", path(id), DRAFT],
    ["DELETE", path(id)],
    ["GET", path(id, "/preview")],
    ["POST", path(id, "/test"), { email: "me@example.com" }],
    ["POST", path(id, "/send")],
    ["GET", path(id, "/progress")],
  ];

  it("signed out: 401 on every endpoint", async () => {
    await expectDoorShut(every(SOME_ID), "signed out");
  });

  it("a reader, an author without the second factor, the author from another site's page: 403, nothing changes or is logged", async () => {
    await insertSubscribers([`door-${crypto.randomUUID()}@example.com`, "es", "confirmed"]);
    const mine = await draft();
    const reader = await signUpReader("Bea Reader");
    const unenrolled = await signUpReader("Unenrolled Author", "author-broadcasts-unenrolled@example.com");
    await expectDoorShut(every(mine.id), { reader, code: "forbidden" });
    await expectDoorShut(every(mine.id), { reader: unenrolled, code: "second_factor_required" });
    await expectDoorShut(every(mine.id), { foreignOrigin: author });
    expect(await detail(mine.id)).toMatchObject({ status: "draft", subject: DRAFT.subject });
    expect((await entriesFor(mine.id)).map((e) => e.action)).toEqual(["broadcast.created"]);
    expect(
      await env.DB.prepare("SELECT count(*) AS n FROM email_outbox WHERE kind = 'newsletter_test'").first("n"),
    ).toBe(0);
  });
});

describe("the draft's form", () => {
  it("refuses every bad field with a 400 and its code, and stores nothing", async () => {
    const before = await env.DB.prepare("SELECT count(*) AS n FROM newsletter_broadcasts").first<number>("n");
    const cases: Array<[unknown, string, string]> = [
      [{ ...DRAFT, locale: "fr" }, "locale", "locale_invalid"],
      [{ subject: DRAFT.subject, markdown: DRAFT.markdown }, "locale", "locale_invalid"],
      [{ locale: "es", markdown: DRAFT.markdown }, "subject", "subject_required"],
      [{ ...DRAFT, subject: "   " }, "subject", "subject_required"],
      [{ ...DRAFT, subject: "\u200B" }, "subject", "subject_required"],
      [{ ...DRAFT, subject: "x".repeat(151) }, "subject", "subject_too_long"],
      [{ ...DRAFT, subject: "Hi\r\nBcc: everyone@example.com" }, "subject", "subject_invalid"],
      [{ locale: "es", subject: DRAFT.subject }, "markdown", "body_required"],
      [{ ...DRAFT, markdown: " \n\t " }, "markdown", "body_required"],
      [{ ...DRAFT, markdown: "x".repeat(50_001) }, "markdown", "body_too_long"],
      [{ ...DRAFT, markdown: 42 }, "markdown", "body_required"],
      // Valid Markdown that is nothing once made safe.
      [{ ...DRAFT, markdown: "<script>alert(1)</script>" }, "markdown", "body_empty"],
    ];
    for (const [body, field, code] of cases) {
      const error = await expectError(await create(body), 400, "validation_failed");
      expect(error.fields?.[field], `${field}: ${JSON.stringify(body).slice(0, 60)}`).toContain(code);
    }
    const notJson = await api("/studio/newsletter/broadcasts", {
      method: "POST",
      reader: author,
      body: "subject=hi",
      headers: { "Content-Type": "application/json" },
    });
    expect(notJson.status).toBe(400);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM newsletter_broadcasts").first<number>("n")).toBe(before);
  });

  it("a malformed id is a 400 on `id`; one that isn't there a 404, on every endpoint", async () => {
    for (const [method, url, json] of [
      ["GET", path("123")],
      ["PUT", path("123"), DRAFT],
      ["DELETE", path("123")],
      ["GET", path("123", "/preview")],
      ["POST", path("123", "/test"), { email: "me@example.com" }],
      ["POST", path("123", "/send")],
      ["GET", path("123", "/progress")],
    ] as Array<[string, string, unknown?]>) {
      const error = await expectError(await api(url, { method, json, reader: author }), 400, "validation_failed");
      expect(Object.keys(error.fields!), `${method} ${url}`).toEqual(["id"]);
      const missing = await api(url.replace("123", SOME_ID), { method, json, reader: author });
      await expectError(missing, 404, "not_found");
    }
  });
});

describe("a broadcast's life", () => {
  it("created, read, edited, previewed and deleted as a draft, each change in the audit log", async () => {
    await insertSubscribers(
      [`es-1-${crypto.randomUUID()}@example.com`, "es", "confirmed"],
      [`es-2-${crypto.randomUUID()}@example.com`, "es", "confirmed"],
      [`es-p-${crypto.randomUUID()}@example.com`, "es", "pending"],
      [`ca-1-${crypto.randomUUID()}@example.com`, "ca", "confirmed"],
    );
    const confirmedEs = await env.DB.prepare(
      "SELECT count(*) AS n FROM newsletter_subscribers WHERE locale = 'es' AND status = 'confirmed'",
    ).first<number>("n");

    const created = await draft({ subject: "  Primer borrador  " });
    expect(created).toMatchObject({
      locale: "es",
      subject: "Primer borrador",
      markdown: DRAFT.markdown,
      status: "draft",
      lastError: null,
      createdBy: "author-broadcasts@example.com",
      started: null,
      sent: null,
    });
    const [made] = await entriesFor(created.id);
    expect(made).toMatchObject({
      action: "broadcast.created",
      objectType: "newsletter_broadcast",
      actorEmail: "author-broadcasts@example.com",
      after: { locale: "es", subject: "Primer borrador", status: "draft" },
    });
    expect(made!.before).toBeNull();

    // Opened: whom a send would reach now, nothing sent yet.
    expect(await detail(created.id)).toMatchObject({
      id: created.id,
      recipients: confirmedEs,
      counts: null,
      progress: { status: "draft", total: 0, enqueued: false, queued: 0, sent: 0, failed: 0, skipped: 0 },
    });

    const edited = await expectData<BroadcastView>(
      api(path(created.id), {
        method: "PUT",
        reader: author,
        json: { locale: "ca", subject: "Esborrany", markdown: "Hola, **món**." },
      }),
    );
    expect(edited).toMatchObject({ locale: "ca", subject: "Esborrany", markdown: "Hola, **món**.", status: "draft" });
    expect((await detail(created.id)).recipients).toBeGreaterThanOrEqual(1);
    expect((await entriesFor(created.id))[0]).toMatchObject({
      action: "broadcast.updated",
      before: { locale: "es", subject: "Primer borrador", status: "draft" },
      after: { locale: "ca", subject: "Esborrany", status: "draft" },
    });
    // A body that is nothing once made safe keeps the draft as it was.
    const empty = await expectError(
      await api(path(created.id), { method: "PUT", reader: author, json: { ...DRAFT, markdown: "<iframe></iframe>" } }),
      400,
      "validation_failed",
    );
    expect(empty.fields).toEqual({ markdown: ["body_empty"] });
    expect((await detail(created.id)).subject).toBe("Esborrany");

    // The preview is the email as a Catalan subscriber gets it, with a link that unsubscribes nobody.
    const preview = await expectData<BroadcastPreview>(api(path(created.id, "/preview"), as(author)));
    expect(preview.subject).toBe("Esborrany");
    expect(preview.html).toContain('<html lang="ca">');
    expect(preview.html).toContain("<strong>món</strong>");
    expect(preview.text).toMatch(/\/ca\/newsletter\/unsubscribe\?token=\S+/);

    expect(await expectData(api(path(created.id), { method: "DELETE", reader: author }))).toEqual({
      deleted: true,
      id: created.id,
    });
    await expectError(await api(path(created.id), as(author)), 404, "not_found");
    expect((await entriesFor(created.id))[0]).toMatchObject({
      action: "broadcast.deleted",
      before: { locale: "ca", subject: "Esborrany", status: "draft" },
    });
    await expectError(await api(path(created.id), { method: "DELETE", reader: author }), 404, "not_found");
    expect(await entriesFor(created.id)).toHaveLength(3);
  });

  it("a test to oneself: the email as subscribers get it, to one address, audited, a few an hour", async () => {
    const b = await draft();
    for (const email of [undefined, "", "not-an-address", "a@b", `${"x".repeat(250)}@example.com`]) {
      const error = await expectError(
        await api(path(b.id, "/test"), { method: "POST", reader: author, json: email === undefined ? {} : { email } }),
        400,
        "validation_failed",
      );
      expect(Object.keys(error.fields!)).toEqual(["email"]);
    }
    const queued = await expectData(
      api(path(b.id, "/test"), { method: "POST", reader: author, json: { email: " Me@Example.com " } }),
      202,
    );
    expect(queued).toEqual({ to: "Me@Example.com" });
    const mail = await env.DB.prepare(
      "SELECT recipient, subject, html_body AS html, headers FROM email_outbox WHERE kind = 'newsletter_test' ORDER BY created_at DESC LIMIT 1",
    ).first<{ recipient: string; subject: string; html: string; headers: string }>();
    expect(mail).toMatchObject({ recipient: "Me@Example.com", subject: DRAFT.subject });
    expect(mail!.html).toContain("<strong>nuevo</strong>");
    expect(JSON.parse(mail!.headers)).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    expect((await entriesFor(b.id))[0]).toMatchObject({
      action: "broadcast.test_sent",
      after: { to: "Me@Example.com" },
    });

    // Ten an hour per author (what the tests before used counts too): then a 429 with when to try again.
    const used = await env.DB.prepare("SELECT count(*) AS n FROM rate_limit_hits WHERE key = ?")
      .bind(`broadcast_test:user:${author.id}`)
      .first<number>("n");
    let accepted = 0;
    let refused: Response | null = null;
    for (let i = 0; i < 12 && !refused; i++) {
      const res = await api(path(b.id, "/test"), { method: "POST", reader: author, json: { email: "me@example.com" } });
      if (res.status === 429) refused = res;
      else {
        expect(res.status).toBe(202);
        accepted++;
      }
    }
    expect(accepted).toBe(10 - used!);
    expect(Number(refused!.headers.get("Retry-After"))).toBeGreaterThan(0);
    await expectError(refused!, 429, "rate_limited");
    expect(await auditLog(`?action=broadcast.test_sent&objectId=${b.id}`)).toHaveLength(1 + accepted);
  });

  it("won't send with no confirmed subscriber of its language: 409, still a draft, nothing logged", async () => {
    await clearNewsletter();
    await insertSubscribers(["en@example.com", "en", "confirmed"], ["pending@example.com", "ca", "pending"]);
    const ca = await draft({ locale: "ca" });
    expect((await detail(ca.id)).recipients).toBe(0);
    await expectError(await api(path(ca.id, "/send"), { method: "POST", reader: author }), 409, "no_recipients");
    expect(await detail(ca.id)).toMatchObject({ status: "draft", started: null });
    expect((await entriesFor(ca.id)).map((e) => e.action)).toEqual(["broadcast.created"]);
  });

  it("sent: started once, delivered to the confirmed subscribers of its language, then frozen, with its counts", async () => {
    await clearNewsletter();
    await insertSubscribers(
      ["ana@example.com", "es", "confirmed"],
      ["bea@example.com", "es", "confirmed"],
      ["cam@example.com", "es", "confirmed"],
      ["gone@example.com", "es", "unsubscribed"],
      ["later@example.com", "es", "pending"],
      ["english@example.com", "en", "confirmed"],
    );
    const b = await draft();
    expect((await detail(b.id)).recipients).toBe(3);

    const started = await expectData<BroadcastProgress>(
      api(path(b.id, "/send"), { method: "POST", reader: author }),
      202,
    );
    expect(started).toEqual({ status: "sending", total: 3, enqueued: true, queued: 3, sent: 0, failed: 0, skipped: 0 });
    // A second press starts nothing and logs nothing.
    await expectError(await api(path(b.id, "/send"), { method: "POST", reader: author }), 409, "not_draft");
    expect(await settled(b.id)).toEqual({
      status: "sent",
      total: 3,
      enqueued: true,
      queued: 0,
      sent: 3,
      failed: 0,
      skipped: 0,
    });
    const mail = await env.DB.prepare(
      "SELECT recipient FROM dev_mailbox WHERE id LIKE 'newsletter_broadcast/%' ORDER BY recipient",
    ).all<{ recipient: string }>();
    expect(mail.results.map((m) => m.recipient)).toEqual(["ana@example.com", "bea@example.com", "cam@example.com"]);
    expect((await entriesFor(b.id)).map((e) => e.action)).toEqual(["broadcast.sent", "broadcast.created"]);
    expect((await entriesFor(b.id))[0]).toMatchObject({
      before: { status: "draft" },
      after: { locale: "es", subject: DRAFT.subject, status: "sending" },
    });

    // Frozen now: no edit, no delete, no second send (409), and none of them logged.
    await expectError(await api(path(b.id), { method: "PUT", reader: author, json: DRAFT }), 409, "not_draft");
    await expectError(await api(path(b.id), { method: "DELETE", reader: author }), 409, "not_draft");
    await expectError(await api(path(b.id, "/send"), { method: "POST", reader: author }), 409, "not_draft");
    expect(await entriesFor(b.id)).toHaveLength(2);

    // Bea leaves by the message's own one-click link: "unsubscribed since" counts her.
    const one = await env.DB.prepare(
      "SELECT headers FROM dev_mailbox WHERE recipient = 'bea@example.com'",
    ).first<string>("headers");
    const oneClick = new URL(/^<(.+)>$/.exec((JSON.parse(one!) as Record<string, string>)["List-Unsubscribe"]!)![1]!);
    const left = await request(oneClick.pathname + oneClick.search, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": nextIp() },
      body: "List-Unsubscribe=One-Click",
    });
    expect(left.status).toBe(200);
    const opened = await detail(b.id);
    expect(opened).toMatchObject({
      status: "sent",
      lastError: null,
      counts: { sent: 3, failed: 0, unsubscribedSince: 1 },
      progress: { status: "sent", sent: 3 },
      recipients: 2,
    });
    expect(opened.started).not.toBeNull();
    expect(opened.sent).not.toBeNull();
    const listed = (await expectData<BroadcastPage>(api("/studio/newsletter/broadcasts", as(author)))).broadcasts;
    expect(listed.find((x) => x.id === b.id)).toMatchObject({
      status: "sent",
      counts: { sent: 3, failed: 0, unsubscribedSince: 1 },
      progress: null,
    });
  });
});

describe("the list of broadcasts", () => {
  it("is newest first by keyset, without the Markdown, with counts only once started", async () => {
    await clearNewsletter();
    await insertSubscribers(["reader@example.com", "en", "confirmed"]);
    const made: BroadcastView[] = [];
    for (const subject of ["One", "Two", "Three", "Four", "Five"]) made.push(await draft({ locale: "en", subject }));
    // The third one is sent (its counts come from the settled row).
    await expectData(api(path(made[2]!.id, "/send"), { method: "POST", reader: author }), 202);
    await settled(made[2]!.id);

    const seen: BroadcastPage["broadcasts"] = [];
    let before: string | null = null;
    let pages = 0;
    do {
      const page: BroadcastPage = await expectData<BroadcastPage>(
        api(
          `/studio/newsletter/broadcasts?limit=2${before ? `&before=${encodeURIComponent(before)}` : ""}`,
          as(author),
        ),
      );
      seen.push(...page.broadcasts);
      before = page.next;
      pages++;
    } while (before);
    expect(pages).toBe(3);
    // Drafts made in the same millisecond are ordered by id, so compare as the list orders.
    const order = [...made].sort((x, y) =>
      x.created === y.created ? (x.id < y.id ? 1 : -1) : x.created < y.created ? 1 : -1,
    );
    expect(seen.map((b) => b.id)).toEqual(order.map((b) => b.id));
    for (const b of seen) {
      expect(b).not.toHaveProperty("markdown");
      if (b.id === made[2]!.id) expect(b).toMatchObject({ status: "sent", counts: { sent: 1, failed: 0 } });
      else expect(b).toMatchObject({ status: "draft", counts: null, progress: null });
    }

    for (const [query, field] of [
      ["?limit=0", "limit"],
      ["?limit=51", "limit"],
      ["?limit=x", "limit"],
      ["?before=yesterday", "before"],
    ]) {
      const error = await expectError(
        await api(`/studio/newsletter/broadcasts${query}`, as(author)),
        400,
        "validation_failed",
      );
      expect(Object.keys(error.fields!)).toEqual([field]);
    }
  });
});

describe("exactly once through the routes when Resend fails midway", () => {
  const RESEND_URL = "https://resend.fake.test";
  const MAIL_ENV = { ...env, RESEND_API_KEY: "re_studio_drill", RESEND_API_URL: RESEND_URL };

  /** A fake Resend batch API: the same key with the same emails is answered again, not sent again. */
  function fakeResend() {
    type Mode = "up" | "lost" | "down";
    const state = { plan: [] as Mode[], calls: 0, replays: 0 };
    const delivered: string[] = [];
    const answers = new Map<string, { payload: string; answer: unknown }>();
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url !== `${RESEND_URL}/emails/batch`) throw new Error(`unexpected fetch to ${url}`);
      state.calls++;
      const key = new Headers(init?.headers).get("Idempotency-Key")!;
      const payload = String(init?.body);
      const mode = state.plan.shift() ?? "up";
      if (mode === "down") return Response.json({ name: "internal_server_error", message: "down" }, { status: 500 });
      const earlier = answers.get(key);
      if (earlier) {
        expect(earlier.payload, "a retry is the same request").toBe(payload);
        state.replays++;
        return Response.json(earlier.answer);
      }
      const emails = JSON.parse(payload) as Array<{ to: string[] }>;
      for (const e of emails) delivered.push(e.to[0]!);
      const body = { data: emails.map((_, i) => ({ id: `re_${state.calls}_${i}` })) };
      answers.set(key, { payload, answer: body });
      // Taken, and then the connection drops before the answer arrives.
      if (mode === "lost") throw new TypeError("Network connection lost.");
      return Response.json(body);
    });
    return { state, delivered };
  }

  it("the send's first batches go right away; the sweep resumes the rest; each reader gets one copy", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "log").mockImplementation(() => {});
    await clearNewsletter();
    const people = Array.from({ length: 250 }, (_, i) => `lector-${String(i).padStart(3, "0")}@example.com`);
    await insertSubscribers(...people.map((p): [string, string, SubscriberStatus] => [p, "ca", "confirmed"]));
    const b = await draft({ locale: "ca", subject: "Novetats" });
    const fake = fakeResend();

    // The press: the first batch goes, the second is taken but its answer lost, the provider is down for the third.
    fake.state.plan = ["up", "lost", "down"];
    const t0 = Date.now();
    const res = await callApp(
      new Request(`${ORIGIN}/api${path(b.id, "/send")}`, {
        method: "POST",
        headers: { Cookie: author.cookie, "CF-Connecting-IP": nextIp() },
      }),
      MAIL_ENV,
    );
    expect(res.status).toBe(202);
    expect(fake.state.calls).toBe(3);
    expect(fake.delivered).toHaveLength(200);
    const midway = await expectData<BroadcastProgress>(api(path(b.id, "/progress"), as(author)));
    expect(midway).toMatchObject({ status: "sending", total: 250, enqueued: true, sent: 100, queued: 150 });

    // A sweep that claimed what is due and died before calling out leaves it to the next one.
    const due = await env.DB.prepare("SELECT id FROM newsletter_deliveries WHERE broadcast_id = ? AND state = 'queued'")
      .bind(b.id)
      .all<{ id: string }>();
    const { results: claimed } = await claimBatchStatement(
      db,
      due.results.map((r) => r.id),
      t0 + 40_000,
    ).all();
    expect(claimed).toHaveLength(150);

    // The cron sweep, once that claim has run out: both batches again, the lost one replayed under its key.
    const config = parseConfig(MAIL_ENV as unknown as Record<string, unknown>);
    expect((await runSweep(config, db, { now: t0 + 60_000 })).newsletter.batches).toBe(0);
    const resumed = await runSweep(config, db, { now: t0 + 40_000 + 60_001 });
    expect(resumed.newsletter).toMatchObject({
      batches: 2,
      sent: 150,
      failed: 0,
      settled: [{ id: b.id, status: "sent" }],
    });

    const copies = new Map<string, number>();
    for (const to of fake.delivered) copies.set(to, (copies.get(to) ?? 0) + 1);
    expect([...copies.keys()].sort()).toEqual(people);
    expect([...copies.values()].every((n) => n === 1)).toBe(true);
    expect(fake.state).toMatchObject({ calls: 5, replays: 1 });
    expect(await expectData<BroadcastProgress>(api(path(b.id, "/progress"), as(author)))).toEqual({
      status: "sent",
      total: 250,
      enqueued: true,
      queued: 0,
      sent: 250,
      failed: 0,
      skipped: 0,
    });
    expect((await detail(b.id)).counts).toEqual({ sent: 250, failed: 0, unsubscribedSince: 0 });
  });
});

describe("the engine beneath the routes", () => {
  it("two enqueues of one chunk at once (the press and the sweep) add each subscriber once, no batch over 100", async () => {
    await clearNewsletter();
    // 2,100 confirmed: the first chunk of 2,000 fills batches 0-19 exactly.
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 2099)
       INSERT INTO newsletter_subscribers (id, email, status, locale, consent_at, consent_locale, source, confirmed_at, created_at, updated_at)
       SELECT printf('b%07x-0000-4000-8000-000000000000', i), printf('chunk-%04d@example.com', i), 'confirmed', 'en', 1, 'en',
              'newsletter_form', 1, 1, 1
       FROM n`,
    ).run();
    const b = await draft({ locale: "en" });
    const ctx = { db, config: parseConfig(env as unknown as Record<string, unknown>), origin: ORIGIN, now: Date.now() };
    // Started, nothing enqueued yet.
    expect((await startBroadcast(ctx, b.id, { maxChunks: 0 })).ok).toBe(true);

    // Both runs read the cursor before either writes; between the two writes a subscriber confirms
    // whose id falls inside the chunk both read.
    const original = env.DB.batch.bind(env.DB);
    let calls = 0;
    let releaseFirst!: () => void;
    const bothRead = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstDone: Promise<D1Result[]> | undefined;
    vi.spyOn(env.DB, "batch").mockImplementation(async (statements) => {
      calls++;
      if (calls === 1) {
        await bothRead;
        firstDone = original(statements);
        return firstDone;
      }
      if (calls === 2) {
        releaseFirst();
        await new Promise((resolve) => setTimeout(resolve, 0));
        while (!firstDone) await new Promise((resolve) => setTimeout(resolve, 5));
        await firstDone;
        await env.DB.prepare(
          `INSERT INTO newsletter_subscribers (id, email, status, locale, consent_at, consent_locale, source, confirmed_at, created_at, updated_at)
           VALUES ('a0000000-0000-4000-8000-000000000000', 'late@example.com', 'confirmed', 'en', 1, 'en', 'newsletter_form', 1, 1, 1)`,
        ).run();
      }
      return original(statements);
    });
    await Promise.all([enqueueBroadcast(db, b.id, ctx.now, 1), enqueueBroadcast(db, b.id, ctx.now, 1)]);
    vi.restoreAllMocks();
    expect(calls).toBe(2);

    const shape = await env.DB.prepare(
      `SELECT (SELECT count(*) FROM newsletter_deliveries WHERE broadcast_id = ?1) AS deliveries,
              (SELECT max(n) FROM (SELECT count(*) AS n FROM newsletter_deliveries WHERE broadcast_id = ?1 GROUP BY batch)) AS largest,
              (SELECT enqueued FROM newsletter_broadcasts WHERE id = ?1) AS enqueued,
              (SELECT count(*) FROM email_outbox WHERE kind = 'newsletter_broadcast') AS outbox`,
    )
      .bind(b.id)
      .first<{ deliveries: number; largest: number; enqueued: number; outbox: number }>();
    expect(shape).toEqual({ deliveries: 2000, largest: 100, enqueued: 2000, outbox: 2000 });

    // The rest is enqueued and sent as ever: everyone but the latecomer (they confirmed after the
    // cursor passed them), once each, in batches of at most 100.
    const sent = await sendBroadcastBatches(
      { db, config: ctx.config, transport: { name: "count", send: async () => ({}) } },
      { broadcastId: b.id, maxBatches: 100, callIntervalMs: 0 },
    );
    expect(sent).toMatchObject({ sent: 2100, failed: 0, settled: [{ id: b.id, status: "sent" }] });
  });
});
