import { Link, useLocation, useSearch } from "wouter";
import type { Catalogue } from "#worker/contract/shop-fields";
import { localizePath } from "#worker/contract/locales";
import { catalogueDataKey } from "../catalogue-api";
import { CatalogueControls, CategoryLinks, SHELVES_ID } from "./catalogue-filters";
import {
  apiQueryForFilter,
  DEFAULT_FILTER,
  filterFromSearch,
  hrefForFilter,
  isFiltered,
  type CatalogueFilter,
} from "#worker/contract/catalogue-query";
import { ProductCard } from "./product-card";
import { PRIMARY_BUTTON } from "./cart-actions";
import { useI18n } from "#client/i18n/i18n-context";
import { serverData } from "#client/lib/server-data";
import { useLabels } from "#client/i18n/labels";
import { SHOP_LABELS, SHOP_PLURALS } from "../labels";

/** Cards in the grid's first row on wide screens: their covers load eagerly. */
const FIRST_ROW = 3;
const GRID = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8";

/**
 * La Bodega's shelves, part of the shop's document: category links, "only available now", the
 * sort order, and the grid, as the Worker drew them with the catalogue it read from D1 for the
 * address's filter (`catalogueDataKey`). Every view has its own address: a category is a link,
 * and the toggle and the sort load their view in place of this one (catalogue-filters.tsx), so
 * Back from a product returns to the same view. Without a catalogue (D1 could not be read) it
 * says so and offers the same address again.
 */
export function ShopCatalogue() {
  const { locale } = useI18n();
  const label = useLabels(SHOP_LABELS, SHOP_PLURALS);
  const plural = label.plural;
  const [location] = useLocation();
  const search = useSearch();
  const filter = filterFromSearch(search);
  const catalogue = serverData<Catalogue>(catalogueDataKey(locale, apiQueryForFilter(filter)));
  const hrefFor = (next: CatalogueFilter) => `${hrefForFilter(location, next, search)}#${SHELVES_ID}`;
  const products = catalogue?.products;

  return (
    <section id={SHELVES_ID} aria-labelledby="catalogue-heading" className="scroll-mt-24 bg-paper pb-24 text-ink">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="catalogue-heading" className="sr-only">
          {label("filtersHeading")}
        </h2>
        <div className="flex flex-col gap-4 border-t border-ink/10 pt-8 lg:flex-row lg:items-center lg:justify-between">
          <CategoryLinks
            categories={catalogue?.categories ?? []}
            current={filter.category}
            hrefFor={(category) => hrefFor({ ...filter, category })}
          />
          <CatalogueControls filter={filter} action={localizePath(location, locale)} />
        </div>
        <p role="status" className="mt-6 min-h-6 text-sm font-medium text-ink/75">
          {products ? plural("productsShown", products.length) : ""}
        </p>

        <div className="mt-4">
          {!products ? (
            <div role="alert" className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-ink/10">
              <h3 className="font-display text-2xl font-bold">{label("catalogueError")}</h3>
              <p className="mt-2 text-ink/75">{label("errorText")}</p>
              {/* The same address again: the Worker reads the shelves anew. */}
              <a
                href={hrefForFilter(localizePath(location, locale), filter, search)}
                className={`mt-6 ${PRIMARY_BUTTON}`}
              >
                {label("tryAgain")}
              </a>
            </div>
          ) : products.length === 0 ? (
            <div className="rounded-2xl border-2 border-dashed border-ink/15 bg-white/60 p-8 text-center">
              <h3 className="font-display text-2xl font-bold">{label("emptyHeading")}</h3>
              <p className="mt-2 text-ink/75">{label("emptyText")}</p>
              {isFiltered(filter) && (
                <Link href={hrefFor({ ...DEFAULT_FILTER, sort: filter.sort })} className={`mt-6 ${PRIMARY_BUTTON}`}>
                  {label("showAll")}
                </Link>
              )}
            </div>
          ) : (
            <ul className={GRID}>
              {products.map((product, index) => (
                <li key={product.slug}>
                  <ProductCard product={product} eager={index < FIRST_ROW} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
