import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "#worker/config";
import type { OrderView } from "#worker/contract/orders";
import { studioProductBodySchema } from "#worker/contract/studio-products";
import { createDb } from "#worker/db/client";
import type { EmailTransport, OutgoingEmail } from "#worker/email/transport";
import { preorderOutboxId } from "#worker/services/release-notices";
import { runSweep } from "#worker/services/sweep";
import { callApp } from "../support/worker/app";
import { ORIGIN, api, expectError } from "../support/worker/http";
import { signUpReader, type Reader } from "../support/worker/session";
import { seedShopFixtures } from "../support/worker/shop-fixtures";

/**
 * Pre-orders (decision 052): a coming-soon product marked so, with a release day
 * ahead, is paid now at the server's price; its files are refused until release day, when the
 * cron puts it on sale and each buyer gets one release email with their library's link.
 */

const config = parseConfig(env as unknown as Record<string, unknown>);
const db = createDb(env.DB);
const TOKEN = "XXXX.DUMMY.TOKEN.XXXX";
const DAY = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const RELEASE = day(Date.now() + 3 * DAY);
const releaseMorning = Date.parse(`${RELEASE}T06:00:00Z`);

async function product(slug: string, { preorders = true, releasedOn = RELEASE as string | null } = {}) {
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO products (slug, category_slug, kind, status, format, work_language, price_cents, cover_path, cover_width, cover_height, released_on, position, preorders)
       VALUES (?, 'ebooks', 'ebook', 'coming_soon', 'EPUB', 'en', 899, '/media/covers/imalive-1.svg', 600, 900, ?, 9, ?)`,
    ).bind(slug, releasedOn, preorders ? 1 : 0),
    env.DB.prepare(
      `INSERT INTO product_texts (product_slug, locale, title, description) VALUES
       (?1, 'en', 'The Attic', 'Soon.'), (?1, 'es', 'El desván', 'Pronto.'), (?1, 'ca', 'Les golfes', 'Aviat.')`,
    ).bind(slug),
    env.DB.prepare(
      `INSERT INTO product_files (id, product_slug, r2_key, file_name, content_type, size_bytes, label, position)
       VALUES (?1 || '-epub', ?1, 'products/' || ?1 || '/book.epub', 'Attic.epub', 'application/epub+zip', 9, 'EPUB', 1)`,
    ).bind(slug),
  ]);
  await env.FILES.put(`products/${slug}/book.epub`, new TextEncoder().encode("PK stand-in"));
}

const addToCart = (reader: Reader, slug: string) => api(`/cart/items/${slug}`, { method: "PUT", reader });

async function paidPreorder(reader: Reader, slug: string, locale = "en"): Promise<string> {
  expect((await addToCart(reader, slug)).status).toBe(200);
  const res = await api("/checkout", { method: "POST", reader, json: { turnstileToken: TOKEN, locale } });
  expect(res.status).toBe(201);
  const { orderId } = (await res.json<{ data: { orderId: string } }>()).data;
  const session = (await env.DB.prepare("SELECT provider_session_id AS id FROM orders WHERE id = ?")
    .bind(orderId)
    .first<string>("id"))!;
  const paid = await callApp(
    new Request(`${ORIGIN}/api/payments/local/${session}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "action=pay",
    }),
  );
  expect(paid.status).toBe(303);
  return orderId;
}

const orderView = async (id: string, reader: Reader) => {
  const res = await api(`/orders/${id}?locale=en`, { reader });
  expect(res.status).toBe(200);
  return (await res.json<{ data: OrderView }>()).data;
};
const download = (orderId: string, fileId: string, reader: Reader) =>
  api(`/orders/${orderId}/files/${fileId}`, { reader });

function recordingTransport() {
  const sent: OutgoingEmail[] = [];
  const transport: EmailTransport = {
    name: "recording",
    send: async (email) => {
      sent.push(email);
      return {};
    },
  };
  return { transport, sent };
}

beforeAll(async () => {
  await seedShopFixtures();
});

describe("taking pre-orders", { timeout: 30_000 }, () => {
  it("refuses a product not marked, or marked with no release day ahead", async () => {
    const reader = await signUpReader("Pre Refused");
    await product("attic-unmarked", { preorders: false });
    await product("attic-past", { releasedOn: day(Date.now() - DAY) });
    await product("attic-undated", { releasedOn: null });
    for (const slug of ["attic-unmarked", "attic-past", "attic-undated"])
      await expectError(await addToCart(reader, slug), 409, "not_purchasable");
    const shown = await (await api("/shop/products/attic-past?locale=en")).json<{ data: { preorder: boolean } }>();
    expect(shown.data.preorder).toBe(false);
  });

  it("is a studio field only for a coming-soon product with a release day after today", () => {
    const base = {
      slug: "x",
      shelf: "ebooks",
      kind: "ebook",
      format: "EPUB",
      price: "5.00",
      texts: { en: { title: "X", description: "X." } },
    };
    const issues = (over: Record<string, unknown>) => {
      const parsed = studioProductBodySchema.safeParse({ ...base, ...over });
      return parsed.success ? [] : parsed.error.issues.filter((i) => i.path[0] === "preorders").map((i) => i.message);
    };
    expect(issues({ status: "coming_soon", releasedOn: RELEASE, preorders: true })).toEqual([]);
    expect(issues({ status: "coming_soon", releasedOn: day(Date.now()), preorders: true })).toEqual([
      "preorders_need_future_date",
    ]);
    expect(issues({ status: "coming_soon", releasedOn: null, preorders: true })).toEqual([
      "preorders_need_future_date",
    ]);
    expect(issues({ status: "draft", releasedOn: RELEASE, preorders: true })).toEqual(["preorders_need_coming_soon"]);
    // On sale already (released by the cron, or by hand): the flag has done its work.
    expect(issues({ status: "available", releasedOn: RELEASE, preorders: true })).toEqual([]);
  });
});

describe("release day", { timeout: 30_000 }, () => {
  it("pays now at the server's price, withholds the files, and delivers on release day with one email", async () => {
    await product("attic");
    const buyer = await signUpReader("Pre Buyer");
    const shown = await (await api("/shop/products/attic?locale=es")).json<{ data: { preorder: boolean } }>();
    expect(shown.data.preorder).toBe(true);
    const orderId = await paidPreorder(buyer, "attic", "es");

    const before = await orderView(orderId, buyer);
    expect(before.status).toBe("paid");
    expect(before.totalCents).toBe(899);
    expect(before.items).toMatchObject([{ slug: "attic", preorderOn: RELEASE }]);
    expect(before.files).toEqual([]);
    await expectError(await download(orderId, "attic-epub", buyer), 404, "not_found");
    const receipt = await env.DB.prepare(
      "SELECT text_body FROM email_outbox WHERE kind = 'order_receipt' AND recipient = ?",
    )
      .bind(buyer.email)
      .first<string>("text_body");
    expect(receipt).toMatch(/\(reserva, llega el \d+ de [a-z]+ de \d{4}\)/);

    // The day before: nothing changes.
    const { transport, sent } = recordingTransport();
    const early = await runSweep(config, db, { now: releaseMorning - DAY, transport });
    expect(early.released).not.toContain("attic");
    expect((await orderView(orderId, buyer)).files).toEqual([]);

    // Release day: on sale, one email in the buyer's language, then the files.
    const run = await runSweep(config, db, { now: releaseMorning, transport });
    expect(run.released).toContain("attic");
    expect(run.preorderEmails).toBe(1);
    const again = await runSweep(config, db, { now: releaseMorning + 60_000, transport });
    expect(again.preorderEmails).toBe(0);
    const mails = sent.filter((m) => m.to === buyer.email && m.idempotencyKey.startsWith("preorder_released/"));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Ya ha salido El desván: está en tu biblioteca");
    expect(mails[0]!.text).toContain(`${ORIGIN}/es/account/orders`);
    const itemId = (await env.DB.prepare("SELECT id FROM order_items WHERE order_id = ?")
      .bind(orderId)
      .first<number>("id"))!;
    expect(
      await env.DB.prepare("SELECT count(*) AS n FROM email_outbox WHERE id = ?")
        .bind(preorderOutboxId(itemId))
        .first<number>("n"),
    ).toBe(1);

    const after = await orderView(orderId, buyer);
    expect(after.items[0]!.preorderOn).toBeNull();
    expect(after.files.map((f) => f.id)).toEqual(["attic-epub"]);
    expect((await download(orderId, "attic-epub", buyer)).status).toBe(200);
    // The release is in the audit log, by the cron.
    const entry = await env.DB.prepare(
      "SELECT actor_email, after FROM audit_log WHERE action = 'product.released' AND object_id = 'attic'",
    ).first<{ actor_email: string; after: string }>();
    expect(entry).toEqual({ actor_email: "cron (release day)", after: '{"status":"available"}' });
    // No longer a pre-order: bought from now on as any product.
    expect(await env.DB.prepare("SELECT preorders FROM products WHERE slug = 'attic'").first<number>("preorders")).toBe(
      0,
    );
  });

  it("mails nobody whose pre-order was refunded before release", async () => {
    await product("attic-refunded");
    const buyer = await signUpReader("Pre Refunded");
    const orderId = await paidPreorder(buyer, "attic-refunded");
    // As a refund leaves it (services/refunds.ts): the order refunded, its line too.
    await env.DB.batch([
      env.DB.prepare("UPDATE orders SET status = 'refunded', refunded_at = ? WHERE id = ?").bind(Date.now(), orderId),
      env.DB.prepare("UPDATE order_items SET refunded_at = ? WHERE order_id = ?").bind(Date.now(), orderId),
    ]);
    const { transport, sent } = recordingTransport();
    await runSweep(config, db, { now: releaseMorning, transport });
    expect(sent.filter((m) => m.to === buyer.email && m.idempotencyKey.startsWith("preorder_released/"))).toEqual([]);
  });
});
