import type { FormEvent, ReactNode } from "react";
import { useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { formatDate } from "#client/lib/format";
import { numberFormat } from "#worker/contract/intl-formats";
import { formatPrice } from "#worker/contract/shop-fields";
import {
  SALES_BUCKETS,
  SALES_LIMITS,
  type SalesBucket,
  type SalesFigures,
  type SalesReport as Report,
} from "#worker/contract/studio-sales-fields";
import { LoadError } from "#client/components/ui/list-states";
import { useI18n } from "#client/i18n/i18n-context";
import { useLabels } from "#client/i18n/labels";
import { unwrap } from "#client/lib/call-result";
import { useData } from "#client/lib/data-cache";
import { useHref } from "#client/lib/use-href";
import { SALES_LABELS } from "../orders-labels";
import { ordersApi } from "../orders-api";
import { withQuery } from "../studio-api";
import { BarChart } from "./bar-chart";
import { FiguresTable } from "./figures-table";
import { countryName as nameOfCountry } from "../country-options";
import { CsvLink } from "./keyset-list";
import { BUTTON_TONES, FIELD_CLASS, FIELD_LABEL_CLASS } from "./studio-controls";

type Label = ReturnType<typeof useLabels<typeof SALES_LABELS>>;

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const PRESETS = [30, 90, 365] as const;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;

/** The last `days` days up to today (UTC, as the report counts). */
function lastDays(days: number) {
  const today = Date.parse(isoDay(Date.now()));
  return { from: isoDay(today - (days - 1) * DAY_MS), to: isoDay(today) };
}

/** The report asked for by the address; the last 30 days by day when it says nothing. */
function askFrom(search: string) {
  const params = new URLSearchParams(search);
  const period = lastDays(30);
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  const by = params.get("by") as SalesBucket | null;
  const country = params.get("country")?.toUpperCase() ?? "";
  return {
    country: /^(?:[A-Z][A-Z0-9]|UNKNOWN)$/.test(country) ? (country === "UNKNOWN" ? "unknown" : country) : undefined,
    from: DAY.test(from) ? from : period.from,
    to: DAY.test(to) ? to : period.to,
    by: by && SALES_BUCKETS.includes(by) ? by : ("day" as SalesBucket),
    compare: params.get("compare") === "true",
  };
}

/**
 * La Bodega's sales: totals for a period with the period before beside them, the
 * series by day, week or month as a chart and a table, the best sellers (each a link to its
 * orders), and the period's orders and lines as CSV.
 */
export function SalesReport() {
  const label = useLabels(SALES_LABELS);
  const { locale } = useI18n();
  const search = useSearch();
  const [path, navigate] = useLocation();
  const ask = askFrom(search);
  const reversed = ask.from > ask.to;
  const tooLong = !reversed && daysBetween(ask.from, ask.to) > SALES_LIMITS.spanDays;
  const key = reversed || tooLong ? null : withQuery("studio/sales", { ...ask, compare: String(ask.compare), locale });
  const countryHref = (country: string | undefined) =>
    withQuery(path, { ...ask, compare: ask.compare ? "true" : undefined, country });
  const report = useData(key, () => unwrap(ordersApi.sales({ ...ask, locale })));
  const show = (next: typeof ask) => navigate(withQuery(path, { ...next, compare: next.compare ? "true" : undefined }));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    show({
      from: String(data.get("from") ?? ""),
      to: String(data.get("to") ?? ""),
      by: String(data.get("by")) as SalesBucket,
      compare: data.get("compare") === "on",
      country: ask.country,
    });
  }

  return (
    <div className="space-y-4">
      <p className="text-ink/80">{label("intro")}</p>
      <form
        aria-label={label("period")}
        onSubmit={onSubmit}
        key={search}
        className="grid gap-3 rounded-lg bg-white p-4 ring-1 ring-ink/10 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto_auto] lg:items-end"
      >
        <div>
          <label htmlFor="sales-from" className={FIELD_LABEL_CLASS}>
            {label("from")}
          </label>
          <input id="sales-from" name="from" type="date" required defaultValue={ask.from} className={FIELD_CLASS} />
        </div>
        <div>
          <label htmlFor="sales-to" className={FIELD_LABEL_CLASS}>
            {label("to")}
          </label>
          <input
            id="sales-to"
            name="to"
            type="date"
            required
            defaultValue={ask.to}
            aria-invalid={reversed || tooLong || undefined}
            aria-describedby={reversed || tooLong ? "sales-period-error" : undefined}
            className={FIELD_CLASS}
          />
        </div>
        <div>
          <label htmlFor="sales-by" className={FIELD_LABEL_CLASS}>
            {label("by")}
          </label>
          <select id="sales-by" name="by" defaultValue={ask.by} className={FIELD_CLASS}>
            {SALES_BUCKETS.map((b) => (
              <option key={b} value={b}>
                {label(`by.${b}`)}
              </option>
            ))}
          </select>
        </div>
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 font-medium">
          <input type="checkbox" name="compare" defaultChecked={ask.compare} className="h-5 w-5 accent-wine" />
          {label("compare")}
        </label>
        <button type="submit" className={BUTTON_TONES.primary}>
          {label("show")}
        </button>
        <div role="group" aria-label={label("presets")} className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-5">
          {PRESETS.map((days) => (
            <button
              key={days}
              type="button"
              onClick={() => show({ ...ask, ...lastDays(days), by: days > 90 ? "month" : days > 30 ? "week" : "day" })}
              className={BUTTON_TONES.plain}
            >
              {label(`preset.${days}`)}
            </button>
          ))}
        </div>
        {(reversed || tooLong) && (
          <p id="sales-period-error" role="alert" className="text-sm text-orange-800 sm:col-span-2 lg:col-span-5">
            {label(reversed ? "periodReversed" : "periodTooLong")}
          </p>
        )}
      </form>

      {key &&
        (report.error ? (
          <LoadError onRetry={() => void report.mutate()} />
        ) : !report.data ? (
          <p role="status">{label("loading")}</p>
        ) : (
          <ReportBody report={report.data} label={label} countryHref={countryHref} />
        ))}
      {key && (
        <div className="flex flex-wrap gap-x-6">
          <CsvLink href={ordersApi.salesCsvUrl("orders", ask)}>{label("exportOrders")}</CsvLink>
          <CsvLink href={ordersApi.salesCsvUrl("lines", ask)}>{label("exportLines")}</CsvLink>
        </div>
      )}
      <VatReport label={label} />
    </div>
  );
}

/** The last eight calendar quarters, newest first: `2026-Q4`, `2026-Q3`… */
function recentQuarters(now = new Date()): string[] {
  let year = now.getUTCFullYear();
  let quarter = Math.floor(now.getUTCMonth() / 3) + 1;
  return Array.from({ length: 8 }, () => {
    const name = `${year}-Q${quarter}`;
    quarter -= 1;
    if (quarter === 0) [year, quarter] = [year - 1, 4];
    return name;
  });
}

/** The quarter's VAT report (decision 053): choose a quarter, download its CSV. */
function VatReport({ label }: { label: Label }) {
  const quarters = recentQuarters();
  const [quarter, setQuarter] = useState(quarters[0]!);
  return (
    <section aria-labelledby="sales-vat-heading" className="rounded-lg bg-white p-4 ring-1 ring-ink/10">
      <h3 id="sales-vat-heading" className="font-display text-lg font-bold">
        {label("vatHeading")}
      </h3>
      <p id="sales-vat-hint" className="mt-1 text-sm text-ink/70">
        {label("vatHint")}
      </p>
      <div className="mt-3 flex flex-wrap items-end gap-x-6 gap-y-2">
        <div>
          <label htmlFor="sales-vat-quarter" className={FIELD_LABEL_CLASS}>
            {label("vatQuarter")}
          </label>
          <select
            id="sales-vat-quarter"
            value={quarter}
            onChange={(event) => setQuarter(event.target.value)}
            aria-describedby="sales-vat-hint"
            className={FIELD_CLASS}
          >
            {quarters.map((q) => (
              <option key={q} value={q}>
                {q}
              </option>
            ))}
          </select>
        </div>
        <CsvLink href={ordersApi.vatCsvUrl(quarter)}>{label("vatExport")}</CsvLink>
      </div>
    </section>
  );
}

function ReportBody({
  report,
  label,
  countryHref,
}: {
  report: Report;
  label: Label;
  countryHref: (country: string | undefined) => string;
}) {
  const { locale } = useI18n();
  const href = useHref();
  const currency = report.currencies[0] ?? "EUR";
  const money = (cents: number) => formatPrice(cents, currency, locale);
  const count = numberFormat(locale);
  const percent = numberFormat(locale, { style: "percent", maximumFractionDigits: 0, signDisplay: "exceptZero" });
  const day = (d: string) => formatDate(d, locale);
  const bucketName = (from: string, to: string) => (from === to ? day(from) : `${day(from)} – ${day(to)}`);
  const countryName = (code: string) => (code === "unknown" ? label("unknownCountry") : nameOfCountry(locale, code));
  const best = report.series.reduce((top, p) => (p.netCents > top.netCents ? p : top), report.series[0]!);
  const summary =
    report.totals.orders === 0 && report.totals.refunds === 0
      ? label("chartEmpty", { from: day(report.from), to: day(report.to) })
      : label("chartSummary", {
          bucket: label(`bucket.${report.by}`),
          from: day(report.from),
          to: day(report.to),
          net: money(report.totals.netCents),
          best: money(best.netCents),
          bestDay: bucketName(best.from, best.to),
        });

  const figure = (name: string, value: (f: SalesFigures) => number, show: (n: number) => string): ReactNode => {
    const now = value(report.totals);
    const before = report.previous ? value(report.previous.totals) : null;
    return (
      <div key={name} className="rounded-lg bg-white p-4 ring-1 ring-ink/10">
        <dt className="text-sm font-medium text-ink/75">{name}</dt>
        <dd className="text-2xl font-bold tabular-nums">{show(now)}</dd>
        {before !== null && (
          <dd className="text-sm text-ink/75">
            {label("before", { value: show(before) })}
            {before !== 0 && ` · ${label("change", { change: percent.format((now - before) / Math.abs(before)) })}`}
          </dd>
        )}
      </div>
    );
  };

  return (
    <div className="space-y-6">
      {report.country && (
        <p className="flex flex-wrap items-center gap-3">
          <span className="rounded-full bg-ink/5 px-3 py-1 font-semibold">
            {label("onlyCountry", { country: countryName(report.country) })}
          </span>
          <Link href={countryHref(undefined)} className="min-h-11 font-semibold text-wine underline underline-offset-4">
            {label("allCountries")}
          </Link>
        </p>
      )}
      {report.currencies.length > 1 && (
        <p role="note" className="text-sm text-orange-800">
          {label("currencies", { list: report.currencies.join(", ") })}
        </p>
      )}
      <section aria-labelledby="sales-totals" className="space-y-2">
        <h3 id="sales-totals" className="sr-only">
          {label("totals")}
        </h3>
        <dl className="grid gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {figure(label("revenue"), (f) => f.revenueCents, money)}
          {figure(label("refunded"), (f) => f.refundedCents, money)}
          {figure(label("net"), (f) => f.netCents, money)}
          {figure(
            label("orders"),
            (f) => f.orders,
            (n) => count.format(n),
          )}
          {figure(
            label("units"),
            (f) => f.units,
            (n) => count.format(n),
          )}
        </dl>
      </section>

      <section aria-labelledby="sales-series" className="space-y-2">
        <h3 id="sales-series" className="font-display text-xl font-bold">
          {label("seriesHeading", { bucket: label(`bucket.${report.by}`) })}
        </h3>
        <BarChart
          points={report.series.map((p) => ({ key: p.from, bar: p.netCents }))}
          summary={summary}
          barLabel={label("chartNet")}
        />
        <details>
          <summary className="cursor-pointer text-sm font-medium text-wine">{label("showTable")}</summary>
          <div className="mt-2">
            <FiguresTable
              scroll
              columns={[
                label("bucketColumn"),
                label("orders"),
                label("revenue"),
                label("refunds"),
                label("refunded"),
                label("net"),
                label("units"),
              ]}
              rows={report.series.map((p) => ({
                key: p.from,
                head: <span className="whitespace-nowrap">{bucketName(p.from, p.to)}</span>,
                cells: [
                  count.format(p.orders),
                  money(p.revenueCents),
                  count.format(p.refunds),
                  money(p.refundedCents),
                  money(p.netCents),
                  count.format(p.units),
                ],
              }))}
            />
          </div>
        </details>
      </section>

      <section aria-labelledby="sales-products" className="space-y-2">
        <h3 id="sales-products" className="font-display text-xl font-bold">
          {label("productsHeading")}
        </h3>
        {report.products.length === 0 ? (
          <p className="text-ink/75">{label("noProducts")}</p>
        ) : (
          <FiguresTable
            columns={[label("product"), label("units"), label("revenue")]}
            rows={report.products.map((p) => ({
              key: p.productId,
              head: (
                <Link
                  href={href(withQuery("/studio/orders", { product: p.productId, from: report.from, to: report.to }))}
                  className="font-medium text-wine underline underline-offset-4"
                >
                  {p.title}
                </Link>
              ),
              cells: [count.format(p.units), money(p.revenueCents)],
            }))}
          />
        )}
      </section>
      {report.countries.length > 0 && !report.country && (
        <section aria-labelledby="sales-countries" className="space-y-2">
          <h3 id="sales-countries" className="font-display text-xl font-bold">
            {label("countriesHeading")}
          </h3>
          <FiguresTable
            columns={[label("country"), label("orders"), label("net"), label("units")]}
            rows={report.countries.map((c) => ({
              key: c.country,
              head: (
                <Link
                  href={countryHref(c.country)}
                  aria-label={label("showCountry", { country: countryName(c.country) })}
                  className="font-medium text-wine underline underline-offset-4"
                >
                  {countryName(c.country)}
                </Link>
              ),
              cells: [count.format(c.orders), money(c.netCents), count.format(c.units)],
            }))}
          />
        </section>
      )}
    </div>
  );
}
