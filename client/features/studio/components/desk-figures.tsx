import { Link } from "wouter";
import type { AudiencePeriod } from "#worker/contract/audience";
import { numberFormat } from "#worker/contract/intl-formats";
import { formatPrice } from "#worker/contract/shop-fields";
import type { DeskFigures } from "#worker/contract/studio";
import { LoadError } from "#client/components/ui/list-states";
import { useI18n } from "#client/i18n/i18n-context";
import { useLabels } from "#client/i18n/labels";
import { unwrap } from "#client/lib/call-result";
import { useData } from "#client/lib/data-cache";
import { STUDIO_LABELS } from "../labels";
import { studioApi } from "../studio-api";

type FigureKey = Extract<keyof typeof STUDIO_LABELS, `figure.${string}`>;

/** Each figure, where its list is (with the period's filters where the list has them). */
function arrived(f: DeskFigures): [FigureKey, number, string][] {
  const period = `from=${f.from}&to=${f.to}`;
  return [
    ["figure.newsletterSignUps", f.newsletter.signUps, "/studio/newsletter?tab=subscribers"],
    [
      "figure.newsletterConfirmations",
      f.newsletter.confirmations,
      "/studio/newsletter?tab=subscribers&state=confirmed",
    ],
    ["figure.contact", f.leads.contact, `/studio/leads?kind=contact&${period}`],
    ["figure.resume", f.leads.resume, `/studio/leads?kind=resume&${period}`],
    ["figure.excerpt", f.leads.excerpt, `/studio/leads?kind=excerpt&${period}`],
    ["figure.readers", f.readers, "/studio/readers"],
  ];
}
function waiting(f: DeskFigures): [FigureKey, number, string][] {
  return [
    ["figure.leadsWaiting", f.waiting.leads, "/studio/leads?state=new"],
    ["figure.reviewsWaiting", f.waiting.reviews, "/studio/reviews"],
    ["figure.downloadRequests", f.waiting.downloadRequests, "/studio/requests"],
    ["figure.pendingComments", f.waiting.pendingComments, "/studio/comments"],
    ["figure.reportedComments", f.waiting.reportedComments, "/studio/comments?queue=reported"],
  ];
}

/** The period's money, as the Sales section counts it: a card each, leading to its report. */
function MoneyCards({ figures }: { figures: DeskFigures }) {
  const label = useLabels(STUDIO_LABELS);
  const { locale } = useI18n();
  const count = numberFormat(locale);
  const money = (cents: number) => formatPrice(cents, figures.sales.currency, locale);
  const period = `from=${figures.from}&to=${figures.to}`;
  const { sales } = figures;
  const cards: [FigureKey, string, string | null, string][] = [
    ["figure.revenue", money(sales.revenueCents), null, `/studio/sales?${period}`],
    ["figure.orders", count.format(sales.orders), null, `/studio/orders?${period}`],
    [
      "figure.refunds",
      money(sales.refundedCents),
      label("figure.refundsCount", { n: count.format(sales.refunds) }),
      `/studio/sales?${period}`,
    ],
    ["figure.afterRefunds", money(sales.netCents), null, `/studio/sales?${period}`],
  ];
  return (
    <section aria-label={label("money")} className="space-y-2">
      <h3 className="font-semibold">{label("money")}</h3>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map(([key, value, note, href]) => (
          <li key={key}>
            <Link href={href} className="block h-full rounded-lg bg-white p-4 ring-1 ring-ink/10 hover:ring-wine">
              <span className="block text-sm text-ink/75">{label(key)}</span>
              <span className="block font-display text-2xl font-bold tabular-nums sm:text-3xl">{value}</span>
              {note && <span className="block text-sm text-ink/75">{note}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A figure as a link to its list: the whole card is the target, its name and number its text. */
function FigureCards({
  heading,
  figures,
  urgent,
}: {
  heading: string;
  figures: [FigureKey, number, string][];
  urgent?: boolean;
}) {
  const label = useLabels(STUDIO_LABELS);
  const { locale } = useI18n();
  const count = numberFormat(locale);
  return (
    <section aria-label={heading} className="space-y-2">
      <h3 className="font-semibold">{heading}</h3>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {figures.map(([key, value, href]) => (
          <li key={key}>
            <Link
              href={href}
              className={`block h-full rounded-lg bg-white p-4 ring-1 hover:ring-wine ${
                urgent && value > 0 ? "ring-wine/50" : "ring-ink/10"
              }`}
            >
              <span className="block text-sm text-ink/75">{label(key)}</span>
              <span className="font-display text-3xl font-bold tabular-nums">{count.format(value)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The overview's figures from the site's records: the period's sales, what waits now and what
 * arrived in the period, each a link to the report or list it counts.
 */
export function DeskFigureCards({ period }: { period: AudiencePeriod }) {
  const label = useLabels(STUDIO_LABELS);
  const figures = useData(`studio/figures/${period}`, () => unwrap(studioApi.figures(period)));
  if (figures.error) return <LoadError onRetry={() => void figures.mutate()} />;
  if (!figures.data) return <p role="status">{label("loadingReport")}</p>;
  // The money first, then what waits for the author, then what arrived.
  return (
    <div className="space-y-6">
      <MoneyCards figures={figures.data} />
      <div className="grid gap-6 lg:grid-cols-[1fr_2fr]">
        <FigureCards heading={label("waitingNow")} figures={waiting(figures.data)} urgent />
        <FigureCards heading={label("arrived")} figures={arrived(figures.data)} />
      </div>
    </div>
  );
}
