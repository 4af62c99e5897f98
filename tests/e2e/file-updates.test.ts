import { describe, expect, inject, it } from "vitest";
import { CATALOGUE_LABELS } from "#client/features/studio/catalogue-labels";
import { FILE_UPDATE_LABELS } from "#client/features/shop/file-updates-labels";
import { FILE_UPDATE_STUDIO_LABELS } from "#client/features/studio/file-updates-labels";
import { STUDIO_LABELS } from "#client/features/studio/labels";
import { UPLOAD_LABELS } from "#client/features/studio/uploads/upload-labels";
/** `DOWNLOADS_PER_FILE` (worker/services/orders.ts), which this Node-side test cannot import. */
const DOWNLOADS_PER_FILE = 20;
import { newVisitor, useBrowser } from "../support/e2e/browser";
import { confirmedAccount, signIn } from "../support/e2e/shop";
import { run } from "../support/e2e/run";
import { expectNoAxeViolations } from "../support/e2e/axe";
import { enterStudio } from "../support/e2e/studio";
import { ipSequence } from "../support/shared/clients";
import { STUDIO_E2E_AUTHORS } from "../support/shared/studio-authors";
import { FILE_HEADS } from "../support/shared/file-heads";

/**
 * Updates that reach past buyers, and requests for more downloads, in the browser (decision
 * 057): a reader buys an ebook and uses up its downloads; the library keeps it, with
 * "request more downloads" in place of the download; the author uploads a new version and
 * publishes it with its note; the reader sees it marked new with what changed and downloads it
 * (free), asks for more, and the author grants it in one click.
 */
const baseUrl = inject("baseUrl");
const browser = useBrowser();
const nextIp = ipSequence("100.64.57.");
const words = (table: Record<string, { en: string }>) => (key: string) => table[key]!.en;
const cat = words(CATALOGUE_LABELS);
const upload = words(UPLOAD_LABELS);
const studio = words(STUDIO_LABELS);
const lib = words(FILE_UPDATE_LABELS);
const desk = words(FILE_UPDATE_STUDIO_LABELS);

describe("file updates in the browser", () => {
  it("the author publishes a new version and the buyer downloads it; a buyer at the limit asks and the author grants", async () => {
    const slug = `errata-${run}`;
    const title = `Errata ${run}`;
    const { page, problems } = await enterStudio(browser, baseUrl, STUDIO_E2E_AUTHORS.updates, nextIp);
    await page.goto(`${baseUrl}/studio/catalogue?product=new`);
    const form = page.getByRole("form", { name: cat("newHeading") });
    await form.getByLabel(cat("slug"), { exact: true }).fill(slug);
    await form.getByLabel(cat("price")).fill("1");
    await form.getByLabel(cat("format"), { exact: true }).fill("EPUB");
    const text = (field: string, language: string) =>
      form.getByLabel(new RegExp(`^${cat(`field.${field}`)} · ${cat(`language.${language}`)}`));
    for (const [language, words] of [
      ["en", [title, "A book with a typo."]],
      ["es", [`Errata ES ${run}`, "Un libro con una errata."]],
      ["ca", [`Errata CA ${run}`, "Un llibre amb una errata."]],
    ] as const) {
      await text("title", language).fill(words[0]);
      await text("description", language).fill(words[1]);
    }
    await form.getByRole("button", { name: cat("create") }).click();
    await page.waitForURL(`${baseUrl}/studio/catalogue?product=${slug}`);
    const files = page.getByRole("region", { name: cat("filesHeading") });
    await files.getByLabel(cat("fileLabel")).fill("EPUB");
    const v1 = Buffer.concat([FILE_HEADS["application/epub+zip"]!, Buffer.from(" version one", "latin1")]);
    await files
      .getByLabel(upload("chooseFile"))
      .setInputFiles({ name: "errata.epub", mimeType: "application/epub+zip", buffer: v1 });
    await files.getByText("errata.epub is uploaded.").waitFor({ timeout: 30_000 });
    const editor = page.getByRole("form", { name: `Edit ${title}` });
    await editor.getByLabel(cat("status")).selectOption("available");
    await editor.getByRole("button", { name: cat("save") }).click();
    await page.getByText(cat("saved")).first().waitFor();

    // A reader buys it and uses up its downloads.
    const buyer = await confirmedAccount(baseUrl, "errata-reader", nextIp);
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
    await reader.page.getByRole("button", { name: /^Pay €1\.00$/ }).click();
    await reader.page.waitForURL(/\/order-success\?order=[0-9a-f-]{36}$/);
    const link = reader.page.getByRole("link", { name: /EPUB/ }).first();
    const fileUrl = new URL((await link.getAttribute("href"))!, baseUrl).href;
    for (let i = 0; i < DOWNLOADS_PER_FILE; i++) expect((await reader.page.request.get(fileUrl)).status()).toBe(200);

    // Never locked out: the library lists it, with the request in place of the download.
    await reader.page.goto(`${baseUrl}/account/orders`);
    const row = reader.page.locator("li[data-file]").filter({ hasText: title });
    await row.getByText("0 downloads left").waitFor();
    expect(await row.getByRole("link", { name: /^Download/ }).count()).toBe(0);
    await row.getByRole("button", { name: new RegExp(`^${lib("requestMore")}`) }).waitFor();
    await expectNoAxeViolations(reader.page);

    // The author uploads version 2 and publishes it to past buyers with what changed.
    const fileRow = files
      .getByRole("list", { name: cat("filesList") })
      .getByRole("listitem")
      .first();
    await fileRow.getByRole("button", { name: cat("replace") }).click();
    const v2 = Buffer.concat([FILE_HEADS["application/epub+zip"]!, Buffer.from(" version two, typo fixed", "latin1")]);
    // The version's own field, in the file's row (the section's last one adds a new file).
    await fileRow
      .getByLabel(upload("chooseFile"))
      .setInputFiles({ name: "errata-2.epub", mimeType: "application/epub+zip", buffer: v2 });
    // Once uploaded the field closes and the row shows the new version.
    await fileRow.getByText(/version 2/).waitFor({ timeout: 30_000 });
    await fileRow.getByRole("button", { name: cat("publish") }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(desk("noteEn")).fill("The typo on page 3 is fixed.");
    await dialog.getByLabel(desk("noteEs")).fill("Corregida la errata de la página 3.");
    await dialog.getByLabel(desk("noteCa")).fill("Corregida l'errata de la pàgina 3.");
    await dialog.getByRole("button", { name: cat("publish") }).click();
    await page.getByText("Past buyers now get version 2.").first().waitFor();

    // The reader sees it at once, marked new with the note, and downloads it though at the limit.
    await reader.page.reload();
    await row.getByText(lib("newVersion"), { exact: true }).waitFor();
    await row.getByText(lib("whatChanged"), { exact: false }).click();
    await row.getByText("The typo on page 3 is fixed.").waitFor();
    const fresh = row.getByRole("link", { name: /^Download/ }).first();
    const [download] = await Promise.all([reader.page.waitForEvent("download"), fresh.click()]);
    const { readFile } = await import("node:fs/promises");
    expect((await readFile((await download.path())!)).equals(v2)).toBe(true);

    // Then at the limit again: one press asks the author.
    await reader.page.reload();
    await row.getByRole("button", { name: new RegExp(`^${lib("requestMore")}`) }).click();
    await row.getByText(/^Requested on /).waitFor();

    // The author grants it in one click.
    await page.goto(`${baseUrl}/studio/requests`);
    await page.getByRole("heading", { name: studio("downloadRequests") }).waitFor();
    const request = page.locator("li[data-request]").filter({ hasText: buyer.email });
    await request.getByRole("button", { name: /^Grant 5 more downloads/ }).click();
    await page.getByText(`Granted: ${buyer.email} can download EPUB again.`).first().waitFor();

    await reader.page.reload();
    await row.getByText("5 downloads left").waitFor();
    expect((await reader.page.request.get(fileUrl)).status()).toBe(200);

    expect(problems).toEqual([]);
    expect(reader.problems).toEqual([]);
    await reader.page.context().close();
    await page.context().close();
  }, 180_000);
});
