import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { toast } from "sonner";
import { SWRConfig } from "swr";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CartView } from "#worker/contract/cart";
import type { Locale } from "#worker/contract/locales";
import type { OrderFileView, OrderView } from "#worker/contract/orders";
import type { Catalogue, ProductSummary } from "#worker/contract/shop";
import { ca } from "#client/i18n/dictionaries/ca";
import { es } from "#client/i18n/dictionaries/es";
import { registerDictionary } from "#client/i18n/i18n";
import { AuthProvider } from "#client/lib/auth/auth-state";
import { CART_CHANGED_EVENT, guestCart } from "#client/features/shop/cart/guest-cart-edits";
import { ProductPurchaseActions } from "#client/features/shop/components/cart-actions";
import { useCartBadge } from "#client/features/shop/cart/use-cart-badge";
import { useBadgeCounts } from "#client/lib/use-badge-counts";
import { CartScreen } from "#client/features/shop/components/cart-view";
import { slugAsTitle, unavailableReason } from "#client/features/shop/components/cart-lines";
import { OrderDownloads } from "#client/features/shop/components/order-downloads";
import { OrderLibrary } from "#client/features/shop/components/order-library";
import { OrderSuccessScreen } from "#client/features/shop/components/order-success";
import { checkoutProblem, ORDER_POLL_ATTEMPTS, ORDER_POLL_MS, orderReference } from "#client/features/shop/orders-api";
import { SHOP_PLURALS } from "#client/features/shop/labels";
import { labelsIn } from "#client/i18n/label-table";
import { BotCheckNotReadyError, getBotCheckToken } from "#client/lib/bot-check";
import { renderAt } from "./render";

/** The shop's plural labels in `locale`, as the components read them. */
const shopPlural = (key: keyof typeof SHOP_PLURALS, count: number, locale: Locale) =>
  labelsIn({}, SHOP_PLURALS, locale).plural(key, count);

/**
 * The purchase screens on a stubbed API: the cart (guest and reader), checkout and its
 * failures, the order-success page waiting for the payment's confirmation, and the library.
 */

vi.mock("sonner", () => ({ toast: { error: vi.fn(), success: vi.fn() }, Toaster: () => null }));
vi.mock("#client/lib/bot-check", async (importOriginal) => ({
  ...(await importOriginal<typeof import("#client/lib/bot-check")>()),
  getBotCheckToken: vi.fn(async () => "turnstile-token"),
  warmUpBotCheck: vi.fn(),
}));

registerDictionary("es", es);
registerDictionary("ca", ca);

const NBSP = "\u00a0";
const READER = {
  id: "u1",
  name: "Núria Puig",
  email: "nuria@example.com",
  emailVerified: true,
  createdAt: "2026-11-01T10:00:00.000Z",
};
const SESSION = { id: "s1", expiresAt: "2026-12-21T10:00:00.000Z" };
const ORDER_ID = "0f9e8d7c-1234-4abc-9def-0123456789ab";

// --- A stubbed Worker ---------------------------------------------------------------------

type Answer = (method: string, body: unknown) => Response | Promise<Response>;
const requests: { method: string; url: string; body: unknown }[] = [];
let answers: Record<string, Answer> = {};
const json =
  (body: unknown, status = 200, headers: Record<string, string> = {}): Answer =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });
const failure = (code: string, status: number, headers: Record<string, string> = {}) =>
  json({ error: { code, message: code } }, status, headers);
const signedIn = () => (answers["/api/auth/get-session"] = json({ user: READER, session: SESSION }));
const calls = (method: string, path: string) =>
  requests.filter((r) => r.method === method && r.url.split("?")[0] === path);

let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;

beforeEach(() => {
  requests.length = 0;
  answers = { "/api/auth/get-session": json(null) };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = decodeURIComponent(
        String(input instanceof Request ? input.url : input).replace(/^https?:\/\/[^/]+/, ""),
      );
      const method = init?.method ?? (input instanceof Request ? input.method : "GET");
      const body = typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
      requests.push({ method, url, body });
      // Longest path first, so /api/orders/… isn't answered by /api/orders.
      const found = Object.entries(answers)
        .sort(([a], [b]) => b.length - a.length)
        .find(([path]) => url === path || url.startsWith(`${path}?`) || url.startsWith(`${path}/`));
      return found ? found[1](method, body) : new Response("{}", { status: 404 });
    }),
  );
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, "assign").mockImplementation(assign);
  vi.mocked(toast.error).mockClear();
  vi.mocked(getBotCheckToken).mockReset().mockResolvedValue("turnstile-token");
  guestCart.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function show(ui: ReactNode, { path = "/", locale = "en" as Locale } = {}) {
  return renderAt(
    // A fresh swr cache per test, so no answer leaks from one test into the next.
    <SWRConfig value={{ provider: () => new Map() }}>
      <AuthProvider>{ui}</AuthProvider>
    </SWRConfig>,
    { path, locale },
  );
}

// --- Fixtures -----------------------------------------------------------------------------

function product(slug: string, over: Partial<ProductSummary> = {}): ProductSummary {
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
    subtitle: "",
    description: "",
    series: null,
    releasedOn: "2024-10-08",
    textLocale: "en",
    ...over,
  };
}

const BOOK = product("mortal-vengeance-1-ebook", { title: "Mortal Vengeance" });
const ALBUM = product("the-soundtrack", {
  title: "The Soundtrack",
  category: "music",
  kind: "album",
  format: "MP3 · FLAC",
  workLanguage: null,
  priceCents: 999,
});
const SOLD_OUT = product("launch-edition", {
  title: "Launch Edition",
  status: "sold_out",
  category: "music",
  kind: "album",
});

function cartView(lines: ProductSummary[], unavailable: string[] = []): CartView {
  return {
    lines,
    count: lines.length,
    totalCents: lines.reduce((sum, l) => sum + l.priceCents, 0),
    currency: "EUR",
    unavailable,
    bundleOffers: [],
  };
}
const CATALOGUE: Catalogue = { categories: [], products: [BOOK, ALBUM, SOLD_OUT] };

function file(over: Partial<OrderFileView> = {}): OrderFileView {
  return {
    id: "f-epub",
    label: "EPUB",
    fileName: "mortal-vengeance.epub",
    sizeBytes: 11655,
    productSlug: BOOK.slug,
    productTitle: "Mortal Vengeance",
    downloadsLeft: 5,
    ...over,
  };
}

function order(over: Partial<OrderView> = {}): OrderView {
  return {
    id: ORDER_ID,
    guest: false,
    gift: null,
    status: "paid",
    currency: "EUR",
    totalCents: 1698,
    createdAt: "2026-11-12T09:30:00.000Z",
    paidAt: "2026-11-12T09:31:00.000Z",
    items: [
      {
        slug: BOOK.slug,
        title: "Mortal Vengeance",
        priceCents: 699,
        href: "/la-bodega/ebooks/mortal-vengeance-1-ebook",
      },
      { slug: ALBUM.slug, title: "The Soundtrack", priceCents: 999, href: null },
    ],
    files: [
      file(),
      file({
        id: "f-flac",
        label: "FLAC",
        fileName: "soundtrack.zip",
        sizeBytes: 2_119_405,
        productSlug: ALBUM.slug,
        productTitle: "The Soundtrack",
        downloadsLeft: 1,
      }),
    ],
    locale: "en",
    ...over,
  };
}

// --- The cart -----------------------------------------------------------------------------

describe("the cart", () => {
  it("prices a guest's cart, lists what can't be bought with why, and offers guest checkout beside signing in", async () => {
    guestCart.add(BOOK.slug);
    guestCart.add(SOLD_OUT.slug);
    guestCart.add("old-bundle");
    answers["/api/cart/quote"] = json({ data: cartView([BOOK], [SOLD_OUT.slug, "old-bundle"]) });
    answers["/api/shop/products"] = json({ data: CATALOGUE });
    show(<CartScreen />, { path: "/cart" });

    expect(screen.getByRole("heading", { level: 1, name: "Your cart" })).toBeTruthy();
    expect(screen.getByText("Loading your cart…")).toBeTruthy();

    const lines = within(await screen.findByRole("region", { name: "In your cart" }));
    expect(lines.getByRole("link", { name: "Mortal Vengeance" }).getAttribute("href")).toBe(
      "/la-bodega/ebooks/mortal-vengeance-1-ebook",
    );
    expect(lines.getByText("€6.99")).toBeTruthy();
    expect(lines.getByText(/EPUB · PDF/)).toBeTruthy();
    expect(lines.getByRole("button", { name: "Remove Mortal Vengeance from your cart" })).toBeTruthy();
    expect(calls("POST", "/api/cart/quote")[0]!.body).toEqual({ slugs: [BOOK.slug, SOLD_OUT.slug, "old-bundle"] });

    // Named from the shelf when it is still there, by its slug when it is gone; never in the total.
    const gone = within(screen.getByRole("region", { name: "No longer available" }));
    expect(await gone.findByRole("link", { name: "Launch Edition" })).toBeTruthy();
    expect(gone.getByText("Sold out, so it can't be bought right now.")).toBeTruthy();
    expect(gone.getByText("Old bundle")).toBeTruthy();
    expect(gone.getByText("No longer available in La Bodega.")).toBeTruthy();
    expect(gone.getByRole("button", { name: "Remove Old bundle from your cart" })).toBeTruthy();

    const summary = within(screen.getByRole("complementary", { name: "Order summary" }));
    expect(summary.getByText("1 product")).toBeTruthy();
    expect(summary.getByText("€6.99")).toBeTruthy();
    expect(summary.queryByRole("button", { name: "Checkout" })).toBeNull();
    // A guest pays with just an email, or signs in to keep the purchase in a library.
    const guest = within(summary.getByRole("form", { name: "Checkout as a guest" }));
    expect(guest.getByLabelText("Email").getAttribute("type")).toBe("email");
    expect(guest.getByRole("button", { name: "Pay as a guest" })).toBeTruthy();
    expect(summary.getByRole("heading", { name: "Or sign in to keep it in your library" })).toBeTruthy();
    expect(summary.getByText(/Purchases are kept in your account's library/)).toBeTruthy();
    expect(summary.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/auth?redirect=%2Fcart");
    expect(summary.getByRole("link", { name: "Create an account" }).getAttribute("href")).toBe(
      "/auth?tab=sign-up&redirect=%2Fcart",
    );
    expect(summary.getByText("Instant download")).toBeTruthy();
    expect(summary.getByText(/Apple Pay or Google Pay/)).toBeTruthy();
  });

  it("puts a reader's product pressed before the session check answers in their cart, not the browser's", async () => {
    // The session check is slow; the reader's cart is in the Worker.
    let answerSession!: () => void;
    const sessionChecked = new Promise<void>((resolve) => (answerSession = resolve));
    answers["/api/auth/get-session"] = async () => {
      await sessionChecked;
      return json({ user: READER, session: SESSION })("GET", undefined);
    };
    const inReaderCart: ProductSummary[] = [];
    answers["/api/cart"] = () => json({ data: cartView(inReaderCart) })("GET", undefined);
    answers["/api/cart/items"] = (method) => {
      if (method === "PUT") inReaderCart.push(BOOK);
      return json({ data: cartView(inReaderCart) })(method, undefined);
    };
    show(<ProductPurchaseActions product={BOOK} />, { path: `/la-bodega/ebooks/${BOOK.slug}` });

    fireEvent.click(screen.getByRole("button", { name: "Add to cart" }));
    await act(async () => answerSession());

    // The link to the cart takes the focus of the button that was pressed.
    await waitFor(() => expect(document.activeElement?.textContent).toBe("View cart"));
    expect(calls("PUT", `/api/cart/items/${BOOK.slug}`)).toHaveLength(1);
    expect(guestCart.slugs()).toEqual([]);
  });

  it("keeps the badge on the product just added when the top bar's read of the cart answers after it", async () => {
    signedIn();
    // The Worker's cart, and reads of it that answer late with the cart as it was when asked.
    const inReaderCart: ProductSummary[] = [];
    let answerReads!: () => void;
    const readsMayAnswer = new Promise<void>((resolve) => (answerReads = resolve));
    let readsTaken = 0;
    answers["/api/cart"] = async () => {
      const asItWas = cartView([...inReaderCart]);
      await readsMayAnswer;
      const response = await json({ data: asItWas })("GET", undefined);
      const parse = response.json.bind(response);
      response.json = async () => {
        const body: unknown = await parse();
        readsTaken++;
        return body;
      };
      return response;
    };
    answers["/api/cart/items"] = (method) => {
      if (method === "PUT") inReaderCart.push(BOOK);
      return json({ data: cartView(inReaderCart) })(method, undefined);
    };
    function TopBarBadge() {
      useCartBadge();
      return <output aria-label="cart badge">{useBadgeCounts().cart}</output>;
    }
    show(
      <>
        <TopBarBadge />
        <ProductPurchaseActions product={BOOK} />
      </>,
      { path: `/la-bodega/ebooks/${BOOK.slug}` },
    );
    // The product's cart and the top bar have both asked for the cart.
    await waitFor(() => expect(calls("GET", "/api/cart")).toHaveLength(2));

    fireEvent.click(screen.getByRole("button", { name: "Add to cart" }));
    await waitFor(() => expect(document.activeElement?.textContent).toBe("View cart"));
    const badge = screen.getByRole("status", { name: "cart badge" });
    expect(badge.textContent).toBe("1");

    await act(async () => answerReads());
    await waitFor(() => expect(readsTaken).toBe(2));
    expect(badge.textContent).toBe("1");
  });

  it("removes a guest's line without blanking the cart, and says so", async () => {
    guestCart.add(BOOK.slug);
    guestCart.add("old-bundle");
    answers["/api/cart/quote"] = (_method, body) => {
      const slugs = (body as { slugs: string[] }).slugs;
      return json({
        data: cartView(
          slugs.includes(BOOK.slug) ? [BOOK] : [],
          slugs.filter((s) => s !== BOOK.slug),
        ),
      })(_method, body);
    };
    show(<CartScreen />, { path: "/cart" });
    fireEvent.click(await screen.findByRole("button", { name: "Remove Old bundle from your cart" }));
    expect(guestCart.slugs()).toEqual([BOOK.slug]);
    // The last answer stays on screen (minus the line) while the new one is on its way.
    expect(screen.getByRole("link", { name: "Mortal Vengeance" })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("region", { name: "No longer available" })).toBeNull());
    expect(screen.getByText("Old bundle was removed from your cart.")).toBeTruthy();
  });

  it("offers a guest the bundle that costs less, in Spanish, and swaps it in the browser's cart", async () => {
    const BUNDLE = product("reader-bundle", {
      title: "El pack",
      kind: "bundle",
      category: "bundles",
      priceCents: 1299,
    });
    guestCart.add(BOOK.slug);
    guestCart.add(ALBUM.slug);
    answers["/api/cart/quote"] = (_method, body) => {
      const slugs = (body as { slugs: string[] }).slugs;
      const lines = [BOOK, ALBUM, BUNDLE].filter((p) => slugs.includes(p.slug));
      const offer = { bundle: BUNDLE, replaces: [BOOK.slug, ALBUM.slug], separateCents: 1698, savingCents: 399 };
      const view = { ...cartView(lines), bundleOffers: slugs.includes(BUNDLE.slug) ? [] : [{ ...offer, extras: [] }] };
      return json({ data: view })(_method, body);
    };
    show(<CartScreen />, { path: "/cart", locale: "es" });
    const note = await screen.findByRole("region", { name: `Ahorra 3,99${NBSP}€ con El pack` });
    expect(note.textContent).toContain(`Por separado, Mortal Vengeance y The Soundtrack suman 16,98${NBSP}€.`);
    expect(note.textContent).toContain(`El pack los incluye por 12,99${NBSP}€.`);
    fireEvent.click(within(note).getByRole("button", { name: `Cambiar por el pack El pack, ahorrando 3,99${NBSP}€` }));
    expect(guestCart.slugs()).toEqual([BUNDLE.slug]);
    await waitFor(() => expect(screen.queryByRole("region", { name: /^Ahorra/ })).toBeNull());
    expect(await screen.findByRole("link", { name: "El pack" })).toBeTruthy();
    expect(screen.getByText("El pack está en tu carrito en lugar de lo que incluye. Ahorras 3,99 €.")).toBeTruthy();
    expect(calls("POST", "/api/cart/quote").at(-1)!.body).toEqual({ slugs: [BUNDLE.slug] });
  });

  it("says so when the Worker refuses a reader's swap because the bundle stopped saving, and reloads", async () => {
    signedIn();
    const BUNDLE = product("reader-bundle", {
      title: "The bundle",
      kind: "bundle",
      category: "bundles",
      priceCents: 1299,
    });
    const offer = {
      bundle: BUNDLE,
      replaces: [BOOK.slug, ALBUM.slug],
      separateCents: 1698,
      savingCents: 399,
      extras: [],
    };
    answers["/api/cart"] = json({ data: { ...cartView([BOOK, ALBUM]), bundleOffers: [offer] } });
    answers["/api/cart/bundles"] = failure("conflict", 409);
    show(<CartScreen />, { path: "/cart" });
    const note = await screen.findByRole("region", { name: "Save €3.99 with The bundle" });
    fireEvent.click(within(note).getByRole("button", { name: /^Swap to the bundle/ }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        "The bundle no longer costs less than what it would replace, so your cart was left as it was.",
        expect.anything(),
      ),
    );
    expect(calls("PUT", "/api/cart/bundles/reader-bundle")).toHaveLength(1);
    await waitFor(() => expect(calls("GET", "/api/cart").length).toBeGreaterThan(1));
  });

  it("shows an empty cart with the way to the shop", async () => {
    show(<CartScreen />, { path: "/cart", locale: "ca" });
    expect(await screen.findByRole("heading", { name: "La teva cistella és buida" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Explora La Bodega" }).getAttribute("href")).toBe("/ca/la-bodega");
    expect(calls("POST", "/api/cart/quote")).toHaveLength(0);
  });

  it("says a cancelled payment charged nothing, then takes the flag out of the address", async () => {
    signedIn();
    answers["/api/cart"] = json({ data: cartView([BOOK]) });
    const { location } = show(<CartScreen />, { path: "/cart?checkout=cancelled&utm=mail", locale: "es" });
    expect(
      await screen.findByText("Pago cancelado. No se ha cobrado nada y tu carrito sigue tal como lo dejaste."),
    ).toBeTruthy();
    expect(screen.getByText(/Pago cancelado/).closest("[role=status]")).toBeTruthy();
    await waitFor(() => expect(location.history!.at(-1)).toBe("/es/cart?utm=mail"));
    expect(location.history).toHaveLength(1); // replaced, not pushed
    expect(await screen.findByRole("button", { name: "Finalizar compra" })).toBeTruthy();
  });

  it("offers to try again when the cart can't load", async () => {
    signedIn();
    answers["/api/cart"] = failure("internal_error", 500);
    show(<CartScreen />, { path: "/cart" });
    const alert = await screen.findByRole("alert", {}, { timeout: 8000 });
    expect(within(alert).getByRole("heading", { name: "Your cart couldn't load" })).toBeTruthy();
    answers["/api/cart"] = json({ data: cartView([BOOK]) });
    fireEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: "Mortal Vengeance" })).toBeTruthy();
  }, 12_000);
});

describe("checkout", () => {
  it("gets the bot check's token, starts the checkout and goes to the payment page, busy meanwhile", async () => {
    signedIn();
    answers["/api/cart"] = json({ data: cartView([BOOK, ALBUM]) });
    let answer!: (res: Response) => void;
    answers["/api/checkout"] = () => new Promise<Response>((resolve) => (answer = resolve));
    show(<CartScreen />, { path: "/cart", locale: "es" });

    const summary = within(await screen.findByRole("complementary", { name: "Resumen del pedido" }));
    // (Testing Library reads the no-break space before € as a space.)
    expect(summary.getByText("16,98 €")).toBeTruthy();
    expect(summary.queryByRole("link", { name: "Iniciar sesión" })).toBeNull();
    const button = summary.getByRole("button", { name: "Finalizar compra" }) as HTMLButtonElement;
    fireEvent.click(button);

    const busy = (await summary.findByRole("button", { name: "Procesando..." })) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect(summary.getByText("Abriendo la página de pago seguro…")).toBeTruthy();
    expect(getBotCheckToken).toHaveBeenCalledWith("checkout", busy.closest("form"));
    await waitFor(() => expect(calls("POST", "/api/checkout")).toHaveLength(1));
    expect(calls("POST", "/api/checkout")[0]!.body).toEqual({ locale: "es", turnstileToken: "turnstile-token" });

    answer(
      new Response(JSON.stringify({ data: { orderId: ORDER_ID, url: "https://checkout.stripe.test/pay/cs_1" } }), {
        status: 201,
      }),
    );
    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://checkout.stripe.test/pay/cs_1"));
    // Still busy: the browser is leaving for the payment page.
    expect((summary.getByRole("button", { name: "Procesando..." }) as HTMLButtonElement).disabled).toBe(true);
  });

  it.each([
    [
      "bot_check_failed",
      403,
      "The security check didn't pass",
      "Please try again. If it keeps happening, reload the page.",
    ],
    ["internal_error", 502, "The payment page couldn't open", "Nothing was charged. Please try again."],
    ["config_invalid", 503, "Payments are unavailable right now", "Nothing was charged. Please try again later."],
  ])("turns %s into a clear toast and gives the button back", async (code, status, title, text) => {
    signedIn();
    answers["/api/cart"] = json({ data: cartView([BOOK]) });
    answers["/api/checkout"] = failure(code, status);
    show(<CartScreen />, { path: "/cart" });
    fireEvent.click(await screen.findByRole("button", { name: "Checkout" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(title, { description: text }));
    const button = await screen.findByRole("button", { name: "Checkout" });
    expect((button as HTMLButtonElement).disabled).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(assign).not.toHaveBeenCalled();
  });

  it("says how long to wait after too many attempts (Retry-After)", async () => {
    signedIn();
    answers["/api/cart"] = json({ data: cartView([BOOK]) });
    answers["/api/checkout"] = failure("rate_limited", 429, { "Retry-After": "90" });
    show(<CartScreen />, { path: "/cart", locale: "ca" });
    fireEvent.click(await screen.findByRole("button", { name: "Finalitza la compra" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Massa intents de compra", {
        description: "Espera 2 minuts i torna-ho a provar.",
      }),
    );
  });

  it("on 401 asks the reader to sign in again and reloads who is signed in", async () => {
    signedIn();
    answers["/api/cart"] = json({ data: cartView([BOOK]) });
    answers["/api/checkout"] = failure("unauthorized", 401);
    show(<CartScreen />, { path: "/cart" });
    fireEvent.click(await screen.findByRole("button", { name: "Checkout" }));
    answers["/api/auth/get-session"] = json(null);
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Please sign in again", {
        description: "Your session has ended. Sign in and your cart will be waiting for you.",
      }),
    );
    await waitFor(() => expect(calls("GET", "/api/auth/get-session")).toHaveLength(2));
    // Signed out, the account's cart isn't visible: the empty cart offers the way back in.
    expect(await screen.findByRole("heading", { name: "Your cart is empty" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/auth?redirect=%2Fcart");
  });

  it("on 409 says there is nothing to pay for and reloads the cart", async () => {
    signedIn();
    answers["/api/cart"] = json({ data: cartView([BOOK]) });
    answers["/api/checkout"] = failure("conflict", 409);
    show(<CartScreen />, { path: "/cart" });
    fireEvent.click(await screen.findByRole("button", { name: "Checkout" }));
    answers["/api/cart"] = json({ data: cartView([], [BOOK.slug]) });
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Nothing to pay for", expect.anything()));
    expect(await screen.findByRole("heading", { name: "Nothing in your cart can be bought right now." })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Checkout" })).toBeNull();
    expect(calls("GET", "/api/cart")).toHaveLength(2);
  });

  it("doesn't call the API when the bot check isn't ready", async () => {
    signedIn();
    answers["/api/cart"] = json({ data: cartView([BOOK]) });
    vi.mocked(getBotCheckToken).mockRejectedValue(new BotCheckNotReadyError("no site key"));
    show(<CartScreen />, { path: "/cart" });
    fireEvent.click(await screen.findByRole("button", { name: "Checkout" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("The security check isn't ready", {
        description: "Please wait a moment and try again.",
      }),
    );
    expect(calls("POST", "/api/checkout")).toHaveLength(0);
  });

  it("maps every failure of POST /api/checkout to a toast that says nothing was charged where money was in play", () => {
    const off = (status: number, code?: string) => ({
      ok: false as const,
      status,
      ...(code ? { code: code as never } : {}),
    });
    expect(checkoutProblem(off(0))).toEqual({
      title: "checkoutOffline",
      text: "checkoutOfflineText",
      waitMinutes: null,
    });
    expect(checkoutProblem(off(401, "unauthorized")).title).toBe("checkoutSignedOut");
    expect(checkoutProblem(off(403, "bot_check_failed")).title).toBe("checkoutBotCheckFailed");
    expect(checkoutProblem(off(409, "conflict")).title).toBe("checkoutNothing");
    expect(checkoutProblem(off(429, "rate_limited"), 600)).toEqual({
      title: "checkoutTooMany",
      text: null,
      waitMinutes: 10,
    });
    expect(checkoutProblem(off(429, "rate_limited"), 5).waitMinutes).toBe(1);
    expect(checkoutProblem(off(429, "rate_limited")).text).toBe("checkoutTooManyText");
    expect(checkoutProblem(off(502, "internal_error")).title).toBe("checkoutPageFailed");
    expect(checkoutProblem(off(503, "config_invalid")).title).toBe("checkoutUnavailable");
    expect(checkoutProblem(off(400, "validation_failed")).title).toBe("checkoutFailed");
    expect(shopPlural("waitMinutes", 1, "es")).toBe("Espera 1 minuto y vuelve a intentarlo.");
  });

  it("names what can't be bought", () => {
    expect(slugAsTitle("old-soundtrack-2")).toBe("Old soundtrack 2");
    expect(unavailableReason(undefined)).toBe("unavailableGone");
    expect(unavailableReason({ status: "coming_soon" })).toBe("unavailableComingSoon");
    // Owning it outranks its state on the shelf.
    expect(unavailableReason({ status: "available" }, true)).toBe("unavailableOwned");
    expect(unavailableReason({ status: "sold_out" })).toBe("unavailableSoldOut");
  });
});

// --- The order-success page ---------------------------------------------------------------

const SUCCESS = `/order-success?order=${ORDER_ID}`;
/** Lets fetches and renders settle, moving the fake clock `ms` forward. */
const flush = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));

describe("the order-success page", () => {
  it("waits for the payment's confirmation (every 2 s), then thanks the reader with the downloads", async () => {
    vi.useFakeTimers();
    signedIn();
    let status: OrderView["status"] = "pending";
    answers[`/api/orders/${ORDER_ID}`] = () =>
      json({ data: order({ status, files: status === "paid" ? order().files : [] }) })("GET", null);
    const changed = vi.fn();
    window.addEventListener(CART_CHANGED_EVENT, changed);
    show(<OrderSuccessScreen />, { path: SUCCESS });
    await flush();

    expect(screen.getByRole("heading", { level: 1, name: "Confirming your payment" })).toBeTruthy();
    const live = screen.getByText("Confirming your payment…");
    expect(live.getAttribute("role")).toBe("status");
    expect(live.getAttribute("aria-live")).toBe("polite");
    expect(calls("GET", `/api/orders/${ORDER_ID}`)).toHaveLength(1);
    expect(requests.find((r) => r.url.startsWith(`/api/orders/${ORDER_ID}`))!.url).toBe(
      `/api/orders/${ORDER_ID}?locale=en`,
    );

    await flush(ORDER_POLL_MS);
    expect(calls("GET", `/api/orders/${ORDER_ID}`)).toHaveLength(2);
    expect(screen.getByText("Confirming your payment…")).toBeTruthy();

    status = "paid";
    await flush(ORDER_POLL_MS);
    expect(calls("GET", `/api/orders/${ORDER_ID}`)).toHaveLength(3);
    expect(screen.getByRole("heading", { level: 1, name: "Thank you for your order!" })).toBeTruthy();
    // The same live region now says it's done.
    expect(live.textContent).toBe("Payment confirmed.");
    expect(screen.getByText(orderReference(ORDER_ID))).toBeTruthy();
    expect(orderReference(ORDER_ID)).toBe("0F9E8D7C");
    expect(screen.getByRole("link", { name: "Mortal Vengeance" }).getAttribute("href")).toBe(
      "/la-bodega/ebooks/mortal-vengeance-1-ebook",
    );
    expect(screen.getByText("€16.98")).toBeTruthy();
    const downloads = within(screen.getByRole("region", { name: "Your downloads" }));
    expect(downloads.getAllByRole("link", { name: /^Download / })).toHaveLength(2);
    // The address is masked (decision 056): enough to spot a typo, not to read someone else's.
    expect(
      screen.getByText(/A receipt with download links is on its way to nuria@example.com\. Its links work for 7 days/),
    ).toBeTruthy();
    // Paid products left the cart on the Worker: the cart reloads.
    expect(changed).toHaveBeenCalled();

    // Nothing more to wait for.
    await flush(ORDER_POLL_MS * 3);
    expect(calls("GET", `/api/orders/${ORDER_ID}`)).toHaveLength(3);
    window.removeEventListener(CART_CHANGED_EVENT, changed);
  });

  it("stops after about a minute and points to the library, and can check again", async () => {
    vi.useFakeTimers();
    signedIn();
    answers[`/api/orders/${ORDER_ID}`] = json({ data: order({ status: "pending", files: [] }) });
    show(<OrderSuccessScreen />, { path: SUCCESS, locale: "ca" });
    await flush();
    for (let n = 0; n < ORDER_POLL_ATTEMPTS; n++) await flush(ORDER_POLL_MS);
    expect(calls("GET", `/api/orders/${ORDER_ID}`)).toHaveLength(1 + ORDER_POLL_ATTEMPTS);
    expect(screen.getByText(/La confirmació del teu pagament està trigant/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ves a la meva biblioteca" }).getAttribute("href")).toBe(
      "/ca/account/orders",
    );
    await flush(ORDER_POLL_MS * 5);
    expect(calls("GET", `/api/orders/${ORDER_ID}`)).toHaveLength(1 + ORDER_POLL_ATTEMPTS);

    fireEvent.click(screen.getByRole("button", { name: "Torna-ho a comprovar" }));
    await flush();
    expect(calls("GET", `/api/orders/${ORDER_ID}`)).toHaveLength(2 + ORDER_POLL_ATTEMPTS);
    expect(screen.getByText("S'està confirmant el teu pagament…")).toBeTruthy();
    await flush(ORDER_POLL_MS);
    expect(calls("GET", `/api/orders/${ORDER_ID}`)).toHaveLength(3 + ORDER_POLL_ATTEMPTS);
  });

  it("says a failed payment charged nothing and leads back to the cart", async () => {
    signedIn();
    answers[`/api/orders/${ORDER_ID}`] = json({ data: order({ status: "failed", files: [] }) });
    show(<OrderSuccessScreen />, { path: SUCCESS, locale: "es" });
    expect(await screen.findByRole("heading", { level: 1, name: "Tu pago no se ha completado" })).toBeTruthy();
    expect(screen.getByText(/No se ha cobrado nada/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Volver al carrito" }).getAttribute("href")).toBe("/es/cart");
  });

  it("says a refunded order's downloads are closed", async () => {
    signedIn();
    const creditNotes = [{ number: "R2026-000003", issuedAt: 1_790_000_000_000, totalCents: -1698, currency: "EUR" }];
    answers[`/api/orders/${ORDER_ID}`] = json({ data: order({ status: "refunded", files: [], creditNotes }) });
    show(<OrderSuccessScreen />, { path: SUCCESS });
    expect(await screen.findByRole("heading", { level: 1, name: "This order was refunded" })).toBeTruthy();
    expect(screen.getByRole("link", { name: /^Credit note R2026-000003/ }).getAttribute("href")).toBe(
      `/api/invoices/${ORDER_ID}/credit-notes/R2026-000003`,
    );
    expect(screen.getByText(/downloads are closed/)).toBeTruthy();
    expect(screen.queryByRole("link", { name: /^Download/ })).toBeNull();
  });

  it("is not found for someone else's order or a broken reference, with the way to the library", async () => {
    signedIn();
    answers[`/api/orders/${ORDER_ID}`] = failure("not_found", 404);
    show(<OrderSuccessScreen />, { path: SUCCESS });
    expect(await screen.findByRole("heading", { level: 1, name: "We couldn't find this order" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to my library" }).getAttribute("href")).toBe("/account/orders");

    show(<OrderSuccessScreen />, { path: "/order-success?order=../../etc" });
    expect(screen.getAllByRole("heading", { level: 1, name: "We couldn't find this order" })).toHaveLength(2);
    expect(calls("GET", `/api/orders/${ORDER_ID}`)).toHaveLength(1);
  });

  it("asks a signed-out visitor to sign in and come back to this order", async () => {
    show(<OrderSuccessScreen />, { path: SUCCESS });
    expect(await screen.findByRole("heading", { level: 1, name: "Sign in to see your order" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe(
      `/auth?redirect=${encodeURIComponent(SUCCESS)}`,
    );
    expect(requests.filter((r) => r.url.startsWith("/api/orders"))).toHaveLength(0);
  });
});

// --- Downloads and the library ------------------------------------------------------------

describe("an order's downloads", () => {
  it("links each file to its download, with its size and the downloads left", () => {
    renderAt(
      <OrderDownloads
        orderId={ORDER_ID}
        files={[file(), file({ id: "f-pdf", label: "PDF", fileName: "mv.pdf", sizeBytes: 66879, downloadsLeft: 0 })]}
      />,
    );
    const epub = screen.getByRole("link", { name: "Download EPUB of Mortal Vengeance" });
    expect(epub.getAttribute("href")).toBe(`/api/orders/${ORDER_ID}/files/f-epub`);
    expect(epub.getAttribute("download")).toBe("mortal-vengeance.epub");
    const row = within(epub.closest("li")!);
    expect(row.getByText(/mortal-vengeance\.epub/).textContent).toContain(`11${NBSP}KB`);
    expect(row.getByText("5 downloads left")).toBeTruthy();

    // Used up: no link, and a request for more in its place (decision 057).
    const pdf = within(screen.getByText(/mv\.pdf/).closest("li")!);
    expect(pdf.queryByRole("link", { name: /^Download/ })).toBeNull();
    expect(pdf.getByText("0 downloads left")).toBeTruthy();
    expect(pdf.getByRole("button", { name: "Request more downloads of PDF, Mortal Vengeance" })).toBeTruthy();

    // A click uses one download.
    fireEvent.click(epub);
    expect(row.getByText("4 downloads left")).toBeTruthy();
  });

  it("at the limit, asks the author for more and says so; a guest's signed links point to the contact page", async () => {
    answers[`/api/library/orders/${ORDER_ID}/files/f-pdf/download-request`] = json(
      {
        data: {
          created: true,
          request: { id: "r1", status: "open", createdAt: "2026-11-26T10:00:00.000Z", grantedAt: null },
        },
      },
      201,
    );
    const used = file({ id: "f-pdf", label: "PDF", fileName: "mv.pdf", downloadsLeft: 0 });
    const { unmount } = renderAt(<OrderDownloads orderId={ORDER_ID} files={[used]} />);
    fireEvent.click(screen.getByRole("button", { name: "Request more downloads of PDF, Mortal Vengeance" }));
    expect((await screen.findByRole("status")).textContent).toMatch(/^Requested on /);
    expect(screen.queryByRole("button", { name: /^Request more/ })).toBeNull();
    expect(requests.at(-1)).toMatchObject({
      method: "POST",
      url: expect.stringContaining("/download-request?locale=en"),
    });
    unmount();

    renderAt(<OrderDownloads orderId={ORDER_ID} files={[used]} links={{ "f-pdf": "/api/orders/file?token=t" }} />);
    expect(screen.getByRole("link", { name: "Contact us" }).getAttribute("href")).toBe("/contact");
  });

  it("marks a new version, downloadable at the limit, with what changed and the earlier versions", () => {
    const note = { en: "Typos fixed.", es: "Erratas.", ca: "Errates." };
    renderAt(
      <OrderDownloads
        orderId={ORDER_ID}
        files={[
          file({
            downloadsLeft: 0,
            version: 2,
            newVersion: true,
            changeNote: note,
            earlierVersions: [{ version: 1, fileName: "old.epub", sizeBytes: 1000, releasedAt: null, note: null }],
          }),
        ]}
      />,
    );
    expect(screen.getByText("New version")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Download EPUB of Mortal Vengeance" })).toBeTruthy();
    expect(screen.getByText("Typos fixed.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Download version 1" }).getAttribute("href")).toBe(
      `/api/orders/${ORDER_ID}/files/f-epub?version=1`,
    );
  });

  it("counts in the reader's language", () => {
    renderAt(<OrderDownloads orderId={ORDER_ID} files={[file({ downloadsLeft: 1 })]} />, { locale: "es" });
    expect(screen.getByText("Te queda 1 descarga")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Descargar EPUB de Mortal Vengeance" })).toBeTruthy();
  });
});

describe("the library", () => {
  it("lists every order with its reference, date, status, items and total; paid ones with their downloads", async () => {
    signedIn();
    const older = "aaaaaaaa-1111-4aaa-8aaa-aaaaaaaaaaaa";
    const refunded = "bbbbbbbb-2222-4bbb-8bbb-bbbbbbbbbbbb";
    answers["/api/orders"] = json({
      data: {
        orders: [
          order(),
          order({
            id: refunded,
            status: "refunded",
            files: [],
            createdAt: "2026-10-01T09:00:00.000Z",
            creditNotes: [{ number: "R2026-000007", issuedAt: 1_790_000_000_000, totalCents: -1698, currency: "EUR" }],
          }),
          order({ id: older, status: "pending", files: [], createdAt: "2026-09-01T09:00:00.000Z" }),
        ],
      },
    });
    show(<OrderLibrary userId="u1" />, { locale: "en" });
    const articles = await screen.findAllByRole("article");
    expect(articles.map((a) => within(a).getByRole("heading", { level: 2 }).textContent)).toEqual([
      "Order 0F9E8D7C",
      "Order BBBBBBBB",
      "Order AAAAAAAA",
    ]);
    expect(requests.find((r) => r.url.startsWith("/api/orders"))!.url).toBe("/api/orders?locale=en");

    const paid = within(articles[0]!);
    expect(paid.getByText("Paid")).toBeTruthy();
    expect(paid.getByText("Placed on November 12, 2026")).toBeTruthy();
    expect(paid.getByRole("link", { name: "Mortal Vengeance" })).toBeTruthy();
    expect(paid.getByText("The Soundtrack").tagName).toBe("SPAN"); // no longer on the shelf: not linked
    expect(paid.getByText("€16.98")).toBeTruthy();
    expect(paid.getByRole("heading", { level: 3, name: "Your downloads" })).toBeTruthy();
    expect(paid.getByRole("link", { name: "Download FLAC of The Soundtrack" }).getAttribute("href")).toBe(
      `/api/orders/${ORDER_ID}/files/f-flac`,
    );
    expect(paid.getByText("1 download left")).toBeTruthy();

    expect(within(articles[1]!).getByText("Refunded")).toBeTruthy();
    expect(within(articles[1]!).getByText(/downloads are closed/)).toBeTruthy();
    expect(within(articles[1]!).queryByRole("link", { name: /^Download/ })).toBeNull();
    // The refund's credit note, as a page and a PDF (decision 062).
    const note = within(articles[1]!).getByRole("link", { name: /^Credit note R2026-000007 \(-€16\.98\)/ });
    expect(note.getAttribute("href")).toBe(`/api/invoices/${refunded}/credit-notes/R2026-000007`);
    expect(within(articles[1]!).getByRole("link", { name: "PDF R2026-000007" }).getAttribute("href")).toBe(
      `/api/invoices/${refunded}/credit-notes/R2026-000007/pdf`,
    );
    expect(paid.queryByText(/Credit note/)).toBeNull();
    expect(within(articles[2]!).getByText("Awaiting payment")).toBeTruthy();
  });

  it("shows an empty library with the way to La Bodega", async () => {
    signedIn();
    answers["/api/orders"] = json({ data: { orders: [] } });
    show(<OrderLibrary userId="u1" />, { locale: "ca" });
    expect(await screen.findByRole("heading", { name: "Encara no has comprat res" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Explora La Bodega" }).getAttribute("href")).toBe("/ca/la-bodega");
  });
});
