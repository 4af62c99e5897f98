import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { newVisitor, useBrowser } from "../support/e2e/browser";
import { cartBadge, confirmedAccount as confirmedAccountOf, signIn } from "../support/e2e/shop";
import { ipSequence } from "../support/shared/clients";

/**
 * La Bodega's shelves as a document (decision 072): drawn whole by the Worker for each view,
 * the filter a plain form that loads its view, and each card's cart button an island that a
 * first-time visitor's page never loads until they press it.
 */
const baseUrl = inject("baseUrl");
const browser = useBrowser();
const nextIp = ipSequence("100.64.73.");

const PHONE = { width: 390, height: 844 };

/** The scripts the page has fetched so far, by file name without its hash. */
const scriptNames = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name.endsWith(".js"))
      .map((entry) => new URL(entry.name).pathname.replace(/-[\w-]+\.js$/, "")),
  );

const hydratedCards = (page: Page) => page.locator('[data-island="card-purchase"][data-hydrated]').count();
const card = (page: Page, title: string) =>
  page
    .getByRole("main")
    .getByRole("article")
    .filter({ has: page.getByRole("link", { name: title, exact: true }) });

describe("La Bodega's shelves", () => {
  it("filter by plain links and a form: each view its own address, opening on the shelves, the focus kept, one history entry", async () => {
    const { page, problems } = await newVisitor(browser, { viewport: PHONE });
    await page.goto(`${baseUrl}/es/la-bodega`);
    const entries = await page.evaluate(() => history.length);
    const status = page.getByRole("main").getByRole("status");
    const shown = async () => Number(/\d+/.exec((await status.textContent()) ?? "")?.[0]);
    const all = await shown();
    expect(all).toBeGreaterThan(3);

    const available = page.getByLabel("Solo lo disponible ahora");
    await available.check();
    await page.waitForURL(`${baseUrl}/es/la-bodega?available=true#shelves`);
    // The new view is the server's, with the box ticked, and the keyboard is where it was.
    await expect.poll(() => available.isChecked()).toBe(true);
    await expect.poll(() => available.evaluate((node) => node === document.activeElement)).toBe(true);
    expect(await shown()).toBeLessThan(all);
    // It opens on the shelves, not on the page's top (the scroll lands once the new page is laid out).
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    const sort = page.getByLabel("Ordenar por");
    await sort.selectOption("price-asc");
    await page.waitForURL(`${baseUrl}/es/la-bodega?available=true&sort=price-asc#shelves`);
    await expect.poll(() => sort.inputValue()).toBe("price-asc");
    const prices = await page
      .getByRole("main")
      .getByRole("article")
      .evaluateAll((cards) =>
        cards.map((article) =>
          Number(
            /(\d+),(\d\d)/
              .exec(article.textContent ?? "")!
              .slice(1, 3)
              .join("."),
          ),
        ),
      );
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    // A category is a link that keeps the rest of the filter; the controls replaced their entries.
    await page
      .getByRole("navigation", { name: "Categorías" })
      .getByRole("link", { name: /^Música/ })
      .click();
    await page.waitForURL(`${baseUrl}/es/la-bodega?category=music&sort=price-asc&available=true#shelves`);
    expect(await page.evaluate(() => history.length)).toBe(entries + 1);
    await page.goBack();
    await page.waitForURL(`${baseUrl}/es/la-bodega?available=true&sort=price-asc#shelves`);

    // Nothing of React came for any of it.
    expect(await scriptNames(page)).not.toContain("/assets/shell");
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("a first-time visitor's press loads the card's cart button and adds the product; on the next visit the card says it is in the cart", async () => {
    const { page, problems } = await newVisitor(browser, { viewport: PHONE });
    await page.goto(`${baseUrl}/la-bodega`);
    const theme = card(page, "Main Theme");
    expect(await hydratedCards(page)).toBe(0);
    await theme.getByRole("button", { name: "Add to cart (Main Theme)" }).click();
    const inCart = theme.getByRole("link", { name: "In your cart (Main Theme), go to the cart" });
    await inCart.waitFor();
    // The press was carried out once, and the focus went to the link that replaced the button.
    await expect.poll(() => inCart.evaluate((node) => node === document.activeElement)).toBe(true);
    await expect.poll(() => cartBadge(page).getAttribute("aria-label")).toBe("Cart: 1 item");
    expect(await page.evaluate(() => localStorage.getItem("la-bodega:cart"))).toBe('["mortal-vengeance-main-theme"]');

    // With a cart, the cards load by themselves and say what is in it.
    await page.reload();
    await inCart.waitFor();
    expect(
      await card(page, "Mortal Vengeance: Undertow")
        .getByRole("button", { name: /^Add to cart/ })
        .count(),
    ).toBe(1);
    await inCart.click();
    await page.waitForURL(`${baseUrl}/cart`);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("a signed-in reader's cards load by themselves and add to their cart in the Worker", async () => {
    const account = await confirmedAccountOf(baseUrl, "shelves", nextIp);
    const { page, problems } = await newVisitor(browser, { extraHTTPHeaders: { "CF-Connecting-IP": nextIp() } });
    await page.goto(`${baseUrl}/auth`);
    await signIn(page, account.email);
    await page.waitForURL(`${baseUrl}/`);
    await page.goto(`${baseUrl}/la-bodega`);
    await expect.poll(() => hydratedCards(page)).toBeGreaterThan(3);
    const book = card(page, "Mortal Vengeance: Undertow");
    await book.getByRole("button", { name: "Add to cart (Mortal Vengeance: Undertow)" }).click();
    await book.getByRole("link", { name: /^In your cart/ }).waitFor();
    await expect.poll(() => cartBadge(page).getAttribute("aria-label")).toBe("Cart: 1 item");
    // Their cart is in D1, not in the browser.
    expect(await page.evaluate(() => localStorage.getItem("la-bodega:cart"))).toBeNull();
    const cart = await page.request.get(`${baseUrl}/api/cart?locale=en`);
    expect(JSON.stringify(await cart.json())).toContain("mortal-vengeance-2-ebook");
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
