import { env } from "cloudflare:workers";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { parseConfig } from "#worker/config";
import { NEWSLETTER_CONSENT_TEXTS } from "#worker/contract/newsletter-consent";
import type { SubscriberPage, SubscriberSummary } from "#worker/contract/studio-newsletter";
import { createDb } from "#worker/db/client";
import { EmailSendError, type EmailTransport, type OutgoingBatch } from "#worker/email/transport";
import {
  broadcastCounts,
  broadcastProgress,
  createBroadcastDraft,
  startBroadcast,
} from "#worker/services/newsletter-broadcasts";
import { sendBroadcastBatches } from "#worker/services/newsletter-delivery";
import { exportSubscribersCsv, subscriberPageQuery } from "#worker/services/studio/subscribers";
import { ORIGIN, api, expectData, expectError } from "../support/worker/http";
import { clearNewsletter } from "../support/worker/newsletter";
import { signUpReader, type Reader } from "../support/worker/session";
import { auditEntries, expectDoorShut, studioAuthor, type StudioCall } from "../support/worker/studio";

/**
 * The studio's newsletter subscribers: the list with each consent record
 * behind the studio's door, its filters and keyset pages, the streamed CSV, and erasure for good,
 * which keeps the broadcasts' counts and leaves the address nowhere, even mid-send.
 */

const db = createDb(env.DB);
const config = parseConfig(env as unknown as Record<string, unknown>);
let author: Reader;

const DAY = 24 * 60 * 60 * 1000;
/** 2026-03-01T12:00Z: the seeded subscribers signed up days after it. */
const BASE = Date.UTC(2026, 2, 1, 12);

interface Seed {
  email: string;
  state: "pending" | "confirmed" | "unsubscribed";
  locale: "en" | "es" | "ca";
  day: number;
  source?: "newsletter_form" | "contact_form";
  pageUrl?: string | null;
  version?: string | null;
}

/** A subscriber as the forms would have left them, with a fixed date. */
async function insertSubscriber(seed: Seed): Promise<string> {
  const id = crypto.randomUUID();
  const at = BASE + seed.day * DAY;
  const source = seed.source ?? "newsletter_form";
  await env.DB.prepare(
    `INSERT INTO newsletter_subscribers (id, email, status, locale, consent_page_url, consent_at, consent_locale,
       consent_version, source, confirmed_at, unsubscribed_at, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
    .bind(
      id,
      seed.email,
      seed.state,
      seed.locale,
      seed.pageUrl === undefined ? `https://adriavidal.com/${seed.locale}` : seed.pageUrl,
      at,
      seed.locale,
      seed.version === undefined ? (source === "contact_form" ? "contact-form/1" : "newsletter-form/1") : seed.version,
      source,
      seed.state === "pending" ? null : at + 60_000,
      seed.state === "unsubscribed" ? at + DAY : null,
      at,
      at,
    )
    .run();
  return id;
}

const as = (who: { cookie: string } | null) => ({ reader: who });
const list = (query = "") => expectData<SubscriberPage>(api(`/studio/newsletter/subscribers${query}`, as(author)));
const emails = (page: SubscriberPage) => page.subscribers.map((s) => s.email);
const auditLog = (query: string) => auditEntries(author, query);
const del = (id: string, json?: unknown) =>
  api(`/studio/newsletter/subscribers/${id}`, {
    method: "DELETE",
    reader: author,
    ...(json === undefined ? {} : { json }),
  });

const ids: Record<string, string> = {};
/** Newest first. */
const ALL = [
  "gus@example.com",
  "fay@example.com",
  "eva@example.com",
  "dani_x@example.net",
  "cai@example.com",
  "bo@example.org",
  "ana@example.com",
];

beforeAll(async () => {
  author = await studioAuthor("author-newsletter@example.com", "Newsletter Author");
  const seeds: Seed[] = [
    { email: "ana@example.com", state: "confirmed", locale: "en", day: 1, pageUrl: "https://adriavidal.com/" },
    { email: "bo@example.org", state: "pending", locale: "es", day: 2, source: "contact_form", pageUrl: null },
    {
      email: "cai@example.com",
      state: "unsubscribed",
      locale: "ca",
      day: 3,
      pageUrl: "https://adriavidal.com/ca/music",
    },
    { email: "dani_x@example.net", state: "confirmed", locale: "en", day: 4 },
    // Signed up before the wording was versioned.
    { email: "eva@example.com", state: "confirmed", locale: "es", day: 5, version: null },
    { email: "fay@example.com", state: "confirmed", locale: "ca", day: 6 },
    // A page address a spreadsheet would run as a formula.
    {
      email: "gus@example.com",
      state: "confirmed",
      locale: "en",
      day: 7,
      pageUrl: '=HYPERLINK("https://evil.example")',
    },
  ];
  for (const seed of seeds) ids[seed.email] = await insertSubscriber(seed);
});

describe("who may see the subscribers", () => {
  const calls = (id: string, confirm: string): StudioCall[] => [
    ["GET", "/studio/newsletter/subscribers"],
    ["GET", "/studio/newsletter/subscribers/export.csv"],
    ["DELETE", `/studio/newsletter/subscribers/${id}`, { confirm }],
  ];

  it("signed out: 401 everywhere", async () => {
    await expectDoorShut(calls("00000000-0000-4000-8000-000000000000", "x@example.com"), "signed out");
  });

  it("a reader: 403 forbidden; an author without the second factor: 403 second_factor_required; nobody is erased", async () => {
    const reader = await signUpReader("Nell Reader");
    const unenrolled = await signUpReader("Unenrolled Author", "author-newsletter-unenrolled@example.com");
    const ana = calls(ids["ana@example.com"]!, "ana@example.com");
    await expectDoorShut(ana, { reader, code: "forbidden" });
    await expectDoorShut(ana, { reader: unenrolled, code: "second_factor_required" });
    // The author's own session from another site's page: 403 on the delete.
    await expectDoorShut(ana, { foreignOrigin: author });
    expect(emails(await list())).toContain("ana@example.com");
    // No export was made and nobody erased, so neither is in the log.
    expect(await auditLog("?action=subscriber.exported")).toEqual([]);
    expect(await auditLog("?action=subscriber.deleted")).toEqual([]);
  });
});

describe("the list", () => {
  it("is newest first, each subscriber with state, language and consent record (when, where, which words)", async () => {
    const page = await list();
    expect(emails(page)).toEqual(ALL);
    expect(page.next).toBeNull();
    expect(page.subscribers.find((s) => s.email === "cai@example.com")).toEqual({
      id: ids["cai@example.com"]!,
      email: "cai@example.com",
      state: "unsubscribed",
      locale: "ca",
      createdAt: BASE + 3 * DAY,
      updatedAt: BASE + 3 * DAY,
      confirmedAt: BASE + 3 * DAY + 60_000,
      unsubscribedAt: BASE + 4 * DAY,
      consent: {
        at: BASE + 3 * DAY,
        pageUrl: "https://adriavidal.com/ca/music",
        locale: "ca",
        source: "newsletter_form",
        version: "newsletter-form/1",
        text: NEWSLETTER_CONSENT_TEXTS["newsletter-form/1"].ca,
      },
    } satisfies SubscriberSummary);
    expect(page.subscribers.find((s) => s.email === "bo@example.org")!.consent).toMatchObject({
      source: "contact_form",
      pageUrl: null,
      version: "contact-form/1",
      text: NEWSLETTER_CONSENT_TEXTS["contact-form/1"].es,
    });
    // Recorded before versions: the list says so rather than guessing.
    expect(page.subscribers.find((s) => s.email === "eva@example.com")!.consent).toMatchObject({
      version: null,
      text: null,
    });
  });

  it("counts every state, of all languages or of the one filtered on, whatever the state filter and search", async () => {
    expect((await list()).totals).toEqual({ pending: 1, confirmed: 5, unsubscribed: 1 });
    expect((await list("?locale=en")).totals).toEqual({ pending: 0, confirmed: 3, unsubscribed: 0 });
    expect((await list("?locale=ca&state=unsubscribed&q=zzz")).totals).toEqual({
      pending: 0,
      confirmed: 1,
      unsubscribed: 1,
    });
  });

  it("filters by state and language, and searches addresses with % and _ taken literally", async () => {
    expect(emails(await list("?state=confirmed"))).toEqual([
      "gus@example.com",
      "fay@example.com",
      "eva@example.com",
      "dani_x@example.net",
      "ana@example.com",
    ]);
    expect(emails(await list("?state=pending"))).toEqual(["bo@example.org"]);
    expect(emails(await list("?locale=ca"))).toEqual(["fay@example.com", "cai@example.com"]);
    expect(emails(await list("?locale=en&state=confirmed"))).toEqual([
      "gus@example.com",
      "dani_x@example.net",
      "ana@example.com",
    ]);
    expect(emails(await list("?q=EXAMPLE.ORG"))).toEqual(["bo@example.org"]);
    expect(emails(await list("?q=_x"))).toEqual(["dani_x@example.net"]);
    expect(emails(await list("?q=%25"))).toEqual([]);
    expect(emails(await list("?q=a&locale=es&state=confirmed"))).toEqual(["eva@example.com"]);
  });

  it("pages by keyset: everyone once, in order, even two who signed up in the same millisecond", async () => {
    const tieA = await insertSubscriber({ email: "tie-a@example.com", state: "pending", locale: "en", day: 0 });
    const tieB = await insertSubscriber({ email: "tie-b@example.com", state: "pending", locale: "en", day: 0 });
    const seen: SubscriberSummary[] = [];
    let before: string | null = null;
    let pages = 0;
    do {
      const page: SubscriberPage = await list(`?limit=2${before ? `&before=${encodeURIComponent(before)}` : ""}`);
      expect(page.subscribers.length).toBeLessThanOrEqual(2);
      seen.push(...page.subscribers);
      before = page.next;
      pages++;
    } while (before);
    expect(pages).toBe(5);
    expect(seen.map((s) => s.email).slice(0, 7)).toEqual(ALL);
    expect(seen.slice(7).map((s) => s.id)).toEqual([tieA, tieB].sort().reverse());
    // A filtered list pages the same way.
    const first = await list("?state=confirmed&limit=3");
    expect(emails(first)).toEqual(ALL.filter((e) => e !== "cai@example.com" && e !== "bo@example.org").slice(0, 3));
    const second = await list(`?state=confirmed&limit=3&before=${encodeURIComponent(first.next!)}`);
    expect(emails(second)).toEqual(["dani_x@example.net", "ana@example.com"]);
    expect(second.next).toBeNull();
    await env.DB.prepare("DELETE FROM newsletter_subscribers WHERE id IN (?, ?)").bind(tieA, tieB).run();
  });

  it("refuses every malformed query with the field that is wrong", async () => {
    const cases: Array<[string, string]> = [
      ["?state=active", "state"],
      ["?locale=fr", "locale"],
      ["?q=", "q"],
      ["?q=%20%20", "q"],
      [`?q=${"x".repeat(101)}`, "q"],
      ["?before=abc", "before"],
      ["?before=12.a%20b", "before"],
      ["?limit=0", "limit"],
      ["?limit=101", "limit"],
      ["?limit=abc", "limit"],
      ["?limit=1.5", "limit"],
    ];
    for (const [query, field] of cases) {
      const error = await expectError(
        await api(`/studio/newsletter/subscribers${query}`, as(author)),
        400,
        "validation_failed",
      );
      expect(Object.keys(error.fields ?? {}), query).toEqual([field]);
    }
    expect((await list("?limit=100")).subscribers).toHaveLength(7);
  });

  it("a sign-up through the site's form appears with what it consented to, where and in which language", async () => {
    const res = await api("/newsletter-subscription", {
      method: "POST",
      json: {
        email: "New.Reader@Example.com",
        page_url: "https://adriavidal.com/es/books",
        timestamp: new Date().toISOString(),
        turnstileToken: "XXXX.DUMMY.TOKEN.XXXX",
        locale: "es",
      },
    });
    expect(res.status).toBe(202);
    const [newest] = (await list("?q=new.reader")).subscribers;
    expect(newest).toMatchObject({
      email: "new.reader@example.com",
      state: "pending",
      locale: "es",
      consent: {
        pageUrl: "https://adriavidal.com/es/books",
        locale: "es",
        source: "newsletter_form",
        version: "newsletter-form/1",
        text: NEWSLETTER_CONSENT_TEXTS["newsletter-form/1"].es,
      },
    });
    expect(newest!.consent.at).toBeGreaterThan(Date.now() - 60_000);
    await env.DB.prepare("DELETE FROM newsletter_subscribers WHERE email = 'new.reader@example.com'").run();
  });
});

describe("the CSV export", () => {
  const csv = async (query = "") => {
    const res = await api(`/studio/newsletter/subscribers/export.csv${query}`, as(author));
    expect(res.status).toBe(200);
    return res;
  };

  it("is an attachment in UTF-8 with a BOM, one consent record a row, quoted per RFC 4180 with formulas defused", async () => {
    const res = await csv();
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.split("\r\n");
    expect(lines[0]).toBe(
      "id,email,state,locale,created_at,confirmed_at,unsubscribed_at,consent_at,consent_source,consent_page_url,consent_locale,consent_version,consent_text",
    );
    expect(lines[1]).toBe(
      [
        ids["gus@example.com"],
        "gus@example.com",
        "confirmed",
        "en",
        "2026-03-08T12:00:00.000Z",
        "2026-03-08T12:01:00.000Z",
        "",
        "2026-03-08T12:00:00.000Z",
        "newsletter_form",
        `"'=HYPERLINK(""https://evil.example"")"`,
        "en",
        "newsletter-form/1",
        `"${NEWSLETTER_CONSENT_TEXTS["newsletter-form/1"].en}"`,
      ].join(","),
    );
    expect(text).toContain(
      `${ids["bo@example.org"]},bo@example.org,pending,es,2026-03-03T12:00:00.000Z,,,2026-03-03T12:00:00.000Z,contact_form,,es,contact-form/1,`,
    );
    // Catalan's accents come through as written.
    expect(text).toContain("una ullada entre bastidors; mai més de dues vegades al mes");
    // Seven subscribers, the header, and the empty string after the last CRLF.
    expect(lines).toHaveLength(9);
  });

  it("follows the list's filters and is audited with them; a malformed filter is a 400", async () => {
    const text = await (await csv("?locale=ca&state=confirmed")).text();
    expect(text.trim().split("\r\n")).toHaveLength(2);
    expect(text).toContain("fay@example.com");
    const [entry] = await auditLog("?action=subscriber.exported");
    expect(entry).toMatchObject({
      actorEmail: "author-newsletter@example.com",
      after: { filters: { locale: "ca", state: "confirmed" } },
    });
    for (const bad of ["?state=x", "?locale=de", "?q="]) {
      await expectError(
        await api(`/studio/newsletter/subscribers/export.csv${bad}`, as(author)),
        400,
        "validation_failed",
      );
    }
  });

  it("streams page by page: small pages give the same file as one large one", async () => {
    const read = (size: number) => new Response(exportSubscribersCsv(db, {}, size)).text();
    const whole = await read(500);
    expect(await read(1)).toBe(whole);
    expect(await read(3)).toBe(whole);
  });
});

describe("deleting a subscriber for good", () => {
  it("needs the address typed again; then the subscriber and their newsletter mail are gone, the log keeps who and when", async () => {
    const id = ids["bo@example.org"]!;
    // Their confirmation mail waits in the outbox, beside a contact confirmation (not the newsletter's).
    await env.DB.batch(
      [
        ["newsletter_confirmation", "pending"],
        ["newsletter_welcome", "sent"],
        ["contact_confirmation", "sent"],
      ].map(([kind, status]) =>
        env.DB.prepare(
          `INSERT INTO email_outbox (id, kind, recipient, subject, text_body, html_body, status, next_attempt_at, created_at)
           VALUES (?, ?, 'bo@example.org', 'Hi', 'text', '<p>html</p>', ?, 0, 0)`,
        ).bind(crypto.randomUUID(), kind, status),
      ),
    );
    for (const body of [undefined, {}, { confirm: "" }, { confirm: "someone@example.org" }, { confirm: 42 }]) {
      const res = await del(id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      if (body !== undefined) {
        const error = await expectError(res, 400, "validation_failed");
        expect(Object.keys(error.fields!)).toEqual(["confirm"]);
      }
    }
    expect(emails(await list())).toContain("bo@example.org");

    expect(await expectData(del(id, { confirm: " BO@example.org " }))).toEqual({ deleted: true, id });
    expect(emails(await list())).not.toContain("bo@example.org");
    const kinds = await env.DB.prepare("SELECT kind FROM email_outbox WHERE recipient = 'bo@example.org'").all();
    expect(kinds.results).toEqual([{ kind: "contact_confirmation" }]);
    const [entry] = await auditLog(`?action=subscriber.deleted&objectId=${id}`);
    expect(entry).toMatchObject({ objectType: "newsletter_subscriber", actorEmail: "author-newsletter@example.com" });
    expect(entry!.before).toEqual({
      locale: "es",
      state: "pending",
      source: "contact_form",
      consentAt: BASE + 2 * DAY,
      createdAt: BASE + 2 * DAY,
    });

    expect(JSON.stringify(entry)).not.toContain("bo@example.org");

    await expectError(await del(id, { confirm: "bo@example.org" }), 404, "not_found");
    const badId = await expectError(await del("123", { confirm: "bo@example.org" }), 400, "validation_failed");
    expect(Object.keys(badId.fields!)).toEqual(["id"]);
    // Nothing half-done: one entry, for the one erasure.
    expect(await auditLog(`?action=subscriber.deleted&objectId=${id}`)).toHaveLength(1);
  });

  it("mid-send: a copy already with the provider is replayed, not resent, then its address goes; an untried one is skipped; counts stay", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "log").mockImplementation(() => {});
    await clearNewsletter();
    // 150 English subscribers in id order: two batches of a send, 100 and 50.
    const people = Array.from({ length: 150 }, (_, i) => ({
      id: `${i.toString(16).padStart(8, "0")}-0000-4000-8000-000000000000`,
      email: `r-${String(i).padStart(3, "0")}@example.com`,
    }));
    await env.DB.batch(
      people.map((p) =>
        env.DB.prepare(
          `INSERT INTO newsletter_subscribers (id, email, status, locale, consent_at, consent_locale, consent_version, source, confirmed_at, created_at, updated_at)
           VALUES (?, ?, 'confirmed', 'en', 1, 'en', 'newsletter-form/1', 'newsletter_form', 1, 1, 1)`,
        ).bind(p.id, p.email),
      ),
    );
    const inFlight = people[5]!; // batch 0
    const untried = people[120]!; // batch 1

    // A provider that takes a batch once per key: a replay is answered, not sent again.
    const delivered: Array<{ to: string; key: string }> = [];
    const answered = new Map<string, { sent: true }[]>();
    let loseNext = false;
    const transport: EmailTransport = {
      name: "fake",
      send: () => Promise.reject(new Error("batches only")),
      async sendBatch(batch: OutgoingBatch) {
        let answer = answered.get(batch.idempotencyKey);
        if (!answer) {
          for (const e of batch.emails) delivered.push({ to: e.to, key: batch.idempotencyKey });
          answer = batch.emails.map(() => ({ sent: true as const }));
          answered.set(batch.idempotencyKey, answer);
        }
        if (loseNext) {
          loseNext = false;
          throw new EmailSendError("Resend unreachable: the connection dropped after the request", false);
        }
        return answer;
      },
    };
    const t0 = Date.now();
    const ctx = { db, config, origin: ORIGIN, now: t0 };
    const draft = async (subject: string) => {
      const created = await createBroadcastDraft(ctx, "author", { locale: "en", subject, markdown: "Hello." });
      if (!created.ok) throw new Error(created.reason);
      return created.value.id;
    };

    // Broadcast A went to everyone earlier.
    const a = await draft("Earlier");
    await startBroadcast(ctx, a);
    await sendBroadcastBatches({ db, config, transport }, { now: t0, callIntervalMs: 0 });
    expect(await broadcastCounts(db, a)).toEqual({ sent: 150, failed: 0, unsubscribedSince: 0 });

    // Broadcast B: its first batch is taken but the answer is lost; its second not yet tried.
    const b = await draft("Now");
    await startBroadcast(ctx, b);
    loseNext = true;
    expect(
      await sendBroadcastBatches({ db, config, transport }, { now: t0, maxBatches: 1, callIntervalMs: 0 }),
    ).toMatchObject({
      batches: 1,
      retrying: 100,
    });

    for (const p of [inFlight, untried])
      expect(await expectData(del(p.id, { confirm: p.email }))).toEqual({ deleted: true, id: p.id });

    const deliveries = async (who: { id: string }) =>
      (
        await env.DB.prepare(
          "SELECT broadcast_id AS broadcast, state FROM newsletter_deliveries WHERE subscriber_id = ? ORDER BY broadcast_id = ?",
        )
          .bind(who.id, b)
          .all<{ broadcast: string; state: string }>()
      ).results;
    const outboxOf = async (who: { email: string }) =>
      (
        await env.DB.prepare("SELECT id, status FROM email_outbox WHERE recipient = ?").bind(who.email).all<{
          id: string;
          status: string;
        }>()
      ).results;
    // The sent copy of A stays counted, its address gone; B's in-flight copy waits as it was.
    expect(await deliveries(inFlight)).toEqual([
      { broadcast: a, state: "sent" },
      { broadcast: b, state: "queued" },
    ]);
    expect(await outboxOf(inFlight)).toEqual([{ id: expect.any(String), status: "pending" }]);
    expect(await deliveries(untried)).toEqual([
      { broadcast: a, state: "sent" },
      { broadcast: b, state: "skipped" },
    ]);
    expect(await outboxOf(untried)).toEqual([]);
    expect(await broadcastCounts(db, a)).toEqual({ sent: 150, failed: 0, unsubscribedSince: 0 });

    // The sweep resumes after the backoff: the first batch again under its key, the second without the erased.
    const resumed = await sendBroadcastBatches({ db, config, transport }, { now: t0 + 31_000, callIntervalMs: 0 });
    expect(resumed).toMatchObject({ batches: 2, sent: 149, settled: [{ id: b, status: "sent" }] });
    // What the provider sent for B (A's 150 came first): two keys, one copy each.
    const copiesOfB = new Map<string, number>();
    for (const d of delivered.slice(150)) copiesOfB.set(d.to, (copiesOfB.get(d.to) ?? 0) + 1);
    expect(new Set(delivered.slice(150).map((d) => d.key)).size).toBe(2);
    expect(copiesOfB.size).toBe(149);
    expect([...copiesOfB.values()].every((n) => n === 1)).toBe(true);
    expect(copiesOfB.has(untried.email)).toBe(false);
    expect(copiesOfB.get(inFlight.email)).toBe(1);
    expect(await broadcastProgress(db, b)).toMatchObject({ status: "sent", sent: 149, skipped: 1, queued: 0 });

    // Once settled, no row anywhere holds either address.
    expect(await outboxOf(inFlight)).toEqual([]);
    const left = await env.DB.prepare(
      "SELECT (SELECT count(*) FROM email_outbox WHERE recipient IN (?1, ?2)) + (SELECT count(*) FROM newsletter_subscribers WHERE email IN (?1, ?2)) AS n",
    )
      .bind(inFlight.email, untried.email)
      .first<number>("n");
    expect(left).toBe(0);
    vi.restoreAllMocks();
  });
});

describe("50,000 subscribers", () => {
  const TOTAL = 50_000;

  it("a page, deep or filtered, is read off an index, never by sorting the list", { timeout: 180_000 }, async () => {
    await clearNewsletter();
    // A minute apart from 2025-01-01; state by i % 10 (7 confirmed, 2 pending, 1 unsubscribed), language by i % 3.
    const start = Date.UTC(2025, 0, 1);
    const statements = [];
    for (let from = 0; from < TOTAL; from += 1000) {
      statements.push(
        env.DB.prepare(
          `WITH RECURSIVE n(i) AS (SELECT ?1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1 + 999)
           INSERT INTO newsletter_subscribers (id, email, status, locale, consent_at, consent_locale, consent_version, source,
             created_at, updated_at)
           SELECT printf('%08x-0000-4000-8000-%012x', i, i), printf('bulk-%05d@example.com', i),
                  CASE WHEN i % 10 < 7 THEN 'confirmed' WHEN i % 10 < 9 THEN 'pending' ELSE 'unsubscribed' END,
                  CASE i % 3 WHEN 0 THEN 'en' WHEN 1 THEN 'es' ELSE 'ca' END, ?2 + i * 60000,
                  CASE i % 3 WHEN 0 THEN 'en' WHEN 1 THEN 'es' ELSE 'ca' END, 'newsletter-form/1', 'newsletter_form',
                  ?2 + i * 60000, ?2 + i * 60000
           FROM n`,
        ).bind(from, start),
      );
    }
    await env.DB.batch(statements);

    // The plans: each filter seeks its time-ordered index and stops after a page; nothing is sorted.
    const plan = async (filters: Parameters<typeof subscriberPageQuery>[1], before?: string) =>
      (
        await db.all<{ detail: string }>(
          sql`EXPLAIN QUERY PLAN ${subscriberPageQuery(db, filters, before, 101).getSQL()}`,
        )
      )
        .map((r) => r.detail)
        .join("\n");
    const cursor = `${start + 30_000 * 60_000}.00007530-0000-4000-8000-000000007530`;
    expect(await plan({})).toMatch(/SCAN newsletter_subscribers USING INDEX newsletter_subscribers_created/);
    expect(await plan({}, cursor)).toMatch(
      /SEARCH newsletter_subscribers USING INDEX newsletter_subscribers_created \(\(created_at,id\)<\(\?,\?\)\)/,
    );
    expect(await plan({ locale: "ca" }, cursor)).toMatch(/USING INDEX newsletter_subscribers_created/);
    expect(await plan({ state: "pending", locale: "ca" }, cursor)).toMatch(
      /USING INDEX newsletter_subscribers_status_created \(status=\? AND \(created_at,id\)<\(\?,\?\)\)/,
    );
    for (const p of [await plan({}), await plan({ locale: "es" }), await plan({ state: "confirmed", q: "bulk-1" })]) {
      expect(p).not.toMatch(/TEMP B-TREE/);
    }

    const timed = async (query: string) => {
      const began = Date.now();
      const page = await list(query);
      console.info(`[scale] GET /studio/newsletter/subscribers${query}: ${Date.now() - began} ms`);
      return page;
    };
    // The first page: the newest 100, and the totals of all 50,000.
    const first = await timed("?limit=100");
    expect(first.subscribers).toHaveLength(100);
    expect(first.subscribers[0]!.email).toBe("bulk-49999@example.com");
    expect(first.totals).toEqual({ confirmed: 35_000, pending: 10_000, unsubscribed: 5_000 });
    // Deep in the list.
    const deep = await timed(`?limit=100&before=${encodeURIComponent(cursor)}`);
    expect(deep.subscribers.map((s) => s.email)).toEqual(
      Array.from({ length: 100 }, (_, k) => `bulk-${String(29_999 - k).padStart(5, "0")}@example.com`),
    );
    // Filtered: unsubscribed Catalan readers (i % 10 = 9 and i % 3 = 2: every 30th from 29).
    const filtered = await timed("?state=unsubscribed&locale=ca&limit=100");
    expect(filtered.subscribers).toHaveLength(100);
    expect(filtered.subscribers.every((s) => s.state === "unsubscribed" && s.locale === "ca")).toBe(true);
    expect(filtered.subscribers[0]!.email).toBe("bulk-49979@example.com");
    expect(filtered.totals).toEqual({ confirmed: 11_666, pending: 3_334, unsubscribed: 1_666 });
    const searched = await timed("?q=bulk-4999&limit=100");
    expect(searched.subscribers.map((s) => s.email)).toEqual(
      Array.from({ length: 10 }, (_, k) => `bulk-${49_999 - k}@example.com`),
    );

    // The export of all of it streams through to the last row.
    const res = await api("/studio/newsletter/subscribers/export.csv", as(author));
    const reader = res.body!.getReader();
    let rows = 0;
    let chunks = 0;
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks++;
      rows += (decoder.decode(value, { stream: true }).match(/\r\n/g) ?? []).length;
    }
    expect(rows).toBe(TOTAL + 1);
    expect(chunks).toBeGreaterThan(10);
  });
});
