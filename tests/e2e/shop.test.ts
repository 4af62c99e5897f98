import { describe, expect, inject, it } from "vitest";
import { newVisitor, useBrowser } from "../support/e2e/browser";
import { linkIn, waitForMail } from "../support/e2e/mailbox";
import { cartBadge, confirmedAccount as confirmedAccountOf, signIn } from "../support/e2e/shop";
import { ipSequence } from "../support/shared/clients";

/**
 * La Bodega as a buyer lives it, offline: browse, a product, the cart as a guest, sign in (the
 * cart comes along), checkout with the local test provider, the order's success page, a real
 * download, the library and the receipt in the dev mailbox.
 */
const baseUrl = inject("baseUrl");
const browser = useBrowser();

/** Client addresses of their own (192.0.2.0/24 is for documentation), apart from other files'. */
const nextIp = ipSequence("192.0.2.");

const confirmedAccount = (who: string) => confirmedAccountOf(baseUrl, who, nextIp);

describe("La Bodega", () => {
  it("browse → product → cart as a guest → sign in → pay (local provider) → success → download → library → receipt", async () => {
    const account = await confirmedAccount("shopper");
    const { page, problems } = await newVisitor(browser, {
      extraHTTPHeaders: { "CF-Connecting-IP": nextIp() },
      acceptDownloads: true,
    });

    // The store: shelves and prices; IMALIVE is Coming Soon and can't be added.
    await page.goto(`${baseUrl}/la-bodega`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("La Bodega");
    const imalive = page.getByRole("main").getByRole("listitem").filter({ hasText: "The Signal in the Attic" });
    await imalive.getByText("Coming Soon").first().waitFor();
    expect(await imalive.getByRole("button", { name: /Add to cart/ }).count()).toBe(0);
    const shelves = page.getByRole("navigation", { name: "Categories" });
    await shelves.getByRole("link", { name: /^Music/ }).click();
    await page.waitForURL(/\/la-bodega\?category=music#shelves$/);
    await expect.poll(() => imalive.count()).toBe(0);
    await shelves.getByRole("link", { name: /^All/ }).click();
    await expect.poll(() => new URL(page.url()).search).toBe("");

    // A product page, then into the cart as a guest.
    await page.getByRole("link", { name: "Mortal Vengeance: Undertow" }).first().click();
    await page.waitForURL(`${baseUrl}/la-bodega/ebooks/mortal-vengeance-2-ebook`);
    await expect.poll(() => page.title()).toBe("Mortal Vengeance: Undertow | Adrià Vidal");
    await page.getByRole("heading", { name: "Full synopsis" }).waitFor();
    expect(await page.getByText("€6.99").count()).toBeGreaterThan(0);
    // What you download: the sizes of a real book's files (the seed's stand-ins are book-length),
    // never the "11 KB" of a two-chapter file.
    const sizes = await page.locator("#downloads td:last-child").allTextContents();
    expect(sizes).toHaveLength(2);
    for (const size of sizes) {
      expect(size).not.toBe("11\u00a0KB");
      const [, figure, unit] = /^([\d.,]+)\u00a0(KB|MB)$/.exec(size) ?? [];
      expect(Number(figure) * (unit === "MB" ? 1024 : 1), size).toBeGreaterThanOrEqual(100);
    }
    await page.getByRole("button", { name: /^Add to cart/ }).click();
    await expect.poll(() => cartBadge(page).getAttribute("aria-label")).toBe("Cart: 1 item");

    // The cart: a guest is asked to sign in, and comes back with the cart.
    await cartBadge(page).click();
    await page.waitForURL(`${baseUrl}/cart`);
    await page.getByRole("heading", { name: "Or sign in to keep it in your library" }).waitFor();
    expect(await page.getByText("Mortal Vengeance: Undertow").count()).toBeGreaterThan(0);
    await page.getByRole("link", { name: "Sign in", exact: true }).last().click();
    await page.waitForURL(/\/auth/);
    await signIn(page, account.email);
    await page.waitForURL(`${baseUrl}/cart`);
    const checkout = page.getByRole("button", { name: "Checkout" });
    await checkout.waitFor();
    await expect.poll(() => cartBadge(page).getAttribute("aria-label")).toBe("Cart: 1 item");

    // The local test provider's page: the order as the Worker priced it, then Pay.
    await checkout.click();
    await page.waitForURL(/\/api\/payments\/local\/local_cs_/);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Test payment");
    await page.getByText("Mortal Vengeance: Undertow").waitFor();
    await page.getByRole("button", { name: /^Pay €6\.99$/ }).click();

    // Order success: paid, with its downloads; the cart is empty.
    await page.waitForURL(/\/order-success\?order=[0-9a-f-]{36}$/);
    const orderId = new URL(page.url()).searchParams.get("order")!;
    await page.getByRole("heading", { name: "Thank you for your order!" }).waitFor();
    await expect.poll(() => cartBadge(page).getAttribute("aria-label")).toBe("Cart: 0 items");
    const epub = page.getByRole("link", { name: /EPUB/ }).first();
    const [download] = await Promise.all([page.waitForEvent("download"), epub.click()]);
    expect(download.suggestedFilename()).toMatch(/\.epub$/);
    const path = await download.path();
    expect(path).toBeTruthy();
    const bytes = await import("node:fs/promises").then((fs) => fs.readFile(path!));
    expect(bytes.subarray(0, 2).toString("latin1")).toBe("PK");

    // The library lists the order with its downloads.
    await page.goto(`${baseUrl}/account/orders`);
    const reference = orderId.slice(0, 8).toUpperCase();
    await page.getByText(reference).first().waitFor();
    await page.getByText("Paid", { exact: true }).first().waitFor();
    expect(await page.getByRole("link", { name: /PDF/ }).count()).toBeGreaterThan(0);

    // The receipt, with working signed links.
    const receipt = await waitForMail(
      baseUrl,
      (m) => m.to === account.email && m.subject === `Your La Bodega order ${reference}`,
      { what: "receipt" },
    );
    expect(receipt.text).toContain("€6.99");
    const fileLink = linkIn(receipt, `${baseUrl}/api/orders/file?token=`);
    const fromMail = await fetch(fileLink);
    expect(fromMail.status).toBe(200);
    expect(fromMail.headers.get("content-disposition")).toContain("attachment");

    expect(problems).toEqual([]);
    await page.context().close();
  }, 90_000);

  it("cancelling on the payment page keeps the cart and says nothing was charged", async () => {
    const account = await confirmedAccount("canceller");
    const { page, problems } = await newVisitor(browser, { extraHTTPHeaders: { "CF-Connecting-IP": nextIp() } });
    await page.goto(`${baseUrl}/auth?redirect=%2Fla-bodega%2Fmusic%2Fthe-breakwater`);
    await signIn(page, account.email);
    await page.waitForURL(`${baseUrl}/la-bodega/music/the-breakwater`);
    await page.getByRole("button", { name: /^Buy now/ }).click();
    await page.waitForURL(`${baseUrl}/cart`);
    await page.getByRole("button", { name: "Checkout" }).click();
    await page.waitForURL(/\/api\/payments\/local\//);
    await page.getByRole("button", { name: "Cancel" }).click();
    await page.waitForURL(`${baseUrl}/cart`);
    await page.getByText("Payment cancelled. Nothing was charged, and your cart is just as you left it.").waitFor();
    await expect.poll(() => cartBadge(page).getAttribute("aria-label")).toBe("Cart: 1 item");
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("an unknown product is the not-found page with 404, and Spanish prices read the Spanish way", async () => {
    const { page } = await newVisitor(browser, { extraHTTPHeaders: { "CF-Connecting-IP": nextIp() } });
    const res = await page.goto(`${baseUrl}/la-bodega/ebooks/no-such-book`);
    expect(res?.status()).toBe(404);
    await page.goto(`${baseUrl}/es/la-bodega/music/mortal-vengeance-soundtrack`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await expect.poll(() => page.getByText(/9,99\s€/).count()).toBeGreaterThan(0);
    await page.context().close();
  });
});
