import { readFile } from "node:fs/promises";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, inject, it } from "vitest";
import { WHOSE_COPY_LABELS } from "#client/features/studio/whose-copy-labels";
import { expectNoAxeViolations } from "../support/e2e/axe";
import { newVisitor, useBrowser } from "../support/e2e/browser";
import { confirmedAccount, signIn } from "../support/e2e/shop";
import { enterStudio } from "../support/e2e/studio";
import { ipSequence } from "../support/shared/clients";
import { STUDIO_E2E_AUTHORS } from "../support/shared/studio-authors";

/**
 * "Whose copy?" in the studio (decision 054): a buyer buys an ebook and downloads its
 * EPUB; the author uploads that file on /studio/whose-copy and sees the buyer and the order,
 * then types the mark and sees the same, on a screen with no axe violations.
 */
const baseUrl = inject("baseUrl");
const browser = useBrowser();
const nextIp = ipSequence("100.64.60.");
const say = (key: keyof typeof WHOSE_COPY_LABELS, values: Record<string, string> = {}) =>
  Object.entries(values).reduce<string>((text, [k, v]) => text.replace(`{${k}}`, v), WHOSE_COPY_LABELS[key].en);

describe("whose copy", () => {
  it("a bought EPUB, uploaded or by its mark, names its buyer and order", { timeout: 150_000 }, async () => {
    // The buyer: buys an ebook and downloads its stamped EPUB.
    const account = await confirmedAccount(baseUrl, "whose", nextIp);
    const buyer = await newVisitor(browser, {
      extraHTTPHeaders: { "CF-Connecting-IP": nextIp() },
      acceptDownloads: true,
    });
    const shop = buyer.page;
    const product = "/la-bodega/ebooks/mortal-vengeance-2-ebook";
    await shop.goto(`${baseUrl}/auth?redirect=${encodeURIComponent(product)}`);
    await signIn(shop, account.email);
    await shop.waitForURL(`${baseUrl}${product}`);
    await shop.getByRole("button", { name: /^Buy now/ }).click();
    await shop.waitForURL(`${baseUrl}/cart`);
    await shop.getByRole("button", { name: "Checkout" }).click();
    await shop.waitForURL(/\/api\/payments\/local\/local_cs_/);
    await shop.getByRole("button", { name: /^Pay / }).click();
    await shop.waitForURL(/\/order-success\?order=[0-9a-f-]{36}$/);
    const orderId = new URL(shop.url()).searchParams.get("order")!;
    const reference = orderId.slice(0, 8).toUpperCase();
    await shop.getByRole("heading", { name: "Thank you for your order!" }).waitFor();
    const [download] = await Promise.all([
      shop.waitForEvent("download"),
      shop.getByRole("link", { name: /EPUB/ }).first().click(),
    ]);
    const epub = await readFile((await download.path())!);
    const opf = strFromU8(unzipSync(new Uint8Array(epub))["OEBPS/content.opf"]!);
    const mark = /urn:labodega:copy:([0-9A-Z]{4}(?:-[0-9A-Z]{4}){3})/.exec(opf)![1]!;

    // The author: the file found online.
    const { page, problems } = await enterStudio(browser, baseUrl, STUDIO_E2E_AUTHORS.whose, nextIp);
    await page.getByRole("navigation", { name: "Studio sections" }).getByRole("link", { name: "Whose copy?" }).click();
    await page.waitForURL(`${baseUrl}/studio/whose-copy`);
    const liveStatus = page.locator("[data-whose-copy-status]");
    const results = page.getByRole("region", { name: say("resultsHeading") });

    // Nothing chosen: the field says so, and nothing is sent.
    await page.getByRole("button", { name: say("lookUpFile") }).click();
    await page.getByText(say("file_required")).waitFor();
    expect(await page.getByLabel(say("fileLabel")).getAttribute("aria-invalid")).toBe("true");

    await page
      .getByLabel(say("fileLabel"))
      .setInputFiles({ name: "found-online.epub", mimeType: "application/epub+zip", buffer: epub });
    await page.getByRole("button", { name: say("lookUpFile") }).click();
    const expected = say("foundOrder", { mark, reference, holder: "whose Buyer" });
    await liveStatus.getByText(expected).waitFor({ timeout: 30_000 });
    const card = results.locator(`li[data-mark="${mark}"]`);
    expect(await card.locator("[data-holder]").textContent()).toBe("whose Buyer");
    const link = card.getByRole("link", { name: say("openOrder", { reference }) });
    expect(await link.getAttribute("href")).toBe(`/studio/orders?order=${orderId}`);
    expect(await card.textContent()).toContain("Paid");
    await expectNoAxeViolations(page);

    // The mark as typed from the ex-libris page, in lower case and without dashes.
    await page.reload();
    await page.getByLabel(say("markLabel")).fill(mark.toLowerCase().replace(/-/g, ""));
    await page.getByRole("button", { name: say("lookUpMark") }).click();
    await liveStatus.getByText(expected).waitFor();
    expect(await results.locator(`li[data-mark="${mark}"] [data-holder]`).textContent()).toBe("whose Buyer");

    // A mark no order has is found-nothing, not an error; a malformed one is the field's error.
    await page.getByLabel(say("markLabel")).fill("ZZZZ-ZZZZ-ZZZZ-ZZZZ");
    await page.getByRole("button", { name: say("lookUpMark") }).click();
    await results.locator('li[data-mark="ZZZZ-ZZZZ-ZZZZ-ZZZZ"]').getByText(say("unknownMark")).waitFor();
    await page.getByLabel(say("markLabel")).fill("K7QM-2XRA");
    await page.getByRole("button", { name: say("lookUpMark") }).click();
    await page.getByText(say("mark_invalid")).waitFor();
    await expectNoAxeViolations(page);
    // The answers are announced: the status line is a polite live region.
    expect(await liveStatus.getAttribute("role")).toBe("status");
    expect(await liveStatus.getAttribute("aria-live")).toBe("polite");
    expect(await liveStatus.textContent(), "a refused field leaves no stale answer").toBe("");
    expect(problems, "console errors and failed requests").toEqual([]);
  });
});
