import type { ReactNode } from "react";
import { Link } from "wouter";
import { ClickToLoadEmbed } from "#client/components/ui/click-to-load-embed";
import { ContentImage } from "#client/components/ui/content-image";
import { HOME_SECTIONS } from "#content/home-bands";
import { PORTFOLIO_CATEGORIES, PORTFOLIO_ITEMS } from "#content/portfolio";
import type { PortfolioItem } from "#content/types";
import { useI18n } from "#client/i18n/i18n-context";
import { localized } from "#worker/contract/localized";
import { PageSection } from "#client/components/ui/page-section";

/** The home page's portfolio band: the two slide decks, then the portfolio card with the gated excerpt. */
const DECKS = ["social-media-deck", "case-study-deck"] as const;
const EXCERPT_CARD = "mortal-vengeance-excerpt";

function item(id: string): PortfolioItem {
  const found = PORTFOLIO_ITEMS.find((entry) => entry.id === id);
  if (!found) throw new Error(`Portfolio item ${id} is missing from content/portfolio.ts`);
  return found;
}

/** A card's words: on paper, or on the dark excerpt card. */
function CardText({ entry, dark = false }: { entry: PortfolioItem; dark?: boolean }) {
  const { locale } = useI18n();
  return (
    <>
      <p className={`text-sm font-semibold tracking-wide uppercase ${dark ? "text-gold" : "text-wine"}`}>
        {localized(PORTFOLIO_CATEGORIES[entry.category], locale)}
      </p>
      <h3 className="mt-2 font-display text-xl font-bold">{localized(entry.title, locale)}</h3>
      <p className={`mt-2 text-sm ${dark ? "text-white/80" : "text-ink/75"}`}>{localized(entry.description, locale)}</p>
    </>
  );
}

/**
 * The excerpt's download button is passed in by the page (it belongs to the lead-capture
 * feature, and features don't import each other).
 */
export function PortfolioHighlights({ excerptAction }: { excerptAction: ReactNode }) {
  const { locale } = useI18n();
  const text = HOME_SECTIONS.portfolio;
  const excerpt = item(EXCERPT_CARD);
  return (
    <PageSection
      id="portfolio"
      tone="white"
      heading={localized(text.heading, locale)}
      intro={localized(text.intro, locale)}
    >
      <ul className="grid gap-8 lg:grid-cols-3">
        {DECKS.map((id) => {
          const deck = item(id);
          return (
            <li key={id} className="flex flex-col gap-4 rounded-2xl bg-paper p-5 ring-1 ring-ink/5">
              {deck.embed ? (
                <ClickToLoadEmbed embed={deck.embed} />
              ) : (
                <ContentImage image={deck.image} className="h-auto w-full rounded-xl" />
              )}
              <div>
                <CardText entry={deck} />
              </div>
            </li>
          );
        })}
        <li className="flex flex-col gap-4 on-dark rounded-2xl bg-ink p-5 text-white">
          <ContentImage image={excerpt.image} className="mx-auto h-56 w-auto rounded-md shadow-xl" />
          <div>
            <CardText entry={excerpt} dark />
          </div>
          <div className="mt-auto">{excerptAction}</div>
        </li>
      </ul>
      <Link
        href="/portfolio-gallery"
        className="mt-10 inline-flex font-semibold text-wine underline underline-offset-4 hover:text-wine-dark"
      >
        {localized(text.more, locale)}
      </Link>
    </PageSection>
  );
}
