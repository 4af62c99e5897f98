import { env } from "cloudflare:workers";
import { unzipSync } from "fflate";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { GuestOrderView, OrderView } from "#worker/contract/orders";
import { albumGroups, formatGroupKey } from "#worker/contract/album-zips";
import { getConfig } from "#worker/config";
import { crc32 } from "#worker/services/crc32";
import { entryNames } from "#worker/services/album-zips";
import { guestAccessToken } from "#worker/services/guest-orders";
import { DOWNLOADS_PER_FILE } from "#worker/services/orders";
import { zipLength, zipStream, type ZipEntry } from "#worker/services/zip-stream";
import { api, expectData, expectError, request } from "../support/worker/http";
import { signUpReader, type Reader } from "../support/worker/session";
import { auditEntries, studioAuthor } from "../support/worker/studio";
import type { StudioProductFile } from "#worker/contract/studio-upload-fields";
import type { ProductDetail } from "#worker/contract/shop-fields";
import { paidOrder, seedShopFixtures } from "../support/worker/shop-fixtures";

/**
 * Albums in one download (decision 055): an album's tracks in one format with its
 * cover and booklet, streamed from R2 as one stored ZIP of exact length, counted once, served
 * to the reader, the guest's signed link and the gift's recipient with the single files' checks.
 */

vi.setConfig({ testTimeout: 240_000 });

const encoder = new TextEncoder();
const bytes = (text: string) => encoder.encode(text);

/** The small album: two tracks in MP3 320 and FLAC, a cover and a booklet for both. */
const SMALL = {
  "a-mp3-1": { name: "01 Opening.mp3", body: bytes("mp3 one ".repeat(50)), role: "track", group: "MP3 320" },
  "a-mp3-2": { name: "02 Closing.mp3", body: bytes("mp3 two ".repeat(60)), role: "track", group: "MP3 320" },
  "a-flac-1": { name: "01 Opening.flac", body: bytes("flac one ".repeat(70)), role: "track", group: "FLAC" },
  "a-flac-2": { name: "02 Closing.flac", body: bytes("flac two ".repeat(80)), role: "track", group: "FLAC" },
  "a-cover": { name: "Cover.jpg", body: bytes("jpeg ".repeat(30)), role: "cover", group: null },
  "a-booklet": { name: "Booklet — notes.pdf", body: bytes("%PDF booklet"), role: "booklet", group: null },
} as const;

beforeAll(async () => {
  await seedShopFixtures();
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO products (slug, category_slug, kind, status, format, price_cents, cover_path, cover_width, cover_height, position)
       VALUES ('night-album', 'music', 'album', 'available', 'MP3 · FLAC', 999, '/media/music/mortal-vengeance-soundtrack.svg', 800, 800, 9),
              ('big-album', 'music', 'album', 'available', 'FLAC', 999, '/media/music/mortal-vengeance-soundtrack.svg', 800, 800, 10)`,
    ),
    env.DB.prepare(
      `INSERT INTO product_texts (product_slug, locale, title, subtitle, description, synopsis, behind_the_story, cover_alt)
       VALUES ('night-album', 'en', 'Night Album', '', 'Songs.', '', '', 'Art'),
              ('night-album', 'es', 'Álbum nocturno', '', 'Canciones.', '', '', 'Arte'),
              ('big-album', 'en', 'Big Album', '', 'Long.', '', '', 'Art')`,
    ),
    ...Object.entries(SMALL).map(([id, f], position) =>
      env.DB.prepare(
        `INSERT INTO product_files (id, product_slug, r2_key, file_name, content_type, size_bytes, label, position, role, format_group)
         VALUES (?, 'night-album', ?, ?, 'application/octet-stream', ?, ?, ?, ?, ?)`,
      ).bind(id, `products/night-album/${id}`, f.name, f.body.length, f.name, position, f.role, f.group),
    ),
  ]);
  for (const [id, f] of Object.entries(SMALL)) await env.FILES.put(`products/night-album/${id}`, f.body);
});

/** A ZIP's entries by name, read by fflate (an independent reader) from the whole archive. */
async function unzipped(res: Response): Promise<Record<string, Uint8Array>> {
  return unzipSync(new Uint8Array(await res.arrayBuffer()));
}

describe("album groups", () => {
  it("makes one ZIP per format group with the shared cover and booklet, and none of one file", () => {
    const f = (role: "track" | "cover" | "booklet" | null, formatGroup: string | null, sizeBytes = 1) => ({
      role,
      formatGroup,
      sizeBytes,
    });
    const groups = albumGroups([
      f("track", "MP3 320", 10),
      f("track", "FLAC", 30),
      f("track", "mp3 320", 10),
      f("cover", null, 2),
      f("booklet", "FLAC", 5),
      f(null, null, 100),
      f("track", "WAV"),
    ]);
    expect(groups.map((g) => [g.key, g.trackCount, g.files.length, g.sizeBytes, g.hasCover, g.hasBooklet])).toEqual([
      ["mp3-320", 2, 3, 22, true, false],
      ["flac", 1, 3, 37, true, true],
      ["wav", 1, 2, 3, true, false],
    ]);
    expect(albumGroups([f("track", "FLAC"), f(null, null)])).toEqual([]);
    expect(formatGroupKey("FLAC 24-bit/96 kHz")).toBe("flac-24-bit-96-khz");
    expect(formatGroupKey("Ógg ·")).toBe("ogg");
  });

  it("names entries safely inside one folder and numbers a repeated name", () => {
    expect(entryNames("Album (FLAC)", ["a.flac", "../x/y.flac", "A.flac", "a.flac", "\u0000"])).toEqual([
      "Album (FLAC)/a.flac",
      "Album (FLAC)/x y.flac",
      "Album (FLAC)/A (2).flac",
      "Album (FLAC)/a (3).flac",
      "Album (FLAC)/file",
    ]);
  });
});

describe("the ZIP writer", () => {
  it("computes CRC-32 as the standard does, in one go or in pieces", () => {
    expect(crc32(bytes("123456789"))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array())).toBe(0);
    // A byte-at-a-time reference against the sliced version, on odd lengths and splits.
    const reference = (data: Uint8Array) => {
      let c = ~0;
      for (const b of data) {
        c ^= b;
        for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      }
      return ~c >>> 0;
    };
    const data = crypto.getRandomValues(new Uint8Array(10_007));
    expect(crc32(data)).toBe(reference(data));
    expect(crc32(data.subarray(13), crc32(data.subarray(0, 13)))).toBe(reference(data));
  });

  it("writes an archive another reader opens, of exactly the length it announced", async () => {
    const files = [
      { name: "Dir/één.txt", data: bytes("hello, world") },
      { name: "Dir/empty", data: new Uint8Array() },
      { name: "Dir/b.bin", data: new Uint8Array(70_000).map((_, i) => (i * 31) ^ (i >> 7)) },
    ];
    const entries: ZipEntry[] = files.map((f) => ({
      name: f.name,
      size: f.data.length,
      modified: new Date("2026-03-04T05:06:08Z"),
      open: async () => new Blob([f.data]).stream(),
    }));
    const archive = new Uint8Array(await new Response(zipStream(entries)).arrayBuffer());
    expect(archive.length).toBe(zipLength(entries));
    const read = unzipSync(archive);
    expect(Object.keys(read)).toEqual(files.map((f) => f.name));
    for (const f of files) expect(read[f.name]).toEqual(f.data);
    // The central directory's CRCs are the files' (fflate doesn't check them).
    const view = new DataView(archive.buffer);
    let at = archive.length - 22;
    at = view.getUint32(at + 16, true);
    for (const f of files) {
      expect(view.getUint32(at, true)).toBe(0x02014b50);
      expect(view.getUint16(at + 8, true) & 0x0808).toBe(0x0808);
      expect(view.getUint32(at + 16, true)).toBe(crc32(f.data));
      expect(view.getUint32(at + 24, true)).toBe(f.data.length);
      at += 46 + view.getUint16(at + 28, true);
    }
  });

  it("says no length past what ZIP without Zip64 holds", () => {
    expect(zipLength([{ name: "a", size: 0xffffffff }])).toBeNull();
    expect(zipLength([{ name: "a", size: 1000 }])).toBe(22 + 30 + 1 + 1000 + 16 + 46 + 1);
  });

  it("pulls only what is read: memory stays a chunk or two however large the archive", async () => {
    const CHUNK = 64 * 1024;
    const CHUNKS = 3200; // 200 MB through the writer
    let produced = 0;
    let consumed = 0;
    let maxAhead = 0;
    const source = (): ReadableStream<Uint8Array> => {
      let sent = 0;
      return new ReadableStream<Uint8Array>(
        {
          pull(controller) {
            if (sent === CHUNKS) return controller.close();
            sent += 1;
            produced += CHUNK;
            controller.enqueue(new Uint8Array(CHUNK));
          },
        },
        { highWaterMark: 0 },
      );
    };
    const entries: ZipEntry[] = [0, 1].map((i) => ({
      name: `t${i}`,
      size: CHUNK * CHUNKS,
      modified: new Date(),
      open: async () => source(),
    }));
    const reader = zipStream(entries).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      consumed += value.byteLength;
      maxAhead = Math.max(maxAhead, produced - consumed);
    }
    expect(consumed).toBe(zipLength(entries));
    // Bytes made by the sources but not yet read: never more than a chunk in flight.
    expect(maxAhead).toBeLessThanOrEqual(CHUNK);
  });

  it("errors the stream when a file is not the size it was announced at", async () => {
    const entries: ZipEntry[] = [
      { name: "short", size: 10, modified: new Date(), open: async () => new Blob([bytes("abc")]).stream() },
    ];
    await expect(new Response(zipStream(entries)).arrayBuffer()).rejects.toThrow(/3 bytes, not 10/);
  });
});

describe("album ZIPs of an order", () => {
  let reader: Reader;
  let orderId: string;
  beforeAll(async () => {
    reader = await signUpReader("Listener");
    orderId = await paidOrder(reader, "night-album");
  });

  it("lists each format's ZIP in the library, counted apart from its files", async () => {
    const { orders } = await expectData<{ orders: OrderView[] }>(api("/orders?locale=es", { reader }));
    const order = orders.find((o) => o.id === orderId)!;
    expect(order.files).toHaveLength(6);
    const size = (...ids: (keyof typeof SMALL)[]) => ids.reduce((sum, id) => sum + SMALL[id].body.length, 0);
    expect(order.zips).toEqual([
      {
        id: "zips/night-album/mp3-320",
        productSlug: "night-album",
        productTitle: "Álbum nocturno",
        group: "MP3 320",
        trackCount: 2,
        fileCount: 4,
        hasCover: true,
        hasBooklet: true,
        sizeBytes: size("a-mp3-1", "a-mp3-2", "a-cover", "a-booklet"),
        downloadsLeft: DOWNLOADS_PER_FILE,
        downloadRequest: null,
      },
      expect.objectContaining({ id: "zips/night-album/flac", group: "FLAC", fileCount: 4 }),
    ]);
  });

  it("streams a format's tracks, cover and booklet as one ZIP of exact length, counted once", async () => {
    const res = await api(`/orders/${orderId}/zips/night-album/flac?locale=es`, { reader });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/zip");
    expect(res.headers.get("Content-Disposition")).toContain("filename*=UTF-8''%C3%81lbum%20nocturno%20%28FLAC%29.zip");
    const length = Number(res.headers.get("Content-Length"));
    const body = new Uint8Array(await res.arrayBuffer());
    expect(body.length).toBe(length);
    const read = unzipSync(body);
    expect(Object.keys(read)).toEqual([
      "Álbum nocturno (FLAC)/01 Opening.flac",
      "Álbum nocturno (FLAC)/02 Closing.flac",
      "Álbum nocturno (FLAC)/Cover.jpg",
      "Álbum nocturno (FLAC)/Booklet — notes.pdf",
    ]);
    expect(read["Álbum nocturno (FLAC)/02 Closing.flac"]).toEqual(SMALL["a-flac-2"].body);
    expect(read["Álbum nocturno (FLAC)/Booklet — notes.pdf"]).toEqual(SMALL["a-booklet"].body);

    const { orders } = await expectData<{ orders: OrderView[] }>(api("/orders", { reader }));
    const order = orders.find((o) => o.id === orderId)!;
    expect(order.zips!.find((z) => z.group === "FLAC")!.downloadsLeft).toBe(DOWNLOADS_PER_FILE - 1);
    expect(order.zips!.find((z) => z.group === "MP3 320")!.downloadsLeft).toBe(DOWNLOADS_PER_FILE);
    // One count for the ZIP, none for the files inside it; the download log has one entry.
    expect(order.files.every((f) => f.downloadsLeft === DOWNLOADS_PER_FILE)).toBe(true);
    const logged = await env.DB.prepare("SELECT file_id FROM download_log WHERE order_id = ?").bind(orderId).all();
    expect(logged.results).toEqual([{ file_id: "zips/night-album/flac" }]);
  });

  it("refuses another reader, an unknown group, and a ZIP past its limit", async () => {
    const stranger = await signUpReader("Stranger");
    await expectError(await api(`/orders/${orderId}/zips/night-album/flac`, { reader: stranger }), 404, "not_found");
    await expectError(await api(`/orders/${orderId}/zips/night-album/wav`, { reader }), 404, "not_found");
    await expectError(await api(`/orders/${orderId}/zips/book-one/flac`, { reader }), 404, "not_found");
    await expectError(await api(`/orders/${orderId}/zips/Night/flac`, { reader }), 400, "validation_failed");
    await env.DB.prepare("UPDATE download_counts SET count = ? WHERE order_id = ? AND file_id = ?")
      .bind(DOWNLOADS_PER_FILE, orderId, "zips/night-album/flac")
      .run();
    await expectError(await api(`/orders/${orderId}/zips/night-album/flac`, { reader }), 429, "rate_limited");
    await expectError(await request(`/api/orders/${orderId}/zips/night-album/mp3-320`), 401, "unauthorized");
  });

  it("gives a refunded order's ZIP no more", async () => {
    const refunded = await paidOrder(reader, "night-album");
    await env.DB.prepare("UPDATE orders SET status = 'refunded' WHERE id = ?").bind(refunded).run();
    await expectError(await api(`/orders/${refunded}/zips/night-album/mp3-320`, { reader }), 403, "forbidden");
  });

  it("serves a guest's ZIP through the success page's signed link", async () => {
    const guestOrder = crypto.randomUUID();
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO orders (id, user_id, guest, status, total_cents, provider, email) VALUES (?, NULL, 1, 'paid', 0, 'local', 'guest.zip@example.test')",
      ).bind(guestOrder),
      env.DB.prepare(
        "INSERT INTO order_items (order_id, product_id, title, price_cents) VALUES (?, 'product:night-album', 'Night Album', 0)",
      ).bind(guestOrder),
    ]);
    const access = await guestAccessToken(getConfig(env).signingSecret, guestOrder);
    const view = await expectData<GuestOrderView>(
      api(`/guest-orders/${guestOrder}?access=${encodeURIComponent(access)}`),
    );
    const link = view.links["zips/night-album/mp3-320"];
    expect(link).toMatch(/\/api\/orders\/file\?token=/);
    const res = await request(new URL(link!).pathname + new URL(link!).search);
    expect(res.status).toBe(200);
    expect(Object.keys(await unzipped(res))).toEqual([
      "Night Album (MP3 320)/01 Opening.mp3",
      "Night Album (MP3 320)/02 Closing.mp3",
      "Night Album (MP3 320)/Cover.jpg",
      "Night Album (MP3 320)/Booklet — notes.pdf",
    ]);
  });

  it("gives a gift's ZIP to its recipient once claimed, never to its buyer", async () => {
    const buyer = await signUpReader("Giver");
    const recipient = await signUpReader("Given");
    const gift = await paidOrder(buyer, "night-album");
    await env.DB.prepare(
      `INSERT INTO gifts (id, order_id, product_slug, recipient_name, recipient_email, deliver_on, locale, claimed_by, claimed_at)
       VALUES (?, ?, 'night-album', 'Given', ?, '2026-01-01', 'en', ?, ?)`,
    )
      .bind(crypto.randomUUID(), gift, recipient.email, recipient.id, Date.now())
      .run();
    await expectError(await api(`/orders/${gift}/zips/night-album/flac`, { reader: buyer }), 404, "not_found");
    const res = await api(`/orders/${gift}/zips/night-album/flac`, { reader: recipient });
    expect(res.status).toBe(200);
    expect(Object.keys(await unzipped(res))).toHaveLength(4);
  });
});

describe("the studio marks an album's files", () => {
  it("sets a file's role and format group, refuses a track without a group, and logs it", async () => {
    const author = await studioAuthor("author-albums@example.com", "Album Author");
    const reader = await signUpReader("Album Fan");
    const path = "/studio/files/a-cover/album";
    await expectError(
      await api(path, { method: "PUT", reader, json: { role: "cover", formatGroup: null } }),
      403,
      "forbidden",
    );
    const refused = await api("/studio/files/a-mp3-1/album", {
      method: "PUT",
      reader: author,
      json: { role: "track", formatGroup: "  " },
    });
    expect(refused.status).toBe(400);
    expect((await refused.json<{ error: { fields: Record<string, string[]> } }>()).error.fields.formatGroup).toEqual([
      "format_group_required",
    ]);
    await expectError(
      await api("/studio/files/a-cover/album", {
        method: "PUT",
        reader: author,
        json: { role: "poster", formatGroup: null },
      }),
      400,
      "validation_failed",
    );
    // The cover goes with the FLAC only: the MP3 ZIP keeps its booklet and loses the cover.
    const file = await expectData<StudioProductFile>(
      api(path, { method: "PUT", reader: author, json: { role: "cover", formatGroup: "FLAC" } }),
    );
    expect(file).toMatchObject({ id: "a-cover", role: "cover", formatGroup: "FLAC" });
    const album = await expectData<ProductDetail>(api("/shop/products/night-album"));
    const groups = albumGroups(
      album.files.map((f) => ({ ...f, role: f.role ?? null, formatGroup: f.formatGroup ?? null })),
    );
    expect(groups.map((g) => [g.group, g.trackCount, g.hasCover, g.hasBooklet])).toEqual([
      ["MP3 320", 2, false, true],
      ["FLAC", 2, true, true],
    ]);
    const [entry] = await auditEntries(author, "?action=product_file.album_role");
    expect(entry).toMatchObject({
      objectId: "a-cover",
      before: { role: "cover", formatGroup: null },
      after: { role: "cover", formatGroup: "FLAC" },
    });
    await expectData<StudioProductFile>(
      api(path, { method: "PUT", reader: author, json: { role: "cover", formatGroup: null } }),
    );
    await expectError(
      await api("/studio/files/nope/album", { method: "PUT", reader: author, json: { role: null, formatGroup: null } }),
      404,
      "not_found",
    );
  });
});

describe("a large album", () => {
  /** A file's bytes, chunk by chunk: each chunk stamped with its file and index, so order shows. */
  const CHUNK = 1024 * 1024;
  const FILES = 4;
  // 4 × 40 MB = 160 MB in the test's R2 (the bench streams 500 MB and measures workerd's memory).
  const CHUNKS_PER_FILE = 40;
  // getRandomValues fills at most 64 KB at a time.
  const block = new Uint8Array(CHUNK);
  for (let at = 0; at < CHUNK; at += 65_536) crypto.getRandomValues(block.subarray(at, at + 65_536));
  const chunkOf = (file: number, index: number) => {
    const chunk = block.slice();
    new DataView(chunk.buffer).setUint32(0, file * 100_000 + index);
    return chunk;
  };
  const fileStream = (file: number) => {
    let index = 0;
    return new ReadableStream<Uint8Array>({
      pull(controller) {
        if (index === CHUNKS_PER_FILE) return controller.close();
        controller.enqueue(chunkOf(file, index++));
      },
    });
  };

  it("streams a few hundred MB from R2 as a valid ZIP, read back as a stream", async () => {
    const reader = await signUpReader("Collector");
    const size = CHUNK * CHUNKS_PER_FILE;
    const expectedCrc: number[] = [];
    for (let file = 0; file < FILES; file += 1) {
      const fixed = new FixedLengthStream(size);
      const put = env.FILES.put(`products/big-album/t${file}.flac`, fixed.readable);
      await fileStream(file).pipeTo(fixed.writable);
      await put;
      let crc = 0;
      for (let i = 0; i < CHUNKS_PER_FILE; i += 1) crc = crc32(chunkOf(file, i), crc);
      expectedCrc.push(crc);
      await env.DB.prepare(
        `INSERT INTO product_files (id, product_slug, r2_key, file_name, content_type, size_bytes, label, position, role, format_group)
         VALUES (?, 'big-album', ?, ?, 'audio/flac', ?, 'FLAC', ?, 'track', 'FLAC')`,
      )
        .bind(`big-${file}`, `products/big-album/t${file}.flac`, `Track ${file}.flac`, size, file)
        .run();
    }
    const orderId = await paidOrder(reader, "big-album");
    const res = await api(`/orders/${orderId}/zips/big-album/flac`, { reader });
    expect(res.status).toBe(200);
    const length = Number(res.headers.get("Content-Length"));
    expect(length).toBeGreaterThan(FILES * size);

    // A streaming reader: local header, data (CRC as it passes), descriptor, then the directory.
    const body = res.body!.getReader();
    let buffered = new Uint8Array(0);
    let total = 0;
    const take = async (n: number): Promise<Uint8Array> => {
      while (buffered.length < n) {
        const { done, value } = await body.read();
        if (done) throw new Error("archive ended early");
        total += value.byteLength;
        const next = new Uint8Array(buffered.length + value.length);
        next.set(buffered);
        next.set(value, buffered.length);
        buffered = next;
      }
      const out = buffered.slice(0, n);
      buffered = buffered.subarray(n);
      return out;
    };
    const offsets: number[] = [];
    let offset = 0;
    for (let file = 0; file < FILES; file += 1) {
      offsets.push(offset);
      const header = new DataView((await take(30)).buffer);
      expect(header.getUint32(0, true)).toBe(0x04034b50);
      expect(header.getUint16(8, true)).toBe(0); // stored
      const name = new TextDecoder().decode(await take(header.getUint16(26, true)));
      expect(name).toBe(`Big Album (FLAC)/Track ${file}.flac`);
      let crc = 0;
      for (let left = size; left > 0;) {
        const piece = await take(Math.min(left, CHUNK));
        crc = crc32(piece, crc);
        left -= piece.length;
      }
      const descriptor = new DataView((await take(16)).buffer);
      expect(descriptor.getUint32(0, true)).toBe(0x08074b50);
      expect(descriptor.getUint32(4, true)).toBe(expectedCrc[file]);
      expect(crc).toBe(expectedCrc[file]);
      expect(descriptor.getUint32(8, true)).toBe(size);
      offset += 30 + name.length + size + 16;
    }
    const rest = await take(length - offset);
    expect((await body.read()).done).toBe(true);
    expect(total).toBe(length);
    const end = new DataView(rest.buffer, rest.length - 22);
    expect(end.getUint32(0, true)).toBe(0x06054b50);
    expect(end.getUint16(10, true)).toBe(FILES);
    expect(end.getUint32(16, true)).toBe(offset);
    const dir = new DataView(rest.buffer);
    for (let file = 0, at = 0; file < FILES; file += 1) {
      expect(dir.getUint32(at + 16, true)).toBe(expectedCrc[file]);
      expect(dir.getUint32(at + 42, true)).toBe(offsets[file]);
      at += 46 + dir.getUint16(at + 28, true);
    }
  });
});
