/**
 * The baseline for `npm run bench`: the smallest Hono app, run by the same wrangler/workerd as
 * the site, so the site's numbers can be read as a multiple of "a Worker that does nothing".
 */
import { Hono } from "hono";
import { albumZipResponse, orderZipsOf } from "#worker/services/album-zips";
import { stampEpub } from "#worker/services/stamping/epub-stamp";
import { benchEpub } from "./bench-epub";

const app = new Hono<{ Bindings: { FILES: R2Bucket } }>();
app.get("/", (c) => c.text("ok"));

/**
 * A document of a given size (`?kb=`), made once per size: "a Worker that does nothing but send
 * a page's bytes", to tell what a navigation costs in the Worker from what moving its bytes
 * through wrangler's local proxy costs.
 */
const documents = new Map<number, string>();
app.get("/document", (c) => {
  const kb = Math.min(Math.max(Number(c.req.query("kb")) || 1, 1), 1024);
  let body = documents.get(kb);
  if (!body) documents.set(kb, (body = "<!doctype html>" + "<p>Lorem ipsum dolor sit amet.</p>".repeat(kb * 30)));
  return c.html(body);
});

/**
 * Bench-only: the site's EPUB stamper (decision 054) run `rounds` times on a generated book of
 * `mb` MB, inside workerd. `stamp=0` does everything but the stamping, so the caller can take
 * the request's own cost out. The book is made once per size and isolate, outside the timing.
 */
const books = new Map<number, Uint8Array>();
app.get("/stamp-epub", (c) => {
  const mb = Math.min(Math.max(Number(c.req.query("mb")) || 5, 1), 40);
  const rounds = Math.min(Math.max(Number(c.req.query("rounds")) || 1, 1), 50);
  let book = books.get(mb);
  if (!book) books.set(mb, (book = benchEpub(mb)));
  let stampedBytes = 0;
  if (c.req.query("stamp") !== "0")
    for (let i = 0; i < rounds; i++)
      stampedBytes = stampEpub(book, {
        name: "Bench Reader",
        reference: "BENCH001",
        mark: "BENC-H000-0000-0000",
        locale: "en",
      }).length;
  return c.json({ bytes: book.length, stampedBytes, rounds });
});

/**
 * Bench-only: an album of `mb` MB in the bench's own local R2 (tracks of 50 MB, put once), and
 * its ZIP through the site's streaming writer (`albumZipResponse`, decision 055), so the bench can
 * drain a 500 MB album from workerd and watch workerd's memory while it does.
 */
const TRACK_MB = 50;
const MB = 1024 * 1024;
const albumFiles = (mb: number) =>
  Array.from({ length: Math.ceil(mb / TRACK_MB) }, (_, i) => ({
    id: `bench-track-${i + 1}`,
    productSlug: "bench-album",
    r2Key: `bench-album/track-${String(i + 1).padStart(2, "0")}.flac`,
    fileName: `${String(i + 1).padStart(2, "0")} Track.flac`,
    sizeBytes: TRACK_MB * MB,
    role: "track" as const,
    formatGroup: "FLAC",
  }));

app.post("/album-zip/setup", async (c) => {
  const mb = Math.min(Math.max(Number(c.req.query("mb")) || 500, TRACK_MB), 2000);
  const block = new Uint8Array(MB).map((_, i) => (i * 131) ^ (i >>> 9));
  for (const file of albumFiles(mb)) {
    if ((await c.env.FILES.head(file.r2Key))?.size === file.sizeBytes) continue;
    // Streamed in, a megabyte at a time: the isolate never holds a track either.
    const { readable, writable } = new FixedLengthStream(file.sizeBytes);
    const writing = (async () => {
      const writer = writable.getWriter();
      for (let sent = 0; sent < TRACK_MB; sent++) await writer.write(block.slice());
      await writer.close();
    })();
    await Promise.all([c.env.FILES.put(file.r2Key, readable), writing]);
  }
  return c.json({ files: albumFiles(mb).length });
});

app.get("/album-zip", async (c) => {
  const mb = Math.min(Math.max(Number(c.req.query("mb")) || 500, TRACK_MB), 2000);
  const [zip] = orderZipsOf(albumFiles(mb));
  const res = zip ? await albumZipResponse(c.env.FILES, zip, "Bench Album") : null;
  return res ?? c.text("run POST /album-zip/setup first", 409);
});

export default app;
