import type { ReactNode } from "react";
import { useSearch } from "wouter";
import { PORTFOLIO_CATEGORIES, PORTFOLIO_ITEMS } from "#content/portfolio";
import type { PortfolioItem } from "#content/types";
import { PORTFOLIO_LABELS, PORTFOLIO_PLURALS } from "../labels";
import { Island } from "#client/islands/island";
import { localized } from "#worker/contract/localized";
import { type FilterChoice, WORK_CATEGORY_ATTRIBUTE } from "./portfolio-filter";
import { CtaBand } from "./cta-band";
import { PortfolioCard } from "./portfolio-card";
import { useLabels } from "#client/i18n/labels";

type Category = PortfolioItem["category"];

/** The categories that have work in the gallery, in the order the labels list them. */
const CATEGORIES = (Object.keys(PORTFOLIO_CATEGORIES) as Category[]).filter((category) =>
  PORTFOLIO_ITEMS.some((item) => item.category === category),
);

/** `?category=` when it names a category on show; anything else (or nothing) means all. */
export function categoryFromSearch(search: string): Category | "all" {
  const value = new URLSearchParams(search).get("category");
  return CATEGORIES.find((category) => category === value) ?? "all";
}

/**
 * /portfolio-gallery: the work, filtered by category. The choice lives in the address
 * (`?category=`), so a filtered view can be shared or bookmarked: the server draws that view
 * (the page reads the query, worker/contract/pages.ts) with every item in it, the others
 * hidden, and the filter (an island) switches between views without redrawing the work.
 * `slots` holds what the page adds to particular items, keyed by item id (the excerpt's
 * download and like button belong to other features).
 */
export function PortfolioGallery({ slots = {} }: { slots?: Readonly<Partial<Record<string, ReactNode>>> }) {
  const label = useLabels(PORTFOLIO_LABELS, PORTFOLIO_PLURALS);
  const { locale } = label;
  const category = categoryFromSearch(useSearch());
  const choices: FilterChoice[] = (["all", ...CATEGORIES] as const).map((value) => ({
    value,
    label: value === "all" ? label("all") : localized(PORTFOLIO_CATEGORIES[value], locale),
    shown: label.plural(
      "itemsShown",
      value === "all" ? PORTFOLIO_ITEMS.length : PORTFOLIO_ITEMS.filter((item) => item.category === value).length,
    ),
  }));

  return (
    <>
      <section aria-labelledby="work-heading" className="bg-paper pb-20 text-ink">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="work-heading" className="sr-only">
            {label("galleryHeading")}
          </h2>
          <Island
            name="portfolio-filter"
            load="press"
            props={{ heading: label("filter"), choices, chosen: category }}
          />
          <ul className="mt-8 grid gap-8 sm:grid-cols-2 xl:grid-cols-3">
            {PORTFOLIO_ITEMS.map((item) => (
              <li
                key={item.id}
                {...{ [WORK_CATEGORY_ATTRIBUTE]: item.category }}
                hidden={category !== "all" && item.category !== category}
              >
                <PortfolioCard item={item} extra={slots[item.id]} />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <CtaBand
        id="stories"
        heading={label("storiesHeading")}
        text={label("storiesText")}
        href="/success-stories"
        action={label("storiesLink")}
      />
    </>
  );
}
