import { useState, type ReactNode } from "react";
import { Link } from "wouter";
import { AUDIENCE_PERIODS, type AudiencePeriod } from "#worker/contract/audience";
import { dateFormat } from "#worker/contract/intl-dates";
import { numberFormat } from "#worker/contract/intl-formats";
import { LoadError } from "#client/components/ui/list-states";
import { useI18n } from "#client/i18n/i18n-context";
import { useLabels } from "#client/i18n/labels";
import { unwrap } from "#client/lib/call-result";
import { useData } from "#client/lib/data-cache";
import { useHref } from "#client/lib/use-href";
import { STUDIO_LABELS } from "../labels";
import { studioApi } from "../studio-api";
import { BarChart } from "./bar-chart";
import { FiguresTable } from "./figures-table";
import { DeskFigureCards } from "./desk-figures";

type Label = ReturnType<typeof useLabels<typeof STUDIO_LABELS>>;

/** A ranked list's row: what, and how many views, with a bar a reader compares at a glance. */
function RankedList({
  heading,
  rows,
  name,
}: {
  heading: string;
  rows: { key: string; views: number }[];
  name: (key: string) => ReactNode;
}) {
  const label = useLabels(STUDIO_LABELS);
  const { locale } = useI18n();
  const count = numberFormat(locale);
  const top = Math.max(1, ...rows.map((r) => r.views));
  return (
    <section className="rounded-lg bg-white p-4 ring-1 ring-ink/10" aria-label={heading}>
      <h3 className="mb-3 font-semibold">{heading}</h3>
      {rows.length === 0 ? (
        <p className="text-sm text-ink/70">{label("noneYet")}</p>
      ) : (
        <table className="w-full text-sm">
          <thead className="sr-only">
            <tr>
              <th scope="col">{heading}</th>
              <th scope="col">{label("views")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="align-top">
                <td className="py-1 pr-3">
                  <span className="block break-all">{name(row.key)}</span>
                  <span
                    className="mt-0.5 block h-1.5 rounded-full bg-wine/60"
                    style={{ width: `${(row.views / top) * 100}%` }}
                    aria-hidden="true"
                  />
                </td>
                <td className="py-1 text-right tabular-nums">{count.format(row.views)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

const nameOf = (label: Label, prefix: "device" | "language", key: string) => {
  const k = `${prefix}.${key}`;
  return k in STUDIO_LABELS ? label(k as keyof typeof STUDIO_LABELS) : key;
};

/**
 * The studio's overview (counting in decision 039): for 7, 30, 90 or 365 days,
 * the totals, views and visitors per day as a chart with its table, and the ranked lists.
 */
export function AudienceOverview() {
  const label = useLabels(STUDIO_LABELS);
  const { locale } = useI18n();
  const href = useHref();
  const [period, setPeriod] = useState<AudiencePeriod>(30);
  const report = useData(`studio/audience/${period}`, () => unwrap(studioApi.audience(period)));
  const count = numberFormat(locale);
  const day = dateFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" });
  const longDay = dateFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
  const asDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

  let body: ReactNode;
  if (report.error) body = <LoadError onRetry={() => void report.mutate()} />;
  else if (!report.data) body = <p role="status">{label("loadingReport")}</p>;
  else {
    const data = report.data;
    const busiest = data.daily.reduce((a, b) => (b.views > a.views ? b : a), data.daily[0]!);
    const summary =
      data.totals.views === 0
        ? label("chartQuiet", { from: longDay.format(asDate(data.from)), to: longDay.format(asDate(data.to)) })
        : label("chartSummary", {
            views: count.format(data.totals.views),
            visitors: count.format(data.totals.visitors),
            from: longDay.format(asDate(data.from)),
            to: longDay.format(asDate(data.to)),
            peak: longDay.format(asDate(busiest.day)),
            peakViews: count.format(busiest.views),
          });
    body = (
      <div className="space-y-6">
        <dl className="grid grid-cols-2 gap-3">
          {(
            [
              ["views", data.totals.views],
              ["visitors", data.totals.visitors],
            ] as const
          ).map(([key, value]) => (
            <div key={key} className="rounded-lg bg-white p-4 ring-1 ring-ink/10">
              <dt className="text-sm text-ink/75">{label(key)}</dt>
              <dd className="font-display text-3xl font-bold tabular-nums">{count.format(value)}</dd>
            </div>
          ))}
        </dl>
        <section aria-labelledby="studio-per-day" className="space-y-2">
          <h3 id="studio-per-day" className="font-semibold">
            {label("perDay")}
          </h3>
          <BarChart
            points={data.daily.map((d) => ({ key: d.day, bar: d.views, line: d.visitors }))}
            summary={summary}
            barLabel={label("views")}
            lineLabel={label("visitors")}
          />
          <details>
            <summary className="cursor-pointer text-sm font-medium text-wine">{label("showTable")}</summary>
            <div className="mt-2">
              <FiguresTable
                scroll
                columns={[label("day"), label("views"), label("visitors")]}
                rows={data.daily.map((d) => ({
                  key: d.day,
                  head: <time dateTime={d.day}>{day.format(asDate(d.day))}</time>,
                  cells: [count.format(d.views), count.format(d.visitors)],
                }))}
              />
            </div>
          </details>
        </section>
        <div className="grid gap-4 lg:grid-cols-2">
          <RankedList heading={label("topPages")} rows={data.pages} name={(path) => path} />
          <RankedList heading={label("referrers")} rows={data.referrers} name={(host) => host || label("direct")} />
          <RankedList
            heading={label("countries")}
            rows={data.countries}
            name={(code) => (code === "unknown" ? label("unknownCountry") : code)}
          />
          <RankedList
            heading={label("languages")}
            rows={data.languages}
            name={(key) => nameOf(label, "language", key)}
          />
          <RankedList heading={label("devices")} rows={data.devices} name={(key) => nameOf(label, "device", key)} />
          <section className="rounded-lg bg-white p-4 ring-1 ring-ink/10" aria-label={label("conversions")}>
            <h3 className="mb-3 font-semibold">{label("conversions")}</h3>
            {data.conversions.length === 0 ? (
              <p className="text-sm text-ink/70">{label("noneYet")}</p>
            ) : (
              <table className="w-full text-sm">
                <thead>
                  <tr className="text-left text-ink/75">
                    <th scope="col" className="py-1 pr-3 font-medium">
                      {label("page")}
                    </th>
                    <th scope="col" className="py-1 text-right font-medium">
                      {label("views")}
                    </th>
                    <th scope="col" className="py-1 text-right font-medium">
                      {label("signUps")}
                    </th>
                    <th scope="col" className="py-1 text-right font-medium">
                      {label("leads")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.conversions.map((row) => (
                    <tr key={row.path} className="border-t border-ink/10">
                      <th scope="row" className="py-1 pr-3 text-left font-normal break-all">
                        {row.path || label("direct")}
                      </th>
                      <td className="py-1 text-right tabular-nums">{count.format(row.views)}</td>
                      <td className="py-1 text-right tabular-nums">{count.format(row.signUps)}</td>
                      <td className="py-1 text-right tabular-nums">{count.format(row.leads)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        </div>
        <p className="text-sm text-ink/70">
          <Link href={href("/privacy")} className="underline underline-offset-4">
            {label("privacyNote")}
          </Link>
        </p>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <div role="group" aria-label={label("period")} className="flex flex-wrap gap-2">
        {AUDIENCE_PERIODS.map((days) => (
          <button
            key={days}
            type="button"
            aria-pressed={period === days}
            onClick={() => setPeriod(days)}
            className={`min-h-11 rounded-full px-4 text-sm font-semibold ring-1 ${
              period === days ? "bg-ink text-white ring-ink" : "bg-white text-ink ring-ink/20 hover:ring-wine"
            }`}
          >
            {label("days", { n: days })}
          </button>
        ))}
      </div>
      <DeskFigureCards period={period} />
      {body}
    </div>
  );
}
