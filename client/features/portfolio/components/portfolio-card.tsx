import type { ReactNode } from "react";
import { Link } from "wouter";
import { ClickToLoadEmbed } from "#client/components/ui/click-to-load-embed";
import { ContentImage } from "#client/components/ui/content-image";
import { ExternalIcon } from "#client/components/ui/icons";
import { PORTFOLIO_CATEGORIES } from "#content/portfolio";
import type { PortfolioItem } from "#content/types";
import { useI18n } from "#client/i18n/i18n-context";
import { localized } from "#worker/contract/localized";
import { PORTFOLIO_LABELS } from "../labels";
import { useLabels } from "#client/i18n/labels";

const LINK_CLASS =
  "inline-flex items-center gap-1 rounded font-semibold text-wine underline underline-offset-4 hover:text-wine-dark";

/** The item's link: a site path stays in the app (and the visitor's language), anything else opens a new tab. */
function ItemLink({ link }: { link: NonNullable<PortfolioItem["link"]> }) {
  const { t, locale } = useI18n();
  const text = localized(link.label, locale);
  if (link.href.startsWith("/")) {
    return (
      <Link href={link.href} className={LINK_CLASS}>
        {text}
      </Link>
    );
  }
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer" className={LINK_CLASS}>
      {text}
      <ExternalIcon width="14" height="14" />
      <span className="sr-only">{t("common.newWindow")}</span>
    </a>
  );
}

/**
 * One piece of work. A slide deck shows its click-to-load player in place of the picture;
 * `extra` is whatever the page adds to this item (a download, a like button).
 */
export function PortfolioCard({ item, extra }: { item: PortfolioItem; extra?: ReactNode }) {
  const { locale } = useI18n();
  const label = useLabels(PORTFOLIO_LABELS);
  const headingId = `work-${item.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink/5"
      data-portfolio-item={item.id}
    >
      {item.embed ? (
        <ClickToLoadEmbed embed={item.embed} />
      ) : (
        <div className="aspect-[8/5] overflow-hidden rounded-xl bg-ink">
          <ContentImage image={item.image} className="h-full w-full object-contain" />
        </div>
      )}
      <div className="flex flex-1 flex-col">
        <p className="text-sm font-semibold tracking-wide text-wine uppercase">
          {localized(PORTFOLIO_CATEGORIES[item.category], locale)}
        </p>
        <h3 id={headingId} className="mt-2 font-display text-xl font-bold text-balance">
          {localized(item.title, locale)}
        </h3>
        <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <div className="flex gap-1.5">
            <dt className="font-semibold">{label("client")}</dt>
            <dd className="text-ink/75">{item.client}</dd>
          </div>
          <div className="flex gap-1.5">
            <dt className="font-semibold">{label("year")}</dt>
            <dd className="text-ink/75 tabular-nums">{item.year}</dd>
          </div>
        </dl>
        <p className="mt-3 flex-1 leading-relaxed text-pretty text-ink/80">{localized(item.description, locale)}</p>
        {item.link && (
          <p className="mt-4">
            <ItemLink link={item.link} />
          </p>
        )}
        {extra && <div className="mt-5 space-y-4 border-t border-ink/10 pt-5">{extra}</div>}
      </div>
    </article>
  );
}
