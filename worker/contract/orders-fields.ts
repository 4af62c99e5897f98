import type { ChangeNote, DownloadRequestView, EarlierVersionView } from "./file-updates";
import type { OrderZipView } from "./album-zips";
import type { CreditNoteLink } from "./invoices";
import type { Locale } from "./locales";

/** Orders, checkout and the library of purchases: the shapes, without zod. */
export const ORDER_STATUSES = ["pending", "paid", "failed", "refunded"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Signed download links in the receipt email stay valid this long; the library signs new ones. */
export const ORDER_LINK_DAYS = 7;
export const ORDER_FILE_TOKEN_PURPOSE = "order-file";

/** Order ids are UUIDs; anything else names no order (and is never sent to the API). */
export const ORDER_ID_PATTERN = /^[0-9a-f-]{36}$/i;
export const isOrderId = (value: string | null | undefined): value is string =>
  Boolean(value && ORDER_ID_PATTERN.test(value));
export interface OrderFileView {
  id: string;
  label: string;
  fileName: string;
  sizeBytes: number;
  productSlug: string;
  productTitle: string | null;
  downloadsLeft: number;
  /** File updates (decision 057): the version given, its note, earlier versions. */
  version?: number;
  /** A version published since the order was paid that the owner has not downloaded yet. */
  newVersion?: boolean;
  changeNote?: ChangeNote | null;
  earlierVersions?: EarlierVersionView[];
  /** The owner's latest request for more downloads of this file, if any. */
  downloadRequest?: DownloadRequestView | null;
}

/** The limits of a gift's fields. */
export const GIFT_LIMITS = { name: 100, message: 1000 } as const;
/** A gift's mail can be planned up to this many days ahead. */
export const GIFT_MAX_DAYS_AHEAD = 366;
/** A guest's success page and magic links stay valid this long. */
export const GUEST_ACCESS_DAYS = 7;
export const GUEST_ACCESS_TOKEN_PURPOSE = "guest-order";

/**
 * A gift as its buyer (`given`) or its recipient (`received`) sees it. `state`: waiting for its
 * day, sent (not yet claimed), claimed, or revoked (the order was refunded).
 */
export interface OrderGiftView {
  role: "given" | "received";
  id: string;
  recipientName: string;
  /** Only the buyer sees the address they typed. */
  recipientEmail: string | null;
  fromName: string;
  message: string;
  deliverOn: string;
  state: "scheduled" | "sent" | "claimed" | "revoked";
  sentAt: string | null;
  claimedAt: string | null;
}

export interface OrderView {
  id: string;
  /** Placed without an account (it may have joined one since). */
  guest: boolean;
  /** The order is a gift: the buyer gets no files; the recipient does once claimed. */
  gift: OrderGiftView | null;
  status: OrderStatus;
  currency: string;
  totalCents: number;
  createdAt: string;
  paidAt: string | null;
  /**
   * What was bought, with the price paid; `listCents` is the line's price before the discount
   * code (absent for orders without a code); `href` is the product's page if it still exists.
   */
  items: {
    slug: string;
    title: string;
    priceCents: number;
    listCents?: number;
    href: string | null;
    /** A pre-order not yet released: the day its files arrive (decision 052). */
    preorderOn?: string | null;
  }[];
  /** The discount code used and what it took off (decision 048); absent without one. */
  discount?: { code: string; cents: number };
  /** What the buyer can download: only while the order is paid. */
  files: OrderFileView[];
  /**
   * An album's formats, each as one ZIP of its tracks, cover and booklet (decision 055); the
   * Worker always sends it (empty when there are none).
   */
  zips?: OrderZipView[];
  locale: Locale;
  /**
   * The credit notes the order's refunds issued (decision 062), oldest first, only to the
   * account that bought it (the one that can open them); absent otherwise.
   */
  creditNotes?: CreditNoteLink[];
}

/** The API path that downloads one file of one of the reader's orders. */
export const orderFilePath = (orderId: string, fileId: string) =>
  `/api/orders/${orderId}/files/${encodeURIComponent(fileId)}`;

/** The reference a buyer reads (pages and receipt alike): the order id's first 8 characters, upper case. */
export const orderReference = (orderId: string) => orderId.slice(0, 8).toUpperCase();

/** A guest's order on the success page: each file with its signed link (no session). */
export interface GuestOrderView extends OrderView {
  email: string | null;
  links: Record<string, string>;
}
