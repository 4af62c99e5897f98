import { useId } from "react";
import { Link } from "wouter";
import { CATALOGUE_SORTS, type ShopCategory } from "#worker/contract/shop-fields";
import type { CatalogueFilter } from "./catalogue-query";
import { useLabels } from "#client/i18n/labels";
import { SHOP_LABELS, SHOP_PLURALS } from "../labels";

const FOCUS = "";
const PILL = `group inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-ink ring-1 ring-ink/15 hover:bg-wine/10 hover:text-wine-dark aria-[current=true]:bg-wine aria-[current=true]:text-white aria-[current=true]:ring-wine motion-safe:transition-colors ${FOCUS}`;

/**
 * The categories as links (`?category=`), "All" first, each with how many products it holds.
 * Links rather than buttons: each view has its own address, they work before the page's script
 * has run, and the current one is marked `aria-current`. `categories` is null while the
 * shelves load; the bar then keeps the space of its pills.
 */
export function CategoryLinks({
  categories,
  current,
  hrefFor,
}: {
  categories: readonly ShopCategory[] | null;
  current: string | null;
  hrefFor: (category: string | null) => string;
}) {
  const label = useLabels(SHOP_LABELS, SHOP_PLURALS);
  const plural = label.plural;
  // No total to show while the shelves are unknown (loading, or failed to load).
  const total = categories?.length ? categories.reduce((sum, category) => sum + category.productCount, 0) : undefined;
  const choices = [
    { slug: null, name: label("all"), count: total },
    ...(categories ?? []).map((c) => ({ slug: c.slug, name: c.name, count: c.productCount })),
  ];
  return (
    <nav aria-label={label("categories")}>
      <ul className="flex flex-wrap gap-2">
        {choices.map(({ slug, name, count }) => (
          <li key={slug ?? "all"}>
            <Link href={hrefFor(slug)} aria-current={slug === current ? "true" : undefined} className={PILL}>
              {name}
              {count !== undefined && (
                <>
                  <span
                    aria-hidden="true"
                    className="rounded-full bg-ink/10 px-2 text-xs tabular-nums group-aria-[current=true]:bg-white/20"
                  >
                    {count}
                  </span>
                  <span className="sr-only"> ({plural("products", count)})</span>
                </>
              )}
            </Link>
          </li>
        ))}
        {!categories &&
          [0, 1, 2].map((n) => (
            <li key={n} aria-hidden="true" className="h-11 w-28 rounded-full bg-ink/10 motion-safe:animate-pulse" />
          ))}
      </ul>
    </nav>
  );
}

/** "Only available now" (hides what is coming soon or sold out) and the sort order. */
export function CatalogueControls({
  filter,
  onChange,
}: {
  filter: CatalogueFilter;
  onChange: (next: CatalogueFilter) => void;
}) {
  const label = useLabels(SHOP_LABELS);
  const availableId = useId();
  const sortId = useId();
  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
      <div className="flex min-h-11 items-center gap-2">
        <input
          id={availableId}
          type="checkbox"
          checked={filter.available}
          onChange={(event) => onChange({ ...filter, available: event.target.checked })}
          className={`h-5 w-5 rounded accent-wine ${FOCUS}`}
        />
        <label htmlFor={availableId} className="text-sm font-semibold text-ink/85">
          {label("availableOnly")}
        </label>
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={sortId} className="text-sm font-semibold text-ink/85">
          {label("sortBy")}
        </label>
        <select
          id={sortId}
          value={filter.sort}
          onChange={(event) =>
            onChange({ ...filter, sort: CATALOGUE_SORTS.find((sort) => sort === event.target.value) ?? filter.sort })
          }
          className={`min-h-11 rounded-lg bg-white px-3 py-2 text-sm font-medium text-ink ring-1 ring-ink/20 ${FOCUS}`}
        >
          {CATALOGUE_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {label(`sort.${sort}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
