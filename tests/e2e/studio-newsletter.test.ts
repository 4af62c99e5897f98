import { describe, expect, inject, it } from "vitest";
import { NEWSLETTER_LABELS } from "#client/features/studio/newsletter-labels";
import { STUDIO_LABELS } from "#client/features/studio/labels";
import { useBrowser } from "../support/e2e/browser";
import { linkIn, readMailbox, waitForMail, type DevMail } from "../support/e2e/mailbox";
import { address, run } from "../support/e2e/run";
import { enterStudio } from "../support/e2e/studio";
import { ipSequence } from "../support/shared/clients";
import { STUDIO_E2E_AUTHORS } from "../support/shared/studio-authors";

/**
 * The studio's newsletter in the browser: a Spanish broadcast is written,
 * previewed, tested on the author's address and sent; it reaches the confirmed Spanish
 * subscribers once each, and neither the one who unsubscribed nor the English one.
 */
const baseUrl = inject("baseUrl");
const browser = useBrowser();
const nextIp = ipSequence("100.64.32.");
const words = (table: Record<string, { en: string }>) => (key: string) => table[key]!.en;
const news = words(NEWSLETTER_LABELS);
const studio = words(STUDIO_LABELS);
/** The token Turnstile's test keys pass (the local site runs on them; worker/services/turnstile.ts). */
const TURNSTILE_DUMMY_TOKEN = "XXXX.DUMMY.TOKEN.XXXX";

/** A subscriber through the site's own endpoints: the form's request, then its confirmation link. */
async function subscriber(who: string, locale: "en" | "es", { unsubscribe = false } = {}) {
  const email = address(who);
  const headers = { "Content-Type": "application/json", Origin: baseUrl, "CF-Connecting-IP": nextIp() };
  const asked = await fetch(`${baseUrl}/api/newsletter-subscription`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, locale, page_url: `${baseUrl}/${locale}`, turnstileToken: TURNSTILE_DUMMY_TOKEN }),
  });
  expect(asked.status).toBe(202);
  const confirmation = await waitForMail(baseUrl, (m) => m.to === email, { what: "newsletter confirmation" });
  const token = new URL(linkIn(confirmation, `${baseUrl}/`)).searchParams.get("token");
  const confirmed = await fetch(`${baseUrl}/api/newsletter/confirm?token=${token}`, { method: "POST", headers });
  expect(confirmed.status).toBe(200);
  if (unsubscribe) {
    const welcome = await waitForMail(
      baseUrl,
      (m) => m.to === email && m !== confirmation && !!m.headers["List-Unsubscribe"],
      {
        what: "welcome mail",
      },
    );
    const oneClick = welcome.headers["List-Unsubscribe"]!.slice(1, -1);
    expect((await fetch(oneClick, { method: "POST", body: "List-Unsubscribe=One-Click" })).status).toBe(200);
  }
  return email;
}

describe("the newsletter's broadcasts", () => {
  it("a Spanish broadcast reaches the confirmed Spanish subscribers once each, and no one else", async () => {
    const [ana, berta, carles, dan] = [
      await subscriber("bc-ana", "es"),
      await subscriber("bc-berta", "es"),
      await subscriber("bc-carles", "es", { unsubscribe: true }),
      await subscriber("bc-dan", "en"),
    ];
    const subject = `Novedades de noviembre ${run}`;

    const { page, problems } = await enterStudio(browser, baseUrl, STUDIO_E2E_AUTHORS.newsletter, nextIp);
    await page
      .getByRole("navigation", { name: studio("sections") })
      .getByRole("link", { name: studio("newsletter") })
      .click();
    await page.getByRole("button", { name: news("newBroadcast") }).click();
    const editor = page.getByRole("region", { name: news("editorHeading") });

    // A draft without a subject is refused on its field, and nothing is lost.
    await editor.getByLabel(news("language"), { exact: true }).selectOption("es");
    await page
      .getByLabel(news("body"))
      .fill("# Hola\n\nHay un **libro** nuevo en [la tienda](https://example.com/shop).");
    await page.getByRole("button", { name: news("save") }).click();
    await page.getByText(news("error.subject_required")).waitFor();
    expect(await editor.getByLabel(news("subject"), { exact: true }).getAttribute("aria-invalid")).toBe("true");
    expect(await editor.getByLabel(news("body"), { exact: true }).inputValue()).toContain("**libro**");

    await editor.getByLabel(news("subject"), { exact: true }).fill(subject);
    await page.getByRole("button", { name: news("save") }).click();
    await page.getByText(news("saved")).waitFor();
    await page.waitForURL(/\/studio\/newsletter\?broadcast=[0-9a-f-]{36}$/);

    // The preview is the email as sent: the Markdown made HTML, in a frame that runs nothing.
    await page.getByRole("button", { name: news("preview") }).click();
    const preview = page.frameLocator(`iframe[title="${news("previewFrame")}"]`);
    await preview.getByRole("heading", { name: "Hola" }).waitFor();
    expect(await preview.locator("strong").first().textContent()).toBe("libro");

    // A test to the author's own address.
    await page.getByRole("button", { name: news("sendTest") }).click();
    await page.getByText(`Test sent to ${STUDIO_E2E_AUTHORS.newsletter}.`).waitFor();
    const test = await waitForMail(
      baseUrl,
      (m) => m.to === STUDIO_E2E_AUTHORS.newsletter && m.subject.includes(subject),
      {
        what: "test copy",
      },
    );
    expect(test.html).toContain("<strong>libro</strong>");

    // Sending asks first, names how many, then shows its progress to the end.
    await expect.poll(() => page.getByText(/Will go to \d+ confirmed subscribers who read Spanish\./).count()).toBe(1);
    await page.getByRole("button", { name: news("send") }).click();
    const dialog = page.getByRole("dialog", { name: news("sendConfirmTitle") });
    expect(await dialog.textContent()).toContain(subject);
    await dialog.getByRole("button", { name: news("sendConfirm") }).click();
    await page.getByRole("progressbar", { name: news("progressLabel") }).waitFor();
    await page.getByText(news("sendDone")).waitFor({ timeout: 20_000 });

    const copies = (await readMailbox(baseUrl)).filter((m) => m.subject === subject);
    const to = (email: string) => copies.filter((m: DevMail) => m.to === email);
    expect(to(ana)).toHaveLength(1);
    expect(to(berta)).toHaveLength(1);
    expect(to(carles)).toHaveLength(0);
    expect(to(dan)).toHaveLength(0);
    // Every copy unsubscribes in one click (RFC 8058) and by a link for people.
    const [copy] = to(ana);
    expect(copy!.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(copy!.text).toContain(`${baseUrl}/es/newsletter/unsubscribe?token=`);
    const oneClick = copy!.headers["List-Unsubscribe"]!.slice(1, -1);
    expect((await fetch(oneClick, { method: "POST", body: "List-Unsubscribe=One-Click" })).status).toBe(200);

    // Back in the list: the broadcast is sent, with its figures (one unsubscribed since).
    await page.getByRole("button", { name: news("backToList") }).click();
    const row = page
      .getByRole("list", { name: news("broadcastList") })
      .getByRole("listitem")
      .filter({ hasText: subject });
    await expect.poll(() => row.textContent()).toMatch(/Sent.*\d+ sent · 0 failed · 1 unsubscribed since/);

    // The subscribers list shows the consent and the unsubscribed state.
    await page.getByRole("button", { name: news("subscribers") }).click();
    await page.getByLabel(news("searchSubscribers")).fill("bc-carles");
    await page.getByLabel(news("searchSubscribers")).press("Enter");
    const carlesRow = page.getByRole("list", { name: news("subscriberList") }).getByRole("listitem");
    await expect.poll(() => carlesRow.count()).toBe(1);
    expect(await carlesRow.textContent()).toContain("Unsubscribed");

    await page
      .getByRole("navigation", { name: studio("sections") })
      .getByRole("link", { name: studio("auditLog") })
      .click();
    await page
      .getByRole("row", { name: new RegExp(studio("action.broadcast.sent")) })
      .first()
      .waitFor();
    // The refused draft's 400 is the only error the console reports.
    expect(problems.filter((p) => !/status of 400/.test(p))).toEqual([]);
    await page.context().close();
  }, 90_000);
});
