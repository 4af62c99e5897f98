import { readFile } from "node:fs/promises";
import { strFromU8, unzipSync } from "fflate";
import { PDFDocument } from "pdf-lib";
import { describe, expect, inject, it } from "vitest";
import { newVisitor, useBrowser } from "../support/e2e/browser";
import { confirmedAccount as confirmedAccountOf, signIn, buyNowAndPay } from "../support/e2e/shop";
import { ipSequence } from "../support/shared/clients";

/**
 * Buyer-stamped ebooks (decision 054) as a buyer meets them: buy an ebook, download
 * its EPUB and PDF from the success page, and find the ex-libris page with the buyer's name in
 * the files (never their address), and the same page on a repeat download.
 */
const baseUrl = inject("baseUrl");
const browser = useBrowser();
const nextIp = ipSequence("192.0.2.");

describe("stamped ebooks", () => {
  // A sign-up, a payment and three downloads on a shared machine: more than the default.
  it("a bought EPUB and PDF carry the buyer's ex-libris page", { timeout: 120_000 }, async () => {
    const account = await confirmedAccountOf(baseUrl, "stamped", nextIp);
    const { page } = await newVisitor(browser, {
      extraHTTPHeaders: { "CF-Connecting-IP": nextIp() },
      acceptDownloads: true,
    });
    const product = "/la-bodega/ebooks/mortal-vengeance-2-ebook";
    await page.goto(`${baseUrl}/auth?redirect=${encodeURIComponent(product)}`);
    await signIn(page, account.email);
    await page.waitForURL(`${baseUrl}${product}`);
    const orderId = await buyNowAndPay(page, baseUrl);
    const reference = orderId.slice(0, 8).toUpperCase();
    await page.getByRole("heading", { name: "Thank you for your order!" }).waitFor();

    const download = async (name: RegExp) => {
      const [file] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name }).first().click(),
      ]);
      return new Uint8Array(await readFile((await file.path())!));
    };

    const epub = await download(/EPUB/);
    const files = unzipSync(epub);
    expect(Object.keys(files)[0]).toBe("mimetype");
    const opf = strFromU8(files["OEBPS/content.opf"]!);
    expect(opf).toMatch(/<itemref idref="labodega-ex-libris"\/>/);
    expect(opf).toMatch(/urn:labodega:copy:[0-9A-Z]{4}(?:-[0-9A-Z]{4}){3}/);
    const exLibris = strFromU8(files["OEBPS/labodega-ex-libris.xhtml"]!);
    expect(exLibris).toContain(`This copy belongs to <strong>stamped Buyer</strong>, order ${reference}.`);
    for (const [name, bytes] of Object.entries(files))
      expect(strFromU8(bytes, true), name).not.toContain(account.email);

    const pdf = await PDFDocument.load(await download(/PDF/));
    expect(pdf.getKeywords()).toMatch(/labodega-copy:[0-9A-Z]{4}(?:-[0-9A-Z]{4}){3}/);

    // A second download is the same stamped copy.
    expect(await download(/EPUB/)).toEqual(epub);
  });
});
