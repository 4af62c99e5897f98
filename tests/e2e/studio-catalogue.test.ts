import { describe, expect, inject, it } from "vitest";
import { CATALOGUE_LABELS } from "../../client/features/studio/catalogue-labels";
import { STUDIO_LABELS } from "../../client/features/studio/labels";
import { newVisitor, useBrowser } from "../support/e2e/browser";
import { run } from "../support/e2e/run";
import { enterStudio } from "../support/e2e/studio";
import { ipSequence } from "../support/shared/clients";
import { STUDIO_E2E_AUTHORS } from "../support/shared/studio-authors";

/**
 * La Bodega's catalogue in the browser (issue 20): the author creates a product with its texts
 * side by side (Catalan left out and marked missing), previews the draft in Spanish while the
 * public page still says not found, puts it on sale and sees it on the site at once, changes
 * its price (the public API has it at once) and its slug (the old address answers 301).
 */
const baseUrl = inject("baseUrl");
const browser = useBrowser();
const nextIp = ipSequence("100.64.33.");
const words = (table: Record<string, { en: string }>) => (key: string) => table[key]!.en;
const cat = words(CATALOGUE_LABELS);
const studio = words(STUDIO_LABELS);

describe("the studio's catalogue", () => {
  it("create in three languages → draft preview → on sale at once → price and slug changes hold", async () => {
    const slug = `field-notes-${run}`;
    const { page, problems } = await enterStudio(browser, baseUrl, STUDIO_E2E_AUTHORS.catalogue, nextIp);
    await page
      .getByRole("navigation", { name: studio("sections") })
      .getByRole("link", { name: studio("catalogue") })
      .click();
    await page.waitForURL(`${baseUrl}/studio/catalogue`);
    await page.getByRole("link", { name: cat("newProduct") }).click();
    await page.waitForURL(`${baseUrl}/studio/catalogue?product=new`);

    const form = page.getByRole("form", { name: cat("newHeading") });
    await form.getByLabel(cat("slug"), { exact: true }).fill(slug);
    await form.getByText(cat("slugFree")).waitFor();
    await form.getByLabel(cat("price")).fill("4.50");
    await form.getByLabel(cat("format"), { exact: true }).fill("EPUB");
    const text = (field: string, language: string) =>
      form.getByLabel(new RegExp(`^${cat(`field.${field}`)} · ${cat(`language.${language}`)}`));
    await text("title", "en").fill(`Field Notes ${run}`);
    await text("description", "en").fill("Short stories written on trains.");
    await text("title", "es").fill(`Notas de campo ${run}`);
    await text("description", "es").fill("Relatos cortos escritos en trenes.");
    // Catalan is left out: English will show there, and the form says what is missing.
    await form.getByText("Catalan: 2 fields missing").waitFor();
    expect(await text("title", "ca").getAttribute("aria-describedby")).toContain("missing");

    // A price with three decimals is refused with the field's own words; nothing is lost.
    await form.getByLabel(cat("price")).fill("4.505");
    await form.getByRole("button", { name: cat("create") }).click();
    await form.getByText(cat("error.price_invalid")).waitFor();
    expect(await text("title", "es").inputValue()).toBe(`Notas de campo ${run}`);
    await form.getByLabel(cat("price")).fill("4.50");
    await form.getByRole("button", { name: cat("create") }).click();
    await page.waitForURL(`${baseUrl}/studio/catalogue?product=${slug}`);
    const editor = page.getByRole("form", { name: `Edit Field Notes ${run}` });
    await editor.waitFor();
    expect(await editor.textContent()).toContain(cat("status.draft"));

    // A draft is nobody's but the author's.
    const publicPath = `/la-bodega/ebooks/${slug}`;
    const stranger = await fetch(`${baseUrl}/api/shop/products/${slug}?locale=en`);
    expect(stranger.status).toBe(404);

    // The preview in Spanish is the shop's page with the Spanish texts.
    await page.getByRole("link", { name: "Preview in Spanish" }).first().click();
    await page.waitForURL(`${baseUrl}/studio/catalogue?preview=${slug}&lang=es`);
    await page.getByRole("heading", { level: 1, name: `Notas de campo ${run}` }).waitFor();
    await page.getByRole("link", { name: cat("backToEditor") }).click();

    // On sale: the public page has it at once.
    await editor.getByLabel(cat("status")).selectOption("available");
    await editor.getByRole("button", { name: cat("save") }).click();
    await page.getByText(cat("saved")).first().waitFor();
    const visitor = await newVisitor(browser, { extraHTTPHeaders: { "CF-Connecting-IP": nextIp() } });
    await visitor.page.goto(`${baseUrl}${publicPath}`);
    await visitor.page.getByRole("heading", { level: 1, name: `Field Notes ${run}` }).waitFor();
    expect(await visitor.page.getByText("€4.50").count()).toBeGreaterThan(0);

    // A new price shows on the public API at once.
    await editor.getByLabel(cat("price")).fill("3.99");
    await editor.getByRole("button", { name: cat("save") }).click();
    await expect
      .poll(async () => {
        const res = await fetch(`${baseUrl}/api/shop/products/${slug}?locale=en`);
        return ((await res.json()) as { data: { priceCents: number } }).data.priceCents;
      })
      .toBe(399);

    // A new slug: the old address leads to the new one.
    const renamed = `${slug}-2`;
    await editor.getByLabel(cat("slug"), { exact: true }).fill(renamed);
    await editor.getByText(cat("slugFree")).waitFor();
    await editor.getByRole("button", { name: cat("save") }).click();
    await page.waitForURL(`${baseUrl}/studio/catalogue?product=${renamed}`);
    const old = await fetch(`${baseUrl}${publicPath}`, { redirect: "manual" });
    expect(old.status).toBe(301);
    expect(new URL(old.headers.get("location")!, baseUrl).pathname).toBe(`/la-bodega/ebooks/${renamed}`);
    await page.getByText(`Old addresses that lead here: ${slug}`).waitFor();

    // The one refusal asked for (the price with three decimals), and nothing else.
    expect(problems).toEqual([
      "console: Failed to load resource: the server responded with a status of 400 (Bad Request)",
    ]);
    expect(visitor.problems).toEqual([]);
    await visitor.page.context().close();
    await page.context().close();
  }, 120_000);
});
