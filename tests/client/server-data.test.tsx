import { screen } from "@testing-library/react";
import { SWRConfig } from "swr";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { ProductDetail } from "#worker/contract/shop";
import { productDataKey } from "#client/features/shop/catalogue-api";
import { ProductScreen } from "#client/features/shop/components/product-view";
import { renderWithServerData, serverData, serverDataScript } from "#client/lib/server-data";
import { renderAt } from "./render";
import { AuthProvider } from "#client/lib/auth/auth-state";

/** A product page the Worker rendered hands its product to the browser (docs/decisions/014-product-pages-rendered-in-the-worker.md). */

vi.mock("#client/features/shop/cart/use-cart", () => ({
  useCart: () => ({ has: () => false, add: vi.fn(), count: 0 }),
}));

const PRODUCT: ProductDetail = {
  slug: "mortal-vengeance-1-ebook",
  itemId: "product:mortal-vengeance-1-ebook",
  category: "ebooks",
  kind: "ebook",
  status: "available",
  format: "EPUB · PDF",
  workLanguage: "en",
  priceCents: 699,
  currency: "EUR",
  cover: { src: "/media/covers/mortal-vengeance-1.svg", width: 600, height: 900, alt: "Cover" },
  title: "Mortal Vengeance",
  subtitle: "Book 1",
  // An operator's text that tries to end the data block early.
  description: "Dark </script><script>alert(1)</script> \u2028 thriller",
  series: null,
  releasedOn: "2024-10-08",
  textLocale: "en",
  synopsis: ["First paragraph."],
  behindTheStory: [],
  reviews: [],
  readerReviews: [],
  rating: null,
  files: [
    {
      label: "EPUB",
      sizeBytes: 11655,
      format: null,
      bitrateKbps: null,
      durationSeconds: null,
      pageCount: null,
      wordCount: null,
    },
  ],
  includes: [],
  excerptId: null,
  samples: [],
  sampleChapterLocales: [],
};

const BLOCK = serverDataScript({ [productDataKey("en", PRODUCT.slug)]: PRODUCT });

// As the Worker writes it next to #root, before the app's first render reads it.
beforeAll(() => document.body.insertAdjacentHTML("beforeend", BLOCK));

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  // A signed-out visitor (the page asks who is signed in, to say what they own), and the product.
  fetchMock = vi.fn(async (input: RequestInfo | URL) =>
    String(input).includes("/api/auth/get-session") ? Response.json(null) : Response.json({ data: PRODUCT }),
  );
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("server data", () => {
  it("is a data block no text can break out of, read back whole by the browser", () => {
    // One element: the only closing tag is its own.
    expect(BLOCK.match(/<\/script/g)).toHaveLength(1);
    expect(BLOCK).toMatch(/^<script type="application\/json" id="server-data">/);
    expect(document.querySelectorAll("script#server-data")).toHaveLength(1);
    expect(serverData(productDataKey("en", PRODUCT.slug))).toEqual(PRODUCT);
    expect(serverData(productDataKey("es", PRODUCT.slug))).toBeUndefined();
  });

  it("while the Worker renders, comes from the render's own data, and only then", () => {
    const other = { ...PRODUCT, title: "Rendered in the Worker" };
    const key = productDataKey("en", PRODUCT.slug);
    expect(renderWithServerData({ [key]: other }, () => serverData<ProductDetail>(key)?.title)).toBe(
      "Rendered in the Worker",
    );
    expect(serverData<ProductDetail>(key)?.title).toBe("Mortal Vengeance");
  });

  it("starts the product page with its product: no loading state and no request", () => {
    renderAt(
      <SWRConfig value={{ provider: () => new Map() }}>
        <AuthProvider>
          <ProductScreen
            slug={PRODUCT.slug}
            category="ebooks"
            notFound={<h1>Not found</h1>}
            slots={{ engagement: () => null, excerpt: () => null }}
          />
        </AuthProvider>
      </SWRConfig>,
      { path: `/la-bodega/ebooks/${PRODUCT.slug}` },
    );
    // Synchronously, in the first render: what hydration needs to match the Worker's markup.
    expect(screen.getByRole("heading", { level: 1, name: "Mortal Vengeance" })).toBeTruthy();
    expect(screen.queryByText("Loading the product…")).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes("/api/shop"))).toEqual([]);
  });

  it("a product the page wasn't rendered with is asked for as usual", async () => {
    renderAt(
      <SWRConfig value={{ provider: () => new Map() }}>
        <AuthProvider>
          <ProductScreen
            slug="another-book"
            category="ebooks"
            notFound={<h1>Not found</h1>}
            slots={{ engagement: () => null, excerpt: () => null }}
          />
        </AuthProvider>
      </SWRConfig>,
      { path: "/la-bodega/ebooks/another-book" },
    );
    expect(screen.getByText("Loading the product…")).toBeTruthy();
    expect(await screen.findByRole("heading", { level: 1, name: "Mortal Vengeance" })).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContainEqual(
      expect.stringContaining("/api/shop/products/another-book"),
    );
  });
});
