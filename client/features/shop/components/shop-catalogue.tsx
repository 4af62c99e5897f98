import { Link, useLocation, useSearch } from "wouter";
import { useCart } from "../cart/use-cart";
import { useOwnedProducts } from "../orders-api";
import { useCatalogue } from "../catalogue-api";
import { CatalogueControls, CategoryLinks } from "./catalogue-filters";
import {
  apiQueryForFilter,
  DEFAULT_FILTER,
  filterFromSearch,
  hrefForFilter,
  isFiltered,
  type CatalogueFilter,
} from "./catalogue-query";
import { ProductCard, ProductCardSkeleton } from "./product-card";
import { PRIMARY_BUTTON } from "./cart-actions";
import { LoadFailure } from "./order-parts";
import { useLabels } from "#client/i18n/labels";
import { SHOP_LABELS, SHOP_PLURALS } from "../labels";

/** Cards in the grid's first row on wide screens: their covers load eagerly. */
const FIRST_ROW = 3;
/** Cards the loading state shows: two rows of the wide grid. */
const SKELETON_CARDS = 6;
const GRID = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8";

/**
 * La Bodega's shelves: category links, "only available now", the sort order, and the grid.
 * The filter is read from the address and written back to it. A category is a link (a new
 * history entry); the toggle and the sort replace the current entry, so stepping through a
 * select's options doesn't fill the history. Back from a product returns to the same view.
 */
export function ShopCatalogue() {
  const label = useLabels(SHOP_LABELS, SHOP_PLURALS);
  const plural = label.plural;
  const [location, navigate] = useLocation();
  const search = useSearch();
  const filter = filterFromSearch(search);
  const { catalogue, stale, error, retrying, retry } = useCatalogue(apiQueryForFilter(filter));
  const cart = useCart();
  const { owns } = useOwnedProducts();

  const hrefFor = (next: CatalogueFilter) => hrefForFilter(location, next, search);
  const change = (next: CatalogueFilter) => navigate(hrefFor(next), { replace: true });
  const products = catalogue?.products;

  return (
    <section aria-labelledby="catalogue-heading" className="bg-paper pb-24 text-ink">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="catalogue-heading" className="sr-only">
          {label("filtersHeading")}
        </h2>
        <div className="flex flex-col gap-4 border-t border-ink/10 pt-8 lg:flex-row lg:items-center lg:justify-between">
          <CategoryLinks
            categories={catalogue?.categories ?? (error ? [] : null)}
            current={filter.category}
            hrefFor={(category) => hrefFor({ ...filter, category })}
          />
          <CatalogueControls filter={filter} onChange={change} />
        </div>
        <p role="status" aria-live="polite" className="mt-6 min-h-6 text-sm font-medium text-ink/75">
          {products && !stale ? plural("productsShown", products.length) : error ? "" : label("loadingCatalogue")}
        </p>

        <div className="mt-4">
          {error && !catalogue ? (
            <LoadFailure
              heading={<h3 className="font-display text-2xl font-bold">{label("catalogueError")}</h3>}
              onRetry={retry}
              retrying={retrying}
              className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-ink/10"
            />
          ) : !products ? (
            <ul aria-hidden="true" className={GRID}>
              {Array.from({ length: SKELETON_CARDS }, (_, n) => (
                <li key={n}>
                  <ProductCardSkeleton />
                </li>
              ))}
            </ul>
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
            <ul
              aria-busy={stale || undefined}
              className={`${GRID} ${stale ? "opacity-60" : ""} motion-safe:transition-opacity`}
            >
              {products.map((product, index) => (
                <li key={product.slug}>
                  <ProductCard product={product} cart={cart} owned={owns(product.slug)} eager={index < FIRST_ROW} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
