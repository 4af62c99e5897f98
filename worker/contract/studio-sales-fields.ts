/**
 * The studio's sales: the buckets, limits and answer shapes, without zod, so the
 * studio's screens can draw the plots and the table without loading the validation library.
 */

/** A bucket of the series: a UTC day, an ISO week (Monday to Sunday, UTC) or a calendar month. */
export const SALES_BUCKETS = ["day", "week", "month"] as const;
export type SalesBucket = (typeof SALES_BUCKETS)[number];

export const SALES_LIMITS = {
  /** The longest period, in days (from and to included): three years and a leap day. */
  spanDays: 1096,
} as const;

/**
 * What a period sums. An order counts where its payment landed (`paid_at`), each refund where it
 * succeeded (its own `refunded_at`, decision 044): a refund may be some lines or an amount, so
 * `refunds` counts refunds (an order refunded in two goes counts two) and `refundedCents` their
 * amounts. `revenueCents` is gross (paid, whatever was refunded since); `netCents` takes the
 * period's refunds off it.
 */
export interface SalesFigures {
  orders: number;
  revenueCents: number;
  refunds: number;
  refundedCents: number;
  netCents: number;
  /** Lines sold: one product (or bundle) each; the shop sells one of a product per order. */
  units: number;
}

/** One bucket of the series: its first and last day, clipped to the period, each included. */
export interface SalesPoint extends SalesFigures {
  from: string;
  to: string;
}

/** One product's sales in the period: lines of orders paid in it. */
export interface SalesProduct {
  /** The product's content id (`product:<slug>`). */
  productId: string;
  /** The title in the asked language, else in English, else as the order recorded it (a product since removed). */
  title: string;
  units: number;
  revenueCents: number;
}

/** One country's figures in the period (Cloudflare's code at checkout, or `unknown`). */
export interface SalesCountry extends SalesFigures {
  country: string;
}

/** `GET /api/studio/sales`. */
export interface SalesReport {
  from: string;
  to: string;
  by: SalesBucket;
  /** The currencies the period's orders were paid in; the sums assume one (the shop sells in EUR). */
  currencies: string[];
  totals: SalesFigures;
  /** Every bucket of the period in order, zero where nothing sold, so a chart draws them all. */
  series: SalesPoint[];
  /** Best sellers first (revenue, then units). */
  products: SalesProduct[];
  /** The period's figures per country, largest net first (all countries, whatever `country` asks). */
  countries: SalesCountry[];
  /** The country the figures are narrowed to, when asked. */
  country: string | null;
  /** The period of the same length just before, when asked (`compare=true`). */
  previous: { from: string; to: string; totals: SalesFigures } | null;
}
