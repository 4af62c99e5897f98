import { describe, expect, inject, it } from "vitest";
import { newVisitor, useBrowser } from "../support/e2e/browser";
import { linkIn, waitForMail } from "../support/e2e/mailbox";
import { confirmedAccount as confirmedAccountOf, signIn } from "../support/e2e/shop";
import { ipSequence } from "../support/shared/clients";
import { maskEmail } from "#worker/contract/delivery-fields";

/**
 * Buying without an account and giving, offline with the local test provider: a
 * guest pays for a track with just an email and downloads it at once; a gift is paid, mailed by
 * the sweep and claimed by its recipient into their library.
 */
const baseUrl = inject("baseUrl");
const browser = useBrowser();
const nextIp = ipSequence("192.0.2.");

describe("La Bodega without an account", () => {
  it("a guest buys a track with only an email and downloads it; the receipt brings a claim link", async () => {
    const email = `guest-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const { page, problems } = await newVisitor(browser, {
      extraHTTPHeaders: { "CF-Connecting-IP": nextIp() },
      acceptDownloads: true,
    });
    await page.goto(`${baseUrl}/la-bodega/music/the-breakwater`);
    await page.getByRole("button", { name: /^Add to cart/ }).click();
    // The press is carried out once the purchase's code is in: the page says when it is done.
    await page.getByText("It's in your cart.").waitFor();
    await page.goto(`${baseUrl}/cart`);
    const guest = page.getByRole("form", { name: "Checkout as a guest" });
    await guest.getByLabel("Email").fill(email);
    await guest.getByRole("button", { name: "Pay as a guest" }).click();

    await page.waitForURL(/\/api\/payments\/local\/local_cs_/);
    await page.getByRole("button", { name: /^Pay / }).click();
    await page.waitForURL(/\/order-success\?order=[0-9a-f-]{36}&access=/);
    await page.getByRole("heading", { name: "Thank you for your order!" }).waitFor();
    const file = page.getByRole("link", { name: /Download/ }).first();
    const [download] = await Promise.all([page.waitForEvent("download"), file.click()]);
    expect(await download.path()).toBeTruthy();
    // Masked (decision 056): the first letter and the domain.
    await page.getByText(`The receipt went to ${maskEmail(email)}`, { exact: false }).waitFor();

    const receipt = await waitForMail(baseUrl, (m) => m.to === email && m.subject.startsWith("Your La Bodega order"), {
      what: "receipt",
    });
    expect(receipt.text).toContain("You bought without an account");
    expect(linkIn(receipt, `${baseUrl}/claim-orders?token=`)).toBeTruthy();
    expect(problems).toEqual([]);
    await page.context().close();
  }, 90_000);

  it("a gift: paid by a guest, mailed by the sweep, claimed by its recipient into their library", async () => {
    const recipient = await confirmedAccountOf(baseUrl, "gift-recipient", nextIp);
    const { page, problems } = await newVisitor(browser, { extraHTTPHeaders: { "CF-Connecting-IP": nextIp() } });
    await page.goto(`${baseUrl}/la-bodega/music/the-breakwater`);
    await page.getByRole("button", { name: "Give as a gift" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Recipient's name", { exact: true }).fill("Marta");
    await dialog.getByLabel("Recipient's email", { exact: true }).fill(recipient.email);
    await dialog.getByLabel("Your message (optional)").fill("Happy birthday!");
    await dialog.getByLabel("From (your name)").fill("Jordi");
    await dialog
      .getByLabel("Your email (for the receipt)")
      .fill(`giver-${crypto.randomUUID().slice(0, 8)}@example.com`);
    await dialog.getByRole("button", { name: "Pay for the gift" }).click();
    await page.waitForURL(/\/api\/payments\/local\/local_cs_/);
    await page.getByRole("button", { name: /^Pay / }).click();
    await page.waitForURL(/\/order-success\?order=/);
    await page.getByText("A gift for Marta").waitFor();

    // Today's gift leaves at the next sweep.
    expect((await fetch(`${baseUrl}/api/dev/sweep`, { method: "POST", headers: { Origin: baseUrl } })).status).toBe(
      200,
    );
    const mail = await waitForMail(baseUrl, (m) => m.to === recipient.email && m.subject.includes("sent you a gift"), {
      what: "gift",
    });
    expect(mail.text).toContain("Happy birthday!");
    const link = linkIn(mail, `${baseUrl}/claim-gift?token=`);

    await page.goto(link);
    await page.getByText(/Jordi has given you/).waitFor();
    await page.getByRole("main").getByRole("link", { name: "Sign in", exact: true }).click();
    await page.waitForURL(/\/auth/);
    await signIn(page, recipient.email);
    await page.waitForURL(/\/claim-gift\?token=/);
    await page.getByRole("button", { name: "Claim my gift" }).click();
    await page.getByText("It's yours: the gift is in your library.").waitFor();
    await page.goto(`${baseUrl}/account/orders`);
    await page.getByText("A gift from Jordi").waitFor();
    expect(await page.getByRole("link", { name: /Download/ }).count()).toBeGreaterThan(0);
    // What Jordi paid is Jordi's: no price, total, receipt or invoice in Marta's library.
    const gift = page.locator("article", { hasText: "A gift from Jordi" });
    expect(await gift.textContent()).not.toMatch(/€|Total|Invoice/);

    // In Spanish and Catalan the recipient's fields say whose they are, never "Su nombre".
    for (const [path, give, name, email] of [
      [
        "/es/la-bodega/music/the-breakwater",
        "Regalar",
        "Nombre de quien lo recibe",
        "Correo electrónico de quien lo recibe",
      ],
      ["/ca/la-bodega/music/the-breakwater", "Regala", "Nom de qui el rep", "Correu electrònic de qui el rep"],
    ] as const) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole("button", { name: give }).click();
      const form = page.getByRole("dialog");
      await form.getByLabel(name, { exact: true }).waitFor();
      await form.getByLabel(email, { exact: true }).waitFor();
      await page.keyboard.press("Escape");
    }
    expect(problems).toEqual([]);
    await page.context().close();
  }, 90_000);
});
