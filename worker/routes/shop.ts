import { Hono } from "hono";
import { catalogueQuerySchema, productParamSchema, productQuerySchema } from "../contract/shop";
import { AppError } from "../middleware/errors";
import { validate } from "../middleware/validate";
import { getProduct, listCatalogue, sampleKeyOf } from "../services/catalogue";
import { cachedCatalogue } from "../services/catalogue-cache";
import type { AppEnv } from "../types";

/** The catalogue is public and the same for everyone: browsers may keep it a minute (and the isolate half of one). */
const PUBLIC_CATALOGUE = "public, max-age=60";

/** La Bodega's catalogue: the shelves, a product's page and its listening sample. */
export const shopRoutes = new Hono<AppEnv>()
  .get("/products", validate("query", catalogueQuerySchema), async (c) => {
    const query = c.req.valid("query");
    const key = `list|${query.locale}|${query.category ?? ""}|${query.kind ?? ""}|${query.available ?? ""}|${query.sort}`;
    const catalogue = await cachedCatalogue(key, () => listCatalogue(c.var.db, query));
    c.header("Cache-Control", PUBLIC_CATALOGUE);
    return c.json({ data: catalogue });
  })
  .get("/products/:slug", validate("param", productParamSchema), validate("query", productQuerySchema), async (c) => {
    const { slug } = c.req.valid("param");
    const { locale } = c.req.valid("query");
    const product = await cachedCatalogue(`product|${slug}|${locale}`, () => getProduct(c.var.db, slug, locale));
    if (!product) throw new AppError("not_found", 404, "There is no such product in La Bodega.");
    c.header("Cache-Control", PUBLIC_CATALOGUE);
    return c.json({ data: product });
  })
  .get("/products/:slug/sample", validate("param", productParamSchema), async (c) => {
    const key = await sampleKeyOf(c.var.db, c.req.valid("param").slug);
    const object = key ? await c.env.FILES.get(key) : null;
    if (!object) throw new AppError("not_found", 404, "This product has no sample to listen to.");
    // A short public preview, played inline (not a purchase): cacheable, never an attachment.
    return new Response(object.body, {
      headers: {
        "Content-Type": object.httpMetadata?.contentType ?? "audio/wav",
        "Content-Length": String(object.size),
        "Cache-Control": "public, max-age=3600",
        ETag: object.httpEtag,
      },
    });
  });
