import { readFile } from "node:fs/promises";
import { describe, expect, inject, it } from "vitest";
import { newVisitor, useBrowser } from "../support/e2e/browser";
import { waitForMail } from "../support/e2e/mailbox";
import { cartBadge, confirmedAccount as confirmedAccountOf, signIn } from "../support/e2e/shop";
import { ipSequence } from "../support/shared/clients";

/**
 * EU VAT as a buyer meets it (decision 053): a reader in France pays on the
 * local provider's page with France as the billing country, the receipt says the French VAT
 * inside the price, and the library gives the invoice as a page and a PDF.
 */
const baseUrl = inject("baseUrl");
const browser = useBrowser();
const nextIp = ipSequence("100.64.53.");

describe("VAT and the invoice", () => {
  it("a buyer in France: French e-book VAT on the receipt, the invoice's page and PDF from the library", async () => {
    const account = await confirmedAccountOf(baseUrl, "invoice", nextIp);
    const { page, problems } = await newVisitor(browser, {
      extraHTTPHeaders: { "CF-Connecting-IP": nextIp() },
      acceptDownloads: true,
    });
    await page.goto(`${baseUrl}/auth`);
    await signIn(page, account.email);
    await page.waitForURL((url) => !url.pathname.startsWith("/auth"));

    await page.goto(`${baseUrl}/la-bodega/ebooks/mortal-vengeance-2-ebook`);
    await page.getByRole("button", { name: /^Add to cart/ }).click();
    await expect.poll(() => cartBadge(page).getAttribute("aria-label")).toBe("Cart: 1 item");
    await page.goto(`${baseUrl}/cart`);
    await page.getByRole("button", { name: "Checkout" }).click();

    // The test provider asks where the buyer is billed, as Stripe's page does.
    await page.waitForURL(/\/api\/payments\/local\/local_cs_/);
    await page.getByLabel("Billing country").selectOption("FR");
    await page.getByRole("button", { name: /^Pay €6\.99$/ }).click();
    await page.waitForURL(/\/order-success\?order=[0-9a-f-]{36}$/);
    const orderId = new URL(page.url()).searchParams.get("order")!;
    const reference = orderId.slice(0, 8).toUpperCase();

    const receipt = await waitForMail(
      baseUrl,
      (m) => m.to === account.email && m.subject === `Your La Bodega order ${reference}`,
      { what: "receipt" },
    );
    expect(receipt.text).toContain("Includes VAT (5.5 %)");
    expect(receipt.text).toContain("€0.36");

    // The library: the invoice's printable page in a new tab, and its PDF.
    await page.goto(`${baseUrl}/account/orders`);
    const order = page.locator(`[data-order="${orderId}"]`);
    const [invoicePage] = await Promise.all([
      page.context().waitForEvent("page"),
      order.getByRole("link", { name: /View and print/ }).click(),
    ]);
    await invoicePage.waitForLoadState();
    const heading = await invoicePage.getByRole("heading", { level: 1 }).textContent();
    expect(heading).toMatch(/^Invoice \d{4}-\d{6}$/);
    const body = await invoicePage.locator("main").textContent();
    expect(body).toContain("Mortal Vengeance: Undertow");
    expect(body).toContain("5.5 %");
    expect(body).toContain("France");
    expect(body).toContain("One-Stop Shop");
    await invoicePage.close();

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      order.getByRole("link", { name: "Invoice as PDF" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`invoice-${heading!.replace("Invoice ", "")}.pdf`);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");

    expect(problems).toEqual([]);
    await page.context().close();
  }, 90_000);
});
