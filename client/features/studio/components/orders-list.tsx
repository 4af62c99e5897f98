import { lazy, Suspense, type FormEvent } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { dateFormat } from "#worker/contract/intl-dates";
import { LOCALES } from "#worker/contract/locales";
import { formatPrice } from "#worker/contract/shop-fields";
import {
  STUDIO_ORDER_LIMITS,
  STUDIO_ORDER_STATES,
  type StudioOrderSummary,
} from "#worker/contract/studio-order-fields";
import { useI18n } from "#client/i18n/i18n-context";
import { useLabels } from "#client/i18n/labels";
import { dataOrThrow } from "#client/lib/call-result";
import { useHref } from "#client/lib/use-href";
import { countryOptions } from "../country-options";
import { ORDERS_LABELS } from "../orders-labels";
import { ordersApi, type OrderFilters } from "../orders-api";
import { day, filtersFrom, matching, oneOf, words } from "../list-address";
import { withQuery } from "../studio-api";
import { useKeysetPages } from "../use-keyset-pages";
import { KeysetList, SearchRow } from "./keyset-list";
import { FilterSelect, PeriodFields } from "./list-filters";
import { BUTTON_TONES, FIELD_CLASS, FIELD_LABEL_CLASS } from "./studio-controls";

const OrderPage = lazy(() => import("./order-page").then((m) => ({ default: m.OrderPage })));

const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PRODUCT_ID = /^product:[a-z0-9][a-z0-9-]{0,99}$/;
const FILTER_KEYS = ["state", "locale", "country", "from", "to", "q"] as const;
/** A country code as Cloudflare gives it (typed in any case), or `unknown`. */
const COUNTRY = /^[A-Z][A-Z0-9]$/;

/** The filters the address holds (the sales and an order's lines link here with theirs); unknown values are dropped. */
export function orderFiltersFrom(search: string): OrderFilters {
  return filtersFrom<OrderFilters>(search, {
    state: oneOf(STUDIO_ORDER_STATES),
    locale: oneOf(LOCALES),
    product: matching(PRODUCT_ID),
    country: (value) => (value === "unknown" ? value : matching(COUNTRY)(value.toUpperCase())),
    from: day,
    to: day,
    q: words(STUDIO_ORDER_LIMITS.q),
  });
}

/** An order's state as a badge: read with its word, never by colour alone. */
export const ORDER_STATE_TONE = {
  pending: "bg-amber-100 text-amber-900",
  paid: "bg-emerald-100 text-emerald-900",
  failed: "bg-red-100 text-red-900",
  partly_refunded: "bg-sky-100 text-sky-900",
  refunded: "bg-ink/10 text-ink/80",
} as const;

/**
 * La Bodega's orders: the list, or one order's page when the address names it
 * (`?order=<id>`), so the list's filters survive a visit to an order and Back returns to them.
 */
export function OrdersSection() {
  const label = useLabels(ORDERS_LABELS);
  const order = new URLSearchParams(useSearch()).get("order");
  if (order && ORDER_ID.test(order))
    return (
      <Suspense fallback={<p role="status">{label("loadingOrder")}</p>}>
        <OrderPage id={order.toLowerCase()} />
      </Suspense>
    );
  return <OrdersList />;
}

/**
 * Every order, newest first, filtered by state, language, product, period and reference or
 * address, fifty at a time by the server's cursor. Filters live in the address.
 */
function OrdersList() {
  const label = useLabels(ORDERS_LABELS);
  const { locale } = useI18n();
  const href = useHref();
  const search = useSearch();
  const [path, navigate] = useLocation();
  const filters = orderFiltersFrom(search);
  const reversed = !!filters.from && !!filters.to && filters.from > filters.to;
  const list = useKeysetPages(reversed ? null : withQuery("studio/orders", filters), async (before) =>
    dataOrThrow(await ordersApi.orders(filters, before)),
  );
  const when = dateFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  const filtered = Object.keys(filters).length > 0;
  const setFilters = (next: OrderFilters) => navigate(withQuery(path, next));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const typed = Object.fromEntries(
      FILTER_KEYS.map((k) => [k, String(data.get(k) ?? "").trim() || undefined]),
    ) as Record<(typeof FILTER_KEYS)[number], string | undefined>;
    setFilters({ ...typed, product: filters.product } as OrderFilters);
  }
  const select = (name: "state" | "locale", options: readonly string[]) => {
    const words = name === "locale" ? "language" : name;
    return (
      <FilterSelect
        id={`orders-${name}`}
        name={name}
        label={label(words)}
        value={filters[name]}
        anyLabel={label("any")}
        options={options.map((o) => ({ value: o, label: label(`${words}.${o}` as keyof typeof ORDERS_LABELS) }))}
        onChange={(value) => setFilters({ ...filters, [name]: value })}
      />
    );
  };
  const rows: StudioOrderSummary[] = list.pages?.flatMap((p) => p.orders) ?? [];

  return (
    <div className="space-y-4">
      <p className="text-ink/80">{label("intro")}</p>
      <form
        role="search"
        aria-label={label("filters")}
        onSubmit={onSubmit}
        // Remounted when the address changes, so the fields show the filters applied.
        key={search}
        className="grid gap-3 rounded-lg bg-white p-4 ring-1 ring-ink/10 sm:grid-cols-2 lg:grid-cols-5"
      >
        {select("state", STUDIO_ORDER_STATES)}
        {select("locale", LOCALES)}
        <div>
          <label htmlFor="orders-country" className={FIELD_LABEL_CLASS}>
            {label("countryFilter")}
          </label>
          <select id="orders-country" name="country" defaultValue={filters.country ?? ""} className={FIELD_CLASS}>
            <option value="">{label("any")}</option>
            <option value="unknown">{label("countryUnknown")}</option>
            {countryOptions(locale).map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <PeriodFields
          idPrefix="orders"
          from={filters.from}
          to={filters.to}
          fromLabel={label("from")}
          toLabel={label("to")}
          reversed={reversed}
          errorId="orders-period-error"
        />
        <div className="sm:col-span-2 lg:col-span-5">
          <SearchRow
            id="orders-q"
            label={label("search")}
            maxLength={STUDIO_ORDER_LIMITS.q}
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
        {filters.product && (
          <p className="flex flex-wrap items-center gap-2 text-sm sm:col-span-2 lg:col-span-5">
            <span className="rounded-full bg-ink/5 px-3 py-1 font-semibold">
              {label("productFilter", { product: filters.product.slice("product:".length) })}
            </span>
            <button
              type="button"
              onClick={() => setFilters({ ...filters, product: undefined })}
              className="min-h-11 font-semibold text-wine underline underline-offset-4"
            >
              {label("removeProductFilter")}
            </button>
          </p>
        )}
        {reversed && (
          <p id="orders-period-error" role="alert" className="text-sm text-orange-800 sm:col-span-2 lg:col-span-5">
            {label("periodReversed")}
          </p>
        )}
      </form>

      {!reversed && (
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
          {rows.map((order) => (
            <li key={order.id}>
              <Link
                href={href(withQuery("/studio/orders", { ...filters, order: order.id }))}
                className="grid gap-1 px-4 py-3 hover:bg-ink/5 sm:grid-cols-[1fr_auto]"
              >
                <span className="min-w-0">
                  <span className="flex flex-wrap items-center gap-2">
                    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${ORDER_STATE_TONE[order.state]}`}>
                      {label(`state.${order.state}`)}
                    </span>
                    <span className="font-semibold tabular-nums">
                      {formatPrice(order.totalCents, order.currency, locale)}
                    </span>
                    <span className="text-sm break-all text-ink/75">{order.email ?? label("noEmail")}</span>
                  </span>
                  <span className="mt-1 block font-mono text-xs text-ink/70">
                    {label("reference")} {order.id}
                  </span>
                </span>
                <span className="text-sm whitespace-nowrap text-ink/70">
                  <time dateTime={new Date(order.createdAt).toISOString()}>
                    {when.format(new Date(order.createdAt))}
                  </time>{" "}
                  · {order.itemCount === 1 ? label("oneItem") : label("items", { count: String(order.itemCount) })} ·{" "}
                  {label(`language.${order.locale}`)}
                </span>
              </Link>
            </li>
          ))}
        </KeysetList>
      )}
    </div>
  );
}
