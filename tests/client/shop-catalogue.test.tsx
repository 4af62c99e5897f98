import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Locale } from "#worker/contract/locales";
import type { Catalogue, ProductDetail, ProductSummary } from "#worker/contract/shop";
import { ca } from "#client/i18n/dictionaries/ca";
import { es } from "#client/i18n/dictionaries/es";
import { registerDictionary } from "#client/i18n/i18n";
import {
  apiQueryForFilter,
  DEFAULT_FILTER,
  filterFromSearch,
  hrefForFilter,
  searchForFilter,
} from "#worker/contract/catalogue-query";
import { formatFileSize } from "#client/lib/format";
import {
  bundleSaving,
  purchaseState,
  statusBadge,
  workLanguageLabel,
} from "#client/features/shop/components/product-format";
import { ShopCatalogue } from "#client/features/shop/components/shop-catalogue";
import { catalogueDataKey, productDataKey } from "#client/features/shop/catalogue-api";
import { filterAddress } from "#client/document/filter-form";
import { renderWithServerData } from "#client/lib/server-data";
import { ProductScreen } from "#client/features/shop/components/product-view";
import { SHOP_LABELS, SHOP_PLURALS } from "#client/features/shop/labels";
import { labelsIn } from "#client/i18n/label-table";
import { formatPrice } from "#worker/contract/shop";
import { renderAt } from "./render";

/** The shop's plural labels in `locale`, as the components read them. */
const shopPlural = (key: keyof typeof SHOP_PLURALS, count: number, locale: Locale) =>
  labelsIn({}, SHOP_PLURALS, locale).plural(key, count);

// The cart is another module's concern: a stand-in the tests can fill and watch.
const cart = vi.hoisted(() => ({
  slugs: new Set<string>(),
  add: vi.fn<(product: { slug: string }) => Promise<boolean>>(),
}));
vi.mock("#client/features/shop/cart/use-cart", () => ({
  useCart: () => ({ has: (slug: string) => cart.slugs.has(slug), add: cart.add, count: cart.slugs.size }),
}));

// What the signed-in reader owns comes from the API after hydration; here, a set the tests fill.
const owned = vi.hoisted(() => new Set<string>());
vi.mock("#client/features/shop/orders-api", async (importOriginal) => ({
  ...(await importOriginal<typeof import("#client/features/shop/orders-api")>()),
  useOwnedProducts: () => ({ owns: (slug: string) => owned.has(slug) }),
}));

// Signed out: the product page says why a visitor can't review (reviews, decision 050).
vi.mock("#client/lib/auth/auth-state", async (importOriginal) => ({
  ...(await importOriginal<typeof import("#client/lib/auth/auth-state")>()),
  useAuth: () => ({ user: null, session: null, loading: false }),
}));

registerDictionary("es", es);
registerDictionary("ca", ca);

const NBSP = "\u00a0";

describe("filters in the address", () => {
  it("reads defaults from an empty or nonsense query", () => {
    expect(filterFromSearch("")).toEqual(DEFAULT_FILTER);
    expect(filterFromSearch("?category=Music!&sort=cheapest&available=yes")).toEqual(DEFAULT_FILTER);
    expect(filterFromSearch(`category=${"a".repeat(81)}`).category).toBeNull();
  });

  it("reads a category, the availability toggle and a sort", () => {
    expect(filterFromSearch("?category=music&sort=price-asc&available=true")).toEqual({
      category: "music",
      available: true,
      sort: "price-asc",
    });
    expect(filterFromSearch("sort=newest")).toEqual({ category: null, available: false, sort: "newest" });
  });

  it("writes only what differs from the defaults, in a fixed order, keeping other parameters", () => {
    expect(searchForFilter(DEFAULT_FILTER)).toBe("");
    expect(searchForFilter({ category: "music", available: true, sort: "price-asc" })).toBe(
      "category=music&sort=price-asc&available=true",
    );
    expect(
      searchForFilter({ ...DEFAULT_FILTER, sort: "newest" }, "utm_source=news&category=ebooks&available=true"),
    ).toBe("utm_source=news&sort=newest");
    expect(hrefForFilter("/la-bodega", DEFAULT_FILTER)).toBe("/la-bodega");
    expect(hrefForFilter("/shop", { ...DEFAULT_FILTER, category: "bundles" })).toBe("/shop?category=bundles");
  });

  it("round-trips every filter through the address", () => {
    for (const category of [null, "ebooks"]) {
      for (const available of [false, true]) {
        for (const sort of ["featured", "newest", "price-asc", "price-desc"] as const) {
          const filter = { category, available, sort };
          expect(filterFromSearch(searchForFilter(filter))).toEqual(filter);
        }
      }
    }
  });

  it("asks the API only for what narrows the list", () => {
    expect(apiQueryForFilter(DEFAULT_FILTER)).toEqual({ sort: "featured" });
    expect(apiQueryForFilter({ category: "music", available: true, sort: "price-desc" })).toEqual({
      category: "music",
      available: "true",
      sort: "price-desc",
    });
  });
});

describe("prices, sizes and languages per locale", () => {
  it("writes euros the way each language does", () => {
    expect(formatPrice(699, "EUR", "en")).toBe("€6.99");
    expect(formatPrice(699, "EUR", "es")).toBe(`6,99${NBSP}€`);
    expect(formatPrice(1699, "EUR", "ca")).toBe(`16,99${NBSP}€`);
  });

  it("writes file sizes in binary units with the language's decimal mark", () => {
    expect(formatFileSize(11655, "en")).toBe(`11${NBSP}KB`);
    expect(formatFileSize(7340, "en")).toBe(`7.2${NBSP}KB`);
    expect(formatFileSize(7340, "es")).toBe(`7,2${NBSP}KB`);
    expect(formatFileSize(883293, "ca")).toBe(`863${NBSP}KB`);
    expect(formatFileSize(2119405, "en")).toBe(`2${NBSP}MB`);
    expect(formatFileSize(2_600_000, "ca")).toBe(`2,5${NBSP}MB`);
    expect(formatFileSize(512, "en")).toBe(`512${NBSP}B`);
    // Never a four-digit number of a unit: 1,000 KB and up is shown in MB.
    expect(formatFileSize(1023 * 1024, "en")).toBe(`1${NBSP}MB`);
  });

  it("names the work's language in the visitor's, and nothing for instrumental music", () => {
    expect(workLanguageLabel("en", "en")).toBe("In English");
    expect(workLanguageLabel("en", "es")).toBe("En inglés");
    expect(workLanguageLabel("en", "ca")).toBe("En anglès");
    expect(workLanguageLabel("ca", "es")).toBe("En catalán");
    expect(workLanguageLabel("fr", "es")).toBe("En francés");
    expect(workLanguageLabel(null, "en")).toBeNull();
  });

  it("counts with each language's plural rules", () => {
    expect(shopPlural("productsShown", 1, "en")).toBe("Showing 1 product");
    expect(shopPlural("productsShown", 9, "es")).toBe("Se muestran 9 productos");
    expect(shopPlural("includes", 3, "ca")).toBe("Inclou 3 productes");
  });

  it("has every label and plural in English, Spanish and Catalan", () => {
    for (const [key, text] of Object.entries(SHOP_LABELS)) {
      for (const locale of ["en", "es", "ca"] as const) expect(text[locale].trim(), `${key}.${locale}`).not.toBe("");
    }
    for (const forms of Object.values(SHOP_PLURALS)) {
      for (const locale of ["en", "es", "ca"] as const) {
        expect(forms[locale].one).toContain("{{count}}");
        expect(forms[locale].other).toContain("{{count}}");
      }
    }
  });
});

describe("status, purchase and bundles", () => {
  it("sells only what is available, and badges the rest", () => {
    expect(purchaseState({ status: "available" })).toEqual({ purchasable: true, badge: null });
    expect(purchaseState({ status: "coming_soon" })).toEqual({ purchasable: false, badge: "comingSoon" });
    expect(purchaseState({ status: "sold_out" })).toEqual({ purchasable: false, badge: "soldOut" });
    expect(statusBadge("available")).toBeNull();
  });

  it("works out a bundle's saving, and none when there is nothing honest to say", () => {
    const item = (priceCents: number, currency = "EUR") => ({ ...summary("x", { priceCents }), currency });
    const bundle = { priceCents: 1699, currency: "EUR", includes: [item(699), item(699), item(999)] };
    expect(bundleSaving(bundle, "en")).toEqual({ saving: "€6.98", total: "€23.97" });
    expect(bundleSaving(bundle, "es")).toEqual({ saving: `6,98${NBSP}€`, total: `23,97${NBSP}€` });
    expect(bundleSaving({ ...bundle, priceCents: 2397 }, "en")).toBeNull();
    expect(bundleSaving({ ...bundle, includes: [item(699), item(2000, "USD")] }, "en")).toBeNull();
    expect(bundleSaving({ ...bundle, includes: [] }, "en")).toBeNull();
  });
});

// --- Components, on a stubbed API ----------------------------------------------------------

function summary(slug: string, over: Partial<ProductSummary> = {}): ProductSummary {
  return {
    slug,
    itemId: `product:${slug}`,
    category: "ebooks",
    kind: "ebook",
    status: "available",
    format: "EPUB · PDF",
    workLanguage: "en",
    priceCents: 699,
    currency: "EUR",
    cover: { src: `/media/${slug}.svg`, width: 600, height: 900, alt: `Cover of ${slug}` },
    title: `Title ${slug}`,
    subtitle: `Subtitle ${slug}`,
    description: `About ${slug}`,
    series: null,
    releasedOn: "2024-10-08",
    textLocale: "en",
    ...over,
  };
}

const CATALOGUE: Catalogue = {
  categories: [
    { slug: "ebooks", name: "Ebooks", description: "", productCount: 3 },
    { slug: "music", name: "Music", description: "", productCount: 5 },
    { slug: "bundles", name: "Bundles", description: "", productCount: 1 },
  ],
  products: [
    summary("mortal-vengeance-1-ebook", { title: "Mortal Vengeance" }),
    summary("imalive-1-ebook", { title: "IMALIVE", status: "coming_soon" }),
    summary("soundtrack-launch-edition", {
      title: "Launch Edition",
      status: "sold_out",
      category: "music",
      kind: "album",
      workLanguage: null,
    }),
  ],
};

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal("fetch", fetchMock);
  cart.slugs.clear();
  cart.add.mockReset();
  owned.clear();
});
afterEach(() => vi.unstubAllGlobals());

/** Each test its own swr cache, so answers don't leak between tests. */
const fresh = (ui: ReactNode) => <SWRConfig value={{ provider: () => new Map() }}>{ui}</SWRConfig>;

/**
 * La Bodega's shelves as the Worker draws its document: with the catalogue it read for the
 * address's filter, under the key the shelves read (render-page.tsx).
 */
function renderShelves(path: string, catalogue: Catalogue | undefined, locale: Locale = "en") {
  const filter = filterFromSearch(new URL(path, "http://localhost").search);
  const data = catalogue ? { [catalogueDataKey(locale, apiQueryForFilter(filter))]: catalogue } : {};
  return renderWithServerData(data, () => renderAt(fresh(<ShopCatalogue />), { path, locale }));
}

describe("the store's shelves", () => {
  it("shows the cards with their badges, prices and cart buttons, and the categories as links to the shelves", () => {
    renderShelves("/la-bodega", CATALOGUE);
    expect(screen.getByRole("status").textContent).toBe("Showing 3 products");

    const card = (title: string) => screen.getByRole("link", { name: title }).closest("article")!;
    const available = within(card("Mortal Vengeance"));
    expect(available.getByRole("link", { name: "Mortal Vengeance" }).getAttribute("href")).toBe(
      "/la-bodega/ebooks/mortal-vengeance-1-ebook",
    );
    expect(available.getByText("€6.99")).toBeTruthy();
    expect(available.getByText(/In English/)).toBeTruthy();
    expect(available.getByRole("button", { name: "Add to cart (Mortal Vengeance)" })).toBeTruthy();

    const soon = within(card("IMALIVE"));
    expect(soon.getByText("Coming Soon")).toBeTruthy();
    expect(soon.queryByRole("button")).toBeNull();

    const soldOut = within(card("Launch Edition"));
    expect(soldOut.getByText("Sold out")).toBeTruthy();
    expect(soldOut.queryByRole("button")).toBeNull();
    expect(soldOut.queryByText(/^In /)).toBeNull();

    // Categories are links with their counts, "All" (the sum) is the current one; a view opens on the shelves.
    const nav = within(screen.getByRole("navigation", { name: "Categories" }));
    expect(nav.getByRole("link", { name: "All (9 products)" }).getAttribute("aria-current")).toBe("true");
    expect(nav.getByRole("link", { name: "Music (5 products)" }).getAttribute("href")).toBe(
      "/la-bodega?category=music#shelves",
    );
    // Nothing was asked of the API: the shelves are the document's.
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows a product the reader owns as in their library, a link there instead of Add to cart", () => {
    owned.add("mortal-vengeance-1-ebook");
    owned.add("soundtrack-launch-edition");
    renderShelves("/la-bodega", CATALOGUE, "ca");
    const card = (title: string) => within(screen.getByRole("link", { name: title }).closest("article")!);
    const library = card("Mortal Vengeance").getByRole("link", {
      name: "A la teva biblioteca (Mortal Vengeance), ves a la teva biblioteca",
    });
    expect(library.getAttribute("href")).toBe("/ca/account/orders");
    expect(card("Mortal Vengeance").queryByRole("button")).toBeNull();
    // Sold out, and still the reader's.
    expect(card("Launch Edition").getByRole("link", { name: /A la teva biblioteca \(Launch Edition\)/ })).toBeTruthy();
  });

  it("draws the filter as a form of the view's own address: the category goes along, the links keep the rest", () => {
    renderShelves("/la-bodega?category=music&sort=newest&available=true", CATALOGUE, "es");
    const sort = screen.getByLabelText("Ordenar por") as HTMLSelectElement;
    const available = screen.getByLabelText("Solo lo disponible ahora") as HTMLInputElement;
    expect(sort.value).toBe("newest");
    expect(available.checked).toBe(true);
    const form = sort.form!;
    expect(form.getAttribute("action")).toBe("/es/la-bodega#shelves");
    expect(form.method).toBe("get");
    expect(Object.fromEntries(new FormData(form))).toEqual({ category: "music", available: "true", sort: "newest" });
    expect(screen.getByRole("link", { name: "Ebooks (3 productos)" }).getAttribute("href")).toBe(
      "/es/la-bodega?category=ebooks&sort=newest&available=true#shelves",
    );
    expect(screen.getByRole("link", { name: "Music (5 productos)" }).getAttribute("aria-current")).toBe("true");
  });

  it("writes the address of the view the form names: defaults left out, other parameters kept", () => {
    renderShelves("/la-bodega?category=music", CATALOGUE);
    const sort = screen.getByLabelText("Sort by") as HTMLSelectElement;
    const form = sort.form!;
    const current = new URL("http://localhost/la-bodega?category=music&utm_source=mail");
    expect(filterAddress(form, current)).toBe("/la-bodega?category=music&utm_source=mail#shelves");
    fireEvent.click(screen.getByLabelText("Only available now"));
    sort.value = "price-asc";
    expect(filterAddress(form, current)).toBe(
      "/la-bodega?category=music&utm_source=mail&available=true&sort=price-asc#shelves",
    );
    sort.value = "featured";
    expect(filterAddress(form, current)).toBe("/la-bodega?category=music&utm_source=mail&available=true#shelves");
  });

  it("says when a filter matches nothing and offers the whole shop", () => {
    renderShelves("/la-bodega?category=bundles&available=true", { ...CATALOGUE, products: [] }, "ca");
    expect(screen.getByRole("status").textContent).toBe("Es mostren 0 productes");
    expect(screen.getByRole("heading", { name: "Ara mateix no hi ha res per aquí" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Mostra tots els productes" }).getAttribute("href")).toBe(
      "/ca/la-bodega#shelves",
    );
  });

  it("says the shelves could not be read, and offers the same view again", () => {
    renderShelves("/la-bodega?sort=newest", undefined);
    const alert = screen.getByRole("alert");
    expect(within(alert).getByRole("heading", { name: "The shop couldn't load" })).toBeTruthy();
    expect(within(alert).getByRole("link", { name: "Try again" }).getAttribute("href")).toBe("/la-bodega?sort=newest");
    expect(screen.getByRole("link", { name: "All" }).getAttribute("aria-current")).toBe("true");
  });

  it("adds to the cart, then links to it from the card with the focus moved there", async () => {
    cart.add.mockImplementation(async (product) => (cart.slugs.add(product.slug), true));
    renderShelves("/la-bodega", CATALOGUE);
    const add = screen.getByRole("button", { name: "Add to cart (Mortal Vengeance)" });
    await act(async () => fireEvent.click(add));
    expect(cart.add).toHaveBeenCalledWith(expect.objectContaining({ slug: "mortal-vengeance-1-ebook" }));
    const link = await screen.findByRole("link", { name: "In your cart (Mortal Vengeance), go to the cart" });
    expect(link.getAttribute("href")).toBe("/cart");
    expect(document.activeElement).toBe(link);
  });
});

const NO_FACTS = { format: null, bitrateKbps: null, durationSeconds: null, pageCount: null, wordCount: null };

function detail(over: Partial<ProductDetail> = {}): ProductDetail {
  return {
    ...summary("mortal-vengeance-1-ebook", { title: "Mortal Vengeance" }),
    synopsis: ["First paragraph.", "Second paragraph."],
    behindTheStory: ["How it was written."],
    reviews: [
      { id: "r1", author: "Marta G.", rating: 5, quote: "Leí las últimas cien páginas en una noche.", locale: "es" },
      { id: "r2", author: "Daniel R.", rating: 4, quote: "The atmosphere is the real star.", locale: "en" },
    ],
    readerReviews: [],
    rating: null,
    files: [
      { ...NO_FACTS, label: "EPUB", sizeBytes: 11655, format: "EPUB 3", wordCount: 81250 },
      { ...NO_FACTS, label: "PDF", sizeBytes: 66879, pageCount: 312 },
    ],
    includes: [],
    excerptId: "mortal-vengeance-book-1",
    samples: [],
    sampleChapterLocales: [],
    ...over,
  };
}

const SLOTS = {
  engagement: (product: ProductDetail) => <p>likes for {product.itemId}</p>,
  excerpt: (id: string) => <button type="button">excerpt {id}</button>,
};
const NOT_FOUND = <h1>Not found</h1>;

/**
 * A product's page as the Worker draws its document: with the product it read from D1 (or
 * none, when it could not), under the key the page reads (render-page.tsx).
 */
function renderProduct(path: string, product: ProductDetail | undefined, locale: Locale = "en") {
  const [, , category, slug] = path.split("/");
  const data = product ? { [productDataKey(locale, slug!)]: product } : {};
  return renderWithServerData(data, () =>
    renderAt(fresh(<ProductScreen slug={slug!} category={category} notFound={NOT_FOUND} slots={SLOTS} />), {
      path,
      locale,
    }),
  );
}

describe("a product's page", () => {
  it("shows readers' ratings as figures and a table, or says there are none yet; signed out, why not to review", () => {
    renderProduct(
      "/la-bodega/ebooks/mortal-vengeance-1-ebook",
      detail({
        rating: { average: 4.3, count: 3, distribution: [1, 2, 0, 0, 0] },
        readerReviews: [
          {
            id: "o1",
            author: "Bea",
            rating: 5,
            quote: "Could not put it down.",
            locale: "en",
            writtenAt: "2026-11-20T10:00:00.000Z",
          },
        ],
      }),
    );
    const ratings = screen.getByRole("region", { name: "Ratings and reviews" });
    expect(within(ratings).getByText("4.3 out of 5")).toBeTruthy();
    expect(within(ratings).getByText("Based on 3 reviews")).toBeTruthy();
    const table = within(ratings).getByRole("table", { name: "How many reviews gave each rating" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      "5 stars33%1",
      "4 stars67%2",
      "3 stars0%0",
      "2 stars0%0",
      "1 star0%0",
    ]);
    expect(within(ratings).getByText("Could not put it down.")).toBeTruthy();
    expect(within(ratings).getByText(/Only readers who own this can rate and review it/)).toBeTruthy();
    expect(within(ratings).getByRole("link", { name: "Sign in to review it" })).toBeTruthy();
  });

  it("has no figures before any reader's review is published", () => {
    renderProduct("/la-bodega/ebooks/mortal-vengeance-1-ebook", detail());
    const ratings = screen.getByRole("region", { name: "Ratings and reviews" });
    expect(within(ratings).getByText(/No one has rated it on this site yet/)).toBeTruthy();
    expect(within(ratings).queryByRole("table")).toBeNull();
  });

  it("says the quoted reviews are quoted, and from where, so they never read as this site's ratings", () => {
    const quoted = detail({
      reviews: [
        { id: "r1", author: "Marta G.", rating: 5, quote: "Una noche.", locale: "es", source: "Goodreads" },
        { id: "r2", author: "Daniel R.", rating: 4, quote: "Atmosphere.", locale: "en", source: "Kobo" },
        { id: "r3", author: "Ona P.", rating: 5, quote: "Bona.", locale: "ca", source: "Goodreads" },
      ],
    });
    renderProduct("/la-bodega/ebooks/mortal-vengeance-1-ebook", quoted);
    const quotes = screen.getByRole("region", { name: "What readers say" });
    expect(within(quotes).getByText("Quoted from their reviews on Goodreads and Kobo.")).toBeTruthy();
    cleanup();
    renderProduct("/la-bodega/ebooks/mortal-vengeance-1-ebook", detail());
    expect(
      within(screen.getByRole("region", { name: "What readers say" })).getByText(/^Quoted from what they wrote/),
    ).toBeTruthy();
  });

  it("shows the product with its sections, asking the API for nothing", () => {
    renderProduct("/la-bodega/ebooks/mortal-vengeance-1-ebook", detail());
    expect(screen.getByRole("link", { name: "Back to the store" }).getAttribute("href")).toBe("/la-bodega");
    expect(screen.getByRole("heading", { level: 1, name: "Mortal Vengeance" })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Buy now" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Add to cart" })).toBeTruthy();
    expect(screen.getByText("In English")).toBeTruthy();
    expect(screen.getByText("likes for product:mortal-vengeance-1-ebook")).toBeTruthy();
    expect(screen.getByRole("button", { name: "excerpt mortal-vengeance-book-1" })).toBeTruthy();

    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      "Full synopsis",
      "Read the first chapters free",
      "What you download",
      "What readers say",
      "Ratings and reviews",
      "Behind the story",
    ]);
    const files = within(screen.getByRole("region", { name: "What you download" }));
    // What each download contains, before buying: format and words, or pages.
    expect(files.getByRole("row", { name: `EPUB EPUB 3 · 81,250 words 11${NBSP}KB` })).toBeTruthy();
    expect(files.getByRole("row", { name: `PDF 312 pages 65${NBSP}KB` })).toBeTruthy();
    expect(
      screen
        .getByText(/Leí las últimas/)
        .closest("blockquote")!
        .getAttribute("lang"),
    ).toBe("es");
    expect(screen.getByRole("img", { name: "Rated 4 out of 5" })).toBeTruthy();
  });

  it("buys now: adds to the cart, then opens it", async () => {
    cart.add.mockResolvedValue(true);
    const { location } = renderProduct("/la-bodega/ebooks/mortal-vengeance-1-ebook", detail(), "ca");
    const buy = screen.getByRole("button", { name: "Compra ara" });
    await act(async () => fireEvent.click(buy));
    expect(cart.add).toHaveBeenCalledTimes(1);
    expect(location.history!.at(-1)).toBe("/ca/cart");
  });

  it("says In your library to a reader who owns the product, with the way to its downloads, and sells nothing", () => {
    owned.add("mortal-vengeance-1-ebook");
    renderProduct("/la-bodega/ebooks/mortal-vengeance-1-ebook", detail(), "es");
    expect(screen.getByText("En tu biblioteca")).toBeTruthy();
    expect(screen.getByText(/Ya es tuyo\./)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ir a tus descargas" }).getAttribute("href")).toBe("/es/account/orders");
    expect(screen.queryByRole("button", { name: "Comprar ahora" })).toBeNull();
    expect(screen.queryByRole("button", { name: /Añadir al carrito/ })).toBeNull();
  });

  it("explains a coming-soon product instead of selling it", () => {
    renderProduct(
      "/la-bodega/ebooks/mortal-vengeance-1-ebook",
      detail({ status: "coming_soon", excerptId: "not-an-excerpt" }),
      "es",
    );
    expect(screen.getByText("Todavía no está a la venta")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Comprar ahora" })).toBeNull();
    // An excerpt id the lead form doesn't know is not offered.
    expect(screen.queryByRole("button", { name: /excerpt/ })).toBeNull();
  });

  it("plays a music sample and lists a bundle's contents with the saving", () => {
    const bundle = detail({
      slug: "reader-bundle",
      category: "bundles",
      kind: "bundle",
      priceCents: 1599,
      samples: [{ id: "theme-1", title: "Main Theme", durationSeconds: 30 }],
      excerptId: null,
      files: [],
      includes: [
        summary("mortal-vengeance-1-ebook", { title: "Book one" }),
        summary("the-soundtrack", { title: "The soundtrack", category: "music", priceCents: 999 }),
      ],
    });
    renderProduct("/la-bodega/bundles/reader-bundle", bundle);
    const play = screen.getByRole("button", { name: "Play the sample of Mortal Vengeance" });
    const audio = play.closest("li")!.querySelector("audio")!;
    expect(audio.getAttribute("src")).toBe("/api/shop/products/reader-bundle/samples/theme-1");
    expect(audio.getAttribute("preload")).toBe("none");
    expect(screen.getByText("Sample · 0:30")).toBeTruthy();
    const contents = within(screen.getByRole("region", { name: "What's in the bundle" }));
    expect(contents.getByRole("link", { name: "The soundtrack" }).getAttribute("href")).toBe(
      "/la-bodega/music/the-soundtrack",
    );
    expect(contents.getByText("You save €0.99 compared with buying them separately (€16.98).")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Includes 2 items" })).toBeTruthy();
  });

  it("is not found on a shelf that isn't its own", () => {
    renderProduct("/la-bodega/music/mortal-vengeance-1-ebook", detail());
    expect(screen.getByRole("heading", { name: "Not found" })).toBeTruthy();
  });

  it("says the product could not be read, and offers the same address again", () => {
    renderProduct("/la-bodega/ebooks/mortal-vengeance-1-ebook", undefined, "ca");
    const alert = screen.getByRole("alert");
    expect(within(alert).getByRole("heading", { level: 1, name: SHOP_LABELS.productError.ca })).toBeTruthy();
    expect(within(alert).getByRole("link", { name: "Torna-ho a provar" }).getAttribute("href")).toBe(
      "/ca/la-bodega/ebooks/mortal-vengeance-1-ebook",
    );
  });
});
