/**
 * The baseline for `npm run bench`: the smallest Hono app, run by the same wrangler/workerd as
 * the site, so the site's numbers can be read as a multiple of "a Worker that does nothing".
 */
import { Hono } from "hono";
import { stampEpub } from "../../worker/services/stamping/epub-stamp";
import { benchEpub } from "./bench-epub";

const app = new Hono();
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

export default app;
