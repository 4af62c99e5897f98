import { describe, expect, inject, it } from "vitest";
import { CATALOGUE_LABELS } from "#client/features/studio/catalogue-labels";
import { RELEASE_NOTICE_LABELS } from "#client/features/shop/release-notice-labels";
import { RELEASE_NOTICE_STUDIO_LABELS } from "#client/features/studio/release-notice-labels";
import { CURRENT_RELEASE_NOTICE_CONSENT, RELEASE_NOTICE_CONSENT_TEXTS } from "#worker/contract/release-notice-fields";
import { expectNoAxeViolations } from "../support/e2e/axe";
import { newVisitor, useBrowser } from "../support/e2e/browser";
import { linkIn, waitForMail } from "../support/e2e/mailbox";
import { address, run } from "../support/e2e/run";
import { enterStudio } from "../support/e2e/studio";
import { ipSequence } from "../support/shared/clients";
import { STUDIO_E2E_AUTHORS } from "../support/shared/studio-authors";

/**
 * "Notify me" in the browser (decision 052): a visitor signs up in Spanish for a
 * coming-soon product's release, confirms from the dev mailbox on the product's page, the author
 * puts it on sale in the studio (which shows who waits), the sweep runs, and the one release
 * email is in the mailbox in Spanish. The product is the test's own (IMALIVE stays coming soon
 * for the other files' tests).
 */
const baseUrl = inject("baseUrl");
const browser = useBrowser();
const nextIp = ipSequence("100.64.52.");
const es = (table: Record<string, { es: string }>) => (key: string) => table[key]!.es;
const en = (table: Record<string, { en: string }>) => (key: string) => table[key]!.en;
const notice = es(RELEASE_NOTICE_LABELS);
const cat = en(CATALOGUE_LABELS);
const counts = en(RELEASE_NOTICE_STUDIO_LABELS);

describe("notify me", () => {
  it("signs up in Spanish → confirms from the mailbox → the author puts it on sale → one release email in Spanish", async () => {
    const slug = `the-attic-${run}`;
    const titleEs = `El desván ${run}`;
    const { page: studio, problems } = await enterStudio(browser, baseUrl, STUDIO_E2E_AUTHORS.releases, nextIp);
    const created = await studio.request.post(`${baseUrl}/api/studio/products`, {
      headers: { Origin: baseUrl },
      data: {
        slug,
        shelf: "ebooks",
        kind: "ebook",
        status: "coming_soon",
        format: "EPUB",
        releasedOn: "2030-01-15",
        price: "5.00",
        texts: {
          en: { title: `The Attic ${run}`, description: "A house that listens." },
          es: { title: titleEs, description: "Una casa que escucha." },
        },
      },
    });
    expect(created.status()).toBe(201);

    // The visitor, in Spanish, on the product's page: the form under "not on sale yet".
    const visitor = await newVisitor(browser, {
      locale: "es-ES",
      extraHTTPHeaders: { "CF-Connecting-IP": nextIp() },
    });
    const email = address("release-visitor");
    await visitor.page.goto(`${baseUrl}/es/la-bodega/ebooks/${slug}`);
    const form = visitor.page.getByRole("region", { name: notice("heading") });
    await form.getByLabel(notice("email")).fill(email);
    // Without the consent box: refused, with the reason under the box, and the focus on it.
    await form.getByRole("button", { name: notice("submit") }).click();
    await form.getByText(notice("consentRequired")).waitFor();
    await form.getByLabel(RELEASE_NOTICE_CONSENT_TEXTS[CURRENT_RELEASE_NOTICE_CONSENT].es).check();
    await form.getByRole("button", { name: notice("submit") }).click();
    await form.getByText(notice("sent")).waitFor();
    await expectNoAxeViolations(visitor.page);

    const confirmation = await waitForMail(baseUrl, (m) => m.to === email && m.subject.includes(titleEs), {
      what: "the confirmation",
    });
    expect(confirmation.subject).toBe(`Confirma: te escribiremos cuando salga ${titleEs}`);
    const confirmLink = linkIn(confirmation, `${baseUrl}/es/la-bodega/ebooks/${slug}?notice=confirm`);
    await visitor.page.goto(confirmLink);
    await visitor.page.getByRole("button", { name: notice("confirmButton") }).click();
    await visitor.page.getByText(notice("confirmed")).waitFor();

    // The studio shows one confirmed address waiting; the author puts the product on sale.
    await studio.goto(`${baseUrl}/studio/catalogue?product=${slug}`);
    const waiting = studio.locator('[data-count="waiting"]');
    await expect.poll(() => waiting.textContent()).toBe("1");
    const editor = studio.getByRole("form", { name: `Edit The Attic ${run}` });
    await editor.getByLabel(cat("status")).selectOption("available");
    await editor.getByRole("button", { name: cat("save") }).click();
    await studio.getByText(cat("saved")).first().waitFor();
    await expect.poll(() => studio.locator('[data-count="notified"]').textContent()).toBe("1");
    expect(await studio.getByRole("heading", { name: counts("heading") }).count()).toBe(1);

    // The sweep (the cron's run) finishes what the save began; one release email, in Spanish.
    const sweep = await fetch(`${baseUrl}/api/dev/sweep`, { method: "POST", headers: { Origin: baseUrl } });
    expect(sweep.status).toBe(200);
    const released = await waitForMail(baseUrl, (m) => m.to === email && m.subject === `Ya ha salido ${titleEs}`, {
      what: "the release email",
    });
    expect(released.text).toContain(`/es/la-bodega/ebooks/${slug}`);
    expect(released.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const again = await fetch(`${baseUrl}/api/dev/sweep`, { method: "POST", headers: { Origin: baseUrl } });
    expect(again.status).toBe(200);
    const mailbox = (await (await fetch(`${baseUrl}/api/dev/mail`)).json()) as {
      data: { to: string; subject: string }[];
    };
    expect(mailbox.data.filter((m) => m.to === email && m.subject === released.subject)).toHaveLength(1);

    expect(problems).toEqual([]);
    expect(visitor.problems).toEqual([]);
    await visitor.page.context().close();
    await studio.context().close();
  }, 120_000);
});
