import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDb } from "#worker/db/client";
import { createDevMailboxTransport, listDevMail } from "#worker/email/dev-mailbox-transport";
import { MAX_SEND_ATTEMPTS, drainOutbox, enqueueEmail, type QueuedEmail } from "#worker/email/outbox";
import { RESEND_EMAILS_URL, createResendTransport } from "#worker/email/resend-transport";
import type { EmailTransport, OutgoingEmail } from "#worker/email/transport";
import worker from "#worker/index";
import { callApp } from "../support/worker/app";
import { ORIGIN } from "../support/worker/http";

/**
 * The outbox on the real D1: claim, backoff, give-up, and the two transports. Times are passed
 * in as `now`; rows that must not be touched by other tests' drains are dated in the future
 * (2033) or drained with `ids`.
 */

const db = createDb(env.DB);
const FROM = "Adrià Vidal <hello@adriavidal.com>";
/** A `now` far from the real clock, so the cron test (real time) never sees these rows as due. */
const FUTURE = 2_000_000_000_000;

interface OutboxRow {
  id: string;
  kind: string;
  status: string;
  attempts: number;
  next_attempt_at: number;
  claimed_until: number | null;
  last_error: string | null;
  provider_message_id: string | null;
  sent_at: number | null;
}

function mail(overrides: Partial<QueuedEmail> = {}): QueuedEmail {
  return {
    kind: "test_mail",
    to: `reader-${crypto.randomUUID().slice(0, 8)}@example.com`,
    replyTo: "sender@example.com",
    subject: "Hello",
    text: "Plain text",
    html: "<p>HTML</p>",
    headers: { "X-Test": "1" },
    ...overrides,
  };
}

async function enqueue(now: number, overrides: Partial<QueuedEmail> = {}) {
  const id = crypto.randomUUID();
  await enqueueEmail(db, mail(overrides), now, id).run();
  return id;
}

async function outboxRow(id: string) {
  const row = await env.DB.prepare("SELECT * FROM email_outbox WHERE id = ?").bind(id).first<OutboxRow>();
  expect(row).not.toBeNull();
  return row!;
}

/** A transport that records what it was asked to send and can be made slow or failing. */
function recordingTransport(behaviour: (email: OutgoingEmail) => Promise<void> = async () => {}) {
  const sent: OutgoingEmail[] = [];
  const transport: EmailTransport = {
    name: "recording",
    async send(email) {
      sent.push(email);
      await behaviour(email);
      return { providerMessageId: `prov-${email.idempotencyKey}` };
    },
  };
  return { transport, sent };
}

interface ResendCall {
  url: string;
  headers: Headers;
  body: Record<string, unknown>;
  outcome: "ok" | "error" | "timeout";
}

/** A fetch standing in for api.resend.com; each call's answer comes from `answer`. */
function resendFetch(calls: ResendCall[], answer: () => "ok" | "500" | "422" | "timeout") {
  return vi.fn<typeof fetch>(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const kind = answer();
    const call: ResendCall = {
      url,
      headers: new Headers(init?.headers),
      body: JSON.parse(String(init?.body)) as Record<string, unknown>,
      outcome: kind === "ok" ? "ok" : kind === "timeout" ? "timeout" : "error",
    };
    calls.push(call);
    if (kind === "timeout") {
      // Never answers; only the transport's own timeout ends it.
      return new Promise<Response>((_, reject) => {
        const signal = init?.signal;
        signal?.addEventListener("abort", () => reject(signal.reason));
      });
    }
    if (kind === "500") return Response.json({ name: "internal_server_error", message: "Boom" }, { status: 500 });
    if (kind === "422")
      return Response.json({ name: "validation_error", message: "Invalid `to` field" }, { status: 422 });
    return Response.json({ id: "re_123" });
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("drainOutbox with the Resend transport", () => {
  it("retries with backoff through a 500 and a timeout, then sends exactly once", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const t0 = FUTURE;
    const to = "reader-retry@example.com";
    const id = await enqueue(t0, { kind: "contact_confirmation", to });
    const calls: ResendCall[] = [];
    let next: "ok" | "500" | "timeout" = "500";
    const transport = createResendTransport("re_secret_key", { fetch: resendFetch(calls, () => next), timeoutMs: 50 });

    // 1. Resend is down: the row stays pending, 30 s later.
    expect(await drainOutbox(db, transport, { from: FROM, now: t0, ids: [id] })).toEqual({
      sent: 0,
      retrying: 1,
      failed: 0,
    });
    let row = await outboxRow(id);
    expect(row.status).toBe("pending");
    expect(row.attempts).toBe(1);
    expect(row.last_error).toMatch(/500/);
    expect(row.next_attempt_at).toBe(t0 + 30_000);
    expect(row.claimed_until).toBeNull();

    // 2. Before then nothing is due: no call at all.
    expect(await drainOutbox(db, transport, { from: FROM, now: t0 + 29_999, ids: [id] })).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
    expect(calls).toHaveLength(1);

    // 3. Resend hangs: the transport's timeout turns it into a retry, 2 minutes later.
    next = "timeout";
    const t1 = t0 + 30_000;
    expect(await drainOutbox(db, transport, { from: FROM, now: t1, ids: [id] })).toEqual({
      sent: 0,
      retrying: 1,
      failed: 0,
    });
    row = await outboxRow(id);
    expect(row.status).toBe("pending");
    expect(row.attempts).toBe(2);
    expect(row.last_error).toMatch(/unreachable/i);
    expect(row.next_attempt_at).toBe(t1 + 120_000);

    // 4. Resend is back.
    next = "ok";
    const t2 = t1 + 120_000;
    expect(await drainOutbox(db, transport, { from: FROM, now: t2, ids: [id] })).toEqual({
      sent: 1,
      retrying: 0,
      failed: 0,
    });
    row = await outboxRow(id);
    expect(row.status).toBe("sent");
    expect(row.provider_message_id).toBe("re_123");
    expect(row.sent_at).not.toBeNull();
    expect(row.last_error).toBeNull();
    expect(row.attempts).toBe(3);

    // 5. Nothing more is ever sent for it.
    expect(await drainOutbox(db, transport, { from: FROM, now: t2 + 86_400_000, ids: [id] })).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
    expect((await outboxRow(id)).status).toBe("sent");

    expect(calls.map((c) => c.outcome)).toEqual(["error", "timeout", "ok"]);
    expect(calls.filter((c) => c.outcome === "ok")).toHaveLength(1);
    for (const call of calls) {
      expect(call.url).toBe(RESEND_EMAILS_URL);
      // The same key every time, so Resend drops a repeat of a send whose answer was lost.
      expect(call.headers.get("Idempotency-Key")).toBe(`contact_confirmation/${id}`);
      expect(call.headers.get("Authorization")).toBe("Bearer re_secret_key");
      expect(call.headers.get("Content-Type")).toBe("application/json");
      expect(call.body).toEqual({
        from: FROM,
        to: [to],
        subject: "Hello",
        text: "Plain text",
        html: "<p>HTML</p>",
        reply_to: "sender@example.com",
        headers: { "X-Test": "1" },
      });
    }
  });

  it("omits reply_to and headers when the row has none", async () => {
    const id = await enqueue(FUTURE, { replyTo: undefined, headers: undefined });
    const calls: ResendCall[] = [];
    const transport = createResendTransport("re_k", { fetch: resendFetch(calls, () => "ok") });
    expect((await drainOutbox(db, transport, { from: FROM, now: FUTURE, ids: [id] })).sent).toBe(1);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).not.toHaveProperty("reply_to");
    expect(calls[0]!.body).not.toHaveProperty("headers");
  });

  it("gives up at once on a 422 (permanent) and says so loudly", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const id = await enqueue(FUTURE);
    const calls: ResendCall[] = [];
    const transport = createResendTransport("re_k", { fetch: resendFetch(calls, () => "422") });
    expect(await drainOutbox(db, transport, { from: FROM, now: FUTURE, ids: [id] })).toEqual({
      sent: 0,
      retrying: 0,
      failed: 1,
    });
    const row = await outboxRow(id);
    expect(row.status).toBe("failed");
    expect(row.attempts).toBe(1);
    expect(row.last_error).toMatch(/422/);
    expect(error).toHaveBeenCalledWith(expect.stringContaining("GAVE UP"));
    expect(String(error.mock.calls[0]![0])).toContain(id);

    // A failed row is never picked up again.
    expect(await drainOutbox(db, transport, { from: FROM, now: FUTURE + 10 * 86_400_000, ids: [id] })).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
    expect(calls).toHaveLength(1);
  });

  it(`gives up after ${MAX_SEND_ATTEMPTS} retryable failures`, async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const id = await enqueue(FUTURE);
    const calls: ResendCall[] = [];
    const transport = createResendTransport("re_k", { fetch: resendFetch(calls, () => "500") });
    let now = FUTURE;
    const expectedBackoffs = [30, 120, 600, 1800, 3600, 10_800, 21_600].map((s) => s * 1000);
    for (let attempt = 1; attempt < MAX_SEND_ATTEMPTS; attempt++) {
      expect(await drainOutbox(db, transport, { from: FROM, now, ids: [id] })).toEqual({
        sent: 0,
        retrying: 1,
        failed: 0,
      });
      const row = await outboxRow(id);
      expect(row.status).toBe("pending");
      expect(row.attempts).toBe(attempt);
      expect(row.next_attempt_at - now).toBe(expectedBackoffs[attempt - 1]);
      now = row.next_attempt_at;
    }
    expect(error).not.toHaveBeenCalled();
    expect(await drainOutbox(db, transport, { from: FROM, now, ids: [id] })).toEqual({
      sent: 0,
      retrying: 0,
      failed: 1,
    });
    const row = await outboxRow(id);
    expect(row.status).toBe("failed");
    expect(row.attempts).toBe(MAX_SEND_ATTEMPTS);
    expect(calls).toHaveLength(MAX_SEND_ATTEMPTS);
    expect(warn).toHaveBeenCalledTimes(MAX_SEND_ATTEMPTS - 1);
    expect(error).toHaveBeenCalledWith(expect.stringContaining("GAVE UP"));
  });
});

describe("drainOutbox claims", () => {
  it("two drains at once send a due row once", async () => {
    const id = await enqueue(FUTURE);
    // Slow sends give the second drain every chance to grab the row mid-send.
    const { transport, sent } = recordingTransport(() => new Promise((r) => setTimeout(r, 20)));
    const reports = await Promise.all([
      drainOutbox(db, transport, { from: FROM, now: FUTURE, ids: [id] }),
      drainOutbox(db, transport, { from: FROM, now: FUTURE, ids: [id] }),
    ]);
    expect(sent).toHaveLength(1);
    expect(reports.reduce((n, r) => n + r.sent, 0)).toBe(1);
    const row = await outboxRow(id);
    expect(row.status).toBe("sent");
    expect(row.attempts).toBe(1);
  });

  it("a row stuck in sending is picked up again once its claim has expired, not before", async () => {
    const stuck = await enqueue(FUTURE);
    const held = await enqueue(FUTURE);
    // A sender crashed mid-send on `stuck`; another is still working on `held`.
    await env.DB.prepare("UPDATE email_outbox SET status = 'sending', attempts = 1, claimed_until = ? WHERE id = ?")
      .bind(FUTURE - 1, stuck)
      .run();
    await env.DB.prepare("UPDATE email_outbox SET status = 'sending', attempts = 1, claimed_until = ? WHERE id = ?")
      .bind(FUTURE + 60_000, held)
      .run();

    const { transport, sent } = recordingTransport();
    expect(await drainOutbox(db, transport, { from: FROM, now: FUTURE, ids: [stuck, held] })).toEqual({
      sent: 1,
      retrying: 0,
      failed: 0,
    });
    expect(sent.map((m) => m.idempotencyKey)).toEqual([`test_mail/${stuck}`]);
    const row = await outboxRow(stuck);
    expect(row.status).toBe("sent");
    expect(row.attempts).toBe(2);
    expect(row.provider_message_id).toBe(`prov-test_mail/${stuck}`);
    expect((await outboxRow(held)).status).toBe("sending");
  });

  it("the ids option limits the drain to those rows", async () => {
    const [a, b, c] = [await enqueue(FUTURE), await enqueue(FUTURE), await enqueue(FUTURE)];
    const { transport, sent } = recordingTransport();
    expect(await drainOutbox(db, transport, { from: FROM, now: FUTURE, ids: [a, b] })).toEqual({
      sent: 2,
      retrying: 0,
      failed: 0,
    });
    expect(sent.map((m) => m.idempotencyKey).sort()).toEqual([`test_mail/${a}`, `test_mail/${b}`].sort());
    expect((await outboxRow(c)).status).toBe("pending");
  });

  it("a transport that throws something other than EmailSendError is retried, not lost", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const id = await enqueue(FUTURE);
    const { transport } = recordingTransport(async () => {
      throw new TypeError("socket closed");
    });
    expect(await drainOutbox(db, transport, { from: FROM, now: FUTURE, ids: [id] })).toEqual({
      sent: 0,
      retrying: 1,
      failed: 0,
    });
    const row = await outboxRow(id);
    expect(row.status).toBe("pending");
    expect(row.last_error).toBe("socket closed");
  });
});

describe("the dev mailbox transport", () => {
  it("stores a mail once even when it is sent twice with the same idempotency key", async () => {
    const transport = createDevMailboxTransport(db, () => FUTURE);
    const key = `dev_test/${crypto.randomUUID()}`;
    const email: OutgoingEmail = {
      idempotencyKey: key,
      from: FROM,
      to: "dup@example.com",
      replyTo: null,
      subject: "Once",
      text: "t",
      html: "<p>h</p>",
      headers: { "List-Unsubscribe": "<https://x.example/u>" },
    };
    expect(await transport.send(email)).toEqual({ providerMessageId: key });
    expect(await transport.send({ ...email, subject: "Twice" })).toEqual({ providerMessageId: key });
    const { results } = await env.DB.prepare("SELECT * FROM dev_mailbox WHERE id = ?")
      .bind(key)
      .all<{ subject: string; headers: string }>();
    expect(results).toHaveLength(1);
    expect(results[0]!.subject).toBe("Once");
    expect(JSON.parse(results[0]!.headers)).toEqual({ "List-Unsubscribe": "<https://x.example/u>" });
  });

  it("listDevMail lists the newest first", async () => {
    const keys = [1, 2, 3].map((i) => `order_test/${i}-${crypto.randomUUID()}`);
    for (const [i, key] of keys.entries()) {
      const transport = createDevMailboxTransport(db, () => FUTURE + 1000 + i);
      await transport.send({
        idempotencyKey: key,
        from: FROM,
        to: "order@example.com",
        subject: `#${i}`,
        text: "t",
        html: "h",
        headers: {},
      });
    }
    const listed = (await listDevMail(db)).filter((m) => keys.includes(m.id));
    expect(listed.map((m) => m.id)).toEqual([...keys].reverse());
    expect(listed[0]).toMatchObject({ from: FROM, to: "order@example.com", subject: "#2", replyTo: null, headers: {} });
    expect(listed[0]!.created).toBe(new Date(FUTURE + 1002).toISOString());
  });
});

describe("the cron sweep (worker scheduled handler)", () => {
  it("sends due mail to the dev mailbox when no Resend key is set, and prunes old rate-limit hits", async () => {
    // Dated well in the past so it is first in line among due rows.
    const id = await enqueue(1_000, { kind: "cron_test" });
    const now = Date.now();
    await env.DB.prepare("INSERT INTO rate_limit_hits (key, at) VALUES (?, ?), (?, ?)")
      .bind("cron-test:old", now - 2 * 86_400_000, "cron-test:recent", now - 60_000)
      .run();
    vi.spyOn(console, "log").mockImplementation(() => {});

    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: now, cron: "*/5 * * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);

    const row = await outboxRow(id);
    expect(row.status).toBe("sent");
    expect(row.provider_message_id).toBe(`cron_test/${id}`);
    const stored = await env.DB.prepare("SELECT recipient, sender FROM dev_mailbox WHERE id = ?")
      .bind(`cron_test/${id}`)
      .first<{ sender: string }>();
    expect(stored).not.toBeNull();
    expect(stored!.sender).toBe("Adrià Vidal <hello@localhost>");

    const { results } = await env.DB.prepare("SELECT key FROM rate_limit_hits WHERE key LIKE 'cron-test:%'").all<{
      key: string;
    }>();
    expect(results.map((r) => r.key)).toEqual(["cron-test:recent"]);
  });
});

describe("end to end: a resume request while Resend is down", () => {
  it("still answers 201 and stores the request; the queued mails go out later exactly once each", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    let resendUp = false;
    const calls: ResendCall[] = [];
    // No test may reach the network: anything but Resend is an error.
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.startsWith("https://api.resend.com/")) throw new Error(`unexpected fetch to ${url}`);
      const headers = new Headers(init?.headers);
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      calls.push({ url, headers, body, outcome: resendUp ? "ok" : "error" });
      return resendUp
        ? Response.json({ id: `re_${calls.length}` })
        : Response.json({ name: "internal_server_error", message: "down" }, { status: 500 });
    });

    const email = `e2e-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const bindings = { ...env, RESEND_API_KEY: "re_test" };
    const res = await callApp(
      new Request(`${ORIGIN}/api/contact-form-handler`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": "198.51.100.77" },
        body: JSON.stringify({
          form: "resume",
          fullName: "Outbox Tester",
          email,
          turnstileToken: "XXXX.DUMMY.TOKEN.XXXX",
        }),
      }),
      bindings,
    );
    expect(res.status).toBe(201);

    const stored = await env.DB.prepare("SELECT form, email FROM contact_messages WHERE email = ?").bind(email).all();
    expect(stored.results).toEqual([{ form: "resume", email }]);

    const { results: rows } = await env.DB.prepare(
      "SELECT * FROM email_outbox WHERE recipient = ? OR reply_to = ? ORDER BY kind",
    )
      .bind(email, email)
      .all<OutboxRow>();
    expect(rows.map((r) => r.kind)).toEqual(["contact_confirmation", "contact_notification"]);
    for (const row of rows) {
      expect(row.status).toBe("pending");
      expect(row.attempts).toBe(1);
      expect(row.last_error).toMatch(/500/);
    }
    expect(calls).toHaveLength(2);

    // Resend recovers; the sweep (here drained directly, later than the backoff) sends both.
    resendUp = true;
    const later = Math.max(...rows.map((r) => r.next_attempt_at)) + 1;
    const ids = rows.map((r) => r.id);
    const report = await drainOutbox(db, createResendTransport("re_test"), { from: FROM, now: later, ids });
    expect(report).toEqual({ sent: 2, retrying: 0, failed: 0 });
    expect(
      await drainOutbox(db, createResendTransport("re_test"), { from: FROM, now: later + 86_400_000, ids }),
    ).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });

    for (const row of rows) {
      const after = await outboxRow(row.id);
      expect(after.status).toBe("sent");
      const key = `${row.kind}/${row.id}`;
      const forRow = calls.filter((c) => c.headers.get("Idempotency-Key") === key);
      expect(forRow.map((c) => c.outcome)).toEqual(["error", "ok"]);
      for (const c of forRow) expect(c.headers.get("Authorization")).toBe("Bearer re_test");
    }
    expect(calls.filter((c) => c.outcome === "ok")).toHaveLength(2);
    expect(fetchSpy).toHaveBeenCalledTimes(4);
  });
});
