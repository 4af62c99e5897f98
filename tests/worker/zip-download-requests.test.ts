import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { DOWNLOADS_PER_GRANT, type StudioDownloadRequestPage } from "#worker/contract/file-updates";
import type { OrderView } from "#worker/contract/orders";
import { getConfig } from "#worker/config";
import { downloadGrantedOutboxId } from "#worker/services/file-updates";
import { DOWNLOADS_PER_FILE } from "#worker/services/orders";
import { api, expectData, expectError } from "../support/worker/http";
import { signUpReader, type Reader } from "../support/worker/session";
import { paidOrder, seedShopFixtures } from "../support/worker/shop-fixtures";
import { auditEntries, studioAuthor } from "../support/worker/studio";

/**
 * "Request more downloads" of an album ZIP (decisions 055 and 057): a ZIP at its limit
 * is asked for like a file, the author's email and studio list name it, one click grants it
 * once, and the owner gets one email in their language when it is granted.
 */

const config = getConfig(env);
const bytes = (text: string) => new TextEncoder().encode(text);
const FILES = {
  "n-mp3-1": { name: "01.mp3", group: "MP3 320", role: "track" },
  "n-mp3-2": { name: "02.mp3", group: "MP3 320", role: "track" },
  "n-flac-1": { name: "01.flac", group: "FLAC", role: "track" },
  "n-flac-2": { name: "02.flac", group: "FLAC", role: "track" },
  "n-cover": { name: "Cover.jpg", group: null, role: "cover" },
} as const;
const FLAC = "zips/nit-album/flac";
const MP3 = "zips/nit-album/mp3-320";

let author: Reader;
let buyer: Reader; // her order is in Catalan
let stranger: Reader;
let orderId: string;

type Made = { created: boolean; request: { id: string; status: string } };

const requestPath = (order: string, group: string) =>
  `/library/orders/${order}/zips/nit-album/${group}/download-request?locale=ca`;
const zipOf = async (who: Reader, id: string) =>
  (await expectData<OrderView>(api(`/orders/${orderId}?locale=ca`, { reader: who }))).zips!.find((z) => z.id === id)!;
const useUp = (zipId: string) =>
  env.DB.prepare(
    `INSERT INTO download_counts (order_id, file_id, count, extra) VALUES (?1, ?2, ?3, 0)
     ON CONFLICT (order_id, file_id) DO UPDATE SET count = ?3 + extra`,
  )
    .bind(orderId, zipId, DOWNLOADS_PER_FILE)
    .run();
const outbox = (kind: string) =>
  env.DB.prepare("SELECT id, recipient, reply_to, subject, text_body FROM email_outbox WHERE kind = ? ORDER BY id")
    .bind(kind)
    .all<{ id: string; recipient: string; reply_to: string | null; subject: string; text_body: string }>()
    .then((r) => r.results);

beforeAll(async () => {
  await seedShopFixtures();
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO products (slug, category_slug, kind, status, format, price_cents, cover_path, cover_width, cover_height, position)
       VALUES ('nit-album', 'music', 'album', 'available', 'MP3 · FLAC', 999, '/media/music/mortal-vengeance-soundtrack.svg', 800, 800, 9)`,
    ),
    env.DB.prepare(
      `INSERT INTO product_texts (product_slug, locale, title, subtitle, description, synopsis, behind_the_story, cover_alt)
       VALUES ('nit-album', 'en', 'Night Album', '', 'Songs.', '', '', 'Art'),
              ('nit-album', 'ca', 'Àlbum de nit', '', 'Cançons.', '', '', 'Art')`,
    ),
    ...Object.entries(FILES).map(([id, f], position) =>
      env.DB.prepare(
        `INSERT INTO product_files (id, product_slug, r2_key, file_name, content_type, size_bytes, label, position, role, format_group)
         VALUES (?, 'nit-album', ?, ?, 'application/octet-stream', 4, ?, ?, ?, ?)`,
      ).bind(id, `products/nit-album/${id}`, f.name, f.name, position, f.role, f.group),
    ),
  ]);
  for (const id of Object.keys(FILES)) await env.FILES.put(`products/nit-album/${id}`, bytes("abcd"));
  author = await studioAuthor("author-zip-requests@example.com", "Zip Author");
  [buyer, stranger] = await Promise.all([signUpReader("Nuria Buyer"), signUpReader("Sam Stranger")]);
  orderId = await paidOrder(buyer, "nit-album");
  await env.DB.prepare("UPDATE orders SET locale = 'ca' WHERE id = ?").bind(orderId).run();
});

describe("request more downloads of an album ZIP", () => {
  it("is refused before the limit, to anyone else, signed out, and for a ZIP the order does not give", async () => {
    await expectError(await api(requestPath(orderId, "flac"), { method: "POST", reader: buyer }), 409, "conflict");
    await useUp(FLAC);
    await expectError(await api(requestPath(orderId, "flac"), { method: "POST", reader: stranger }), 404, "not_found");
    await expectError(await api(requestPath(orderId, "flac"), { method: "POST" }), 401, "unauthorized");
    await expectError(await api(requestPath(orderId, "wav"), { method: "POST", reader: buyer }), 404, "not_found");
    await expectError(
      await api(requestPath(orderId, "Bad_Group"), { method: "POST", reader: buyer }),
      400,
      "validation_failed",
    );
  });

  it("at the limit reaches the author naming the ZIP; one click grants it once; the owner is told once, in Catalan", async () => {
    const made = await expectData<Made>(api(requestPath(orderId, "flac"), { method: "POST", reader: buyer }), 201);
    expect(made).toMatchObject({ created: true, request: { status: "open" } });
    const again = await expectData<Made>(api(requestPath(orderId, "flac"), { method: "POST", reader: buyer }));
    expect(again).toMatchObject({ created: false, request: { id: made.request.id } });

    // One email to the author, naming the album and the format, never a blank label.
    const [toAuthor, ...more] = await outbox("download_request");
    expect(more).toEqual([]);
    expect(toAuthor).toMatchObject({ recipient: config.email.ownerAddress, reply_to: buyer.email });
    expect(toAuthor!.subject).toContain("Àlbum de nit");
    expect(toAuthor!.text_body).toContain("FLAC (ZIP of the album)");
    expect(toAuthor!.text_body).toContain(`${DOWNLOADS_PER_FILE} / ${DOWNLOADS_PER_FILE}`);

    // The library keeps the ZIP with the request in place of its download.
    expect(await zipOf(buyer, FLAC)).toMatchObject({
      downloadsLeft: 0,
      downloadRequest: { id: made.request.id, status: "open" },
    });
    expect((await zipOf(buyer, MP3)).downloadRequest).toBeNull();

    const list = await expectData<StudioDownloadRequestPage>(api("/studio/download-requests", { reader: author }));
    expect(list.requests).toEqual([
      expect.objectContaining({
        id: made.request.id,
        orderId,
        email: buyer.email,
        fileId: FLAC,
        fileLabel: "FLAC (ZIP of the album)",
        zipGroup: "FLAC",
        productTitle: "Night Album",
        downloads: DOWNLOADS_PER_FILE,
        allowed: DOWNLOADS_PER_FILE,
      }),
    ]);

    const grantPath = `/studio/download-requests/${made.request.id}/grant`;
    const granted = await expectData<{ allowed: number; request: { status: string; fileLabel: string } }>(
      api(grantPath, { method: "POST", reader: author }),
    );
    expect(granted).toMatchObject({
      allowed: DOWNLOADS_PER_FILE + DOWNLOADS_PER_GRANT,
      request: { status: "granted", fileLabel: "FLAC (ZIP of the album)" },
    });
    await expectError(await api(grantPath, { method: "POST", reader: author }), 409, "conflict");
    const [entry] = await auditEntries(author, `?objectId=${orderId}`);
    expect(entry).toMatchObject({
      action: "order.downloads_granted",
      after: { fileId: FLAC, granted: DOWNLOADS_PER_GRANT },
    });

    // The ZIP downloads again, and counts.
    const res = await api(`/orders/${orderId}/zips/nit-album/flac?locale=ca`, { reader: buyer });
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    expect(await zipOf(buyer, FLAC)).toMatchObject({
      downloadsLeft: DOWNLOADS_PER_GRANT - 1,
      downloadRequest: { status: "granted" },
    });

    // The owner's one email, in the order's language, with the library's link.
    const told = await outbox("download_request_granted");
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ id: downloadGrantedOutboxId(made.request.id), recipient: buyer.email });
    expect(told[0]!.subject).toBe("Ja pots tornar a descarregar «Àlbum de nit»");
    expect(told[0]!.text_body).toContain("FLAC (ZIP de l'àlbum)");
    expect(told[0]!.text_body).toContain(`${DOWNLOADS_PER_GRANT} més`);
    expect(told[0]!.text_body).toContain("/ca/account/orders");
  });

  it("a grant the order no longer allows reopens the request and tells no one", async () => {
    await useUp(MP3);
    const made = await expectData<Made>(api(requestPath(orderId, "mp3-320"), { method: "POST", reader: buyer }), 201);
    await env.DB.prepare("UPDATE orders SET status = 'refunded' WHERE id = ?").bind(orderId).run();
    try {
      await expectError(
        await api(`/studio/download-requests/${made.request.id}/grant`, { method: "POST", reader: author }),
        409,
        "conflict",
      );
    } finally {
      await env.DB.prepare("UPDATE orders SET status = 'paid' WHERE id = ?").bind(orderId).run();
    }
    const status = await env.DB.prepare("SELECT status FROM download_requests WHERE id = ?")
      .bind(made.request.id)
      .first<string>("status");
    expect(status).toBe("open");
    expect((await outbox("download_request_granted")).map((m) => m.id)).not.toContain(
      downloadGrantedOutboxId(made.request.id),
    );
  });
});
