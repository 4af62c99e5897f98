import { useId } from "react";
import { Link } from "wouter";
import { CATALOGUE_SORTS, type ShopCategory } from "#worker/contract/shop-fields";
import { DEFAULT_FILTER, type CatalogueFilter } from "#worker/contract/catalogue-query";
import { behaviourRoot } from "#client/document/behaviour-markup";
import { useLabels } from "#client/i18n/labels";
import { SHOP_LABELS, SHOP_PLURALS } from "../labels";

const FOCUS = "";
const PILL = `group inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-ink ring-1 ring-ink/15 hover:bg-wine/10 hover:text-wine-dark aria-[current=true]:bg-wine aria-[current=true]:text-white aria-[current=true]:ring-wine motion-safe:transition-colors ${FOCUS}`;

/** The shelves' element: a view chosen by a filter opens on them, not on the page's top. */
export const SHELVES_ID = "shelves";

/**
 * The categories as links (`?category=`), "All" first, each with how many products it holds.
 * Links rather than buttons: each view has its own address, they work before the page's script
 * has run, and the current one is marked `aria-current`. No categories (the shelves could not
 * be read) leaves "All" alone, without a count.
 */
export function CategoryLinks({
  categories,
  current,
  hrefFor,
}: {
  categories: readonly ShopCategory[];
  current: string | null;
  hrefFor: (category: string | null) => string;
}) {
  const label = useLabels(SHOP_LABELS, SHOP_PLURALS);
  const plural = label.plural;
  // No total to show when the shelves are unknown.
  const total = categories.length ? categories.reduce((sum, category) => sum + category.productCount, 0) : undefined;
  const choices = [
    { slug: null, name: label("all"), count: total },
    ...categories.map((c) => ({ slug: c.slug, name: c.name, count: c.productCount })),
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
      </ul>
    </nav>
  );
}

/**
 * "Only available now" (hides what is coming soon or sold out) and the sort order: a form whose
 * controls load their view as they change (the `filter-form` behaviour, decision 073), in place
 * of this one, so stepping through a select's options doesn't fill the history. The category
 * goes along; a value that is the default stays out of the address (`data-default`). `action`
 * is the page's own address.
 */
export function CatalogueControls({ filter, action }: { filter: CatalogueFilter; action: string }) {
  const label = useLabels(SHOP_LABELS);
  const availableId = useId();
  const sortId = useId();
  return (
    <form
      method="get"
      // The view's state is its address: a form the browser restored on Back would apply itself.
      autoComplete="off"
      action={`${action}#${SHELVES_ID}`}
      {...behaviourRoot("filter-form")}
      className="flex flex-wrap items-center gap-x-6 gap-y-3"
    >
      {filter.category && <input type="hidden" name="category" value={filter.category} />}
      <div className="flex min-h-11 items-center gap-2">
        <input
          id={availableId}
          type="checkbox"
          name="available"
          value="true"
          defaultChecked={filter.available}
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
          name="sort"
          defaultValue={filter.sort}
          data-default={DEFAULT_FILTER.sort}
          className={`min-h-11 rounded-lg bg-white px-3 py-2 text-sm font-medium text-ink ring-1 ring-ink/20 ${FOCUS}`}
        >
          {CATALOGUE_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {label(`sort.${sort}`)}
            </option>
          ))}
        </select>
      </div>
      {/* Without scripts, the form is sent by a button. */}
      <noscript>
        <button type="submit" className="min-h-11 rounded-full bg-wine px-5 py-2 text-sm font-semibold text-white">
          {label("applyFilters")}
        </button>
      </noscript>
    </form>
  );
}
