import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "#worker/config";
import type { ReleaseNoticeSummary } from "#worker/contract/release-notices";
import type { StudioProductDetail } from "#worker/contract/studio-products";
import { createDb } from "#worker/db/client";
import type { EmailTransport, OutgoingEmail } from "#worker/email/transport";
import { queueReleaseNotices, releaseNoticeOutboxId } from "#worker/services/release-notices";
import { signToken } from "#worker/services/signed-token";
import { runSweep } from "#worker/services/sweep";
import { uniqueEmail } from "../support/shared/clients";
import { ORIGIN, api, expectData, expectError } from "../support/worker/http";
import { signUpReader, type Reader } from "../support/worker/session";
import { seedShopFixtures } from "../support/worker/shop-fixtures";
import { auditEntries, expectDoorShut, studioAuthor } from "../support/worker/studio";

/**
 * "Notify me" (decision 052): double opt-in sign-ups for a product that is not out,
 * one release email per confirmed sign-up in its language when the product becomes available
 * (from the studio or, for the script, the sweep), exactly once even when a run is cut short.
 */

const config = parseConfig(env as unknown as Record<string, unknown>);
const db = createDb(env.DB);
const DUMMY_TOKEN = "XXXX.DUMMY.TOKEN.XXXX";
let author: Reader;

/** A coming-soon ebook of its own per test, titled in three languages. */
async function soonProduct(slug: string, status = "coming_soon") {
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO products (slug, category_slug, kind, status, format, work_language, price_cents, cover_path, cover_width, cover_height, released_on, position)
       VALUES (?, 'ebooks', 'ebook', ?, 'EPUB', 'en', 599, '/media/covers/imalive-1.svg', 600, 900, '2027-01-15', 9)`,
    ).bind(slug, status),
    env.DB.prepare(
      `INSERT INTO product_texts (product_slug, locale, title, description) VALUES
       (?1, 'en', 'The Signal', 'Soon.'), (?1, 'es', 'La señal', 'Pronto.'), (?1, 'ca', 'El senyal', 'Aviat.')`,
    ).bind(slug),
  ]);
}

const signUp = (body: Record<string, unknown>) => api("/release-notices", { method: "POST", json: body });
const valid = (product: string, email: string, locale = "en") => ({
  product,
  email,
  locale,
  consent: true,
  page_url: `https://adriavidal.com/la-bodega/ebooks/${product}`,
  turnstileToken: DUMMY_TOKEN,
});

interface OutboxRow {
  id: string;
  kind: string;
  recipient: string;
  subject: string;
  text_body: string;
  headers: string;
}
const mails = async (kind: string, recipient?: string) =>
  (
    await env.DB.prepare(
      "SELECT id, kind, recipient, subject, text_body, headers FROM email_outbox WHERE kind = ? AND (?2 IS NULL OR recipient = ?2) ORDER BY created_at",
    )
      .bind(kind, recipient ?? null)
      .all<OutboxRow>()
  ).results;
const signUpRow = (product: string, email: string) =>
  env.DB.prepare("SELECT * FROM release_signups WHERE product_slug = ? AND email = ?")
    .bind(product, email.toLowerCase())
    .first<{
      id: string;
      email: string;
      status: string;
      locale: string;
      notified_at: number | null;
      consent_version: string;
    }>();

/** The token of the link a mail's text carries for `action` (confirm, unsubscribe). */
function linkToken(text: string, action: "confirm" | "unsubscribe"): string {
  const url = text.match(new RegExp(`https?://\\S+\\?notice=${action}&token=\\S+`))?.[0];
  expect(url, `a ${action} link in:\n${text}`).toBeDefined();
  return new URL(url!).searchParams.get("token")!;
}
const press = (action: "confirm" | "unsubscribe", token: string) =>
  api(`/release-notices/${action}?token=${encodeURIComponent(token)}`, { method: "POST" });

/** Signs up and confirms through the API, as a visitor does; the sign-up's row. */
async function confirmedSignUp(product: string, email: string, locale = "en") {
  expect((await signUp(valid(product, email, locale))).status).toBe(202);
  const [mail] = await mails("release_notice_confirmation", email);
  await expectData(press("confirm", linkToken(mail!.text_body, "confirm")));
  return (await signUpRow(product, email))!;
}

/** A transport that records what it is handed, so a test sees exactly what went out. */
function recordingTransport() {
  const sent: OutgoingEmail[] = [];
  const transport: EmailTransport = {
    name: "recording",
    send: async (email) => {
      sent.push(email);
      return { providerMessageId: `m-${sent.length}` };
    },
  };
  return { transport, sent };
}

beforeAll(async () => {
  await seedShopFixtures();
  author = await studioAuthor("author-releases@example.com", "Release Author");
}, 60_000);

describe("signing up", { timeout: 30_000 }, () => {
  it("refuses bad fields with 400s naming them, products not on the shelf with 404 and released ones with 409", async () => {
    await soonProduct("signal-fields");
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: "" }, "email", "email_required"],
      [{ email: "not-an-address" }, "email", "email_invalid"],
      [{ consent: false }, "consent", "consent_required"],
      [{ consent: undefined }, "consent", "consent_required"],
      [{ product: "Not A Slug" }, "product", "unknown_product"],
      [{ locale: "fr" }, "locale", ""],
    ];
    for (const [over, field, code] of cases) {
      const error = await expectError(
        await signUp({ ...valid("signal-fields", uniqueEmail("fields")), ...over }),
        400,
        "validation_failed",
      );
      expect(Object.keys(error.fields ?? {}), JSON.stringify(over)).toContain(field);
      if (code) expect(error.fields?.[field]).toContain(code);
    }
    await expectError(await signUp(valid("no-such-book", uniqueEmail("fields"))), 404, "not_found");
    await expectError(await signUp(valid("book-draft", uniqueEmail("fields"))), 404, "not_found");
    await expectError(await signUp(valid("book-one", uniqueEmail("fields"))), 409, "conflict");
    // Without the bot check's token: refused before anything is stored.
    const email = uniqueEmail("bot");
    await expectError(
      await signUp({ ...valid("signal-fields", email), turnstileToken: undefined }),
      403,
      "bot_check_failed",
    );
    expect(await signUpRow("signal-fields", email)).toBeNull();
  });

  it("stores the sign-up before answering and mails a confirmation in the visitor's language", async () => {
    await soonProduct("signal-optin");
    const email = uniqueEmail("optin");
    const res = await signUp(valid("signal-optin", email.toUpperCase(), "es"));
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ data: { status: "confirmation_sent" } });
    expect(await signUpRow("signal-optin", email)).toMatchObject({
      status: "pending",
      locale: "es",
      consent_version: "release-notice/2",
    });
    const [mail] = await mails("release_notice_confirmation", email);
    expect(mail!.subject).toBe("Confirma: te escribiremos cuando salga La señal");
    // The link opens the product's page in Spanish, whose button sends the POST.
    expect(mail!.text_body).toContain(`${ORIGIN}/es/la-bodega/ebooks/signal-optin?notice=confirm&token=`);

    const token = linkToken(mail!.text_body, "confirm");
    expect(await expectData(press("confirm", token))).toEqual({ status: "confirmed" });
    expect(await expectData(press("confirm", token))).toEqual({ status: "already_confirmed" });
    expect((await signUpRow("signal-optin", email))!.status).toBe("confirmed");
    await expectError(await press("confirm", token.slice(0, -2) + "xx"), 400, "link_invalid");
  });

  it("answers a second sign-up as the first, with one row, and never re-opens a confirmed one", async () => {
    await soonProduct("signal-again");
    const pending = uniqueEmail("again-pending");
    const confirmed = uniqueEmail("again-confirmed");
    await confirmedSignUp("signal-again", confirmed, "ca");
    for (const email of [pending, pending, confirmed]) {
      const res = await signUp(valid("signal-again", email, "en"));
      expect(res.status).toBe(202);
      expect(await res.json()).toEqual({ data: { status: "confirmation_sent" } });
    }
    const { results } = await env.DB.prepare(
      "SELECT email, status, locale FROM release_signups WHERE product_slug = 'signal-again' ORDER BY email",
    ).all();
    expect(results).toEqual(
      [
        { email: confirmed, status: "confirmed", locale: "ca" },
        { email: pending, status: "pending", locale: "en" },
      ].sort((a, b) => (a.email < b.email ? -1 : 1)),
    );
    // The confirmed address got one confirmation, not a second; only the newest pending link works.
    expect(await mails("release_notice_confirmation", confirmed)).toHaveLength(1);
    const [first, second] = await mails("release_notice_confirmation", pending);
    await expectError(await press("confirm", linkToken(first!.text_body, "confirm")), 400, "link_invalid");
    expect(await expectData(press("confirm", linkToken(second!.text_body, "confirm")))).toEqual({
      status: "confirmed",
    });
  });

  it("takes a sold-out product's sign-ups too", async () => {
    expect((await signUp(valid("launch-edition", uniqueEmail("sold-out")))).status).toBe(202);
  });
});

describe("the release", { timeout: 30_000 }, () => {
  it("mails each confirmed address once in its language; pending and unsubscribed ones get nothing", async () => {
    await soonProduct("signal-release");
    const en = await confirmedSignUp("signal-release", uniqueEmail("rel-en"), "en");
    const es = await confirmedSignUp("signal-release", uniqueEmail("rel-es"), "es");
    const ca = await confirmedSignUp("signal-release", uniqueEmail("rel-ca"), "ca");
    const gone = await confirmedSignUp("signal-release", uniqueEmail("rel-gone"), "en");
    const pending = uniqueEmail("rel-pending");
    expect((await signUp(valid("signal-release", pending))).status).toBe(202);
    const unsubscribe = await signToken(config.signingSecret, {
      purpose: "release-notice-unsubscribe",
      subject: gone.id,
    });
    expect(await expectData(press("unsubscribe", unsubscribe))).toEqual({ status: "unsubscribed" });
    expect(await expectData(press("unsubscribe", unsubscribe))).toEqual({ status: "unsubscribed" });

    // Still coming soon: the sweep queues nothing.
    expect((await runSweep(config, db, { transport: recordingTransport().transport })).releaseNotices).toBe(0);
    // The script's way: the status changes in D1 alone, and the sweep is what notices.
    await env.DB.prepare("UPDATE products SET status = 'available' WHERE slug = 'signal-release'").run();
    const { transport, sent } = recordingTransport();
    expect((await runSweep(config, db, { transport })).releaseNotices).toBe(3);
    const notices = await env.DB.prepare(
      "SELECT recipient, subject, text_body, headers FROM email_outbox WHERE kind = 'release_notice' AND id IN (?, ?, ?, ?)",
    )
      .bind(...[en, es, ca, gone].map((s) => releaseNoticeOutboxId(s.id)))
      .all<OutboxRow>();
    const bySubject = Object.fromEntries(notices.results.map((m) => [m.subject, m]));
    expect(Object.keys(bySubject).sort()).toEqual([
      "Ja ha sortit El senyal",
      "The Signal is out",
      "Ya ha salido La señal",
    ]);
    expect(bySubject["Ya ha salido La señal"]!.text_body).toContain(`${ORIGIN}/es/la-bodega/ebooks/signal-release`);
    expect(bySubject["The Signal is out"]!.text_body).toContain(
      `${ORIGIN}/la-bodega/ebooks/signal-release?notice=unsubscribe`,
    );
    expect(JSON.parse(bySubject["Ja ha sortit El senyal"]!.headers)).toMatchObject({
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(sent.map((m) => m.to).filter((to) => to === pending || to === gone.email)).toEqual([]);
    expect(await mails("release_notice", pending)).toEqual([]);

    // The one-click unsubscribe from the release mail's header works from a mail client.
    const oneClick = JSON.parse(bySubject["The Signal is out"]!.headers)["List-Unsubscribe"].slice(1, -1) as string;
    const res = await api(oneClick.replace(/^https?:\/\/[^/]+\/api/, ""), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://mail.example" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(res.status).toBe(200);

    // Another run owes nothing.
    expect((await runSweep(config, db, { transport })).releaseNotices).toBe(0);
    expect(await mails("release_notice", es.email)).toHaveLength(1);
  });

  it("sends exactly once when a run is cut short, or crashes between queueing and marking", async () => {
    await soonProduct("signal-crash");
    const locales = ["en", "es", "ca", "en", "es", "ca", "en"] as const;
    const rows = [];
    for (const [i, locale] of locales.entries())
      rows.push(await confirmedSignUp("signal-crash", uniqueEmail(`crash-${i}`), locale));
    await env.DB.prepare("UPDATE products SET status = 'available' WHERE slug = 'signal-crash'").run();
    const ctx = { db, config, origin: ORIGIN, now: Date.now() };

    // 1. A run stops after two sign-ups (its budget, or the Worker's time ran out).
    expect((await queueReleaseNotices(ctx, { product: "signal-crash", maxSignUps: 2 })).queued).toBe(2);
    // 2. A crash between the insert and the mark: one more sign-up's mail is in the outbox while
    //    the sign-up still says it is owed (as if the batch's second half never ran).
    const unmarked = (await env.DB.prepare(
      "SELECT id, email, locale FROM release_signups WHERE product_slug = 'signal-crash' AND notified_at IS NULL ORDER BY id LIMIT 1",
    ).first<{ id: string; email: string }>())!;
    await env.DB.prepare(
      `INSERT INTO email_outbox (id, kind, recipient, subject, text_body, html_body, headers, status, attempts, next_attempt_at, created_at)
       VALUES (?, 'release_notice', ?, 'The Signal is out', 'x', 'x', '{}', 'pending', 0, ?, ?)`,
    )
      .bind(releaseNoticeOutboxId(unmarked.id), unmarked.email, Date.now(), Date.now())
      .run();

    // 3. The sweep carries on, twice; every confirmed address has exactly one release email.
    const { transport, sent } = recordingTransport();
    await runSweep(config, db, { transport });
    await runSweep(config, db, { transport });
    for (const { email } of rows) {
      expect(await mails("release_notice", email), email).toHaveLength(1);
      expect(
        sent.filter((m) => m.to === email),
        email,
      ).toHaveLength(1);
    }
    expect(
      await env.DB.prepare(
        "SELECT count(*) AS n FROM release_signups WHERE product_slug = 'signal-crash' AND notified_at IS NULL",
      ).first<number>("n"),
    ).toBe(0);
    // Each in its language (the crashed one keeps the row it had).
    const subjects = await env.DB.prepare(
      `SELECT s.locale, o.subject FROM release_signups s JOIN email_outbox o ON o.id = 'release_notice:' || s.id
       WHERE s.product_slug = 'signal-crash' AND s.id <> ?`,
    )
      .bind(unmarked.id)
      .all<{ locale: string; subject: string }>();
    const expected: Record<string, string> = {
      en: "The Signal is out",
      es: "Ya ha salido La señal",
      ca: "Ja ha sortit El senyal",
    };
    for (const { locale, subject } of subjects.results) expect(subject).toBe(expected[locale]);
  });
});

describe("the studio", { timeout: 30_000 }, () => {
  it("is the author's alone", async () => {
    const reader = await signUpReader("Release Reader");
    const unenrolled = await signUpReader("Unenrolled", "author-releases-unenrolled@example.com");
    const calls: [string, string][] = [["GET", "/studio/products/book-soon/release-notice"]];
    await expectDoorShut(calls, "signed out");
    await expectDoorShut(calls, { reader, code: "forbidden" });
    await expectDoorShut(calls, { reader: unenrolled, code: "second_factor_required" });
    await expectError(await api("/studio/products/no-such/release-notice", { reader: author }), 404, "not_found");
  });

  it("shows who waits, makes the product available (audited) and queues the notices at once", async () => {
    await soonProduct("signal-studio");
    await confirmedSignUp("signal-studio", uniqueEmail("studio-a"), "ca");
    await confirmedSignUp("signal-studio", uniqueEmail("studio-b"), "en");
    expect((await signUp(valid("signal-studio", uniqueEmail("studio-c")))).status).toBe(202);
    const summary = () =>
      expectData<ReleaseNoticeSummary>(api("/studio/products/signal-studio/release-notice", { reader: author }));
    expect(await summary()).toEqual({ pending: 1, waiting: 2, notified: 0, sent: 0, failed: 0, unsubscribed: 0 });

    const current = await expectData<StudioProductDetail>(api("/studio/products/signal-studio", { reader: author }));
    const res = await api("/studio/products/signal-studio", {
      method: "PUT",
      reader: author,
      json: {
        slug: current.slug,
        shelf: current.shelf,
        kind: current.kind,
        status: "available",
        format: current.format,
        workLanguage: current.workLanguage,
        series: current.series,
        releasedOn: current.releasedOn,
        position: current.position,
        price: current.price,
        texts: { en: current.texts.en!, es: current.texts.es, ca: current.texts.ca },
        bundleItems: [],
      },
    });
    expect((await expectData<StudioProductDetail>(Promise.resolve(res))).status).toBe("available");
    const [entry] = await auditEntries(author, "?objectId=signal-studio");
    expect(entry).toMatchObject({ action: "product.updated", actorEmail: author.email });
    expect(await summary()).toMatchObject({ pending: 1, waiting: 0, notified: 2 });
    // The sweep sends what the request's own send left; the counts follow the outbox.
    await runSweep(config, db, { transport: recordingTransport().transport });
    expect(await summary()).toMatchObject({ notified: 2, sent: 2, failed: 0 });
  });
});
