import type { DeviceClass } from "./audience";
import type { Locale } from "./locales";

/**
 * The studio's orders (issue 20, the reading part): the states and shapes, without zod, so the
 * studio's screens can draw the list without loading the validation library.
 */

/**
 * The states an order has in D1. There is no "partly refunded": a refund is whole (one
 * `refunded` state and `refundedAt`), and no amount refunded is recorded.
 */
export const STUDIO_ORDER_STATES = ["pending", "paid", "failed", "refunded"] as const;
export type StudioOrderState = (typeof STUDIO_ORDER_STATES)[number];

export const STUDIO_ORDER_LIMITS = {
  /** Rows per page of the list. */
  pageMax: 100,
  pageDefault: 50,
  /** The search box. */
  q: 100,
  /** Download log entries the order's page shows, newest first. */
  logEntries: 50,
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

/** One order opened whole. */
export interface StudioOrderDetail extends StudioOrderSummary {
  updatedAt: number;
  paidAt: number | null;
  refundedAt: number | null;
  buyer: {
    /** Null once the account is deleted (the order stays, tied to no one). */
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
  files: StudioOrderFile[];
  /** The latest download log entries, newest first, at most `STUDIO_ORDER_LIMITS.logEntries`. */
  downloads: StudioDownloadEntry[];
  sharing: StudioOrderSharing;
}
