import { env } from "cloudflare:workers";
import { PDFDocument } from "pdf-lib";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  MAX_ATTACHMENT_BYTES,
  maskEmail,
  type KindleSent,
  type KindleSettings,
  type ReceiptDelivery,
} from "#worker/contract/delivery";
import type { DevMail } from "#worker/email/dev-mailbox-transport";
import { getConfig } from "#worker/config";
import { guestAccessToken } from "#worker/services/guest-orders";
import { DOWNLOADS_PER_FILE } from "#worker/services/orders";
import { callApp } from "../support/worker/app";
import { ORIGIN, api, expectData, expectError, nextIp, page } from "../support/worker/http";
import { signUpReader, type Reader } from "../support/worker/session";
import { paidOrder, seedShopFixtures } from "../support/worker/shop-fixtures";

/**
 * Delivery beyond the download button (decision 056): Send to Kindle through the outbox
 * with the file attached by reference (the dev mailbox and Resend's request body both carry it),
 * the Kindle address's rules, the size limit; the receipt's masked address, its resend and its
 * correction, owner-only and rate-limited.
 */

const EPUB_KEY = "products/book-one/book-one.epub";
/** Not a multiple of 3 and several R2 chunks long, so the streamed base64 is tested at its seams. */
const EPUB_BYTES = Uint8Array.from({ length: 200_003 }, (_, i) => (i * 7919) % 251);
const RESEND_ENV = { ...env, RESEND_API_KEY: "re_test_la_bodega", EMAIL_FROM: "La Bodega <books@example.com>" };

let reader: Reader;
let stranger: Reader;

beforeAll(async () => {
  await seedShopFixtures();
  await env.DB.prepare(
    "INSERT INTO product_files (id, product_slug, r2_key, file_name, content_type, size_bytes, label, position) VALUES ('f-theme-wav', 'theme', 'products/theme/theme.wav', 'Main Theme.wav', 'audio/wav', 8, 'WAV', 1)",
  ).run();
  await env.FILES.put(EPUB_KEY, EPUB_BYTES);
  await env.FILES.put("products/theme/theme.wav", new Uint8Array([82, 73, 70, 70, 0, 0, 0, 0]));
  reader = await signUpReader("Kindle Reader");
  stranger = await signUpReader("Kindle Stranger");
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** A write through an app of its own (waiting for the mail it sends), with these bindings. */
function write(method: string, path: string, json: unknown, who: Reader | null, bindings: object = env) {
  return callApp(
    new Request(`${ORIGIN}/api${path}`, {
      method,
      headers: {
        "Content-Type": "application/json",
        "CF-Connecting-IP": nextIp(),
        ...(who ? { Cookie: who.cookie } : {}),
      },
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
    }),
    bindings,
  );
}

const saveKindle = (who: Reader, address: string) => write("PUT", "/kindle", { address }, who);
const sendKindle = (who: Reader, orderId: string, fileId: string, bindings: object = env) =>
  write("POST", "/kindle/send", { orderId, fileId, locale: "es" }, who, bindings);

const downloadsOf = async (orderId: string, fileId: string) =>
  (
    await env.DB.prepare("SELECT count FROM download_counts WHERE order_id = ? AND file_id = ?")
      .bind(orderId, fileId)
      .first<{ count: number }>()
  )?.count ?? 0;

const outboxTo = (to: string, kind: string) =>
  env.DB.prepare("SELECT * FROM email_outbox WHERE recipient = ? AND kind = ? ORDER BY created_at DESC")
    .bind(to, kind)
    .all<Record<string, unknown>>()
    .then((r) => r.results);

describe("the Kindle address", () => {
  it("must end in @kindle.com or @free.kindle.com, is saved lower-cased, edited and deleted", async () => {
    const empty = await expectData<KindleSettings>(api("/kindle", { reader }));
    // The sender Amazon must approve is the configured from-address, bare.
    expect(empty).toEqual({ address: null, sender: "hello@localhost", maxBytes: MAX_ATTACHMENT_BYTES });
    for (const address of ["reader@gmail.com", "reader@kindle.com.example.org", "reader@notkindle.com"]) {
      const error = await expectError(await saveKindle(reader, address), 400, "validation_failed");
      expect(error.fields).toEqual({ address: ["kindle_address_domain"] });
    }
    expect((await expectError(await saveKindle(reader, "not an address"), 400, "validation_failed")).fields).toEqual({
      address: ["kindle_address_invalid"],
    });
    expect(await expectData<KindleSettings>(saveKindle(reader, "  Reader_1@Free.Kindle.com "))).toMatchObject({
      address: "reader_1@free.kindle.com",
    });
    expect(await expectData<KindleSettings>(saveKindle(reader, "reader_2@kindle.com"))).toMatchObject({
      address: "reader_2@kindle.com",
    });
    expect(await expectData<KindleSettings>(write("DELETE", "/kindle", undefined, reader))).toMatchObject({
      address: null,
    });
    await expectError(await api("/kindle"), 401, "unauthorized");
  });
});

describe("Send to Kindle", () => {
  it("refuses without a saved address, for another reader's order, and for a file Kindle can't read", async () => {
    const orderId = await paidOrder(reader, "book-one", "theme");
    await expectError(await sendKindle(reader, orderId, "f-one-epub"), 409, "conflict");
    await expectData(saveKindle(reader, "reader@kindle.com"));
    await expectData(saveKindle(stranger, "stranger@kindle.com"));
    await expectError(await sendKindle(stranger, orderId, "f-one-epub"), 404, "not_found");
    await expectError(await sendKindle(reader, orderId, "f-theme-wav"), 400, "bad_request");
    await expectError(await sendKindle(reader, orderId, "no-such-file"), 404, "not_found");
    expect(await downloadsOf(orderId, "f-one-epub")).toBe(0);
  });

  it("mails the EPUB to the Kindle address with the file attached: the outbox keeps a reference, the dev mailbox the file", async () => {
    const orderId = await paidOrder(reader, "book-one");
    await expectData(saveKindle(reader, "reader@kindle.com"));
    const sent = await expectData<KindleSent>(sendKindle(reader, orderId, "f-one-epub"), 202);
    expect(sent).toEqual({ to: "reader@kindle.com", fileName: "Book-One.epub", remaining: DOWNLOADS_PER_FILE - 1 });
    // A send counts as a download of the file (decision 056).
    expect(await downloadsOf(orderId, "f-one-epub")).toBe(1);

    const [row] = await outboxTo("reader@kindle.com", "kindle_delivery");
    expect(row).toMatchObject({ status: "sent" });
    // No blob in D1: the row names the R2 object.
    expect(JSON.parse(String(row!.attachments))).toEqual([
      { key: EPUB_KEY, filename: "Book-One.epub", contentType: "application/epub+zip" },
    ]);
    expect(String(row!.subject)).toBe("Libro uno para tu Kindle");

    const mail = (await expectData<DevMail[]>(api("/dev/mail"))).find((m) => m.to === "reader@kindle.com")!;
    expect(mail.attachments).toEqual([
      expect.objectContaining({ filename: "Book-One.epub", contentType: "application/epub+zip", size: 200_003 }),
    ]);
    const file = await api(mail.attachments[0]!.url.replace(/^\/api/, ""));
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Disposition")).toContain("Book-One.epub");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(EPUB_BYTES);
    // The dev mailbox page names the file, its size and a link a person can press.
    const html = await (await page("/dev/mail")).text();
    expect(html).toContain(`<a href="${mail.attachments[0]!.url}" download="Book-One.epub">Book-One.epub</a>`);
    expect(html).toContain("200,003 bytes");
  });

  it("sends the reader's stamped copy, the one their library downloads, never the file as uploaded", async () => {
    const orderId = await paidOrder(reader, "book-one");
    await expectData(saveKindle(reader, "stamped-reader@kindle.com"));
    const book = await PDFDocument.create();
    book.addPage([420, 595]).drawText("Book One", { x: 50, y: 500 });
    await env.FILES.put("products/book-one/book-one.pdf", await book.save());
    try {
      await expectData(sendKindle(reader, orderId, "f-one-pdf"), 202);
      const [row] = await outboxTo("stamped-reader@kindle.com", "kindle_delivery");
      const [attachment] = JSON.parse(String(row!.attachments)) as Array<{ key: string }>;
      expect(attachment!.key).toMatch(new RegExp(`^stamped/${orderId}/f-one-pdf/v1\\.pdf$`));
      const mail = (await expectData<DevMail[]>(api("/dev/mail"))).find((m) => m.to === "stamped-reader@kindle.com")!;
      const sent = await PDFDocument.load(
        new Uint8Array(await (await api(mail.attachments[0]!.url.replace(/^\/api/, ""))).arrayBuffer()),
      );
      // The ex-libris page added, the order's mark in the metadata, the reader's address nowhere.
      expect(sent.getPageCount()).toBe(2);
      expect(sent.getKeywords()).toMatch(/labodega-copy:[0-9A-Z]{4}(?:-[0-9A-Z]{4}){3}/);
      expect(sent.getKeywords()).not.toContain(reader.email);
      // The library's download is the very same copy.
      const downloaded = await api(`/orders/${orderId}/files/f-one-pdf`, { reader });
      expect((await PDFDocument.load(new Uint8Array(await downloaded.arrayBuffer()))).getKeywords()).toBe(
        sent.getKeywords(),
      );
    } finally {
      await env.FILES.delete("products/book-one/book-one.pdf");
    }
  });

  it("hands Resend the file as base64 in the request body, streamed from R2", async () => {
    const orderId = await paidOrder(reader, "book-one");
    await expectData(saveKindle(reader, "resend-reader@kindle.com"));
    const bodies: Array<Record<string, unknown>> = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      expect(String(input instanceof Request ? input.url : input)).toBe("https://api.resend.com/emails");
      bodies.push(JSON.parse(await new Response(init?.body).text()) as Record<string, unknown>);
      return Response.json({ id: "re_kindle_1" });
    });
    await expectData(sendKindle(reader, orderId, "f-one-epub", RESEND_ENV), 202);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ from: "La Bodega <books@example.com>", to: ["resend-reader@kindle.com"] });
    const attachments = bodies[0]!.attachments as Array<{ filename: string; content_type: string; content: string }>;
    expect(attachments.map((a) => [a.filename, a.content_type])).toEqual([["Book-One.epub", "application/epub+zip"]]);
    expect(Uint8Array.from(atob(attachments[0]!.content), (ch) => ch.charCodeAt(0))).toEqual(EPUB_BYTES);
    const [row] = await outboxTo("resend-reader@kindle.com", "kindle_delivery");
    expect(row).toMatchObject({ status: "sent", provider_message_id: "re_kindle_1" });
    // The page names the sender to approve: the configured address, bare.
    expect(
      await expectData<KindleSettings>(
        callApp(new Request(`${ORIGIN}/api/kindle`, { headers: { Cookie: reader.cookie } }), RESEND_ENV),
      ),
    ).toMatchObject({
      sender: "books@example.com",
    });
  });

  it("refuses a file over the email limit with a clear 413, without counting it", async () => {
    const orderId = await paidOrder(reader, "book-one");
    await expectData(saveKindle(reader, "reader@kindle.com"));
    await env.FILES.put("products/book-one/book-one.pdf", new Uint8Array(MAX_ATTACHMENT_BYTES + 1));
    const error = await expectError(await sendKindle(reader, orderId, "f-one-pdf"), 413, "payload_too_large");
    expect(error.message).toContain("29 MB");
    expect(await downloadsOf(orderId, "f-one-pdf")).toBe(0);
    await env.FILES.delete("products/book-one/book-one.pdf");
  });

  it("stops at the file's download limit, which sends share", async () => {
    const orderId = await paidOrder(reader, "book-one");
    await expectData(saveKindle(reader, "reader@kindle.com"));
    await env.DB.prepare("INSERT INTO download_counts (order_id, file_id, count) VALUES (?, 'f-one-epub', ?)")
      .bind(orderId, DOWNLOADS_PER_FILE)
      .run();
    await expectError(await sendKindle(reader, orderId, "f-one-epub"), 429, "rate_limited");
  });
});

describe("the receipt's delivery", () => {
  it("shows where each receipt went to its buyer only: in full to the signed-in buyer, their own address", async () => {
    const orderId = await paidOrder(reader, "book-two");
    const list = await expectData<{ receipts: ReceiptDelivery[] }>(api("/receipts", { reader }));
    expect(list.receipts).toContainEqual({ orderId, to: reader.email, canCorrect: true });
    expect(maskEmail("jane.doe@example.com")).toBe("j***@example.com");
    expect(await expectData<ReceiptDelivery>(api(`/receipts/${orderId}`, { reader }))).toEqual({
      orderId,
      to: reader.email,
      canCorrect: true,
    });
    await expectError(await api(`/receipts/${orderId}`, { reader: stranger }), 404, "not_found");
    await expectError(await api(`/receipts/${orderId}`), 404, "not_found");
    expect(
      (await expectData<{ receipts: ReceiptDelivery[] }>(api("/receipts", { reader: stranger }))).receipts,
    ).not.toContainEqual(expect.objectContaining({ orderId }));
  });

  it("resends to the buyer and to a corrected address, which the order keeps; rate-limited per order", async () => {
    const orderId = await paidOrder(reader, "book-two");
    // A stranger's press is a 404 and spends none of the buyer's resends.
    for (let i = 0; i < 4; i++)
      await expectError(await write("POST", `/receipts/${orderId}/resend`, {}, stranger), 404, "not_found");
    expect(
      await expectData<ReceiptDelivery>(write("POST", `/receipts/${orderId}/resend`, {}, reader), 202),
    ).toMatchObject({
      to: reader.email,
    });
    const mine = await outboxTo(reader.email, "order_receipt");
    expect(mine.some((r) => String(r.id).startsWith(`order-receipt/${orderId}/resend/`))).toBe(true);

    const corrected = `fixed-${crypto.randomUUID().slice(0, 6)}@example.com`;
    const bad = await write("POST", `/receipts/${orderId}/resend`, { email: "not-an-address" }, reader);
    expect((await expectError(bad, 400, "validation_failed")).fields).toEqual({ email: ["email_invalid"] });
    expect(
      await expectData<ReceiptDelivery>(
        write("POST", `/receipts/${orderId}/resend`, { email: corrected.toUpperCase() }, reader),
        202,
      ),
    ).toEqual({ orderId, to: corrected, canCorrect: true });
    const order = await env.DB.prepare("SELECT email FROM orders WHERE id = ?")
      .bind(orderId)
      .first<{ email: string }>();
    expect(order!.email).toBe(corrected);
    expect(await outboxTo(corrected, "order_receipt")).toHaveLength(1);
    const audit = await env.DB.prepare("SELECT action, actor_id, before FROM audit_log WHERE object_id = ? ORDER BY id")
      .bind(orderId)
      .all<{ action: string; actor_id: string; before: string | null }>();
    expect(audit.results.map((a) => [a.action, a.actor_id])).toEqual([
      ["order.receipt_resent_by_buyer", reader.id],
      ["order.receipt_resent_by_buyer", reader.id],
    ]);
    expect(JSON.parse(audit.results[1]!.before!)).toEqual({ email: reader.email });

    // Three an hour per order (decision 056): the fourth waits.
    await expectData(write("POST", `/receipts/${orderId}/resend`, {}, reader), 202);
    const limited = await write("POST", `/receipts/${orderId}/resend`, {}, reader);
    await expectError(limited, 429, "rate_limited");
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
  });

  it("lets a guest resend with the success page's token only, and not change the address", async () => {
    const email = `guest-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const orderId = crypto.randomUUID();
    const otherId = crypto.randomUUID();
    await env.DB.batch(
      [orderId, otherId].flatMap((id) => [
        env.DB.prepare(
          "INSERT INTO orders (id, user_id, guest, status, total_cents, provider, email, locale, paid_at) VALUES (?, NULL, 1, 'paid', 129, 'local', ?, 'ca', ?)",
        ).bind(id, email, Date.now()),
        env.DB.prepare(
          "INSERT INTO order_items (order_id, product_id, title, price_cents) VALUES (?, 'product:theme', 'theme', 129)",
        ).bind(id),
      ]),
    );
    const secret = getConfig(env).signingSecret;
    const access = await guestAccessToken(secret, orderId);
    const othersAccess = await guestAccessToken(secret, otherId);
    expect(await expectData<ReceiptDelivery>(api(`/receipts/${orderId}?access=${encodeURIComponent(access)}`))).toEqual(
      {
        orderId,
        to: maskEmail(email),
        canCorrect: false,
      },
    );
    await expectError(await api(`/receipts/${orderId}?access=${encodeURIComponent(othersAccess)}`), 404, "not_found");
    await expectError(await write("POST", `/receipts/${orderId}/resend`, {}, null), 404, "not_found");
    await expectError(
      await write("POST", `/receipts/${orderId}/resend`, { access: othersAccess }, null),
      404,
      "not_found",
    );
    // Signed in as someone else, the token still speaks for the guest order, and only for it.
    await expectError(await write("POST", `/receipts/${orderId}/resend`, {}, stranger), 404, "not_found");
    await expectError(
      await write("POST", `/receipts/${orderId}/resend`, { access, email: "other@example.com" }, null),
      403,
      "forbidden",
    );
    expect(
      await expectData<ReceiptDelivery>(write("POST", `/receipts/${orderId}/resend`, { access }, null), 202),
    ).toMatchObject({
      to: maskEmail(email),
    });
    const [receipt] = await outboxTo(email, "order_receipt");
    expect(String(receipt!.id)).toMatch(new RegExp(`^order-receipt/${orderId}/resend/`));
    expect(String(receipt!.subject)).toMatch(/./);
  });
});
