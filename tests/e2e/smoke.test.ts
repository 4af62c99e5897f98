import { describe, expect, inject, it } from "vitest";
import { newVisitor, useBrowser } from "../support/e2e/browser";
import { linkIn, waitForMail } from "../support/e2e/mailbox";
import { address, run } from "../support/e2e/run";
import { buyNowAndPay, confirmedAccount, signIn } from "../support/e2e/shop";
import { ipSequence } from "../support/shared/clients";
import { leadCaptureEn as leadEn } from "#client/features/lead-capture/strings/en";
// @ts-expect-error plain ESM helper shared with the scripts
import { postNewsletterSignUps } from "#scripts/lib/form-load.mjs";

/**
 * The main flows once each, quickly: what `npm run test:quick` runs in a browser while the
 * whole suite's own files check each flow in depth. Reading a page in each language, writing
 * to the author, buying and downloading, and the server keeping up with many forms at once.
 */
const baseUrl = inject("baseUrl");
const browser = useBrowser();
const nextIp = ipSequence("100.64.61.");

describe("smoke", () => {
  it("the home page reads in English, Spanish and Catalan, and the footer leads to the terms", async () => {
    const { page, problems } = await newVisitor(browser, { extraHTTPHeaders: { "CF-Connecting-IP": nextIp() } });
    for (const [path, lang] of [
      ["/", "en"],
      ["/es", "es"],
      ["/ca", "ca"],
    ] as const) {
      const response = await page.goto(`${baseUrl}${path}`);
      expect(response?.status(), path).toBe(200);
      expect(await page.getAttribute("html", "lang"), path).toBe(lang);
      expect(await page.getByRole("heading", { level: 1 }).count(), path).toBe(1);
    }
    await page.goto(`${baseUrl}/`);
    await page.getByRole("contentinfo").getByRole("link", { name: "Terms", exact: false }).first().click();
    await page.waitForURL(`${baseUrl}/terms`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("a message from the contact form reaches the author and the sender's copy", async () => {
    const { page, problems } = await newVisitor(browser, { extraHTTPHeaders: { "CF-Connecting-IP": nextIp() } });
    const email = address("smoke-contact");
    await page.goto(`${baseUrl}/`);
    const form = page.getByRole("form", { name: leadEn.contactForm.formLabel });
    // The form is an island whose code comes as it nears the viewport; this test is about the
    // message's way to the author (typing before the code is documents.test.ts's), so it waits.
    await page.locator("footer").scrollIntoViewIfNeeded();
    await form.scrollIntoViewIfNeeded();
    await page.locator('[data-island="contact-form"][data-hydrated]').waitFor({ state: "attached" });
    const field = (name: string) => form.locator(`[name="${name}"]`);
    await field("name").fill("Smoke");
    await field("lastName").fill("Test");
    await field("email").fill(email);
    await field("reason").selectOption("consulting");
    await field("message").fill(`Checking that the contact form still writes to the author (${run}).`);
    await field("privacyPolicy").check();
    const response = page.waitForResponse(`${baseUrl}/api/contact-form-handler`);
    await form.getByRole("button", { name: leadEn.contactForm.submit }).click();
    expect((await response).status()).toBe(201);
    const copy = await waitForMail(baseUrl, (m) => m.to === email && m.subject === "Thanks for getting in touch", {
      what: "the sender's copy",
    });
    expect(copy.text).toContain(run);
    await waitForMail(baseUrl, (m) => m.replyTo === email, { what: "the author's notification" });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("a reader signs in, buys an ebook with the local provider and downloads it", async () => {
    const account = await confirmedAccount(baseUrl, "smoke-buyer", nextIp);
    const { page, problems } = await newVisitor(browser, {
      extraHTTPHeaders: { "CF-Connecting-IP": nextIp() },
      acceptDownloads: true,
    });
    await page.goto(`${baseUrl}/auth`);
    await signIn(page, account.email);
    await page.waitForURL((url) => url.pathname !== "/auth");
    await page.goto(`${baseUrl}/la-bodega/ebooks/mortal-vengeance-1-ebook`);
    const orderId = await buyNowAndPay(page, baseUrl);
    await page.getByRole("heading", { name: "Thank you for your order!" }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: /EPUB/ }).first().click(),
    ]);
    const path = await download.path();
    const bytes = await import("node:fs/promises").then((fs) => fs.readFile(path));
    expect(bytes.subarray(0, 2).toString("latin1")).toBe("PK");
    const reference = orderId.slice(0, 8).toUpperCase();
    const receipt = await waitForMail(baseUrl, (m) => m.to === account.email && m.subject.includes(reference), {
      what: "receipt",
    });
    expect((await fetch(linkIn(receipt, `${baseUrl}/api/orders/file?token=`))).status).toBe(200);
    expect(problems).toEqual([]);
    await page.context().close();
  }, 60_000);

  it("fifty visitors signing up for the newsletter at once each get their answer", async () => {
    const result = await postNewsletterSignUps(baseUrl, { total: 150, connections: 50, tag: "smoke" });
    expect(result.statuses, JSON.stringify(result.failures)).toEqual({ 202: 150 });
  }, 60_000);
});
