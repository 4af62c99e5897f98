import { invoicePageUrl } from "../contract/invoices";
import { INVOICE_COPY } from "../copy/invoices";
import { receiptVatLines } from "./vat/invoices";
import { localizePath } from "../contract/locales";
import { GUEST_ACCESS_DAYS, ORDER_FILE_TOKEN_PURPOSE, ORDER_LINK_DAYS } from "../contract/orders";
import { formatPrice } from "../contract/shop";
import type { Db } from "../db/client";
import { orderReference } from "../contract/orders-fields";
import type { QueuedEmail } from "../email/outbox";
import { orderReceiptEmail } from "../email/templates";
import { newClaimLink } from "./claim-links";
import { formatGiftDay } from "./gifts";
import { receiptData } from "./orders";
import { ok, refuse, type Result } from "./result";
import { signToken, verifyToken } from "./signed-token";
import { preorderReceiptLine } from "../email/release-notice-emails";

/** A signed, expiring link to one file of one order (for the receipt; no session needed). */
export async function orderFileLink(
  secret: string,
  origin: string,
  orderId: string,
  fileId: string,
  nowMs = Date.now(),
): Promise<string> {
  const token = await signToken(secret, {
    purpose: ORDER_FILE_TOKEN_PURPOSE,
    subject: `${orderId}:${fileId}`,
    expiresAt: Math.floor(nowMs / 1000) + ORDER_LINK_DAYS * 24 * 3600,
  });
  return `${origin}/api/orders/file?token=${encodeURIComponent(token)}`;
}

/** The order and file a receipt's link names, once its signature and expiry check out. */
export async function readOrderFileLink(
  secret: string,
  token: string,
): Promise<Result<{ orderId: string; fileId: string }, "invalid" | "expired">> {
  const check = await verifyToken(secret, token, ORDER_FILE_TOKEN_PURPOSE);
  if (!check.valid) return refuse(check.reason);
  const [orderId, fileId] = check.subject.split(":");
  if (!orderId || !fileId) return refuse("invalid");
  return ok({ orderId, fileId });
}

/** The receipt of a paid order, ready for the outbox; null when it has no address to go to. */
export async function buildReceipt(
  db: Db,
  orderId: string,
  secret: string,
  origin: string,
  nowMs = Date.now(),
): Promise<QueuedEmail | null> {
  const data = await receiptData(db, orderId);
  if (!data?.email) return null;
  const { order } = data;
  const price = (cents: number) => formatPrice(cents, order.currency, order.locale);
  const downloads = await Promise.all(
    order.files.map(async (file) => ({
      label: file.productTitle ? `${file.productTitle} — ${file.label}` : file.label,
      url: await orderFileLink(secret, origin, order.id, file.id, nowMs),
    })),
  );
  const rendered = orderReceiptEmail(order.locale, {
    reference: orderReference(order.id),
    // Each line at its price before the code; the code's line then says what it took off.
    items: order.items.map((item) => ({
      // A pre-order says when its files arrive (decision 052).
      title: item.preorderOn ? preorderReceiptLine(order.locale, item.title, item.preorderOn) : item.title,
      price: price(item.listCents ?? item.priceCents),
    })),
    ...(order.discount ? { discount: { code: order.discount.code, amount: `−${price(order.discount.cents)}` } } : {}),
    total: price(order.totalCents),
    downloads,
    libraryUrl: `${origin}${localizePath("/account/orders", order.locale)}`,
    validDays: ORDER_LINK_DAYS,
    vat: await receiptVatLines(db, order.id, order.locale, order.currency),
    // The invoice is read from the library: a guest gets its link once the order is claimed.
    ...(data.unclaimedGuest
      ? {}
      : { invoice: { label: INVOICE_COPY[order.locale].receiptInvoice, url: `${origin}${invoicePageUrl(order.id)}` } }),
    // A guest's receipt carries the magic link that brings the order into a library.
    ...(data.unclaimedGuest
      ? {
          claim: {
            url: await newClaimLink(db, data.email, origin, order.locale, nowMs),
            validDays: GUEST_ACCESS_DAYS,
          },
        }
      : {}),
    ...(order.gift
      ? {
          gift: {
            recipientName: order.gift.recipientName,
            day: formatGiftDay(order.gift.deliverOn, order.locale),
          },
        }
      : {}),
  });
  return { kind: "order_receipt", to: data.email, ...rendered };
}
