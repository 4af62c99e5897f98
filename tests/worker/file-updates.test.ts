import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { getConfig } from "#worker/config";
import type { FileUpdateConsentView, StudioDownloadRequestPage } from "#worker/contract/file-updates";
import type { OrderView } from "#worker/contract/orders";
import type { StudioProductFile } from "#worker/contract/studio-uploads";
import { createDb } from "#worker/db/client";
import { DOWNLOADS_PER_FILE } from "#worker/services/orders";
import { downloadGrantedOutboxId, fileUpdateOutboxId, queueFileUpdateMails } from "#worker/services/file-updates";
import { publishFileToPastBuyers } from "#worker/services/studio/uploads";
import { ORIGIN, api, expectData, expectError } from "../support/worker/http";
import { signUpReader, type Reader } from "../support/worker/session";
import { seedShopFixtures } from "../support/worker/shop-fixtures";
import { auditEntries, studioAuthor } from "../support/worker/studio";

/**
 * Updates that reach past buyers and "request more downloads" (decision 057): a
 * published version is every owner's at once with its note, earlier versions stay downloadable,
 * the first download of a new version is free once, owners who agreed get one email (exactly
 * once, even when the run is interrupted), and an owner at the limit asks the author, who grants
 * it once in one click.
 */

const db = createDb(env.DB);
const config = getConfig(env);
const HOUR = 3_600_000;
const NOTE = {
  en: "Typos fixed in chapter 3.",
  es: "Erratas corregidas en el capítulo 3.",
  ca: "Errates corregides al capítol 3.",
};
const V1 = new Uint8Array([1, 1, 1, 1]);
const V2 = new Uint8Array([2, 2, 2, 2, 2]);

let author: Reader;
let ana: Reader; // agreed to update emails, in Spanish
let ben: Reader; // never agreed
let cai: Reader; // agreed, owns the file through a bundle
let dan: Reader; // owns nothing

async function paidOrder(who: Reader, slug: string, paidAt: number): Promise<string> {
  const id = crypto.randomUUID();
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO orders (id, user_id, status, total_cents, provider, email, paid_at, created_at) VALUES (?, ?, 'paid', 0, 'local', ?, ?, ?)",
    ).bind(id, who.id, who.email, paidAt, paidAt),
    env.DB.prepare("INSERT INTO order_items (order_id, product_id, title, price_cents) VALUES (?, ?, ?, 0)").bind(
      id,
      `product:${slug}`,
      slug,
    ),
  ]);
  return id;
}

/** A new version of a file, recorded as a studio upload records it (decision 046), not yet published. */
async function newVersion(fileId: string, bytes: Uint8Array) {
  const key = `products/book-one/${crypto.randomUUID()}.epub`;
  await env.FILES.put(key, bytes);
  const now = Date.now();
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO product_file_versions (file_id, version, r2_key, file_name, content_type, size_bytes, released_at, all_buyers, superseded_at, change_note)
       SELECT id, version, r2_key, file_name, content_type, size_bytes, released_at, all_buyers, ?2, change_note FROM product_files WHERE id = ?1`,
    ).bind(fileId, now),
    env.DB.prepare(
      "UPDATE product_files SET r2_key = ?2, file_name = 'Book-One-v' || (version + 1) || '.epub', size_bytes = ?3, version = version + 1, released_at = ?4, all_buyers = 0 WHERE id = ?1",
    ).bind(fileId, key, bytes.byteLength, now),
  ]);
}

const fileIn = async (who: Reader, orderId: string, fileId: string) =>
  (await expectData<OrderView>(api(`/orders/${orderId}?locale=en`, { reader: who }))).files.find(
    (f) => f.id === fileId,
  )!;

const download = (who: Reader, orderId: string, fileId: string, version?: number) =>
  api(`/orders/${orderId}/files/${fileId}${version ? `?version=${version}` : ""}`, { reader: who });

const countOf = async (orderId: string, fileId: string) =>
  (await env.DB.prepare("SELECT count FROM download_counts WHERE order_id = ? AND file_id = ?")
    .bind(orderId, fileId)
    .first<number>("count")) ?? 0;

const updateMails = async (fileId: string) =>
  (
    await env.DB.prepare(
      "SELECT id, recipient, subject, text_body FROM email_outbox WHERE kind = 'file_update' AND id LIKE ? ORDER BY recipient",
    )
      .bind(`file_update:${fileId}:%`)
      .all<{ id: string; recipient: string; subject: string; text_body: string }>()
  ).results;

let anaOrder: string;
let benOrder: string;
let caiOrder: string;

beforeAll(async () => {
  await seedShopFixtures();
  await env.FILES.put("products/book-one/book-one.epub", V1);
  await env.FILES.put("products/book-one/book-one.pdf", V1);
  author = await studioAuthor("author-updates@example.com", "Updates Author");
  [ana, ben, cai, dan] = await Promise.all([
    signUpReader("Ana Owner"),
    signUpReader("Ben Owner"),
    signUpReader("Cai Owner"),
    signUpReader("Dan Stranger"),
  ]);
  const before = Date.now() - 10 * HOUR;
  anaOrder = await paidOrder(ana, "book-one", before);
  benOrder = await paidOrder(ben, "book-one", before);
  caiOrder = await paidOrder(cai, "reader-bundle", before);
});

describe("the update-email opt-in", () => {
  it("is off by default; agreeing records it, withdrawing deletes it", async () => {
    expect(await expectData<FileUpdateConsentView>(api("/library/update-emails", { reader: ben }))).toEqual({
      enabled: false,
      consentAt: null,
    });
    await expectError(await api("/library/update-emails"), 401, "unauthorized");
    await expectError(
      await api("/library/update-emails", { method: "PUT", reader: ana, json: { enabled: "yes" } }),
      400,
      "validation_failed",
    );
    for (const [who, locale] of [
      [ana, "es"],
      [cai, "en"],
      [ben, "en"],
    ] as const) {
      const on = await expectData<FileUpdateConsentView>(
        api("/library/update-emails", { method: "PUT", reader: who, json: { enabled: true, locale } }),
      );
      expect(on.enabled).toBe(true);
    }
    const off = await expectData<FileUpdateConsentView>(
      api("/library/update-emails", { method: "PUT", reader: ben, json: { enabled: false } }),
    );
    expect(off).toEqual({ enabled: false, consentAt: null });
    const row = await env.DB.prepare("SELECT locale, consent_version FROM file_update_consents WHERE user_id = ?")
      .bind(ana.id)
      .first();
    expect(row).toMatchObject({ locale: "es", consent_version: expect.any(String) });
  });
});

describe("a new version reaches past buyers", () => {
  it("needs its note in the three languages", async () => {
    await newVersion("f-one-pdf", V2);
    const res = await api("/studio/files/f-one-pdf/publish", {
      method: "POST",
      reader: author,
      json: { note: { en: "x" } },
    });
    const body = await expectError(res, 400, "validation_failed");
    expect(JSON.stringify(body)).toContain("note_es_required");
    await expectError(
      await api("/studio/files/f-one-pdf/publish", { method: "POST", reader: ana, json: { note: NOTE } }),
      403,
      "forbidden",
    );
  });

  it("is every owner's at once, with its note and the earlier version beside it; the mail goes once to those who agreed", async () => {
    // Ana downloads version 1 and uses up her limit.
    expect((await download(ana, anaOrder, "f-one-epub")).status).toBe(200);
    await env.DB.prepare("UPDATE download_counts SET count = ? WHERE order_id = ? AND file_id = 'f-one-epub'")
      .bind(DOWNLOADS_PER_FILE, anaOrder)
      .run();
    await newVersion("f-one-epub", V2);
    // Unpublished, past buyers keep version 1 and nothing is marked new.
    expect(await fileIn(ana, anaOrder, "f-one-epub")).toMatchObject({
      version: 1,
      newVersion: false,
      earlierVersions: [],
    });

    const published = await publishFileToPastBuyers(db, author, "f-one-epub", NOTE);
    expect(published.ok).toBe(true);
    // The run stops after one owner (a crash, a timeout): the next runs finish without doubles.
    const ctx = { db, config, origin: ORIGIN, now: Date.now() };
    const first = await queueFileUpdateMails(ctx, { fileId: "f-one-epub", maxOwners: 1 });
    expect(first.queued).toBe(1);
    const second = await queueFileUpdateMails(ctx, { fileId: "f-one-epub" });
    expect(second.queued).toBe(1);
    expect((await queueFileUpdateMails(ctx, {})).queued).toBe(0);
    const pending = await env.DB.prepare(
      "SELECT update_mail_pending FROM product_files WHERE id = 'f-one-epub'",
    ).first<number>("update_mail_pending");
    expect(pending).toBe(0);
    const mails = await updateMails("f-one-epub");
    // Ana (Spanish) and Cai (through the bundle); Ben withdrew, Dan owns nothing.
    expect(mails.map((m) => m.id).sort()).toEqual(
      [fileUpdateOutboxId("f-one-epub", 2, ana.id), fileUpdateOutboxId("f-one-epub", 2, cai.id)].sort(),
    );
    const anaMail = mails.find((m) => m.recipient === ana.email)!;
    expect(anaMail.subject).toContain("Libro uno");
    expect(anaMail.text_body).toContain(NOTE.es);
    expect(mails.find((m) => m.recipient === cai.email)!.text_body).toContain(NOTE.en);

    // Every owner sees it, marked new, with what changed and version 1 still there.
    const seen = await fileIn(ana, anaOrder, "f-one-epub");
    expect(seen).toMatchObject({
      version: 2,
      newVersion: true,
      changeNote: NOTE,
      downloadsLeft: 0,
      earlierVersions: [{ version: 1, fileName: "Book-One.epub", sizeBytes: 1234 }],
    });
    expect(await fileIn(cai, caiOrder, "f-one-epub")).toMatchObject({ version: 2, newVersion: true });

    // At her limit, Ana's first download of version 2 is free, once.
    const fresh = await download(ana, anaOrder, "f-one-epub");
    expect(fresh.status).toBe(200);
    expect(new Uint8Array(await fresh.arrayBuffer())).toEqual(V2);
    expect(await countOf(anaOrder, "f-one-epub")).toBe(DOWNLOADS_PER_FILE);
    expect(await fileIn(ana, anaOrder, "f-one-epub")).toMatchObject({ newVersion: false });
    await expectError(await download(ana, anaOrder, "f-one-epub"), 429, "rate_limited");

    // Ben downloads both versions; each counts (his first download is never free).
    const old = await download(ben, benOrder, "f-one-epub", 1);
    expect(old.status).toBe(200);
    expect(new Uint8Array(await old.arrayBuffer())).toEqual(V1);
    expect(await countOf(benOrder, "f-one-epub")).toBe(1);
    expect((await download(ben, benOrder, "f-one-epub", 3)).status).toBe(404);
    expect((await download(dan, benOrder, "f-one-epub", 1)).status).toBe(404);
  });

  it("the studio's publish queues the emails itself and says how many", async () => {
    const file = await expectData<StudioProductFile & { updateEmails: number }>(
      api("/studio/files/f-one-pdf/publish", { method: "POST", reader: author, json: { note: NOTE } }),
    );
    expect(file).toMatchObject({ version: 2, allBuyers: true, updateEmails: 2, olderVersions: [{ version: 1 }] });
    expect(await updateMails("f-one-pdf")).toHaveLength(2);
    const [entry] = await auditEntries(author, "?objectId=f-one-pdf");
    expect(entry).toMatchObject({ action: "product_file.published", after: { version: 2, note: NOTE } });
  });
});

describe("request more downloads", () => {
  const requestPath = (orderId: string, fileId: string) =>
    `/library/orders/${orderId}/files/${fileId}/download-request`;

  it("only the owner at the limit asks; one open request; the author's mail; one click grants, once", async () => {
    // Ben still has downloads left; Dan owns nothing; signed out is no one.
    await expectError(await api(requestPath(benOrder, "f-one-epub"), { method: "POST", reader: ben }), 409, "conflict");
    await expectError(
      await api(requestPath(anaOrder, "f-one-epub"), { method: "POST", reader: dan }),
      404,
      "not_found",
    );
    await expectError(await api(requestPath(anaOrder, "f-one-epub"), { method: "POST" }), 401, "unauthorized");

    const made = await expectData<{ created: boolean; request: { id: string; status: string } }>(
      api(requestPath(anaOrder, "f-one-epub"), { method: "POST", reader: ana }),
      201,
    );
    expect(made).toMatchObject({ created: true, request: { status: "open" } });
    const again = await expectData<{ created: boolean; request: { id: string } }>(
      api(requestPath(anaOrder, "f-one-epub"), { method: "POST", reader: ana }),
    );
    expect(again).toMatchObject({ created: false, request: { id: made.request.id } });
    const mails = await env.DB.prepare(
      "SELECT recipient, reply_to, subject FROM email_outbox WHERE kind = 'download_request'",
    ).all();
    expect(mails.results).toEqual([
      { recipient: config.email.ownerAddress, reply_to: ana.email, subject: expect.stringContaining("Book One") },
    ]);
    // The library keeps the order and the file, with the request in place of the download.
    expect(await fileIn(ana, anaOrder, "f-one-epub")).toMatchObject({
      downloadsLeft: 0,
      downloadRequest: { id: made.request.id, status: "open" },
    });

    const list = await expectData<StudioDownloadRequestPage>(api("/studio/download-requests", { reader: author }));
    expect(list.requests).toEqual([
      expect.objectContaining({
        id: made.request.id,
        orderId: anaOrder,
        email: ana.email,
        fileLabel: "EPUB",
        downloads: DOWNLOADS_PER_FILE,
        allowed: DOWNLOADS_PER_FILE,
      }),
    ]);
    await expectError(await api("/studio/download-requests", { reader: ana }), 403, "forbidden");

    const grantPath = `/studio/download-requests/${made.request.id}/grant`;
    const granted = await expectData<{ allowed: number; request: { status: string } }>(
      api(grantPath, { method: "POST", reader: author }),
    );
    expect(granted).toMatchObject({
      allowed: DOWNLOADS_PER_FILE + 5,
      request: { status: "granted", grantedBy: author.email },
    });
    await expectError(await api(grantPath, { method: "POST", reader: author }), 409, "conflict");
    expect((await download(ana, anaOrder, "f-one-epub")).status).toBe(200);
    expect(await fileIn(ana, anaOrder, "f-one-epub")).toMatchObject({
      downloadsLeft: 4,
      downloadRequest: { status: "granted" },
    });
    const [entry] = await auditEntries(author, `?objectId=${anaOrder}`);
    expect(entry).toMatchObject({ action: "order.downloads_granted", after: { fileId: "f-one-epub", granted: 5 } });
    // Ana is told once, in the language she chose in her library (Spanish).
    const told = await env.DB.prepare(
      "SELECT id, recipient, subject, text_body FROM email_outbox WHERE kind = 'download_request_granted'",
    ).all<{ id: string; recipient: string; subject: string; text_body: string }>();
    expect(told.results).toEqual([
      {
        id: downloadGrantedOutboxId(made.request.id),
        recipient: ana.email,
        subject: "Ya puedes volver a descargar «Libro uno»",
        text_body: expect.stringContaining("(EPUB)"),
      },
    ]);
    expect(told.results[0]!.text_body).toContain("/es/account/orders");
    expect(
      (await expectData<StudioDownloadRequestPage>(api("/studio/download-requests?status=open", { reader: author })))
        .requests,
    ).toEqual([]);
  });

  it("is rate-limited per reader", async () => {
    let last: Response | null = null;
    for (let i = 0; i < 6; i++) last = await api(requestPath(anaOrder, "f-one-pdf"), { method: "POST", reader: ana });
    await expectError(last!, 429, "rate_limited");
  });
});
