import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { parseConfig } from "#worker/config";
import { createDb } from "#worker/db/client";
import { createResendTransport } from "#worker/email/resend-transport";
import { broadcastProgress, createBroadcastDraft, startBroadcast } from "#worker/services/newsletter-broadcasts";
import { sendBroadcastBatches } from "#worker/services/newsletter-delivery";
import { ORIGIN } from "../support/worker/http";

/**
 * A send to 50,000 subscribers (decision 040): enqueued in chunks that keep every statement far
 * below D1's bound-parameter limit, one delivery and one outbox row each, 500 batches of
 * exactly 100, then handed to a fake Resend batch API, 100 per call, each recipient once.
 */

const db = createDb(env.DB);
const config = parseConfig(env as unknown as Record<string, unknown>);
const SUBSCRIBERS = 50_000;

afterEach(() => {
  vi.restoreAllMocks();
});

describe("a broadcast to 50,000 subscribers", () => {
  it("enqueues within D1's limits and delivers once each", { timeout: 120_000 }, async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const now = Date.now();
    // 50,000 confirmed Spanish subscribers, plus others the send must leave out, in one statement.
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ?1 + 299)
       INSERT INTO newsletter_subscribers (id, email, status, locale, consent_at, consent_locale, source, created_at, updated_at)
       SELECT printf('%08x-0000-4000-8000-000000000000', i), printf('bulk-%05d@example.com', i),
              CASE WHEN i < ?1 THEN 'confirmed' WHEN i < ?1 + 100 THEN 'unsubscribed' ELSE 'confirmed' END,
              CASE WHEN i < ?1 + 200 THEN 'es' ELSE 'en' END, ?2, 'es', 'newsletter_form', ?2, ?2
       FROM n`,
    )
      .bind(SUBSCRIBERS, now)
      .run();
    // The 100 after the confirmed ones are unsubscribed, the next 100 are pending, the last 100 English.
    await env.DB.prepare("UPDATE newsletter_subscribers SET status = 'pending' WHERE email >= ? AND email < ?")
      .bind(`bulk-${SUBSCRIBERS + 100}`, `bulk-${SUBSCRIBERS + 200}`)
      .run();

    // Every statement the engine prepares is watched for its bound parameters.
    const statement = Object.getPrototypeOf(env.DB.prepare("SELECT 1")) as D1PreparedStatement;
    const bind = vi.spyOn(statement, "bind");
    const batch = vi.spyOn(env.DB, "batch");

    const draft = await createBroadcastDraft({ db, config, origin: ORIGIN, now }, "author@example.com", {
      locale: "es",
      subject: "Para todos",
      markdown: "Hola a **todos**.",
    });
    if (!draft.ok) throw new Error(draft.reason);
    const started = Date.now();
    const progress = await startBroadcast({ db, config, origin: ORIGIN, now }, draft.value.id);
    const enqueueMs = Date.now() - started;
    expect(progress).toEqual({
      ok: true,
      value: {
        status: "sending",
        total: SUBSCRIBERS,
        enqueued: true,
        queued: SUBSCRIBERS,
        sent: 0,
        failed: 0,
        skipped: 0,
      },
    });
    // D1 binds at most 100 parameters per statement; the chunks bind six.
    expect(Math.max(...bind.mock.calls.map((args) => args.length))).toBeLessThanOrEqual(100);
    // 25 chunks of 2,000 and the empty one that closes the list, three statements each (the
    // other transaction is the progress read).
    const chunks = batch.mock.calls.filter(([statements]) => statements.length === 3);
    expect(chunks.length).toBe(SUBSCRIBERS / 2000 + 1);
    expect(Math.max(...batch.mock.calls.map(([statements]) => statements.length))).toBe(3);
    console.info(`[scale] enqueued ${SUBSCRIBERS} deliveries in ${enqueueMs} ms, ${chunks.length} transactions`);

    const [shape] = (
      await env.DB.prepare(
        `SELECT count(*) AS deliveries, count(DISTINCT subscriber_id) AS subscribers, count(DISTINCT batch) AS batches,
                (SELECT count(*) FROM email_outbox WHERE kind = 'newsletter_broadcast') AS outbox,
                (SELECT count(*) FROM (SELECT batch FROM newsletter_deliveries GROUP BY batch HAVING count(*) <> 100)) AS uneven,
                (SELECT count(*) FROM newsletter_deliveries d JOIN newsletter_subscribers s ON s.id = d.subscriber_id
                 WHERE s.status <> 'confirmed' OR s.locale <> 'es') AS strays
         FROM newsletter_deliveries`,
      ).all()
    ).results;
    expect(shape).toEqual({
      deliveries: SUBSCRIBERS,
      subscribers: SUBSCRIBERS,
      batches: 500,
      outbox: SUBSCRIBERS,
      uneven: 0,
      strays: 0,
    });
    bind.mockRestore();
    batch.mockRestore();

    // The provider: counts calls and recipients, keeps nothing else.
    const seen = new Map<string, number>();
    let calls = 0;
    let largest = 0;
    const fetch = vi.fn<typeof globalThis.fetch>(async (_input, init) => {
      calls++;
      const emails = JSON.parse(String(init?.body)) as Array<{ to: string[] }>;
      largest = Math.max(largest, emails.length);
      for (const e of emails) seen.set(e.to[0]!, (seen.get(e.to[0]!) ?? 0) + 1);
      return Response.json({ data: emails.map((_, i) => ({ id: `re_${calls}_${i}` })) });
    });
    const transport = createResendTransport("re_test_key", { fetch });
    const sendStarted = Date.now();
    const report = await sendBroadcastBatches({ db, config, transport }, { maxBatches: 1_000, callIntervalMs: 0 });
    console.info(`[scale] sent ${report.sent} in ${calls} calls, ${Date.now() - sendStarted} ms`);
    expect(report).toMatchObject({ batches: 500, sent: SUBSCRIBERS, failed: 0, retrying: 0 });
    expect(calls).toBe(500);
    expect(largest).toBe(100);
    expect(seen.size).toBe(SUBSCRIBERS);
    expect([...seen.values()].every((n) => n === 1)).toBe(true);
    expect(await broadcastProgress(db, draft.value.id)).toMatchObject({ status: "sent", sent: SUBSCRIBERS, queued: 0 });
  });
});
