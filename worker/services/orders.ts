import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { Locale } from "../contract/locales";
import type { OrderFileView, OrderGiftView, OrderStatus, OrderView } from "../contract/orders";
import { productItemId, productPath, productSlugOf } from "../contract/shop";
import { bundleContents, expandBundles, withBundleContents } from "./catalogue";
import { ok, refuse, type Result } from "./result";
import type { Db } from "../db/client";
import {
  cartItems,
  downloadCounts,
  downloadRequests,
  gifts,
  orderItems,
  orders,
  paymentEvents,
  productFileVersions,
  productFiles,
  productTexts,
  products,
} from "../db/schema";
import { enqueueEmail, type QueuedEmail } from "../email/outbox";
import type { PaymentEvent } from "../payments/provider";
import { logDownload, type DownloadOrigin } from "./download-log";
import { orderZipsOf } from "./album-zips";
import type { OrderZipView } from "../contract/album-zips";
import { releaseCodeUse } from "./discount-codes";
import { reconcileRefunds, type RefundMailer } from "./refunds";
import { creditNotesOfOrders } from "./vat/credit-notes";
import { downloadRequestOf, fileUpdateFields, parseNote } from "./file-update-fields";

/** Each file of an order downloads this many times; the library can always sign a fresh link. */
export const DOWNLOADS_PER_FILE = 20;

/** A gift's row as the checkout writes it with its order (services/gifts.ts). */
export interface NewGift {
  productSlug: string;
  recipientName: string;
  recipientEmail: string;
  message: string;
  fromName: string;
  deliverOn: string;
  locale: Locale;
}

export interface NewOrder {
  /** The buyer's account; null for a guest. */
  userId: string | null;
  email: string;
  locale: Locale;
  currency: string;
  /** `priceCents` is charged; `listCents` is the price before a discount code. */
  lines: { slug: string; title: string; priceCents: number; listCents?: number }[];
  /** Cloudflare's country code of the checkout request, or `unknown`. */
  country?: string;
  /** The discount code applied (decision 048) and what it took off in all. */
  discountCode?: string | null;
  discountCents?: number;
  /** The id to use (a code's use is held under it before the order is written). */
  id?: string;
  /** Bought for someone else: written in the same batch as the order. */
  gift?: NewGift;
}

/** Writes a pending order with the prices the Worker read, before any payment page exists. */
export async function createPendingOrder(db: Db, order: NewOrder, provider: string): Promise<string> {
  const id = order.id ?? crypto.randomUUID();
  await db.batch([
    db.insert(orders).values({
      id,
      userId: order.userId,
      status: "pending",
      currency: order.currency,
      totalCents: order.lines.reduce((sum, line) => sum + line.priceCents, 0),
      provider,
      locale: order.locale,
      email: order.email,
      country: order.country ?? "unknown",
      discountCode: order.discountCode ?? null,
      discountCents: order.discountCents ?? 0,
      guest: order.userId === null,
    }),
    db.insert(orderItems).values(
      order.lines.map((line) => ({
        orderId: id,
        productId: productItemId(line.slug),
        title: line.title,
        priceCents: line.priceCents,
        listCents: order.discountCode ? (line.listCents ?? line.priceCents) : null,
      })),
    ),
    // A line of a product taking pre-orders keeps the day it was promised (decision 052).
    db
      .update(orderItems)
      .set({
        preorderOn: sql`(SELECT p.released_on FROM products p
          WHERE p.slug = substr(${orderItems.productId}, 9) AND p.preorders = 1 AND p.status = 'coming_soon')`,
      })
      .where(eq(orderItems.orderId, id)),
    ...(order.gift ? [db.insert(gifts).values({ id: crypto.randomUUID(), orderId: id, ...order.gift })] : []),
  ]);
  return id;
}

/** Stripe keeps an idempotency key for 24 hours: an interrupted order is retried within that. */
const RETRY_WINDOW_MS = 23 * 3_600_000;

/**
 * The reader's checkout that a provider outage interrupted: pending, with no payment page yet,
 * for exactly these lines at these prices in the same language (the request the provider
 * compares with the idempotency key). Retrying it sends the same key, so an order never gets a
 * second session, and a session whose answer was lost is the one the provider returns.
 */
export async function interruptedOrder(
  db: Db,
  order: NewOrder,
  provider: string,
  now: number = Date.now(),
): Promise<string | null> {
  // A guest has no account to find the order by; a gift's row would not match anyway.
  if (!order.userId || order.gift) return null;
  const candidates = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.userId, order.userId),
        eq(orders.status, "pending"),
        eq(orders.provider, provider),
        isNull(orders.providerSessionId),
        sql`not exists (select 1 from ${gifts} where ${gifts.orderId} = ${orders.id})`,
        eq(orders.locale, order.locale),
        eq(orders.currency, order.currency),
        eq(orders.email, order.email),
        order.discountCode ? eq(orders.discountCode, order.discountCode) : isNull(orders.discountCode),
        gte(orders.createdAt, new Date(now - RETRY_WINDOW_MS)),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(5);
  if (candidates.length === 0) return null;
  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        candidates.map((c) => c.id),
      ),
    )
    .orderBy(asc(orderItems.id));
  const wanted = order.lines.map((l) => `${productItemId(l.slug)}|${l.title}|${l.priceCents}`).join("\n");
  const match = candidates.find(
    (c) =>
      items
        .filter((i) => i.orderId === c.id)
        .map((i) => `${i.productId}|${i.title}|${i.priceCents}`)
        .join("\n") === wanted,
  );
  return match?.id ?? null;
}

export async function attachCheckoutSession(db: Db, orderId: string, sessionId: string): Promise<void> {
  await db.update(orders).set({ providerSessionId: sessionId, updatedAt: new Date() }).where(eq(orders.id, orderId));
}

/** The provider could not open a payment page: nothing was charged, and a code's use goes back. */
export async function markOrderFailed(db: Db, orderId: string): Promise<void> {
  await db
    .update(orders)
    .set({ status: "failed", updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.status, "pending")));
  await releaseCodeUse(db, orderId);
}

/** The states in which an order gives its (not refunded) lines' files. */
export const ENTITLED_STATES = ["paid", "partly_refunded"] as const satisfies readonly OrderRow["status"][];
const entitledState = (status: OrderRow["status"]) => (ENTITLED_STATES as readonly string[]).includes(status);

/** The products an order gives, bundles opened into their items; refunded lines give nothing. */
async function entitledSlugs(db: Db, orderId: string): Promise<string[]> {
  const items = await db
    .select({ productId: orderItems.productId })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNull(orderItems.refundedAt)));
  return withBundleContents(
    db,
    items.map((i) => productSlugOf(i.productId)),
  );
}

/**
 * The files of these products, in the products' order then each product's file order, each
 * with its superseded versions (decision 046): which one an order gets depends on when it was paid.
 */
async function filesOf(db: Db, slugs: readonly string[]) {
  if (slugs.length === 0) return [];
  const rows = await db
    .select({
      id: productFiles.id,
      productSlug: productFiles.productSlug,
      r2Key: productFiles.r2Key,
      fileName: productFiles.fileName,
      contentType: productFiles.contentType,
      sizeBytes: productFiles.sizeBytes,
      label: productFiles.label,
      position: productFiles.position,
      version: productFiles.version,
      releasedAt: productFiles.releasedAt,
      allBuyers: productFiles.allBuyers,
      removedAt: productFiles.removedAt,
      changeNote: productFiles.changeNote,
      role: productFiles.role,
      formatGroup: productFiles.formatGroup,
    })
    .from(productFiles)
    .where(
      and(
        inArray(productFiles.productSlug, [...slugs]),
        // Not out yet: a pre-order's files wait for release day (decision 052).
        sql`${productFiles.productSlug} NOT IN (SELECT slug FROM products WHERE status = 'coming_soon')`,
      ),
    )
    .orderBy(asc(productFiles.position), asc(productFiles.id));
  // Only files that were ever replaced have rows here; one query for all of them.
  const replaced = rows.filter((r) => r.version > 1).map((r) => r.id);
  const history = replaced.length
    ? await db.select().from(productFileVersions).where(inArray(productFileVersions.fileId, replaced))
    : [];
  return rows
    .sort((a, b) => slugs.indexOf(a.productSlug) - slugs.indexOf(b.productSlug))
    .map((row) => ({ ...row, history: history.filter((h) => h.fileId === row.id) }));
}

type VersionedFile = Awaited<ReturnType<typeof filesOf>>[number];

/**
 * The version of a file an order paid at `paidAt` gets, or null when the file gives it nothing:
 * removed before the order was paid, or added after it and not published to past buyers. The
 * newest version that was on sale when the order was paid or was published to all buyers wins.
 */
export function versionForOrder(file: VersionedFile, paidAt: number) {
  if (file.removedAt !== null && file.removedAt <= paidAt) return null;
  const { history, allBuyers: _a, removedAt: _rm, changeNote, ...current } = file;
  // Versions before the one given stay downloadable (decision 057), newest first.
  const earlierThan = (version: number) =>
    history
      .filter((h) => h.version < version)
      .sort((a, b) => b.version - a.version)
      .map((h) => ({ ...h, changeNote: parseNote(h.changeNote) }));
  if (file.allBuyers || file.releasedAt <= paidAt)
    return { ...current, changeNote: parseNote(changeNote), earlier: earlierThan(file.version) };
  const older = history.filter((h) => h.allBuyers || h.releasedAt <= paidAt).sort((a, b) => b.version - a.version)[0];
  if (!older) return null;
  return {
    ...current,
    version: older.version,
    releasedAt: older.releasedAt,
    r2Key: older.r2Key,
    fileName: older.fileName,
    contentType: older.contentType,
    sizeBytes: older.sizeBytes,
    changeNote: parseNote(older.changeNote),
    earlier: earlierThan(older.version),
  };
}

/** When an order counts as bought for its files' versions: paid, or now while it is being paid. */
const boughtAt = (order: { paidAt: Date | null }, now = Date.now()) => order.paidAt?.getTime() ?? now;

/** The files an order gives, in product then file order, each in the version the order gets. */
export async function filesOfOrder(db: Db, order: { id: string; paidAt: Date | null }) {
  const files = await filesOf(db, await entitledSlugs(db, order.id));
  return files.flatMap((file) => {
    const given = versionForOrder(file, boughtAt(order));
    return given ? [given] : [];
  });
}

export type OrderFile = Awaited<ReturnType<typeof filesOfOrder>>[number];

interface OrderRow {
  id: string;
  userId: string | null;
  guest: boolean;
  status: OrderStatus | "partly_refunded";
  currency: string;
  totalCents: number;
  locale: Locale;
  email: string | null;
  createdAt: Date;
  paidAt: Date | null;
  refundedAt: Date | null;
  discountCode: string | null;
  discountCents: number;
}

const ORDER_COLUMNS = {
  id: orders.id,
  userId: orders.userId,
  guest: orders.guest,
  status: orders.status,
  currency: orders.currency,
  totalCents: orders.totalCents,
  locale: orders.locale,
  email: orders.email,
  createdAt: orders.createdAt,
  paidAt: orders.paidAt,
  refundedAt: orders.refundedAt,
  discountCode: orders.discountCode,
  discountCents: orders.discountCents,
};

async function orderRow(db: Db, where: ReturnType<typeof eq>): Promise<OrderRow | null> {
  const [row] = await db.select(ORDER_COLUMNS).from(orders).where(where).limit(1);
  return row ?? null;
}

/**
 * How orders look to their buyer: what was bought, and the files when paid. A fixed number of
 * queries however many orders (a library can hold many; D1 counts queries per request).
 */
async function viewsOf(
  db: Db,
  rows: readonly OrderRow[],
  locale: Locale,
  viewerId: string | null = null,
): Promise<OrderView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  // Credit notes open only to the account that bought the order: only its orders list them.
  const owned = viewerId ? rows.filter((row) => row.userId === viewerId).map((row) => row.id) : [];
  const [items, giftRows, notes] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.id)),
    db.select().from(gifts).where(inArray(gifts.orderId, ids)),
    creditNotesOfOrders(db, owned),
  ]);
  const giftOf = new Map(giftRows.map((g) => [g.orderId, g]));
  // A gift's files are the recipient's once claimed; its buyer (and a receipt) gets none.
  const givesFiles = (row: OrderRow) => {
    const gift = giftOf.get(row.id);
    return entitledState(row.status) && (!gift || (viewerId !== null && gift.claimedBy === viewerId));
  };
  // Refunded lines give no files (a bundle's items stay given when another line gives them too).
  const slugsOf = (orderId: string) =>
    items.filter((i) => i.orderId === orderId && !i.refundedAt).map((i) => productSlugOf(i.productId));
  const bought = [...new Set(items.map((i) => productSlugOf(i.productId)))];
  const [contents, categories, counts, requests] = await Promise.all([
    bundleContents(db, bought),
    // The shelves of what was bought (their pages' addresses).
    bought.length
      ? db
          .select({ slug: products.slug, category: products.categorySlug, status: products.status })
          .from(products)
          .where(inArray(products.slug, bought))
      : [],
    db.select().from(downloadCounts).where(inArray(downloadCounts.orderId, ids)),
    // The owner's requests for more downloads, newest first (decision 057).
    viewerId
      ? db
          .select()
          .from(downloadRequests)
          .where(and(inArray(downloadRequests.orderId, ids), eq(downloadRequests.userId, viewerId)))
          .orderBy(desc(downloadRequests.createdAt))
      : [],
  ]);
  const entitled = new Map(rows.filter(givesFiles).map((row) => [row.id, expandBundles(slugsOf(row.id), contents)]));
  const entitledSlugs = [...new Set([...entitled.values()].flat())];
  const [files, texts] = await Promise.all([
    filesOf(db, entitledSlugs),
    // A bundle's files belong to products the order doesn't name: their titles come from D1.
    entitledSlugs.length
      ? db
          .select({ slug: productTexts.productSlug, locale: productTexts.locale, title: productTexts.title })
          .from(productTexts)
          .where(inArray(productTexts.productSlug, entitledSlugs))
      : [],
  ]);
  const categoryOf = new Map(categories.map((c) => [c.slug, c.category]));
  const unreleased = new Set(categories.filter((c) => c.status === "coming_soon").map((c) => c.slug));
  const productTitle = (slug: string) =>
    texts.find((t) => t.slug === slug && t.locale === locale)?.title ??
    texts.find((t) => t.slug === slug && t.locale === "en")?.title ??
    null;

  // The files an order gives, in its products' order, each in the version it gets.
  const givenOf = (order: OrderRow, slugs: readonly string[]) =>
    files
      .filter((file) => slugs.includes(file.productSlug))
      .sort((a, b) => slugs.indexOf(a.productSlug) - slugs.indexOf(b.productSlug))
      .flatMap((file) => {
        const given = versionForOrder(file, boughtAt(order));
        return given ? [given] : [];
      });

  return rows.map((order) => {
    const orderItemsOf = items.filter((i) => i.orderId === order.id);
    const slugs = entitled.get(order.id) ?? [];
    const used = new Map(counts.filter((c) => c.orderId === order.id).map((c) => [c.fileId, c.count - c.extra]));
    const seen = new Map(counts.filter((c) => c.orderId === order.id).map((c) => [c.fileId, c.seenVersion]));
    const titleOf = new Map(orderItemsOf.map((i) => [productSlugOf(i.productId), i.title]));
    const gift = giftOf.get(order.id);
    const giftSeen = gift ? giftView(gift, order, viewerId) : null;
    // What the giver paid is theirs: a recipient's library shows what they were given, not its price.
    const received = giftSeen?.role === "received";
    return {
      id: order.id,
      guest: order.guest,
      gift: giftSeen,
      // The buyer's library knows no partial refund: the order is paid, less what was refunded.
      status: order.status === "partly_refunded" ? "paid" : order.status,
      currency: order.currency,
      totalCents: received ? 0 : order.totalCents,
      createdAt: order.createdAt.toISOString(),
      paidAt: order.paidAt?.toISOString() ?? null,
      items: orderItemsOf.map((item) => {
        const slug = productSlugOf(item.productId);
        const category = categoryOf.get(slug);
        return {
          slug,
          title: item.title,
          priceCents: received ? 0 : item.priceCents,
          ...(item.listCents !== null && !received ? { listCents: item.listCents } : {}),
          href: category ? productPath({ category, slug }) : null,
          preorderOn: item.preorderOn && unreleased.has(slug) ? item.preorderOn : null,
        };
      }),
      ...(order.discountCode && !received
        ? { discount: { code: order.discountCode, cents: order.discountCents } }
        : {}),
      files: givenOf(order, slugs).map((file): OrderFileView => ({
        id: file.id,
        label: file.label,
        fileName: file.fileName,
        sizeBytes: file.sizeBytes,
        productSlug: file.productSlug,
        productTitle: productTitle(file.productSlug) ?? titleOf.get(file.productSlug) ?? null,
        downloadsLeft: Math.max(0, DOWNLOADS_PER_FILE - (used.get(file.id) ?? 0)),
        ...fileUpdateFields(file, boughtAt(order), seen.get(file.id) ?? 0, requests, order.id),
      })),
      // An album's formats, each as one ZIP (decision 055), counted apart from its files.
      zips: orderZipsOf(givenOf(order, slugs)).map((zip): OrderZipView => ({
        id: zip.id,
        productSlug: zip.productSlug,
        productTitle: productTitle(zip.productSlug) ?? titleOf.get(zip.productSlug) ?? null,
        group: zip.group,
        trackCount: zip.trackCount,
        fileCount: zip.files.length,
        hasCover: zip.hasCover,
        hasBooklet: zip.hasBooklet,
        sizeBytes: zip.sizeBytes,
        downloadsLeft: Math.max(0, DOWNLOADS_PER_FILE - (used.get(zip.id) ?? 0)),
        downloadRequest: downloadRequestOf(requests, order.id, zip.id),
      })),
      locale,
      ...(notes.has(order.id) && !received ? { creditNotes: notes.get(order.id) } : {}),
    };
  });
}

type GiftRow = typeof gifts.$inferSelect;

/** A gift as the buyer or the recipient reads it (anyone else never gets here). */
function giftView(gift: GiftRow, order: OrderRow, viewerId: string | null): OrderGiftView {
  const received = viewerId !== null && gift.claimedBy === viewerId && order.userId !== viewerId;
  return {
    role: received ? "received" : "given",
    id: gift.id,
    recipientName: gift.recipientName,
    recipientEmail: received ? null : gift.recipientEmail,
    fromName: gift.fromName,
    message: gift.message,
    deliverOn: gift.deliverOn,
    // A refund revokes the gift, claimed or not (its line gives nothing any more).
    state: !entitledState(order.status)
      ? order.status === "pending" || order.status === "failed"
        ? "scheduled"
        : "revoked"
      : gift.claimedAt
        ? "claimed"
        : gift.sentAt
          ? "sent"
          : "scheduled",
    sentAt: gift.sentAt?.toISOString() ?? null,
    claimedAt: gift.claimedAt?.toISOString() ?? null,
  };
}

/** Whether `userId` may see the order: its buyer, or the recipient who claimed its gift. */
async function readsOrder(db: Db, order: OrderRow, userId: string): Promise<boolean> {
  if (order.userId === userId) return true;
  const [gift] = await db
    .select({ id: gifts.id })
    .from(gifts)
    .where(and(eq(gifts.orderId, order.id), eq(gifts.claimedBy, userId)))
    .limit(1);
  return Boolean(gift);
}

/** One of the reader's own orders (or a gift they claimed); someone else's is the same as none. */
export async function orderForUser(db: Db, orderId: string, userId: string, locale: Locale): Promise<OrderView | null> {
  const order = await orderRow(db, eq(orders.id, orderId));
  if (!order || !(await readsOrder(db, order, userId))) return null;
  const [view] = await viewsOf(db, [order], locale, userId);
  return view!;
}

/** Any order by id, as its buyer sees it (a guest's success page, with its access token checked). */
export async function orderViewById(db: Db, orderId: string, locale: Locale) {
  const order = await orderRow(db, eq(orders.id, orderId));
  if (!order) return null;
  const [view] = await viewsOf(db, [order], locale);
  return { view: view!, email: order.email, userId: order.userId, guest: order.guest };
}

/** The reader's library: every order and every gift they claimed, newest first. */
export async function ordersForUser(db: Db, userId: string, locale: Locale): Promise<OrderView[]> {
  const claimed = db.select({ orderId: gifts.orderId }).from(gifts).where(eq(gifts.claimedBy, userId));
  const rows = await db
    .select(ORDER_COLUMNS)
    .from(orders)
    .where(sql`${orders.userId} = ${userId} or ${orders.id} in ${claimed}`)
    .orderBy(desc(orders.createdAt));
  return viewsOf(db, rows, locale, userId);
}

/** What the receipt needs: the order's view in its buyer's language. */
export async function receiptData(
  db: Db,
  orderId: string,
): Promise<{ order: OrderView; email: string | null; unclaimedGuest: boolean } | null> {
  const order = await orderRow(db, eq(orders.id, orderId));
  if (!order) return null;
  const status = order.status === "partly_refunded" ? order.status : "paid";
  const [view] = await viewsOf(db, [{ ...order, status }], order.locale);
  return { order: view!, email: order.email, unclaimedGuest: order.guest && order.userId === null };
}

/** The buyer-facing state (the library knows no partial refund). */
const publicStatus = (status: OrderRow["status"]): OrderStatus => (status === "partly_refunded" ? "paid" : status);

/** Whether a file the order no longer gives was given by one of its refunded lines. */
async function refundedFileOf(db: Db, orderId: string, fileId: string): Promise<boolean> {
  const refunded = await db
    .select({ productId: orderItems.productId })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.refundedAt)));
  if (refunded.length === 0) return false;
  const slugs = await withBundleContents(
    db,
    refunded.map((i) => productSlugOf(i.productId)),
  );
  return (await filesOf(db, slugs)).some((f) => f.id === fileId);
}

export type PaymentOutcome =
  | { kind: "replayed" }
  | { kind: "unknown_order" }
  | { kind: "unchanged"; orderId: string; status: OrderStatus }
  | { kind: "changed"; orderId: string; status: OrderStatus; outboxIds: string[] };

/** The outbox id of an order's receipt: one receipt per order, however often it is paid. */
export const receiptOutboxId = (orderId: string) => `order-receipt/${orderId}`;

/**
 * Acts on a payment event exactly once. Each step is safe to repeat: the order only moves
 * forward (pending → paid → refunded, pending → failed), the receipt has a fixed outbox id,
 * and the event id is recorded in the same D1 batch as the change. A replayed or duplicated
 * event changes nothing and sends nothing.
 */
export async function applyPaymentEvent(
  db: Db,
  provider: string,
  event: PaymentEvent,
  receipt: (orderId: string) => Promise<QueuedEmail | null>,
  now = Date.now(),
  refundMail: RefundMailer = async () => null,
): Promise<PaymentOutcome> {
  const seen = await db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(eq(paymentEvents.id, event.id))
    .limit(1);
  if (seen.length) return { kind: "replayed" };

  const order =
    event.type === "refunded"
      ? event.paymentId
        ? await orderRow(db, and(eq(orders.provider, provider), eq(orders.providerPaymentId, event.paymentId))!)
        : null
      : event.sessionId
        ? await orderRow(db, and(eq(orders.provider, provider), eq(orders.providerSessionId, event.sessionId))!)
        : null;
  const record = db
    .insert(paymentEvents)
    .values({ id: event.id, provider, type: event.type, orderId: order?.id ?? null })
    .onConflictDoNothing();
  if (!order) {
    await record;
    return { kind: "unknown_order" };
  }

  const moves: Record<PaymentEvent["type"], OrderRow["status"][]> = {
    paid: ["pending", "failed"],
    failed: ["pending"],
    refunded: ["paid", "partly_refunded", "refunded"],
  };
  if (!moves[event.type].includes(order.status)) {
    await record;
    return { kind: "unchanged", orderId: order.id, status: publicStatus(order.status) };
  }

  if (event.type === "refunded") {
    // Each refund is matched by our id (metadata) or the provider's, so a replay changes nothing.
    const outboxIds = await reconcileRefunds(db, provider, order.id, event, refundMail, now);
    await record;
    const [after] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    const status = publicStatus(after?.status ?? order.status);
    return outboxIds.length || after?.status !== order.status
      ? { kind: "changed", orderId: order.id, status, outboxIds }
      : { kind: "unchanged", orderId: order.id, status };
  }

  const at = new Date(now);
  if (event.type === "paid") {
    const email = await receipt(order.id);
    const [bought, gift] = await Promise.all([
      db.select({ productId: orderItems.productId }).from(orderItems).where(eq(orderItems.orderId, order.id)),
      db.select({ id: gifts.id }).from(gifts).where(eq(gifts.orderId, order.id)).limit(1),
    ]);
    // A gift was bought beside the cart: the buyer's own cart stays as it was.
    const slugs = gift.length ? [] : bought.map((i) => productSlugOf(i.productId));
    const outboxId = receiptOutboxId(order.id);
    await db.batch([
      db
        .update(orders)
        .set({
          status: "paid",
          paidAt: at,
          updatedAt: at,
          ...(event.paymentId ? { providerPaymentId: event.paymentId } : {}),
        })
        .where(and(eq(orders.id, order.id), inArray(orders.status, moves.paid))),
      // What was paid for leaves the cart.
      db
        .delete(cartItems)
        .where(
          and(eq(cartItems.userId, order.userId ?? ""), inArray(cartItems.productSlug, slugs.length ? slugs : [""])),
        ),
      ...(email ? [enqueueEmail(db, email, now, outboxId).onConflictDoNothing()] : []),
      record,
    ]);
    return { kind: "changed", orderId: order.id, status: "paid", outboxIds: email ? [outboxId] : [] };
  }

  await db.batch([
    db
      .update(orders)
      .set({ status: "failed", updatedAt: at })
      .where(and(eq(orders.id, order.id), inArray(orders.status, moves.failed))),
    record,
  ]);
  // A payment page that expired or failed gives its code's use back.
  await releaseCodeUse(db, order.id);
  return { kind: "changed", orderId: order.id, status: "failed", outboxIds: [] };
}

/** The order behind a local test payment page, with what it bought (local provider only). */
export async function orderForLocalPayment(db: Db, sessionId: string) {
  const [order] = await db
    .select({
      id: orders.id,
      status: orders.status,
      totalCents: orders.totalCents,
      currency: orders.currency,
      locale: orders.locale,
      country: orders.country,
      guest: orders.guest,
    })
    .from(orders)
    .where(and(eq(orders.provider, "local"), eq(orders.providerSessionId, sessionId)))
    .limit(1);
  if (!order) return null;
  const items = await db
    .select({ title: orderItems.title, priceCents: orderItems.priceCents })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id));
  return { ...order, items };
}

export type DownloadRefusal = "not_found" | "not_paid" | "limit_reached";

/**
 * The order `orderId` when it may give files to whoever asks: `userId`'s own order (or a gift
 * they claimed) when a session asks, any non-gift order for a receipt's signed link; paid.
 */
async function orderGivingFiles(
  db: Db,
  orderId: string,
  userId: string | undefined,
): Promise<Result<OrderRow, DownloadRefusal>> {
  const order = await orderRow(db, eq(orders.id, orderId));
  if (!order) return refuse("not_found");
  // A gift's files are its recipient's, through their library only: never its buyer's.
  const [gift] = await db
    .select({ claimedBy: gifts.claimedBy })
    .from(gifts)
    .where(eq(gifts.orderId, order.id))
    .limit(1);
  if (gift ? userId === undefined || gift.claimedBy !== userId : userId !== undefined && order.userId !== userId)
    return refuse("not_found");
  if (!entitledState(order.status)) return refuse(order.status === "refunded" ? "not_paid" : "not_found");
  return ok(order);
}

/**
 * Counts one download of `countKey` (a file's id, or an album ZIP's, decision 055) atomically:
 * the count only goes up while it is under the limit. A file's `version` newer than the newest
 * this order already downloaded is free once: a corrected file never costs a buyer a download
 * from their limit (decision 057). A counted download is written to the download log with
 * where it came from, reduced (`origin`).
 */
async function countDownload(
  db: Db,
  {
    orderId,
    countKey,
    origin,
    version = 1,
  }: { orderId: string; countKey: string; origin?: DownloadOrigin; version?: number },
  now: number,
): Promise<boolean> {
  // A row that never recorded a version (0) says nothing of what was seen: its downloads count.
  const free = sql`(${downloadCounts.count} > 0 AND ${downloadCounts.seenVersion} BETWEEN 1 AND ${version} - 1)`;
  const counted = await db
    .insert(downloadCounts)
    .values({ orderId, fileId: countKey, count: 1, seenVersion: version, lastAt: new Date(now) })
    .onConflictDoUpdate({
      target: [downloadCounts.orderId, downloadCounts.fileId],
      set: {
        count: sql`CASE WHEN ${free} THEN ${downloadCounts.count} ELSE ${downloadCounts.count} + 1 END`,
        seenVersion: sql`max(${downloadCounts.seenVersion}, ${version})`,
        lastAt: new Date(now),
      },
      // The limit, plus what the studio granted; a new version's free download passes.
      setWhere: sql`${free} OR ${downloadCounts.count} < ${DOWNLOADS_PER_FILE} + ${downloadCounts.extra}`,
    })
    .returning({ count: downloadCounts.count });
  if (counted.length === 0) return false;
  if (origin) await logDownload(db, { orderId, fileId: countKey }, origin, now);
  return true;
}

/**
 * Checks that `orderId` (of `userId`, when a session asks) is paid and gives `fileId` (in
 * `version`, or the one the order gets), then counts the download (`countDownload`).
 */
export async function claimDownload(
  db: Db,
  {
    orderId,
    fileId,
    userId,
    origin,
    version,
  }: { orderId: string; fileId: string; userId?: string; origin?: DownloadOrigin; version?: number },
  now = Date.now(),
): Promise<Result<OrderFile, DownloadRefusal>> {
  const order = await orderGivingFiles(db, orderId, userId);
  if (!order.ok) return order;
  const given = (await filesOfOrder(db, order.value)).find((f) => f.id === fileId);
  if (!given) return refuse((await refundedFileOf(db, orderId, fileId)) ? "not_paid" : "not_found");
  // The version given, or an earlier one still kept (decision 057).
  const earlier =
    version === undefined || version === given.version ? null : given.earlier.find((e) => e.version === version);
  if (earlier === undefined) return refuse("not_found");
  const file: OrderFile = earlier
    ? {
        ...given,
        version: earlier.version,
        r2Key: earlier.r2Key,
        fileName: earlier.fileName,
        contentType: earlier.contentType,
        sizeBytes: earlier.sizeBytes,
      }
    : given;
  if (!(await countDownload(db, { orderId, countKey: fileId, origin, version: file.version }, now)))
    return refuse("limit_reached");
  return ok(file);
}

/**
 * The same checks and count for a set of the order's files given as one download (an album's
 * ZIP, decision 055): `pick` chooses them from the files the order gives; none is not found.
 * One count per download, under `countKey`, whatever the number of files inside.
 */
export async function claimFilesDownload<T>(
  db: Db,
  {
    orderId,
    countKey,
    userId,
    origin,
    pick,
  }: {
    orderId: string;
    countKey: string;
    userId?: string;
    origin?: DownloadOrigin;
    pick: (files: OrderFile[]) => T | null;
  },
  now = Date.now(),
): Promise<Result<T, DownloadRefusal>> {
  const order = await orderGivingFiles(db, orderId, userId);
  if (!order.ok) return order;
  const picked = pick(await filesOfOrder(db, order.value));
  if (picked === null) return refuse("not_found");
  if (!(await countDownload(db, { orderId, countKey, origin }, now))) return refuse("limit_reached");
  return ok(picked);
}
