import { describe, expect, inject, it } from "vitest";
import { leadCaptureEn as leadEn } from "#client/features/lead-capture/strings/en";
import { LEADS_LABELS } from "#client/features/studio/leads-labels";
import { STUDIO_LABELS } from "#client/features/studio/labels";
import { newVisitor, useBrowser } from "../support/e2e/browser";
import { address, run } from "../support/e2e/run";
import { enterStudio } from "../support/e2e/studio";
import { ipSequence } from "../support/shared/clients";
import { STUDIO_E2E_AUTHORS } from "../support/shared/studio-authors";

/**
 * The studio's leads inbox in the browser: a message sent from the site's
 * contact form a moment earlier is read whole in the studio, answered from the author's mail
 * app (a prepared mailto:) and marked answered; the filters and the audit log agree.
 */
const baseUrl = inject("baseUrl");
const browser = useBrowser();
const nextIp = ipSequence("100.64.31.");
const words = (table: Record<string, { en: string }>) => (key: string) => table[key]!.en;
const lead = words(LEADS_LABELS);
const studio = words(STUDIO_LABELS);

describe("the leads inbox", () => {
  it("the author reads a contact message sent a moment earlier, replies by mail and marks it answered", async () => {
    // A visitor writes from the contact page.
    const email = address("inbox-visitor");
    const message = `Could you review our release checklist? (${run})`;
    const visitor = await newVisitor(browser, { extraHTTPHeaders: { "CF-Connecting-IP": nextIp() } });
    await visitor.page.goto(`${baseUrl}/contact`);
    const form = visitor.page.getByRole("form", { name: leadEn.contactForm.formLabel });
    const field = (name: string) => form.locator(`[name="${name}"]`);
    await field("name").fill("Núria");
    await field("lastName").fill(`Inbox ${run}`);
    await field("email").fill(email);
    await field("reason").selectOption("consulting");
    await field("message").fill(message);
    await field("privacyPolicy").check();
    const sent = visitor.page.waitForResponse(`${baseUrl}/api/contact-form-handler`);
    await form.getByRole("button", { name: leadEn.contactForm.submit }).click();
    expect((await sent).status()).toBe(201);
    await visitor.page.context().close();

    // The author opens the inbox from the overview's figure of the period's contact messages.
    const { page, problems } = await enterStudio(browser, baseUrl, STUDIO_E2E_AUTHORS.leads, nextIp);
    const figure = page.getByRole("link", { name: new RegExp(`^${studio("figure.contact")}\\s*\\d`) });
    expect(Number((await figure.textContent())!.replace(/\D/g, ""))).toBeGreaterThanOrEqual(1);
    await figure.click();
    await page.waitForURL(/\/studio\/leads\?kind=contact&from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
    expect(await page.getByLabel(lead("kind"), { exact: true }).inputValue()).toBe("contact");
    const list = page.getByRole("list", { name: lead("list") });
    const row = list.getByRole("button", { name: new RegExp(`Inbox ${run}`) });
    await row.waitFor();
    expect(await row.textContent()).toContain(lead("state.new"));
    expect(await row.textContent()).toContain(message);

    await row.click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText(message).waitFor();
    // It opens on its content, not on Close.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).not.toBe(lead("close"));
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    expect(await dialog.textContent()).toContain(email);
    const reply = dialog.getByRole("link", { name: lead("reply") });
    const mailto = new URL((await reply.getAttribute("href"))!);
    expect(mailto.protocol).toBe("mailto:");
    expect(decodeURIComponent(mailto.pathname)).toBe(email);
    expect(mailto.searchParams.get("body")).toContain(message);

    await dialog.getByRole("button", { name: lead("markAnswered") }).click();
    await page.getByText("Marked answered.").waitFor();
    await expect
      .poll(() => dialog.getAttribute("aria-describedby").then((id) => page.locator(`#${id}`).textContent()))
      .toContain(lead("state.answered"));
    // The pressed button is gone: focus is on what took its place, not lost to the page.
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.closest("dialog") !== null && document.activeElement?.tagName),
      )
      .toBe("BUTTON");
    await page.keyboard.press("Escape");
    // Focus goes back to the row it came from, which now says answered.
    await expect.poll(() => row.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect.poll(() => row.textContent()).toContain(lead("state.answered"));

    // Filtering on "New" leaves it out; the address keeps the filter.
    await page.getByLabel(lead("state"), { exact: true }).selectOption("new");
    await page.waitForURL(/\/studio\/leads\?.*state=new/);
    await expect.poll(() => row.count()).toBe(0);
    await page.getByRole("button", { name: lead("clear") }).click();
    await row.waitFor();

    // The audit log records it.
    await page
      .getByRole("navigation", { name: studio("sections") })
      .getByRole("link", { name: studio("auditLog") })
      .click();
    await page
      .getByRole("row", { name: new RegExp(studio("action.lead.answered")) })
      .first()
      .waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  }, 60_000);
});
