import type { Catalogue, ProductKind, ProductStatus, ProductSummary } from "#worker/contract/shop-fields";
import type { Locale } from "#worker/contract/locales";
import { apiQueryForFilter, DEFAULT_FILTER } from "#worker/contract/catalogue-query";
import { catalogueDataKey } from "../features/shop/catalogue-api";

/**
 * La Bodega's shelves as the build draws them for their rules alone (decision 030): the
 * catalogue lives in D1, which the build has not, so a stand-in with a product of every kind and
 * state draws every card the Worker can draw, and an empty filtered view draws its empty state.
 * The Worker inlines the rules of these with every view of the shelves it draws. Never shown.
 */
/** A stand-in product of a kind and state (a product page's stand-ins are drawn from these too). */
export function standInSummary(
  kind: ProductKind,
  status: ProductStatus,
  over: Partial<ProductSummary> = {},
): ProductSummary {
  // A slug as an address takes it: lower case letters, digits and dashes.
  const slug = `${kind}-${status.replaceAll("_", "-")}`;
  return {
    slug,
    itemId: `product:${slug}`,
    category: "stand-in",
    kind,
    status,
    format: "EPUB",
    workLanguage: kind === "album" || kind === "track" ? null : "en",
    priceCents: 699,
    currency: "EUR",
    cover: { src: "/media/stand-in.svg", width: 600, height: 900, alt: "" },
    title: slug,
    subtitle: slug,
    description: slug,
    series: null,
    releasedOn: "2026-01-01",
    textLocale: "en",
    ...over,
  };
}

const STAND_IN: Catalogue = {
  categories: [{ slug: "stand-in", name: "Stand-in", description: "", productCount: 6 }],
  products: [
    standInSummary("ebook", "available"),
    standInSummary("ebook", "coming_soon", { preorder: true }),
    standInSummary("album", "sold_out"),
    standInSummary("track", "available", { minPriceCents: 0 }),
    standInSummary("bundle", "coming_soon"),
    standInSummary("ebook", "available", { workLanguage: "es" }),
  ],
};

/** The stand-in views of the shelves' address in a language: a full shelf, then an empty filtered one. */
export function standInShelves(address: string, locale: Locale): { address: string; data: Record<string, unknown> }[] {
  const filtered = { ...DEFAULT_FILTER, category: "stand-in", available: true };
  return [
    { address, data: { [catalogueDataKey(locale, apiQueryForFilter(DEFAULT_FILTER))]: STAND_IN } },
    {
      address: `${address}?category=stand-in&available=true`,
      data: { [catalogueDataKey(locale, apiQueryForFilter(filtered))]: { ...STAND_IN, products: [] } },
    },
  ];
}
