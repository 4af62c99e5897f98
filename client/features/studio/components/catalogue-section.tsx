import { lazy, Suspense, type FormEvent } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { LOCALES, type Locale } from "#worker/contract/locales";
import { formatPrice, PRODUCT_KINDS, SLUG_PATTERN } from "#worker/contract/shop-fields";
import {
  STUDIO_PRODUCT_FILTERS,
  STUDIO_PRODUCT_LIMITS,
  type CatalogueWarning,
  type StudioProductSummary,
} from "#worker/contract/studio-product-fields";
import { LoadError } from "#client/components/ui/list-states";
import { useI18n } from "#client/i18n/i18n-context";
import { useLabels } from "#client/i18n/labels";
import { dataOrThrow, unwrap } from "#client/lib/call-result";
import { useData } from "#client/lib/data-cache";
import { useHref } from "#client/lib/use-href";
import { catalogueStudioApi, type ProductFilters } from "../catalogue-api";
import { CATALOGUE_LABELS } from "../catalogue-labels";
import { filtersFrom, matching, oneOf, words } from "../list-address";
import { withQuery } from "../studio-api";
import { useKeysetPages } from "../use-keyset-pages";
import { KeysetList, SearchRow } from "./keyset-list";
import { FilterSelect } from "./list-filters";
import { BUTTON_TONES } from "./studio-controls";

const ProductEditor = lazy(() => import("./product-editor").then((m) => ({ default: m.ProductEditor })));
const ProductPreview = lazy(() => import("./product-preview").then((m) => ({ default: m.ProductPreview })));

/** A product's status badge: read with its word, never by colour alone. */
export const PRODUCT_STATUS_TONE = {
  draft: "bg-ink/10 text-ink/80",
  coming_soon: "bg-amber-100 text-amber-900",
  available: "bg-emerald-100 text-emerald-900",
  sold_out: "bg-red-100 text-red-900",
  retired: "bg-ink text-white",
} as const;

/** The filters the address holds; unknown values are dropped. */
function productFiltersFrom(search: string): ProductFilters {
  return filtersFrom<ProductFilters>(search, {
    status: oneOf(STUDIO_PRODUCT_FILTERS),
    kind: oneOf(PRODUCT_KINDS),
    shelf: matching(SLUG_PATTERN),
    q: words(STUDIO_PRODUCT_LIMITS.q),
  });
}

/**
 * La Bodega's catalogue: the products with their warnings, one product's editor
 * (`?product=<slug>`, or `?product=new`), or its preview (`?preview=<slug>&lang=es`). The
 * address holds which, so Back and a shared link work.
 */
export function CatalogueSection() {
  const label = useLabels(CATALOGUE_LABELS);
  const params = new URLSearchParams(useSearch());
  const product = params.get("product");
  const preview = params.get("preview");
  const lang = params.get("lang");
  const fallback = <p role="status">{label("loadingProduct")}</p>;
  if (preview && SLUG_PATTERN.test(preview))
    return (
      <Suspense fallback={fallback}>
        <ProductPreview
          slug={preview}
          locale={(LOCALES as readonly string[]).includes(lang ?? "") ? (lang as Locale) : "en"}
        />
      </Suspense>
    );
  if (product === "new" || (product && SLUG_PATTERN.test(product)))
    return (
      <Suspense fallback={fallback}>
        <ProductEditor key={product} slug={product === "new" ? null : product} />
      </Suspense>
    );
  return (
    <div className="space-y-6">
      <ProductList />
      <CatalogueWarnings />
    </div>
  );
}

function ProductList() {
  const label = useLabels(CATALOGUE_LABELS);
  const { locale } = useI18n();
  const href = useHref();
  const search = useSearch();
  const [path, navigate] = useLocation();
  const filters = productFiltersFrom(search);
  const list = useKeysetPages(withQuery("studio/products", filters), async (before) =>
    dataOrThrow(await catalogueStudioApi.products(filters, before)),
  );
  const filtered = Object.keys(filters).length > 0;
  const setFilters = (next: ProductFilters) => navigate(withQuery(path, next));
  const rows: StudioProductSummary[] = list.pages?.flatMap((p) => p.products) ?? [];

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get("q") ?? "").trim();
    setFilters({ ...filters, q: q || undefined });
  }
  const select = (name: "status" | "kind", options: readonly string[]) => (
    <FilterSelect
      id={`products-${name}`}
      name={name}
      label={label(name)}
      value={filters[name]}
      anyLabel={label("any")}
      options={options.map((o) => ({ value: o, label: label(`${name}.${o}` as keyof typeof CATALOGUE_LABELS) }))}
      onChange={(value) => setFilters({ ...filters, [name]: value })}
    />
  );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="max-w-3xl text-ink/80">{label("intro")}</p>
        <Link href={href("/studio/catalogue?product=new")} className={BUTTON_TONES.primary}>
          {label("newProduct")}
        </Link>
      </div>
      <form
        role="search"
        aria-label={label("filters")}
        onSubmit={onSubmit}
        key={search}
        className="grid gap-3 rounded-lg bg-white p-4 ring-1 ring-ink/10 sm:grid-cols-2 lg:grid-cols-[12rem_12rem_1fr]"
      >
        {select("status", STUDIO_PRODUCT_FILTERS)}
        {select("kind", PRODUCT_KINDS)}
        <div className="sm:col-span-2 lg:col-span-1">
          <SearchRow
            id="products-q"
            label={label("search")}
            maxLength={STUDIO_PRODUCT_LIMITS.q}
            defaultValue={filters.q}
            submit={label("apply")}
            after={
              filtered && (
                <button type="button" onClick={() => setFilters({})} className={BUTTON_TONES.plain}>
                  {label("clear")}
                </button>
              )
            }
          />
        </div>
      </form>
      <KeysetList
        list={list}
        count={rows.length}
        label={label("list")}
        texts={{
          loading: label("loading"),
          empty: label(filtered ? "emptyFiltered" : "empty"),
          more: label("more"),
          loadingMore: label("loadingMore"),
        }}
      >
        {rows.map((product) => {
          const status = product.retiredAt ? "retired" : product.status;
          return (
            <li key={product.slug}>
              <Link
                href={href(`/studio/catalogue?product=${product.slug}`)}
                className="grid gap-1 px-4 py-3 hover:bg-ink/5 sm:grid-cols-[1fr_auto]"
              >
                <span className="min-w-0">
                  <span className="flex flex-wrap items-center gap-2">
                    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${PRODUCT_STATUS_TONE[status]}`}>
                      {label(`status.${status}`)}
                    </span>
                    <span className="text-xs font-medium text-ink/70 uppercase">{label(`kind.${product.kind}`)}</span>
                    <span className="font-semibold">{product.title ?? label("untitled")}</span>
                  </span>
                  <span className="mt-1 block font-mono text-xs text-ink/70">{product.slug}</span>
                  {product.missingLocales.length > 0 && (
                    <span className="mt-1 block text-sm text-orange-800">
                      {label("missingIn", {
                        languages: product.missingLocales.map((l) => label(`language.${l}`)).join(", "),
                      })}
                    </span>
                  )}
                </span>
                <span className="font-semibold tabular-nums">{formatPrice(product.priceCents, "EUR", locale)}</span>
              </Link>
            </li>
          );
        })}
      </KeysetList>
    </div>
  );
}

/** A warning in the author's language; one this version doesn't know, as the check wrote it. */
export function WarningText({ warning }: { warning: CatalogueWarning }) {
  const label = useLabels(CATALOGUE_LABELS);
  const key = `warning.${warning.code}`;
  if (!(key in CATALOGUE_LABELS)) return <>{warning.message}</>;
  const detail =
    warning.code === "missing_translation" && (LOCALES as readonly string[]).includes(warning.detail ?? "")
      ? label(`language.${warning.detail as Locale}`)
      : (warning.detail ?? "");
  return <>{label(key as keyof typeof CATALOGUE_LABELS, { detail })}</>;
}

/** The catalogue check's warnings, each linking to its product's editor. */
function CatalogueWarnings() {
  const label = useLabels(CATALOGUE_LABELS);
  const href = useHref();
  const warnings = useData("studio/catalogue/warnings", () => unwrap(catalogueStudioApi.warnings()));
  let body;
  if (warnings.error) body = <LoadError onRetry={() => void warnings.mutate()} />;
  else if (!warnings.data) body = <p role="status">{label("loadingWarnings")}</p>;
  else if (warnings.data.warnings.length === 0) body = <p className="text-emerald-900">{label("noWarnings")}</p>;
  else
    body = (
      <>
        <p className="font-semibold">
          {warnings.data.warnings.length === 1
            ? label("oneWarning")
            : label("warningCount", { count: String(warnings.data.warnings.length) })}
        </p>
        <ul className="space-y-1">
          {warnings.data.warnings.map((w, i) => (
            <li key={`${w.code}-${w.subject}-${i}`} className="text-sm">
              {SLUG_PATTERN.test(w.subject) ? (
                <Link
                  href={href(`/studio/catalogue?product=${w.subject}`)}
                  className="font-mono text-wine underline underline-offset-4"
                >
                  {w.subject}
                </Link>
              ) : (
                <span className="font-mono">{w.subject}</span>
              )}
              : <WarningText warning={w} />
            </li>
          ))}
        </ul>
      </>
    );
  return (
    <section aria-labelledby="catalogue-warnings" className="space-y-2 rounded-lg bg-white p-4 ring-1 ring-ink/10">
      <h3 id="catalogue-warnings" className="font-display text-xl font-bold">
        {label("warningsHeading")}
      </h3>
      <p className="text-sm text-ink/75">{label("warningsIntro")}</p>
      {body}
    </section>
  );
}
