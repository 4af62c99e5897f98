import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { newVisitor, useBrowser } from "../support/e2e/browser";
import { cartBadge, confirmedAccount as confirmedAccountOf, signIn } from "../support/e2e/shop";
import { ipSequence } from "../support/shared/clients";

/**
 * Owned things look owned: once a reader has bought something, its page, its card
 * and their wishlist say it is in their library (with its cover and price still there), and a
 * cart holding a bundle's items one by one says the bundle costs less and swaps to it.
 */
const baseUrl = inject("baseUrl");
const browser = useBrowser();

/** Client addresses of their own (100.64.0.0/10 is shared address space), apart from other files'. */
const nextIp = ipSequence("100.64.18.");
const confirmedAccount = (who: string) => confirmedAccountOf(baseUrl, who, nextIp);

const BREAKWATER = "/la-bodega/music/the-breakwater";
const BOOK_2 = "/la-bodega/ebooks/mortal-vengeance-2-ebook";
const BUNDLE = "Mortal Vengeance Reader's Bundle";

async function wishlistFromPage(page: Page, path: string, title: string) {
  await page.goto(`${baseUrl}${path}`);
  const add = page.getByRole("button", { name: `Add ${title} to wishlist` });
  await expect.poll(() => add.isEnabled()).toBe(true);
  await add.click();
  await expect.poll(() => page.getByRole("button", { name: `Remove ${title} from wishlist` }).count()).toBe(1);
}

describe("what the reader owns", () => {
  it("bought → In your library on its page, its card and the wishlist (cover and price kept); a cart of the bundle's items offers the bundle and swaps to it", async () => {
    const account = await confirmedAccount("owner");
    const { page, problems } = await newVisitor(browser, { extraHTTPHeaders: { "CF-Connecting-IP": nextIp() } });
    await page.goto(`${baseUrl}/auth?redirect=${encodeURIComponent(BREAKWATER)}`);
    await signIn(page, account.email);
    await page.waitForURL(`${baseUrl}${BREAKWATER}`);

    // Two products on the wishlist; one of them is bought with the local test checkout.
    await wishlistFromPage(page, BOOK_2, "Mortal Vengeance: Undertow");
    await wishlistFromPage(page, BREAKWATER, "The Breakwater");
    await page.getByRole("button", { name: /^Buy now/ }).click();
    await page.waitForURL(`${baseUrl}/cart`);
    await page.getByRole("button", { name: "Checkout" }).click();
    await page.waitForURL(/\/api\/payments\/local\/local_cs_/);
    await page.getByRole("button", { name: /^Pay €1\.29$/ }).click();
    await page.waitForURL(/\/order-success\?order=[0-9a-f-]{36}$/);
    await page.getByRole("heading", { name: "Thank you for your order!" }).waitFor();

    // The product page: the shared HTML still sells it; the reader's own page says it's theirs.
    const html = await (await page.request.get(`${baseUrl}${BREAKWATER}`)).text();
    expect(html).toContain("Buy now");
    expect(html).not.toContain("In your library");
    await page.goto(`${baseUrl}${BREAKWATER}`);
    const main = page.getByRole("main");
    await main.getByText("In your library", { exact: true }).waitFor();
    expect(await main.getByRole("button", { name: /^Buy now/ }).count()).toBe(0);
    expect(await main.getByRole("button", { name: /^Add to cart/ }).count()).toBe(0);
    const downloads = main.getByRole("link", { name: "Go to your downloads" });
    expect(await downloads.getAttribute("href")).toBe("/account/orders");

    // Its card in La Bodega.
    await page.goto(`${baseUrl}/la-bodega`);
    const card = main
      .getByRole("article")
      .filter({ has: page.getByRole("link", { name: "The Breakwater", exact: true }) });
    await card.getByRole("link", { name: "In your library (The Breakwater), go to your library" }).waitFor();
    expect(await card.getByRole("button").count()).toBe(0);

    // The wishlist: the bought track keeps its cover and price and says it's in the library;
    // the book not bought is offered for the cart.
    await page.goto(`${baseUrl}/account/wishlist`);
    const entry = (title: string) =>
      main.getByRole("listitem").filter({ has: page.getByRole("link", { name: title, exact: true }) });
    const bought = entry("The Breakwater");
    await bought.getByRole("link", { name: "In your library (The Breakwater), go to your library" }).waitFor();
    expect(await bought.locator("img").getAttribute("src")).toBe("/media/music/the-breakwater.svg");
    // Drawn (not a broken image), once it has arrived: the page may show before the picture does.
    await expect
      .poll(() => bought.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(await bought.textContent()).toContain("€1.29");
    expect(await bought.getByRole("button", { name: /Add to cart/ }).count()).toBe(0);
    expect(await bought.getByRole("button", { name: "Remove The Breakwater from wishlist" }).count()).toBe(1);
    const wanted = entry("Mortal Vengeance: Undertow");
    expect(await wanted.textContent()).toContain("€6.99");
    await wanted.getByRole("button", { name: "Add to cart (Mortal Vengeance: Undertow)" }).click();
    await wanted.getByRole("link", { name: /^In your cart/ }).waitFor();

    // Book 1 and the soundtrack join it: together they cost more than the bundle that holds all three.
    await page.goto(`${baseUrl}/la-bodega`);
    for (const title of ["Mortal Vengeance", "Mortal Vengeance (Original Soundtrack)"]) {
      await main.getByRole("button", { name: `Add to cart (${title})`, exact: true }).click();
      await main
        .getByRole("link", { name: new RegExp(`^In your cart \\(${title.replace(/[()]/g, "\\$&")}\\)`) })
        .waitFor();
    }
    await expect.poll(() => cartBadge(page).getAttribute("aria-label")).toBe("Cart: 3 items");
    await cartBadge(page).click();
    await page.waitForURL(`${baseUrl}/cart`);
    const offer = main.getByRole("region", { name: `Save €6.98 with ${BUNDLE}` });
    await offer.waitFor();
    const said = await offer.textContent();
    expect(said).toContain("come to €23.97");
    expect(said).toContain(`${BUNDLE} includes them for €16.99`);

    // One press (from the keyboard) swaps the three for the bundle.
    const swap = offer.getByRole("button", { name: `Swap to the bundle ${BUNDLE}, saving €6.98` });
    await swap.focus();
    await page.keyboard.press("Enter");
    await page.getByText(`${BUNDLE} is in your cart in place of what it includes. You save €6.98.`).waitFor();
    const lines = main.getByRole("region", { name: "In your cart" });
    await expect.poll(() => lines.getByRole("listitem").count()).toBe(1);
    await lines.getByRole("link", { name: BUNDLE }).waitFor();
    expect(await offer.count()).toBe(0);
    await expect.poll(() => cartBadge(page).getAttribute("aria-label")).toBe("Cart: 1 item");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("In your cart");
    expect(await main.textContent()).toContain("€16.99");

    expect(problems).toEqual([]);
    await page.context().close();
  }, 120_000);
});
