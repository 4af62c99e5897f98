import { describe, expect, inject, it } from "vitest";
import { newVisitor, useBrowser } from "../support/e2e/browser";
import { confirmedAccount, signIn } from "../support/e2e/shop";
import { enterStudio } from "../support/e2e/studio";
import { ipSequence } from "../support/shared/clients";
import { STUDIO_E2E_AUTHORS } from "../support/shared/studio-authors";

/**
 * Pay what you want and a discount code as they are lived (decision 048): the author
 * creates a code in the studio; a reader chooses a price for The Breakwater, applies the code in
 * the cart, pays on the local provider's page and sees the discount on the order. A guest
 * chooses the price on the product page and uses the same code.
 */
const baseUrl = inject("baseUrl");
const browser = useBrowser();
const nextIp = ipSequence("192.0.2.");

describe("La Bodega's pricing", () => {
  it("a code made in the studio, a chosen price, paid on the local page, the discount on the order", async () => {
    const studio = await enterStudio(browser, baseUrl, STUDIO_E2E_AUTHORS.codes, nextIp);
    await studio.page.goto(`${baseUrl}/studio/codes`);
    await studio.page.getByRole("heading", { name: "New code" }).waitFor();
    // The section is named once, by the desk.
    expect(await studio.page.getByRole("heading", { name: "Discount codes" }).count()).toBe(1);
    await studio.page.getByLabel("Code", { exact: true }).fill("break50");
    await studio.page.getByLabel("Value").fill("50");
    // Its product is chosen from the catalogue, not typed as a slug.
    await studio.page.getByRole("radio", { name: "Only the products I choose" }).check();
    await studio.page.getByLabel("Find a product").fill("breakwater");
    await studio.page.getByRole("checkbox", { name: /^The Breakwater/ }).check();
    await studio.page.getByText("1 chosen: The Breakwater").waitFor();
    await studio.page.getByRole("button", { name: "Create the code" }).click();
    await studio.page.getByRole("rowheader", { name: "BREAK50" }).waitFor();
    expect(await studio.page.getByRole("row", { name: /BREAK50/ }).textContent()).toContain("the-breakwater");

    const account = await confirmedAccount(baseUrl, "pricing-buyer", nextIp);
    const { page, problems } = await newVisitor(browser, { extraHTTPHeaders: { "CF-Connecting-IP": nextIp() } });
    await page.goto(`${baseUrl}/auth`);
    await signIn(page, account.email);
    await page.waitForURL((url) => !url.pathname.startsWith("/auth"));
    await page.goto(`${baseUrl}/la-bodega/music/the-breakwater`);
    await page.getByRole("button", { name: /^Add to cart/ }).click();
    // The press is carried out once the purchase's code is in: the page says when it is done.
    await page.getByText("It's in your cart.").waitFor();
    await page.goto(`${baseUrl}/cart`);

    const amount = page.getByLabel("Your price (€)");
    expect(await amount.inputValue()).toBe("1.29");
    await page.getByText("Pay what you want: at least €1.00, suggested €1.29.").waitFor();
    await amount.fill("3");
    await amount.press("Enter");
    await page.getByText("Price updated").waitFor();

    await page.getByLabel("Discount code").fill("nope");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.getByText("There is no such discount code.").waitFor();
    await page.getByLabel("Discount code").fill("break50");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.getByText("Code BREAK50 applied: €1.50 off.").waitFor();

    await page.getByRole("button", { name: "Checkout" }).click();
    await page.waitForURL(/\/api\/payments\/local\/local_cs_/);
    await page.getByRole("button", { name: /^Pay €1\.50$/ }).click();
    await page.waitForURL(/\/order-success\?order=[0-9a-f-]{36}$/);
    await page.getByText("Discount (BREAK50)").waitFor();
    // The one 400 is the wrong code's answer, asked for above; nothing else went wrong.
    expect(problems.filter((p) => !p.includes("status of 400"))).toEqual([]);
    expect(problems.filter((p) => p.includes("status of 400"))).toHaveLength(1);
  }, 90_000);
  it("a guest chooses the price on the product page, applies the code in the cart and pays it", async () => {
    const email = `pricing-guest-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const { page, problems } = await newVisitor(browser, { extraHTTPHeaders: { "CF-Connecting-IP": nextIp() } });
    await page.goto(`${baseUrl}/la-bodega/music/the-breakwater`);
    const amount = page.getByLabel("Your price (€)");
    expect(await amount.inputValue()).toBe("1.29");
    await page.getByText("Pay what you want: at least €1.00, suggested €1.29.").waitFor();
    await amount.fill("0.50");
    await page.getByRole("button", { name: /^Add to cart/ }).click();
    await page.getByText("That is less than the minimum for this product.").waitFor();
    expect(await amount.getAttribute("aria-invalid")).toBe("true");
    await amount.fill("2.50");
    await page.getByRole("button", { name: /^Add to cart/ }).click();
    await page.getByRole("link", { name: "View cart" }).click();

    await page.waitForURL(/\/cart$/);
    expect(await page.getByLabel("Your price (€)").inputValue()).toBe("2.50");
    await page.getByLabel("Discount code").fill("break50");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.getByText("Code BREAK50 applied: €1.25 off.").waitFor();
    const guest = page.getByRole("form", { name: "Checkout as a guest" });
    await guest.getByLabel("Email").fill(email);
    await guest.getByRole("button", { name: "Pay as a guest" }).click();
    await page.waitForURL(/\/api\/payments\/local\/local_cs_/);
    await page.getByRole("button", { name: /^Pay €1\.25$/ }).click();
    await page.waitForURL(/\/order-success\?order=[0-9a-f-]{36}&access=/);
    await page.getByText("Discount (BREAK50)").waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  }, 90_000);
});
