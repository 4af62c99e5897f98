import type { ReactNode } from "react";
import { useLocation, useSearch } from "wouter";
import { PORTFOLIO_CATEGORIES, PORTFOLIO_ITEMS } from "#content/portfolio";
import type { PortfolioItem } from "#content/types";
import { PORTFOLIO_LABELS, PORTFOLIO_PLURALS } from "../labels";
import { CategoryFilter, type CategoryChoice } from "./category-filter";
import { CtaBand } from "./cta-band";
import { PortfolioCard } from "./portfolio-card";
import { useLabels } from "#client/i18n/labels";

type Category = PortfolioItem["category"];

/** The categories that have work in the gallery, in the order the labels list them. */
const CATEGORIES = (Object.keys(PORTFOLIO_CATEGORIES) as Category[]).filter((category) =>
  PORTFOLIO_ITEMS.some((item) => item.category === category),
);

/** `?category=` when it names a category on show; anything else (or nothing) means all. */
export function categoryFromSearch(search: string): CategoryChoice {
  const value = new URLSearchParams(search).get("category");
  return CATEGORIES.find((category) => category === value) ?? "all";
}

/**
 * /portfolio-gallery: the work, filtered by category. The choice lives in the address
 * (`?category=`), so a filtered view can be shared or bookmarked. `slots` holds what the page
 * adds to particular items, keyed by item id (the excerpt's download and like button belong
 * to other features).
 */
export function PortfolioGallery({ slots = {} }: { slots?: Readonly<Partial<Record<string, ReactNode>>> }) {
  const label = useLabels(PORTFOLIO_LABELS, PORTFOLIO_PLURALS);
  const [location, navigate] = useLocation();
  const search = useSearch();
  const category = categoryFromSearch(search);
  const shown = category === "all" ? PORTFOLIO_ITEMS : PORTFOLIO_ITEMS.filter((item) => item.category === category);

  const choose = (next: CategoryChoice) => {
    const params = new URLSearchParams(search);
    if (next === "all") params.delete("category");
    else params.set("category", next);
    const query = params.toString();
    navigate(query ? `${location}?${query}` : location, { replace: true });
  };

  return (
    <>
      <section aria-labelledby="work-heading" className="bg-paper pb-20 text-ink">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="work-heading" className="sr-only">
            {label("galleryHeading")}
          </h2>
          <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
            <CategoryFilter categories={CATEGORIES} value={category} onChange={choose} />
            <p role="status" aria-live="polite" className="text-sm font-medium text-ink/75">
              {label.plural("itemsShown", shown.length)}
            </p>
          </div>
          <ul className="mt-8 grid gap-8 sm:grid-cols-2 xl:grid-cols-3">
            {shown.map((item) => (
              <li key={item.id}>
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
