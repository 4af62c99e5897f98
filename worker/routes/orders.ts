import { Hono, type Context } from "hono";
import { z } from "zod";
import {
  orderFileParamSchema,
  orderLocaleQuerySchema,
  orderParamSchema,
  orderZipParamSchema,
} from "../contract/orders";
import { AppError, valueOr, type RefusalAnswers } from "../middleware/errors";
import { loadViewer, privateAnswers, requireViewer, signedIn } from "../middleware/session";
import { enforceRateLimit } from "../middleware/submission-guard";
import { validate } from "../middleware/validate";
import { albumTitle, albumZipResponse, claimZipDownload } from "../services/album-zips";
import { albumZipId, parseAlbumZipId } from "../contract/album-zips";
import { ownedSlugs } from "../services/cart";
import { claimDownload, orderForUser, ordersForUser, type DownloadRefusal } from "../services/orders";
import { readOrderFileLink } from "../services/receipts";
import { orderFileResponse } from "../services/stamping/stamped-copies";
import type { AppEnv } from "../types";
import { logText } from "../services/log-text";

const REFUSALS: RefusalAnswers<DownloadRefusal> = {
  not_found: ["not_found", 404, "There is no such file in your orders."],
  not_paid: ["forbidden", 403, "This order was refunded, so its files can no longer be downloaded."],
  limit_reached: [
    "rate_limited",
    429,
    "This file has been downloaded too many times. Please contact us if you need it again.",
  ],
};

/** A receipt's link that is broken or forged is forbidden (403), like the other download links. */
const LINK_REFUSALS: RefusalAnswers<"invalid" | "expired"> = {
  expired: ["link_expired", 410, "This download link has expired. Your library in your account has a fresh one."],
  invalid: ["link_invalid", 403, "This download link is not valid."],
};

/**
 * Streams a file an order gives, after the order and the count said yes: an ebook stamped for
 * its holder (decision 054), anything else as uploaded.
 */
async function serveOrderFile(c: Context<AppEnv>, orderId: string, claim: Awaited<ReturnType<typeof claimDownload>>) {
  const file = valueOr(claim, REFUSALS);
  const res = await orderFileResponse(c.env.FILES, c.var.db, orderId, file);
  if (!res) {
    console.error(`[orders] missing R2 object ${logText(file.r2Key)}: upload it with scripts/shop.mjs add-file`);
    throw new AppError("not_found", 404, "This file is not available right now. Please try again later.");
  }
  return res;
}

/** Streams an album's ZIP an order gives (decision 055), after the order and the count said yes. */
async function serveOrderZip(c: Context<AppEnv>, claim: Awaited<ReturnType<typeof claimZipDownload>>) {
  const zip = valueOr(claim, REFUSALS);
  const locale = c.req.query("locale");
  const title = await albumTitle(c.var.db, zip.productSlug, locale === "es" || locale === "ca" ? locale : "en");
  const res = await albumZipResponse(c.env.FILES, zip, title);
  if (!res) {
    console.error(`[orders] a file of ${logText(zip.id)} is missing from R2: upload it with scripts/shop.mjs add-file`);
    throw new AppError("not_found", 404, "This file is not available right now. Please try again later.");
  }
  return res;
}

/** Where a download came from, for the download log (reduced there: never the whole address). */
const originOf = (c: Context<AppEnv>) => ({
  ip: c.req.header("CF-Connecting-IP"),
  country: (c.req.raw.cf as { country?: unknown } | undefined)?.country,
  userAgent: c.req.header("User-Agent"),
});

const versionQuery = z.object({
  version: z.coerce.number().int("unknown_version").min(1, "unknown_version").optional(),
});

const tokenQuery = z.object({ token: z.string().min(10, "link_invalid").max(1024, "link_invalid") });

/**
 * The reader's orders and their files. Downloads stream from the private bucket after the
 * session (or a signed receipt link), the order's payment and the per-file count said yes.
 */
export const orderRoutes = new Hono<AppEnv>()
  .use(privateAnswers)
  // A receipt's link: no session needed, but signed, unexpired, and the order still paid.
  .get("/file", validate("query", tokenQuery), async (c) => {
    const { orderId, fileId } = valueOr(
      await readOrderFileLink(c.var.config.signingSecret, c.req.valid("query").token),
      LINK_REFUSALS,
    );
    await enforceRateLimit(c, "order_download", `order:${orderId}`);
    // A guest's link may name an album's ZIP (decision 055) instead of one file.
    if (parseAlbumZipId(fileId))
      return serveOrderZip(c, await claimZipDownload(c.var.db, { orderId, zipId: fileId, origin: originOf(c) }));
    return serveOrderFile(c, orderId, await claimDownload(c.var.db, { orderId, fileId, origin: originOf(c) }));
  })
  .use(loadViewer, signedIn)
  .get("/", validate("query", orderLocaleQuerySchema), async (c) => {
    const { user } = requireViewer(c);
    return c.json({ data: { orders: await ordersForUser(c.var.db, user.id, c.req.valid("query").locale) } });
  })
  // What the reader owns, by slug: every product of a paid order, bundles opened into their
  // items. Pages mark these "In your library" once they have hydrated (the HTML is shared).
  .get("/owned", async (c) => {
    const { user } = requireViewer(c);
    return c.json({ data: { slugs: [...(await ownedSlugs(c.var.db, user.id))].sort() } });
  })
  .get("/:id", validate("param", orderParamSchema), validate("query", orderLocaleQuerySchema), async (c) => {
    const { user } = requireViewer(c);
    const order = await orderForUser(c.var.db, c.req.valid("param").id, user.id, c.req.valid("query").locale);
    if (!order) throw new AppError("not_found", 404, "There is no such order in your account.");
    return c.json({ data: order });
  })
  // `?version=N`: an earlier version the order still gives (decision 057).
  .get("/:id/files/:fileId", validate("param", orderFileParamSchema), validate("query", versionQuery), async (c) => {
    const { user } = requireViewer(c);
    const { id, fileId } = c.req.valid("param");
    const { version } = c.req.valid("query");
    await enforceRateLimit(c, "order_download", `user:${user.id}`);
    return serveOrderFile(
      c,
      id,
      await claimDownload(c.var.db, { orderId: id, fileId, userId: user.id, origin: originOf(c), version }),
    );
  })
  // An album's tracks in one format, with its cover and booklet, as one ZIP (decision 055).
  .get("/:id/zips/:product/:group", validate("param", orderZipParamSchema), async (c) => {
    const { user } = requireViewer(c);
    const { id, product, group } = c.req.valid("param");
    await enforceRateLimit(c, "order_download", `user:${user.id}`);
    return serveOrderZip(
      c,
      await claimZipDownload(c.var.db, {
        orderId: id,
        zipId: albumZipId(product, group),
        userId: user.id,
        origin: originOf(c),
      }),
    );
  });
