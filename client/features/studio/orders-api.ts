import type { StudioOrderListQuery, StudioRefundBody } from "#worker/contract/studio-orders";
import type { SalesBucket } from "#worker/contract/studio-sales-fields";
import type { Locale } from "#worker/contract/locales";
import { api } from "../../lib/api-client";
import { settle } from "../../lib/call-result";
import { queryOf, withQuery } from "./studio-api";

/** The filters of the orders list, as the address holds them. */
export type OrderFilters = Omit<StudioOrderListQuery, "before" | "limit">;

/** What the sales report is asked for. */
export interface SalesAsk {
  from: string;
  to: string;
  by: SalesBucket;
  compare: boolean;
  locale: Locale;
  /** Only orders paid from this country. */
  country?: string;
}

/** La Bodega's back office calls (worker/routes/studio-orders.ts, studio-sales.ts). */
export const ordersApi = {
  orders: (filters: OrderFilters, before?: string) =>
    settle(() =>
      api.studio.orders.$get({
        query: queryOf({ ...filters, before, limit: "50" }),
      }),
    ),
  order: (id: string) => settle(() => api.studio.orders[":id"].$get({ param: { id } })),
  refund: (id: string, body: StudioRefundBody) =>
    settle(() => api.studio.orders[":id"].refund.$post({ param: { id }, json: body })),
  resendReceipt: (id: string, email?: string) =>
    settle(() => api.studio.orders[":id"].receipt.$post({ param: { id }, json: email ? { email } : {} })),
  grant: (id: string, fileId: string, extra: number) =>
    settle(() => api.studio.orders[":id"].grants.$post({ param: { id }, json: { fileId, extra } })),
  sales: ({ compare, country, ...ask }: SalesAsk) =>
    settle(() =>
      api.studio.sales.$get({
        query: { ...ask, ...(country ? { country } : {}), compare: String(compare) as "true" | "false" },
      }),
    ),
  /** The period's orders or lines as CSV (a plain download: the browser sends the session). */
  salesCsvUrl: (rows: "orders" | "lines", period: { from: string; to: string }) =>
    withQuery(`/api/studio/sales/${rows}.csv`, period),
  vatCsvUrl: (quarter: string) => withQuery("/api/studio/sales/oss.csv", { quarter }),
};
