import type { DeviceClass } from "./audience";
import type { Locale } from "./locales";

/**
 * The studio's orders: the states and shapes, without zod, so the
 * studio's screens can draw the list without loading the validation library.
 */

/**
 * The states an order has in D1: `partly_refunded` once some of it (lines, or an amount refunded
 * in the provider's dashboard) came back, `refunded` once all of it did (decision 044).
 */
export const STUDIO_ORDER_STATES = ["pending", "paid", "failed", "partly_refunded", "refunded"] as const;
export type StudioOrderState = (typeof STUDIO_ORDER_STATES)[number];

export const STUDIO_ORDER_LIMITS = {
  /** Rows per page of the list. */
  pageMax: 100,
  pageDefault: 50,
  /** The search box. */
  q: 100,
  /** Download log entries the order's page shows, newest first. */
  logEntries: 50,
  /** A refund's note for the record. */
  reason: 500,
  /** Extra downloads granted at once. */
  grantMax: 100,
} as const;

/** One order in the studio's list. The reference is the order's id (receipts and links carry it). */
export interface StudioOrderSummary {
  id: string;
  createdAt: number;
  state: StudioOrderState;
  /** Where the receipt went; null for an order written without one. */
  email: string | null;
  locale: Locale;
  totalCents: number;
  currency: string;
  itemCount: number;
  /** The sum of the refunds that succeeded (0 when none). */
  refundedCents: number;
  /** Where the buyer paid from: Cloudflare's country code at checkout, or `unknown`. */
  country: string;
}

/** A page of the list, newest first: pass `next` back as `before` for the following page. */
export interface StudioOrderPage {
  orders: StudioOrderSummary[];
  next: string | null;
}

/** A line of the order, at the price paid then. */
export interface StudioOrderLine {
  id: number;
  /** The product's content id (`product:…`). */
  productId: string;
  title: string;
  priceCents: number;
  /** The refund that claimed the line (pending or done), or null. */
  refundId: string | null;
  /** When its refund succeeded: from then on the line gives no downloads. */
  refundedAt: number | null;
}

/** A payment event the Worker acted on for this order, oldest first. */
export interface StudioPaymentEvent {
  id: string;
  type: string;
  receivedAt: number;
}

/** The receipt's mail in the outbox (one per order, whatever the retries). */
export interface StudioReceiptDelivery {
  status: "pending" | "sending" | "sent" | "failed";
  attempts: number;
  createdAt: number;
  sentAt: number | null;
  nextAttemptAt: number;
  lastError: string | null;
}

/** One purchased file's downloads (files never downloaded have no row). */
export interface StudioOrderFile {
  fileId: string;
  /** The file's label and name when the catalogue still has it. */
  label: string | null;
  fileName: string | null;
  downloads: number;
  /** Downloads granted on top of the limit. */
  extra: number;
  /** Downloads allowed in all: the limit plus `extra`. */
  allowed: number;
  lastAt: number | null;
}

/** One download in the log: never the address, only its network (IPv4 /24, IPv6 /48). */
export interface StudioDownloadEntry {
  fileId: string;
  at: number;
  country: string;
  network: string;
  device: DeviceClass;
}

/** The busiest 48 hours of the order's downloads, against the configured threshold. */
export interface StudioOrderSharing {
  networks48h: number;
  threshold: number;
  flagged: boolean;
}

/** A refund's state: `pending` until the provider confirms it; `failed` gave nothing back. */
export const STUDIO_REFUND_STATES = ["pending", "succeeded", "failed"] as const;
export type StudioRefundState = (typeof STUDIO_REFUND_STATES)[number];

/** One refund of the order (decision 044), oldest first. */
export interface StudioRefund {
  /** Ours: the provider's idempotency key and metadata. */
  id: string;
  orderId: string;
  status: StudioRefundState;
  /** `studio`: asked for here; `provider`: made in the provider's own dashboard. */
  origin: "studio" | "provider";
  amountCents: number;
  currency: string;
  /** The lines it refunds; empty for an amount refunded in the dashboard that covers no whole line set. */
  lineIds: number[];
  providerRefundId: string | null;
  reason: string | null;
  /** Who asked; null for a dashboard refund. */
  actorEmail: string | null;
  createdAt: number;
  refundedAt: number | null;
  lastError: string | null;
}

/** A mail of the order in the outbox: the receipt, its resends, the refund notices. */
export interface StudioOrderMail {
  id: string;
  kind: "order_receipt" | "order_refund" | string;
  recipient: string;
  status: StudioReceiptDelivery["status"];
  attempts: number;
  createdAt: number;
  sentAt: number | null;
  lastError: string | null;
}

/** `POST /orders/:id/refund`'s answer: the refund and the order as it now stands. */
export interface StudioRefundResult {
  refund: StudioRefund;
  /** True when the request had been made before (same `requestId`): nothing new happened. */
  replayed: boolean;
  order: StudioOrderDetail;
}

/** `POST /orders/:id/receipt`'s and `POST /orders/:id/grants`' answer: the order as it now stands. */
export interface StudioOrderActionResult {
  order: StudioOrderDetail;
}

/** One order opened whole. */
export interface StudioOrderDetail extends StudioOrderSummary {
  updatedAt: number;
  paidAt: number | null;
  refundedAt: number | null;
  /** Placed without an account (decision 049); `claimedAt` once it joined one. */
  guest: { claimedAt: number | null } | null;
  /** A gift's recipient and where it stands (decision 049). */
  gift: {
    recipientName: string;
    recipientEmail: string;
    deliverOn: string;
    sentAt: number | null;
    sends: number;
    claimedAt: number | null;
  } | null;
  buyer: {
    /** Null once the account is deleted, or while a guest order is unclaimed (`guest`). */
    userId: string | null;
    name: string | null;
    accountEmail: string | null;
  };
  lines: StudioOrderLine[];
  payment: {
    provider: string | null;
    sessionId: string | null;
    paymentId: string | null;
    events: StudioPaymentEvent[];
  };
  receipt: StudioReceiptDelivery | null;
  /** Every mail of the order (receipt, resends, refund notices), oldest first. */
  mails: StudioOrderMail[];
  refunds: StudioRefund[];
  /**
   * What is left to refund: the total less the refunds done and pending. A refund of lines is
   * for their prices capped at this (the amount `POST /refund` expects in `amountCents`).
   */
  refundableCents: number;
  /** Files downloaded at least once or granted extra downloads. */
  files: StudioOrderFile[];
  /** The latest download log entries, newest first, at most `STUDIO_ORDER_LIMITS.logEntries`. */
  downloads: StudioDownloadEntry[];
  sharing: StudioOrderSharing;
  /** The discount code used and what it took off; null without one. */
  discount: { code: string; amountCents: number } | null;
  /** The order's VAT as settled when it was paid (decision 053); null before that. */
  vat: StudioOrderVat | null;
  /** The invoice, once issued; `/api/studio/orders/:id/invoice` issues it for a paid order. */
  invoice: { number: string; issuedAt: number } | null;
  /** The credit notes its refunds issued (decision 062), oldest first; amounts negative. */
  creditNotes: { number: string; issuedAt: number; totalCents: number; currency: string }[];
}

/** What the studio's order page shows of the VAT (decision 053). */
export interface StudioOrderVat {
  scheme: "domestic" | "oss" | "reverse_charge" | "outside_eu";
  /** The country of supply (ISO 3166), whose rates apply. */
  country: string;
  /** The location evidence: the checkout's IP country, the billing and card countries. */
  ipCountry: string | null;
  billingCountry: string | null;
  cardCountry: string | null;
  evidence: "agree" | "single" | "conflict" | "none";
  /** The VAT number the buyer gave, confirmed or not (see `taxIdCheck`). */
  taxId: string | null;
  /**
   * How the number was checked when the payment landed (decision 061): only `valid` is
   * reverse-charged; anything else was taxed as a consumer's sale. Null: no number, or an order
   * recorded before numbers were checked.
   */
  taxIdCheck: {
    status: "valid" | "invalid" | "unavailable" | "country_mismatch" | "malformed";
    checkedBy: "vies" | "vies_local" | "stripe" | "shop";
    checkedAt: number;
    /** The answer as given: VIES's verdict and date or error code, Stripe's status. */
    answer: string;
  } | null;
  source: "rate_table" | "stripe_tax";
  vatCents: number;
  providerVatCents: number | null;
  /** One row per rate, summed over the order's lines. */
  rates: { rateBp: number; netCents: number; vatCents: number; grossCents: number }[];
}

/** The studio's view of any order's invoice: a printable page and its PDF. */
export const studioInvoicePageUrl = (orderId: string) => `/api/studio/orders/${encodeURIComponent(orderId)}/invoice`;
export const studioInvoicePdfUrl = (orderId: string) => `${studioInvoicePageUrl(orderId)}/pdf`;

/** The studio's view of one of the order's credit notes (decision 062). */
export const studioCreditNotePageUrl = (orderId: string, number: string) =>
  `/api/studio/orders/${encodeURIComponent(orderId)}/credit-notes/${encodeURIComponent(number)}`;
export const studioCreditNotePdfUrl = (orderId: string, number: string) =>
  `${studioCreditNotePageUrl(orderId, number)}/pdf`;
