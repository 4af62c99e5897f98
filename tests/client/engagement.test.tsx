import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Suspense, type ReactNode } from "react";
import { SWRConfig } from "swr";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MyComments, MyLikes } from "#client/features/engagement/components/reader-lists";
import { AuthProvider } from "#client/lib/auth/auth-state";
import { accountStrings } from "#client/i18n/account-strings";
import ItemEngagement from "#client/features/engagement/components/item-engagement";
import AccountWishlistPage from "#client/pages/account-wishlist-page";
import type { Locale } from "#worker/contract/locales";
import type { ProductSummary } from "#worker/contract/shop-fields";
import { renderAt } from "./render";

/**
 * Likes and the wishlist on shop products (ids `product:<slug>` from D1): controls named by
 * the title the page passes, and the account lists naming products as the Worker labels them.
 */

vi.mock("sonner", () => ({ toast: { error: vi.fn(), success: vi.fn() }, Toaster: () => null }));

const READER = {
  id: "u1",
  name: "Núria Puig",
  email: "nuria@example.com",
  emailVerified: true,
  createdAt: "2026-11-01T10:00:00.000Z",
};
const SESSION = { id: "s1", expiresAt: "2026-12-21T10:00:00.000Z" };
const AT = "2026-11-10T10:00:00.000Z";

const requests: string[] = [];
let answers: Record<string, (method: string) => Response> = {};
const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

beforeEach(async () => {
  requests.length = 0;
  answers = { "/api/auth/get-session": json({ user: READER, session: SESSION }) };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = decodeURIComponent(
        String(input instanceof Request ? input.url : input).replace(/^https?:\/\/[^/]+/, ""),
      );
      const method = init?.method ?? (input instanceof Request ? input.method : "GET");
      requests.push(`${method} ${url}`);
      // Longest path first, so /api/wishlist/… isn't answered by /api/wishlist.
      const found = Object.entries(answers)
        .sort(([a], [b]) => b.length - a.length)
        .find(([path]) => url.startsWith(path));
      return found ? found[1](method) : new Response("{}", { status: 404 });
    }),
  );
  await Promise.all([accountStrings.preload("en"), accountStrings.preload("es")]);
});
afterEach(() => vi.unstubAllGlobals());

function show(ui: ReactNode, locale: Locale = "en") {
  return renderAt(
    // A fresh swr cache per test, so no answer leaks from one test into the next.
    <SWRConfig value={{ provider: () => new Map() }}>
      <AuthProvider>
        <Suspense fallback={<p>loading strings</p>}>{ui}</Suspense>
      </AuthProvider>
    </SWRConfig>,
    { locale },
  );
}

describe("engagement controls on a product", () => {
  it("names the like and wishlist toggles by the product's title, and asks for the wishlist in the page's language", async () => {
    answers["/api/likes"] = json({ data: { items: [{ itemId: "product:theme", count: 2, liked: false }] } });
    answers["/api/wishlist"] = json({ data: { items: [] } });
    answers["/api/wishlist/product:theme"] = json({
      data: { items: [{ itemId: "product:theme", addedAt: AT, title: "Main Theme", href: "/la-bodega/music/theme" }] },
    });
    show(<ItemEngagement itemId="product:theme" title="Main Theme" comments={false} />);

    const like = await screen.findByRole("button", { name: "Like Main Theme (2 likes)" });
    expect(like.getAttribute("aria-pressed")).toBe("false");
    const add = await screen.findByRole("button", { name: "Add Main Theme to wishlist" });
    await waitFor(() => expect((add as HTMLButtonElement).disabled).toBe(false));
    expect(requests).toContain("GET /api/wishlist?locale=en");

    fireEvent.click(add);
    const remove = await screen.findByRole("button", { name: "Remove Main Theme from wishlist" });
    expect(remove.getAttribute("aria-pressed")).toBe("true");
    expect(requests).toContain("PUT /api/wishlist/product:theme?locale=en");
  });

  it("names a registered item from content-items, and a product with no title by its slug rather than not at all", async () => {
    answers["/api/likes"] = json({ data: { items: [{ itemId: "product:book-one", count: 0, liked: false }] } });
    answers["/api/wishlist"] = json({ data: { items: [] } });
    const first = show(<ItemEngagement itemId="product:book-one" comments={false} />);
    await screen.findByRole("button", { name: "Like book-one (0 likes)" });
    await screen.findByRole("button", { name: "Add book-one to wishlist" });
    first.unmount();

    answers["/api/likes"] = json({ data: { items: [{ itemId: "series:imalive", count: 1, liked: true }] } });
    show(<ItemEngagement itemId="series:imalive" title="ignored for registered items" comments={false} />);
    await screen.findByRole("button", { name: "Unlike IMALIVE (series) (1 like)" });
    // Content items never get a wishlist toggle.
    expect(screen.queryByRole("button", { name: /wishlist/ })).toBeNull();
  });

  it("offers no wishlist toggle on a product when the page says so", async () => {
    answers["/api/likes"] = json({ data: { items: [{ itemId: "product:theme", count: 0, liked: false }] } });
    show(<ItemEngagement itemId="product:theme" title="Main Theme" wishlist={false} comments={false} />);
    await screen.findByRole("button", { name: "Like Main Theme (0 likes)" });
    expect(screen.queryByRole("button", { name: /wishlist/ })).toBeNull();
  });
});

describe("account lists", () => {
  it("My likes: a product by the Worker's title and page, content by content-items, in the reader's language; what nothing names is left out", async () => {
    answers["/api/account/likes"] = json({
      data: {
        items: [
          { itemId: "product:book-one", likedAt: AT, title: "Libro uno", href: "/la-bodega/ebooks/book-one" },
          { itemId: "book:mortal-vengeance-1", likedAt: AT },
          { itemId: "product:withdrawn", likedAt: AT },
        ],
      },
    });
    show(<MyLikes userId="u1" />, "es");
    const product = await screen.findByRole("link", { name: "Libro uno" });
    expect(product.getAttribute("href")).toBe("/es/la-bodega/ebooks/book-one");
    expect(screen.getByRole("link", { name: "Mortal Vengeance — Libro 1" }).getAttribute("href")).toBe(
      "/es/series/mortal-vengeance",
    );
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    expect(screen.queryByText(/withdrawn/)).toBeNull();
    expect(requests).toContain("GET /api/account/likes?locale=es");
  });

  it("My wishlist: each product with its cover, price and action (Add to cart, or In your library when owned), and a Remove", async () => {
    const summary = (slug: string, title: string, priceCents: number, status = "available"): ProductSummary => ({
      slug,
      itemId: `product:${slug}`,
      category: "ebooks",
      kind: "ebook",
      status: status as ProductSummary["status"],
      format: "EPUB · PDF",
      workLanguage: "en",
      priceCents,
      currency: "EUR",
      cover: { src: `/media/covers/${slug}.svg`, width: 600, height: 900, alt: `Cubierta de ${title}` },
      title,
      subtitle: "",
      description: "",
      series: null,
      releasedOn: null,
      textLocale: "es",
    });
    const saved = (slug: string, title: string, priceCents: number, owned: boolean, status?: string) => ({
      itemId: `product:${slug}`,
      addedAt: AT,
      title,
      href: `/la-bodega/ebooks/${slug}`,
      product: summary(slug, title, priceCents, status),
      owned,
    });
    const items = [
      saved("book-one", "Libro uno", 699, true),
      saved("book-two", "Libro dos", 799, false),
      saved("book-soon", "Pronto", 599, false, "coming_soon"),
    ];
    answers["/api/wishlist"] = (method) => json({ data: { items: method === "DELETE" ? items.slice(1) : items } })();
    answers["/api/cart"] = json({
      data: { lines: [], count: 0, totalCents: 0, currency: "EUR", unavailable: [], bundleOffers: [] },
    });
    show(<AccountWishlistPage />, "es");

    const bought = (await screen.findByRole("link", { name: "Libro uno" })).closest("li")!;
    expect(bought.querySelector("img")?.getAttribute("src")).toBe("/media/covers/book-one.svg");
    expect(within(bought).getByText(/6,99\s€/)).toBeTruthy();
    // Owned: said in words, with the way to its downloads, and no Add to cart.
    const library = within(bought).getByRole("link", { name: /^En tu biblioteca/ });
    expect(library.getAttribute("href")).toBe("/es/account/orders");
    expect(within(bought).queryByRole("button", { name: /Añadir al carrito/ })).toBeNull();

    const wanted = screen.getByRole("link", { name: "Libro dos" }).closest("li")!;
    expect(within(wanted).getByText(/7,99\s€/)).toBeTruthy();
    expect(within(wanted).getByRole("button", { name: /Añadir al carrito/ })).toBeTruthy();
    expect(within(wanted).queryByRole("link", { name: /biblioteca/ })).toBeNull();

    const soon = screen.getByRole("link", { name: "Pronto" }).closest("li")!;
    expect(within(soon).queryByRole("button", { name: /Añadir al carrito/ })).toBeNull();
    expect(within(soon).getByText(/5,99\s€/)).toBeTruthy();

    // Remove: a plain action named by the product; it goes, and that is said.
    const remove = within(bought).getByRole("button", { name: "Quitar Libro uno de la lista de deseos" });
    expect(remove.textContent).toBe("Quitar");
    fireEvent.click(remove);
    await waitFor(() => expect(screen.queryByRole("link", { name: "Libro uno" })).toBeNull());
    expect(screen.getByText("Se ha quitado Libro uno de tu lista de deseos.")).toBeTruthy();
    expect(requests).toContain("GET /api/wishlist?locale=es");
    expect(requests).toContain("DELETE /api/wishlist/product:book-one?locale=es");
  });

  it("My comments: says what each comment is on, a product by the Worker's label", async () => {
    const comment = (id: string, itemId: string, extra: object = {}) => ({
      id,
      itemId,
      author: READER.name,
      body: `About ${itemId}`,
      createdAt: AT,
      editedAt: null,
      mine: true,
      status: "approved",
      editableUntil: null,
      ...extra,
    });
    answers["/api/account/comments"] = json({
      data: {
        comments: [
          comment("c1", "product:theme", { title: "Main Theme", href: "/la-bodega/music/theme" }),
          comment("c2", "series:imalive"),
        ],
      },
    });
    show(<MyComments userId="u1" />, "es");
    const product = await screen.findByRole("link", { name: "En Main Theme" });
    expect(product.getAttribute("href")).toBe("/es/la-bodega/music/theme");
    expect(screen.getByRole("link", { name: "En IMALIVE (serie)" }).getAttribute("href")).toBe("/es/series/imalive");
    expect(requests).toContain("GET /api/account/comments?locale=es");
  });
});

describe("empty account lists say where to go", () => {
  it("no comments yet: the news, where readers talk, in the reader's language", async () => {
    answers["/api/account/comments"] = json({ data: { comments: [] } });
    show(<MyComments userId="u1" />, "es");
    const action = await screen.findByRole("link", { name: "Lee las noticias y participa" });
    expect(action.getAttribute("href")).toBe("/es/news");
    expect(screen.getByText("Todavía no has escrito ningún comentario.")).toBeTruthy();
  });

  it("no likes yet: the books and music", async () => {
    answers["/api/account/likes"] = json({ data: { items: [] } });
    show(<MyLikes userId="u1" />);
    const action = await screen.findByRole("link", { name: "Explore the books and music" });
    expect(action.getAttribute("href")).toBe("/books");
  });
});
