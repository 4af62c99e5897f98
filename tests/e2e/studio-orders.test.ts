import { describe, expect, inject, it } from "vitest";
import { ORDERS_LABELS, SALES_LABELS } from "#client/features/studio/orders-labels";
import { STUDIO_LABELS } from "#client/features/studio/labels";
import { newVisitor, useBrowser } from "../support/e2e/browser";
import { buyNowAndPay, confirmedAccount, signIn } from "../support/e2e/shop";
import { expectNoAxeViolations } from "../support/e2e/axe";
import { enterStudio } from "../support/e2e/studio";
import { ipSequence } from "../support/shared/clients";
import { STUDIO_E2E_AUTHORS } from "../support/shared/studio-authors";

/**
 * La Bodega's back office in the browser: a reader buys a track with the local test
 * checkout and downloads it; the author finds the order by the buyer's address, opens its page
 * (the line at the price paid, the payment's events, the receipt sent, the download counted and
 * logged without an address), refunds it from there (the buyer's download is refused from then
 * on, and the credit note the refund issued is listed and opens), follows the line to the product's orders, and sees the sale and its refund in the day's
 * sales with the product linking back to its orders.
 */
const baseUrl = inject("baseUrl");
const browser = useBrowser();
const nextIp = ipSequence("100.64.32.");
const words = (table: Record<string, { en: string }>) => (key: string) => table[key]!.en;
const orders = words(ORDERS_LABELS);
const sales = words(SALES_LABELS);
const studio = words(STUDIO_LABELS);
const BREAKWATER = "/la-bodega/music/the-breakwater";

describe("the studio's orders and sales", () => {
  it("a purchase a moment earlier is found by its buyer, read whole, refunded from its page (the download refused after), and counted in the day's sales", async () => {
    // A reader buys The Breakwater and downloads it.
    const buyer = await confirmedAccount(baseUrl, "orders-desk", nextIp);
    const reader = await newVisitor(browser, {
      extraHTTPHeaders: { "CF-Connecting-IP": nextIp() },
      acceptDownloads: true,
    });
    await reader.page.goto(`${baseUrl}/auth?redirect=${encodeURIComponent(BREAKWATER)}`);
    await signIn(reader.page, buyer.email);
    await reader.page.waitForURL(`${baseUrl}${BREAKWATER}`);
    await reader.page.getByRole("button", { name: /^Buy now/ }).click();
    await reader.page.waitForURL(`${baseUrl}/cart`);
    await reader.page.getByRole("button", { name: "Checkout" }).click();
    await reader.page.waitForURL(/\/api\/payments\/local\/local_cs_/);
    await reader.page.getByRole("button", { name: /^Pay €1\.29$/ }).click();
    await reader.page.waitForURL(/\/order-success\?order=[0-9a-f-]{36}$/);
    const orderId = new URL(reader.page.url()).searchParams.get("order")!;
    const file = reader.page.getByRole("link", { name: /MP3|FLAC|WAV/ }).first();
    const fileUrl = new URL((await file.getAttribute("href"))!, baseUrl).href;
    await Promise.all([reader.page.waitForEvent("download"), file.click()]);

    // The author finds it by the buyer's address.
    const { page, problems } = await enterStudio(browser, baseUrl, STUDIO_E2E_AUTHORS.orders, nextIp);
    await page
      .getByRole("navigation", { name: studio("sections") })
      .getByRole("link", { name: studio("orders") })
      .click();
    await page.waitForURL(`${baseUrl}/studio/orders`);
    const filters = page.getByRole("search", { name: orders("filters") });
    // The country is a list of names, not a code to type.
    const country = filters.getByLabel(orders("countryFilter"));
    expect(await country.locator("option", { hasText: "Spain" }).getAttribute("value")).toBe("ES");
    await filters.getByLabel(orders("search")).fill(buyer.email);
    await filters.getByRole("button", { name: orders("apply") }).click();
    await page.waitForURL(new RegExp(`/studio/orders\\?q=${encodeURIComponent(buyer.email)}$`));
    const list = page.getByRole("list", { name: orders("list") });
    const row = list.getByRole("link", { name: new RegExp(orderId) });
    await row.waitFor();
    expect(await list.getByRole("listitem").count()).toBe(1);
    expect(await row.textContent()).toContain(orders("state.paid"));
    expect(await row.textContent()).toContain("€1.29");

    // Its page, whole.
    await row.click();
    await page.waitForURL(new RegExp(`/studio/orders\\?q=.+&order=${orderId}$`));
    const reference = orderId.slice(0, 8).toUpperCase();
    await page.getByRole("heading", { name: `Order ${reference}` }).waitFor();
    const lines = page.getByRole("region", { name: orders("linesHeading") });
    expect(await lines.getByRole("row", { name: /The Breakwater/ }).textContent()).toContain("€1.29");
    const payment = page.getByRole("region", { name: orders("paymentHeading") });
    expect(await payment.textContent()).toContain(orders("provider.local"));
    expect(await payment.textContent()).toContain(orders("event.paid"));
    const downloads = page.getByRole("region", { name: orders("filesHeading") });
    expect(await downloads.getByRole("cell").nth(1).textContent()).toBe("1");
    const log = page.getByRole("region", { name: orders("logHeading") });
    expect(await log.getByRole("row").count()).toBe(2);
    // The receipt leaves through the outbox: it is sent, or on its way, never lost.
    const receipt = page.getByRole("region", { name: orders("receiptHeading") });
    expect(await receipt.textContent()).toMatch(/^Receipt(Sent|Waiting to be sent|Being sent)/);
    expect(await receipt.textContent()).toContain(buyer.email);

    await expectNoAxeViolations(page);

    // The author refunds it from its page: the buyer's download is refused from then on.
    const refund = page.getByRole("region", { name: orders("refundHeading"), exact: true });
    // A one-line order names its line on the button: nothing reads as "the whole order".
    expect(await refund.getByRole("checkbox").count()).toBe(0);
    await refund.getByRole("button", { name: "Refund “The Breakwater”, €1.29" }).click();
    const confirm = page.getByRole("dialog", { name: "Refund €1.29?" });
    await confirm.getByRole("button", { name: "Refund €1.29" }).click();
    await page.getByText("Refunded €1.29.").first().waitFor();
    await page.getByRole("heading", { name: `Order ${reference}` }).waitFor();
    await expect.poll(() => page.getByText(orders("state.refunded"), { exact: true }).count()).toBeGreaterThan(0);
    expect(await lines.getByRole("row", { name: /The Breakwater/ }).textContent()).toMatch(/Refunded/);
    const refunds = page.getByRole("region", { name: orders("refundsHeading") });
    expect(await refunds.textContent()).toContain(`from the studio by ${STUDIO_E2E_AUTHORS.orders}`);
    expect(await refund.textContent()).toContain(orders("refundNothing"));
    // The refund issued a credit note correcting the invoice, listed on the page; it opens.
    const notes = page.getByRole("region", { name: "Credit notes" });
    await expect.poll(() => notes.textContent()).toMatch(/No\. R\d{4}-\d{6}/);
    const noteHref = await notes.getByRole("link", { name: /Open it/ }).getAttribute("href");
    const note = await page.request.get(`${baseUrl}${noteHref}`);
    expect(note.status()).toBe(200);
    expect(await note.text()).toMatch(/R\d{4}-\d{6}/);
    const refused = await reader.page.request.get(fileUrl, { maxRedirects: 0 });
    expect(refused.status()).toBeGreaterThanOrEqual(400);
    await reader.page.context().close();

    // Back keeps the search; a line leads to that product's orders.
    await page.getByRole("link", { name: orders("backToOrders") }).click();
    await page.waitForURL(new RegExp(`/studio/orders\\?q=${encodeURIComponent(buyer.email)}$`));
    await list.getByRole("link", { name: new RegExp(orderId) }).click();
    await lines.getByRole("link", { name: orders("ordersOfProduct") }).click();
    await page.waitForURL(/\/studio\/orders\?product=product%3Athe-breakwater$/);
    await list.getByRole("link", { name: new RegExp(orderId) }).waitFor();

    // The day's sales count it; the product links to its orders in the period.
    await page
      .getByRole("navigation", { name: studio("sections") })
      .getByRole("link", { name: studio("sales") })
      .click();
    await page.waitForURL(`${baseUrl}/studio/sales`);
    const totals = page.getByRole("region", { name: sales("totals") });
    await totals.waitFor();
    const figure = async (index: number) =>
      Number((await totals.getByRole("definition").nth(index).textContent())!.replace(/[^\d.]/g, ""));
    expect(await figure(0)).toBeGreaterThanOrEqual(1.29);
    // Refunded (the second figure) counts the refund on the day it was made.
    expect(await figure(1)).toBeGreaterThanOrEqual(1.29);
    await expectNoAxeViolations(page);
    const product = page
      .getByRole("region", { name: sales("productsHeading") })
      .getByRole("link", { name: "The Breakwater" });
    await product.click();
    await page.waitForURL(
      /\/studio\/orders\?product=product%3Athe-breakwater&from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/,
    );
    await list.getByRole("link", { name: new RegExp(orderId) }).waitFor();

    // The overview leads with the money: the period's revenue, orders, refunds and what is left,
    // before what waits and what arrived; each card leads to its report for the same days.
    await page
      .getByRole("navigation", { name: studio("sections") })
      .getByRole("link", { name: studio("overview") })
      .click();
    await page.waitForURL(`${baseUrl}/studio`);
    const money = page.getByRole("region", { name: studio("money") });
    await money.waitFor();
    const regions = await page
      .locator("section[aria-label]")
      .evaluateAll((all) => all.map((r) => r.getAttribute("aria-label")));
    expect(regions.indexOf(studio("money"))).toBeLessThan(regions.indexOf(studio("waitingNow")));
    expect(regions.indexOf(studio("waitingNow"))).toBeLessThan(regions.indexOf(studio("arrived")));
    const revenue = money.getByRole("link", { name: new RegExp(`^${studio("figure.revenue")}`) });
    expect(await revenue.textContent()).toMatch(/€\d/);
    expect(await money.getByRole("link", { name: new RegExp(`^${studio("figure.refunds")}`) }).textContent()).toMatch(
      /€\d.*Refunds: \d+/,
    );
    await revenue.click();
    await page.waitForURL(/\/studio\/sales\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
    await page.getByRole("region", { name: sales("totals") }).waitFor();

    expect(problems).toEqual([]);
    await page.context().close();
  }, 90_000);

  it("on a phone, an order's page fits the screen: its tables scroll inside their own box", async () => {
    const buyer = await confirmedAccount(baseUrl, "orders-phone", nextIp);
    const reader = await newVisitor(browser, { extraHTTPHeaders: { "CF-Connecting-IP": nextIp() } });
    await reader.page.goto(`${baseUrl}/auth?redirect=${encodeURIComponent(BREAKWATER)}`);
    await signIn(reader.page, buyer.email);
    await reader.page.waitForURL(`${baseUrl}${BREAKWATER}`);
    const orderId = await buyNowAndPay(reader.page, baseUrl);
    await reader.page.context().close();

    const { page, problems } = await enterStudio(browser, baseUrl, STUDIO_E2E_AUTHORS.orders, nextIp);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseUrl}/studio/orders?order=${orderId}`);
    await page.getByRole("heading", { name: `Order ${orderId.slice(0, 8).toUpperCase()}` }).waitFor();
    await page
      .getByRole("region", { name: orders("paymentHeading") })
      .getByText(orders("event.paid"))
      .first()
      .waitFor();
    const wide = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      return {
        page: document.documentElement.scrollWidth,
        width,
        // Anything reaching past the screen that isn't inside a box that scrolls sideways.
        past: [...document.querySelectorAll("main *")]
          .filter((el) => el.getBoundingClientRect().right > width + 1)
          .filter((el) => !el.closest(".overflow-x-auto"))
          .map((el) => `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 80)),
      };
    });
    expect(wide.past).toEqual([]);
    expect(wide.page).toBeLessThanOrEqual(wide.width);
    expect(problems).toEqual([]);
    await page.context().close();
  }, 90_000);
});
