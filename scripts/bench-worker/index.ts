/**
 * The baseline for `npm run bench`: the smallest Hono app, run by the same wrangler/workerd as
 * the site, so the site's numbers can be read as a multiple of "a Worker that does nothing".
 */
import { Hono } from "hono";

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

export default app;
