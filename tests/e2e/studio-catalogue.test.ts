import { describe, expect, inject, it } from "vitest";
import { CATALOGUE_LABELS } from "#client/features/studio/catalogue-labels";
import { STUDIO_LABELS } from "#client/features/studio/labels";
import { UPLOAD_LABELS } from "#client/features/studio/uploads/upload-labels";
import { ORDERS_LABELS } from "#client/features/studio/orders-labels";
import { newVisitor, useBrowser } from "../support/e2e/browser";
import { confirmedAccount, signIn } from "../support/e2e/shop";
import { run } from "../support/e2e/run";
import { expectNoAxeViolations } from "../support/e2e/axe";
import { enterStudio } from "../support/e2e/studio";
import { ipSequence } from "../support/shared/clients";
import { STUDIO_E2E_AUTHORS } from "../support/shared/studio-authors";
import { FILE_HEADS } from "../support/shared/file-heads";

/**
 * La Bodega's catalogue in the browser: the author creates a product with its texts
 * side by side (Catalan left out and marked missing), previews the draft in Spanish while the
 * public page still says not found, puts it on sale and sees it on the site at once, changes
 * its price (the public API has it at once) and its slug (the old address answers 301).
 */
const baseUrl = inject("baseUrl");
const browser = useBrowser();
const nextIp = ipSequence("100.64.33.");
const words = (table: Record<string, { en: string }>) => (key: string) => table[key]!.en;
const cat = words(CATALOGUE_LABELS);
const upload = words(UPLOAD_LABELS);
const orders = words(ORDERS_LABELS);
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
    // A blank product has nothing to translate yet: no language is called complete.
    await form.getByText("Spanish: nothing to translate until the English is written").waitFor();
    expect(await form.getByText(/: complete$/).count()).toBe(0);
    await form.getByLabel(cat("slug"), { exact: true }).fill(slug);
    await form.getByText(cat("slugFree")).waitFor();
    await form.getByLabel(cat("price")).fill("4.50");
    await form.getByLabel(cat("format"), { exact: true }).fill("EPUB");
    // A language and a series are chosen from lists, not typed as codes or slugs.
    await form.getByLabel(cat("workLanguage"), { exact: true }).selectOption({ label: "Catalan" });
    await form.getByLabel(cat("series"), { exact: true }).selectOption({ label: "Mortal Vengeance (series)" });
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

    await expectNoAxeViolations(page);

    // A draft is nobody's but the author's.
    const publicPath = `/la-bodega/ebooks/${slug}`;
    const stranger = await fetch(`${baseUrl}/api/shop/products/${slug}?locale=en`);
    expect(stranger.status).toBe(404);

    // The preview in Spanish is the shop's page with the Spanish texts.
    await page.getByRole("link", { name: "Preview in Spanish" }).first().click();
    await page.waitForURL(`${baseUrl}/studio/catalogue?preview=${slug}&lang=es`);
    await page.getByRole("heading", { level: 1, name: `Notas de campo ${run}` }).waitFor();
    await expectNoAxeViolations(page);
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
    await page.goto(`${baseUrl}/studio/catalogue`);
    await page.getByRole("list", { name: cat("list") }).waitFor();
    await expectNoAxeViolations(page);

    // The one refusal asked for (the price with three decimals), and nothing else.
    expect(problems).toEqual([
      "console: Failed to load resource: the server responded with a status of 400 (Bad Request)",
    ]);
    expect(visitor.problems).toEqual([]);
    await visitor.page.context().close();
    await page.context().close();
  }, 120_000);

  it("create in three languages → upload its EPUB with the progress bar → on sale → a reader buys and downloads it → refunded from the order page → the download is refused", async () => {
    const slug = `pocket-guide-${run}`;
    const title = `Pocket Guide ${run}`;
    const { page, problems } = await enterStudio(browser, baseUrl, STUDIO_E2E_AUTHORS.catalogue, nextIp);
    await page.goto(`${baseUrl}/studio/catalogue?product=new`);
    const form = page.getByRole("form", { name: cat("newHeading") });
    await form.getByLabel(cat("slug"), { exact: true }).fill(slug);
    await form.getByLabel(cat("price")).fill("2");
    await form.getByLabel(cat("format"), { exact: true }).fill("EPUB");
    const text = (field: string, language: string) =>
      form.getByLabel(new RegExp(`^${cat(`field.${field}`)} · ${cat(`language.${language}`)}`));
    for (const [language, words] of [
      ["en", [title, "Where to eat, walk and read in Girona."]],
      ["es", [`Guía de bolsillo ${run}`, "Dónde comer, pasear y leer en Girona."]],
      ["ca", [`Guia de butxaca ${run}`, "On menjar, passejar i llegir a Girona."]],
    ] as const) {
      await text("title", language).fill(words[0]);
      await text("description", language).fill(words[1]);
    }
    await form.getByText("Catalan: complete").waitFor();
    await form.getByRole("button", { name: cat("create") }).click();
    await page.waitForURL(`${baseUrl}/studio/catalogue?product=${slug}`);

    // The EPUB, two parts of the multipart upload, with its progress bar on the way.
    const epub = Buffer.alloc(9 * 1024 * 1024 + 123, 7);
    // The Worker checks an upload's first bytes: an EPUB's begin with its stored mimetype entry.
    epub.set(FILE_HEADS["application/epub+zip"]!);
    const files = page.getByRole("region", { name: cat("filesHeading") });
    await files.getByLabel(cat("fileLabel")).fill("EPUB");
    await page.evaluate(() => {
      const seen = new MutationObserver(() => {
        if (document.querySelector("progress")) (window as unknown as { sawProgress: boolean }).sawProgress = true;
      });
      seen.observe(document.body, { childList: true, subtree: true });
    });
    await files
      .getByLabel(upload("chooseFile"))
      .setInputFiles({ name: "pocket-guide.epub", mimeType: "application/epub+zip", buffer: epub });
    await files.getByText("pocket-guide.epub is uploaded.").waitFor({ timeout: 30_000 });
    expect(await page.evaluate(() => (window as unknown as { sawProgress?: boolean }).sawProgress)).toBe(true);
    await files
      .getByRole("list", { name: cat("filesList") })
      .getByText("pocket-guide.epub")
      .waitFor();

    // On sale.
    const editor = page.getByRole("form", { name: `Edit ${title}` });
    await editor.getByLabel(cat("status")).selectOption("available");
    await editor.getByRole("button", { name: cat("save") }).click();
    await page.getByText(cat("saved")).first().waitFor();

    // A reader buys it with the local test checkout and downloads the very bytes uploaded.
    const buyer = await confirmedAccount(baseUrl, "pocket-reader", nextIp);
    const reader = await newVisitor(browser, {
      extraHTTPHeaders: { "CF-Connecting-IP": nextIp() },
      acceptDownloads: true,
    });
    const productPath = `/la-bodega/ebooks/${slug}`;
    await reader.page.goto(`${baseUrl}/auth?redirect=${encodeURIComponent(productPath)}`);
    await signIn(reader.page, buyer.email);
    await reader.page.waitForURL(`${baseUrl}${productPath}`);
    await reader.page.getByRole("button", { name: /^Buy now/ }).click();
    await reader.page.waitForURL(`${baseUrl}/cart`);
    await reader.page.getByRole("button", { name: "Checkout" }).click();
    await reader.page.waitForURL(/\/api\/payments\/local\/local_cs_/);
    await reader.page.getByRole("button", { name: /^Pay €2\.00$/ }).click();
    await reader.page.waitForURL(/\/order-success\?order=[0-9a-f-]{36}$/);
    const orderId = new URL(reader.page.url()).searchParams.get("order")!;
    const link = reader.page.getByRole("link", { name: /EPUB/ }).first();
    const fileUrl = new URL((await link.getAttribute("href"))!, baseUrl).href;
    const [download] = await Promise.all([reader.page.waitForEvent("download"), link.click()]);
    const { readFile } = await import("node:fs/promises");
    expect((await readFile((await download.path())!)).equals(epub)).toBe(true);

    // The author refunds it from the order's page; the reader's download is refused from then on.
    await page.goto(`${baseUrl}/studio/orders?order=${orderId}`);
    const refund = page.getByRole("region", { name: orders("refundHeading"), exact: true });
    await refund.getByRole("button", { name: /^Refund “.+”, €2\.00$/ }).click();
    await page.getByRole("dialog", { name: "Refund €2.00?" }).getByRole("button", { name: "Refund €2.00" }).click();
    await page.getByText("Refunded €2.00.").first().waitFor();
    const refused = await reader.page.request.get(fileUrl, { maxRedirects: 0 });
    expect(refused.status()).toBeGreaterThanOrEqual(400);

    expect(problems).toEqual([]);
    expect(reader.problems).toEqual([]);
    await reader.page.context().close();
    await page.context().close();
  }, 150_000);
});
