import { localeOrDefaultField } from "./locale-field";
import { SALES_BUCKETS, SALES_LIMITS } from "./studio-sales-fields";
import { dayField, isDay, periodInOrder } from "./studio-lists";
import { z } from "./zod";

export * from "./studio-sales-fields";

/**
 * The sales report's and exports' query, checked by the Worker (the authority) and usable by
 * the studio's forms. Issue messages are stable codes, reported per field in the one error shape.
 */

const DAY_MS = 86_400_000;

/** Days from `from` to `to`, both included. */
export const spanDays = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

const periodFields = z.object({
  from: dayField("from_invalid"),
  to: dayField("to_invalid"),
});

type Period = { from: string; to: string };
const notTooLong: [(p: Period) => boolean, { message: string; path: string[] }] = [
  (p) => !isDay(p.from) || !isDay(p.to) || spanDays(p.from, p.to) <= SALES_LIMITS.spanDays,
  { message: "period_too_long", path: ["to"] },
];

/** The exports' period: `from` and `to` both included, whole UTC days. */
export const salesPeriodSchema = periodFields.refine(...periodInOrder).refine(...notTooLong);
export type SalesPeriod = z.output<typeof salesPeriodSchema>;

/**
 * `GET /sales`: the period, the buckets of the series, whether to compare with the period before,
 * and the language of the products' titles.
 */
export const salesQuerySchema = periodFields
  .extend({
    by: z.enum(SALES_BUCKETS, "by_invalid").default("day"),
    compare: z.enum(["true", "false"], "compare_invalid").default("false"),
    /** The language of the products' titles (the studio's page's), English where a title lacks it. */
    locale: localeOrDefaultField,
    /** Only orders paid from this country (Cloudflare's code at checkout, or `unknown`). */
    country: z
      .string()
      .regex(/^(?:[A-Z][A-Z0-9]|unknown)$/, "country_invalid")
      .optional(),
  })
  .refine(...periodInOrder)
  .refine(...notTooLong)
  .transform(({ compare, ...query }) => ({ ...query, compare: compare === "true" }));
export type SalesQuery = z.output<typeof salesQuerySchema>;
