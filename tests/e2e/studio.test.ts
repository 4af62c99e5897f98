import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { LOCAL_STUDIO_AUTHOR } from "#worker/contract/studio";
import { newVisitor, useBrowser } from "../support/e2e/browser";
import { confirmedAccount as confirmedAccountOf, signIn } from "../support/e2e/shop";
import { authenticator, wrongCode } from "../support/shared/authenticator";
import { ipSequence } from "../support/shared/clients";

/**
 * The studio's door in the browser (decision 041): the seeded local author (README,
 * "The studio") enrols an authenticator app on the first visit and is in; a later sign-in asks
 * for the app's code; a reader is refused.
 */
const baseUrl = inject("baseUrl");
const browser = useBrowser();
const nextIp = ipSequence("100.64.19.");
/** The seeded author's password (seed/110-studio-author.sql, README). */
const AUTHOR_PASSWORD = "bodega-studio-local";

/** What the author's phone shows for the key the page printed (each step's code is accepted once). */
function appFor(printedKey: string) {
  return authenticator(`otpauth://totp/studio?secret=${printedKey.replace(/\s+/g, "")}`).code;
}

async function signInAsAuthor(page: Page) {
  const form = page.getByRole("tabpanel");
  await form.getByRole("textbox", { name: "Email" }).fill(LOCAL_STUDIO_AUTHOR);
  await form.getByLabel("Password", { exact: true }).fill(AUTHOR_PASSWORD);
  await form.getByRole("button", { name: "Sign in", exact: true }).click();
}

let code: () => Promise<string>;

describe("the studio's door", () => {
  it("the author signs in, sets up the app (QR, key, backup codes, first code) and is in; the audit log says so", async () => {
    const { page, problems } = await newVisitor(browser, { extraHTTPHeaders: { "CF-Connecting-IP": nextIp() } });
    await page.goto(`${baseUrl}/studio`);
    await page.getByRole("heading", { name: "Sign in to enter the studio" }).waitFor();
    await page.getByRole("link", { name: "Sign in", exact: true }).last().click();
    await page.waitForURL(/\/auth\?redirect=/);
    await signInAsAuthor(page);
    await page.waitForURL(`${baseUrl}/studio`);

    await page.getByRole("heading", { name: "Protect the studio with a second factor" }).waitFor();
    await page.getByLabel("Your password", { exact: true }).fill(AUTHOR_PASSWORD);
    await page.getByRole("button", { name: "Set up the app" }).click();
    await page.getByRole("img", { name: /QR code of the studio's key/ }).waitFor();
    // Focus moved to the first step, not lost with the password form.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain("1. Scan this code");
    expect(await page.locator("[data-backup-codes] li").count()).toBe(10);
    expect(await page.getByRole("link", { name: "Download the codes (.txt)" }).getAttribute("download")).toBe(
      "la-bodega-studio-backup-codes.txt",
    );
    code = appFor((await page.locator("[data-totp-key]").textContent())!);

    await page.getByRole("textbox", { name: "6-digit code" }).fill(await code());
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByText("Welcome to the studio, Adrià Vidal.").waitFor();
    // The desk opens on the overview: the period's figures and the day-by-day chart.
    await page.getByRole("heading", { name: "Overview", level: 2 }).waitFor();
    await page.getByRole("img", { name: /page views and .* visitors from|No visits counted from/ }).waitFor();
    expect(await page.getByRole("button", { name: "30 days" }).getAttribute("aria-pressed")).toBe("true");
    await page.getByRole("button", { name: "7 days" }).click();
    await expect.poll(() => page.locator("details table tbody tr").count()).toBe(7);
    await page.getByRole("navigation", { name: "Studio sections" }).getByRole("link", { name: "Audit log" }).click();
    await page.waitForURL(`${baseUrl}/studio/audit-log`);
    await page.getByRole("heading", { name: "Audit log", level: 2 }).waitFor();
    const first = page.getByRole("row").nth(1);
    expect(await first.textContent()).toContain("Set up the authenticator app");
    expect(await first.textContent()).toContain(LOCAL_STUDIO_AUTHOR);
    // The door's 401 while signed out is the only error the console reports.
    expect(problems.filter((p) => !/status of 401/.test(p))).toEqual([]);
    await page.context().close();
  });

  it("a later sign-in asks for the app's code; a wrong one is refused, the right one opens the studio", async () => {
    const { page, problems } = await newVisitor(browser, { extraHTTPHeaders: { "CF-Connecting-IP": nextIp() } });
    await page.goto(`${baseUrl}/auth?redirect=${encodeURIComponent("/studio")}`);
    await signInAsAuthor(page);
    await page.getByRole("heading", { name: "Enter your code" }).waitFor();
    const field = page.getByRole("textbox", { name: "6-digit code" });
    // The step is for the code: the field has the focus.
    await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
    const right = await code();
    await field.fill(wrongCode(right));
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByText("That code isn't right.", { exact: false }).first().waitFor();

    await field.fill(right);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL(`${baseUrl}/studio`);
    await page.getByRole("heading", { name: "Overview", level: 2 }).waitFor();
    await page.goto(`${baseUrl}/studio/audit-log`);
    await page.getByRole("heading", { name: "Audit log", level: 2 }).waitFor();
    expect(await page.getByRole("row").nth(1).textContent()).toContain("Entered the studio");

    // The studio's own frame: its bar, the way back to the site, the languages and signing out;
    // none of the public site's menus, footer, newsletter or floating contact.
    const bar = page.getByRole("banner");
    expect(await bar.getByRole("link", { name: "Adrià Vidal · Studio" }).getAttribute("href")).toBe("/studio");
    expect(await bar.getByRole("link", { name: "View the site" }).getAttribute("href")).toBe("/");
    expect(await page.getByRole("navigation", { name: "Main navigation" }).count()).toBe(0);
    expect(await page.getByRole("contentinfo").count()).toBe(0);
    expect(await page.locator("[data-floating-contact]").count()).toBe(0);
    await bar.getByRole("button", { name: "Sign out" }).click();
    await page.getByRole("heading", { name: "Sign in to enter the studio" }).waitFor();
    expect(await bar.getByRole("button", { name: "Sign out" }).count()).toBe(0);
    // The wrong code's 401 is the only error the console reports.
    expect(problems.filter((p) => !/status of 401/i.test(p))).toEqual([]);
    await page.context().close();
  });

  it("a reader who opens /studio is refused", async () => {
    const reader = await confirmedAccountOf(baseUrl, "studio-reader", nextIp);
    const { page, problems } = await newVisitor(browser, { extraHTTPHeaders: { "CF-Connecting-IP": nextIp() } });
    await page.goto(`${baseUrl}/auth?redirect=${encodeURIComponent("/studio")}`);
    await signIn(page, reader.email);
    await page.waitForURL(`${baseUrl}/studio`);
    await page.getByRole("heading", { name: "This account can't enter the studio" }).waitFor();
    expect(await page.getByRole("navigation", { name: "Studio sections" }).count()).toBe(0);
    // The page is never indexed.
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toMatch(/noindex/);
    // 403 from the studio's door is what the console reports; nothing else.
    expect(problems.filter((p) => !/403/.test(p))).toEqual([]);
    await page.context().close();
  });
});
