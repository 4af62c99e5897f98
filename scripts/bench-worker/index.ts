/**
 * The baseline for `npm run bench`: the smallest Hono app, run by the same wrangler/workerd as
 * the site, so the site's numbers can be read as a multiple of "a Worker that does nothing".
 */
import { Hono } from "hono";

const app = new Hono();
app.get("/", (c) => c.text("ok"));

export default app;
