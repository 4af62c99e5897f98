import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { DeskFigures } from "#worker/contract/studio";
import { api, expectError } from "../support/worker/http";
import { signUpReader, type Reader } from "../support/worker/session";
import { seedShopFixtures } from "../support/worker/shop-fixtures";
import { studioAuthor } from "../support/worker/studio";

/**
 * The overview's figures: what arrived in the period, from the records
 * themselves, and what waits now. Measured as differences, so rows other tests of this file's
 * storage wrote don't matter.
 */
const DAY = 86_400_000;
let author: Reader;
let reader: Reader;

const figures = async (period: number, who: Reader = author) => {
  const res = await api(`/studio/figures?period=${period}`, { reader: who });
  expect(res.status).toBe(200);
  return (await res.json<{ data: DeskFigures }>()).data;
};

const run = (sql: string, ...values: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...values)
    .run();

async function subscriber(email: string, createdAt: number, confirmedAt: number | null) {
  await run(
    `INSERT INTO newsletter_subscribers (id, email, status, locale, consent_at, consent_locale, source, confirmed_at, created_at, updated_at)
     VALUES (?, ?, ?, 'en', ?, 'en', 'newsletter_form', ?, ?, ?)`,
    crypto.randomUUID(),
    email,
    confirmedAt ? "confirmed" : "pending",
    createdAt,
    confirmedAt,
    createdAt,
    createdAt,
  );
}
async function contact(form: "contact" | "resume", createdAt: number, state = "new") {
  await run(
    `INSERT INTO contact_messages (id, form, full_name, email, subject, message, locale, created_at, state)
     VALUES (?, ?, 'Someone', 'someone@example.org', 'Hi', 'A message.', 'en', ?, ?)`,
    crypto.randomUUID(),
    form,
    createdAt,
    state,
  );
}
async function excerpt(createdAt: number) {
  await run(
    `INSERT INTO excerpt_leads (id, excerpt_id, book_title, full_name, email, locale, created_at)
     VALUES (?, 'book-one', 'Mortal Vengeance', 'Reader', 'r@example.org', 'en', ?)`,
    crypto.randomUUID(),
    createdAt,
  );
}
async function comment(status: string, reportedBy?: string) {
  const id = crypto.randomUUID();
  await run(
    `INSERT INTO comments (id, user_id, item_id, body, status, created_at) VALUES (?, ?, 'news/la-bodega-opens', 'Hello', ?, ?)`,
    id,
    reader.id,
    status,
    Date.now(),
  );
  if (reportedBy)
    await run(
      `INSERT INTO comment_reports (comment_id, user_id, created_at) VALUES (?, ?, ?)`,
      id,
      reportedBy,
      Date.now(),
    );
}

beforeAll(async () => {
  await seedShopFixtures();
  author = await studioAuthor("author-figures@example.com", "Figures Author");
  reader = await signUpReader("Figures Reader");
});

/** A paid order of `cents` paid at `paidAt`, with one line, as checkout and the webhook leave it. */
async function sale(cents: number, paidAt: number) {
  const id = crypto.randomUUID();
  await run(
    `INSERT INTO orders (id, user_id, status, total_cents, currency, provider, email, paid_at, created_at)
     VALUES (?, ?, 'paid', ?, 'EUR', 'local', ?, ?, ?)`,
    id,
    reader.id,
    cents,
    reader.email,
    paidAt,
    paidAt,
  );
  await run(
    `INSERT INTO order_items (order_id, product_id, title, price_cents) VALUES (?, 'product:theme', 'Theme', ?)`,
    id,
    cents,
  );
  return id;
}

describe("the overview's figures", () => {
  it("lead with the period's money as the Sales section counts it: payments, refunds and what is left", async () => {
    const [week, quarter] = [await figures(7), await figures(90)];
    const now = Date.now();
    const recent = await sale(1299, now - DAY);
    await sale(699, now - 40 * DAY);
    await run(
      `INSERT INTO order_refunds (id, order_id, provider, origin, status, amount_cents, currency, created_at, updated_at, refunded_at)
       VALUES (?, ?, 'local', 'studio', 'succeeded', 500, 'EUR', ?, ?, ?)`,
      crypto.randomUUID(),
      recent,
      now,
      now,
      now,
    );
    const [week2, quarter2] = [await figures(7), await figures(90)];
    expect(week2.sales.currency).toBe("EUR");
    expect(week2.sales.orders - week.sales.orders).toBe(1);
    expect(week2.sales.revenueCents - week.sales.revenueCents).toBe(1299);
    expect(week2.sales.refunds - week.sales.refunds).toBe(1);
    expect(week2.sales.refundedCents - week.sales.refundedCents).toBe(500);
    expect(week2.sales.netCents - week.sales.netCents).toBe(799);
    expect(quarter2.sales.orders - quarter.sales.orders).toBe(2);
    expect(quarter2.sales.revenueCents - quarter.sales.revenueCents).toBe(1998);
    // The Sales section says the same for the same days.
    const report = await api(`/studio/sales?from=${week2.from}&to=${week2.to}`, { reader: author });
    const { totals } = (await report.json<{ data: { totals: DeskFigures["sales"] } }>()).data;
    expect({ ...totals, currency: "EUR" }).toEqual(week2.sales);
  });

  it("count the readers' reviews and the buyers' requests that wait for the author", async () => {
    const before = await figures(30);
    await run(
      `INSERT INTO product_reviews (id, product_slug, locale, author, rating, quote, position, user_id, state, created_at, updated_at)
       VALUES (?, 'theme', 'en', 'Reader', 4, 'Good.', 1, ?, 'pending', ?, ?)`,
      crypto.randomUUID(),
      reader.id,
      Date.now(),
      Date.now(),
    );
    const order = await sale(100, Date.now());
    await run(
      `INSERT INTO download_requests (id, order_id, file_id, user_id, status, created_at) VALUES (?, ?, 'f-1', ?, 'open', ?)`,
      crypto.randomUUID(),
      order,
      reader.id,
      Date.now(),
    );
    const after = await figures(30);
    expect(after.waiting.downloadRequests - before.waiting.downloadRequests).toBe(1);
    expect(after.waiting.reviews - before.waiting.reviews).toBe(1);
  });

  it("count what arrived in the period and what waits now; each period reaches back its own days", async () => {
    const [week, quarter] = [await figures(7), await figures(90)];
    const now = Date.now();
    const old = now - 40 * DAY;
    await subscriber("fresh@example.org", now, null);
    await subscriber("confirmed@example.org", now - 2 * DAY, now - DAY);
    await subscriber("older@example.org", old, old + DAY);
    await contact("contact", now);
    await contact("contact", now - DAY, "answered");
    await contact("resume", now);
    await contact("contact", old);
    await excerpt(now);
    await run(
      `INSERT INTO user (id, name, email, email_verified, created_at, updated_at) VALUES (?, 'Old Reader', ?, 1, ?, ?)`,
      crypto.randomUUID(),
      `old-${crypto.randomUUID()}@example.org`,
      old,
      old,
    );
    await comment("pending");
    await comment("approved", reader.id);

    const [week2, quarter2] = [await figures(7), await figures(90)];
    expect(week2.newsletter.signUps - week.newsletter.signUps).toBe(2);
    expect(week2.newsletter.confirmations - week.newsletter.confirmations).toBe(1);
    expect(quarter2.newsletter.signUps - quarter.newsletter.signUps).toBe(3);
    expect(quarter2.newsletter.confirmations - quarter.newsletter.confirmations).toBe(2);
    expect(week2.leads.contact - week.leads.contact).toBe(2);
    expect(week2.leads.resume - week.leads.resume).toBe(1);
    expect(week2.leads.excerpt - week.leads.excerpt).toBe(1);
    expect(quarter2.leads.contact - quarter.leads.contact).toBe(3);
    expect(week2.readers - week.readers).toBe(0);
    expect(quarter2.readers - quarter.readers).toBe(1);
    // Waiting is now, whatever the period: the answered message isn't waiting.
    for (const [before, after] of [
      [week, week2],
      [quarter, quarter2],
    ] as const) {
      expect(after.waiting.leads - before.waiting.leads).toBe(4);
      expect(after.waiting.pendingComments - before.waiting.pendingComments).toBe(1);
      expect(after.waiting.reportedComments - before.waiting.reportedComments).toBe(1);
    }
    expect(week2.to).toBe(new Date().toISOString().slice(0, 10));
    expect(week2.from).toBe(new Date(Date.now() - 6 * DAY).toISOString().slice(0, 10));
  });

  it("defaults to 30 days and refuses another period", async () => {
    const res = await api("/studio/figures", { reader: author });
    expect((await res.json<{ data: DeskFigures }>()).data.period).toBe(30);
    for (const period of ["14", "abc", "-7"]) {
      const error = await expectError(
        await api(`/studio/figures?period=${period}`, { reader: author }),
        400,
        "validation_failed",
      );
      expect(Object.keys(error.fields!)).toEqual(["period"]);
    }
  });

  it("are the author's alone, past the second factor", async () => {
    await expectError(await api("/studio/figures"), 401, "unauthorized");
    await expectError(await api("/studio/figures", { reader }), 403, "forbidden");
    // An author on the list without the second factor.
    const unenrolled = await signUpReader("Not Yet", "author-figures-unenrolled@example.com");
    await expectError(await api("/studio/figures", { reader: unenrolled }), 403, "second_factor_required");
  });
});
