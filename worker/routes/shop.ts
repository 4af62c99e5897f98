import { Hono, type Context } from "hono";
import type { TypedResponse } from "hono";
import { catalogueQuerySchema, productParamSchema, productQuerySchema, sampleParamSchema } from "../contract/shop";
import { AppError } from "../middleware/errors";
import { validate } from "../middleware/validate";
import { serveWithRanges } from "../services/byte-ranges";
import { getProduct, listCatalogue, readSampleChapter, renamedProduct, sampleOf } from "../services/catalogue";
import { cachedCatalogue } from "../services/catalogue-cache";
import { productRatings } from "../services/review-figures";
import type { AppEnv } from "../types";

/**
 * The catalogue is public and the same for everyone, but the operator changes it without a
 * deploy: anyone may keep an answer, and must ask again before using it. Asking again with the
 * answer's ETag costs the Worker one small D1 read and the browser a 304 with no body.
 */
const PUBLIC_CATALOGUE = "public, no-cache";

/**
 * A sample by id never changes (replacing one makes a new id): kept for a year. The first
 * sample's address and the chapter follow the studio's changes within the hour.
 */
const SAMPLE_BY_ID = "public, max-age=31536000, immutable";
const SAMPLE_FIRST = "public, max-age=3600";

/** An answer as it is sent: its JSON text and a validator of exactly those bytes. */
interface JsonAnswer<T> {
  body: string;
  etag: string;
  /** Only for the type the typed client reads; never read at runtime. */
  data?: T;
}

/** Serialized and hashed once per catalogue version, not once per request. */
async function jsonAnswer<T>(data: T): Promise<JsonAnswer<T>> {
  const body = JSON.stringify({ data });
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(body)));
  const hex = Array.from(digest.subarray(0, 16), (b) => b.toString(16).padStart(2, "0")).join("");
  return { body, etag: `"${hex}"` };
}

/** Whether the request's If-None-Match names this ETag (a list, weak or not, or `*`). */
function stillFresh(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t.replace(/^W\//, "") === etag;
  });
}

function sendAnswer<T>(c: Context<AppEnv>, answer: JsonAnswer<T>) {
  c.header("Cache-Control", PUBLIC_CATALOGUE);
  c.header("ETag", answer.etag);
  if (stillFresh(c.req.header("If-None-Match"), answer.etag)) return c.body(null, 304);
  // The same bytes c.json would send, typed as its answer for the client built from these routes.
  c.header("Content-Type", "application/json");
  return c.body(answer.body, 200) as unknown as TypedResponse<{ data: T }, 200, "json">;
}

/** La Bodega's catalogue: the shelves, a product's page and its listening sample. */
export const shopRoutes = new Hono<AppEnv>()
  .get("/products", validate("query", catalogueQuerySchema), async (c) => {
    const query = c.req.valid("query");
    const key = `api|list|${query.locale}|${query.category ?? ""}|${query.kind ?? ""}|${query.available ?? ""}|${query.sort}`;
    const { value } = await cachedCatalogue(c.var.db, key, async () =>
      jsonAnswer(await listCatalogue(c.var.db, query)),
    );
    return sendAnswer(c, value);
  })
  // Every product's rating from its readers' published reviews (decision 050): the cards' stars.
  // Products with none are absent. Small, and cached as the catalogue is.
  .get("/ratings", async (c) => {
    const { value } = await cachedCatalogue(c.var.db, "api|ratings", async () =>
      jsonAnswer(await productRatings(c.var.db)),
    );
    return sendAnswer(c, value);
  })
  .get("/products/:slug", validate("param", productParamSchema), validate("query", productQuerySchema), async (c) => {
    const { slug } = c.req.valid("param");
    const { locale } = c.req.valid("query");
    const { value } = await cachedCatalogue(c.var.db, `api|product|${slug}|${locale}`, async () => {
      const product = await getProduct(c.var.db, slug, locale);
      return product ? jsonAnswer(product) : null;
    });
    if (!value) {
      // A renamed product's former slug answers with its new address (decision 045).
      const renamed = await renamedProduct(c.var.db, slug);
      if (renamed) return c.redirect(`/api/shop/products/${renamed.slug}?locale=${locale}`, 301);
      throw new AppError("not_found", 404, "There is no such product in La Bodega.");
    }
    return sendAnswer(c, value);
  })
  // The first listening sample, at the address that names no sample (the home page's player).
  .get("/products/:slug/sample", validate("param", productParamSchema), async (c) => {
    const sample = await sampleOf(c.var.db, c.req.valid("param").slug, { kind: "audio" });
    const answer = sample && (await serveWithRanges(c.req.raw, c.env.FILES, sample.r2Key, SAMPLE_FIRST));
    if (!answer) throw new AppError("not_found", 404, "This product has no sample to listen to.");
    return answer;
  })
  // One sample by id, with byte ranges so a player seeks without downloading it all (decision 051).
  .get("/products/:slug/samples/:sampleId", validate("param", sampleParamSchema), async (c) => {
    const { slug, sampleId } = c.req.valid("param");
    const sample = await sampleOf(c.var.db, slug, { kind: "audio", id: sampleId });
    const answer = sample && (await serveWithRanges(c.req.raw, c.env.FILES, sample.r2Key, SAMPLE_BY_ID));
    if (!answer) throw new AppError("not_found", 404, "There is no such sample.");
    return answer;
  })
  // An ebook's sample chapter as sanitized HTML, in the language asked when it exists in it.
  .get(
    "/products/:slug/chapter",
    validate("param", productParamSchema),
    validate("query", productQuerySchema),
    async (c) => {
      const { slug } = c.req.valid("param");
      const data = await readSampleChapter(c.var.db, c.env.FILES, c.env.KV, slug, c.req.valid("query").locale);
      if (!data) throw new AppError("not_found", 404, "This product has no sample chapter.");
      c.header("Cache-Control", SAMPLE_FIRST);
      return c.json({ data });
    },
  );
