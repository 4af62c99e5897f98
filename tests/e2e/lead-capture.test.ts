import { readFile } from "node:fs/promises";
import { inflateSync } from "node:zlib";
import type { BrowserContextOptions, Download, Locator, Page, Response as PageResponse } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { en } from "#client/i18n/dictionaries/en";
import { leadCaptureEn as leadEn } from "#client/features/lead-capture/strings/en";
import { leadCaptureEs as leadEs } from "#client/features/lead-capture/strings/es";
import { CONTACT_REASONS, EXCERPTS } from "#worker/contract/lead-capture-fields";
import { RATE_LIMITS } from "#worker/contract/rate-limits";
import { SITE_PROFILE } from "#worker/contract/site-profile";
import { ROLES } from "#content/career";
import { address, run } from "../support/e2e/run";
import { errorToast, recordToasts, successToast, toastLog, type ToastSeen } from "../support/e2e/toasts";
import { newVisitor, settled, useBrowser } from "../support/e2e/browser";
import { linkIn, readMailbox, waitForMail } from "../support/e2e/mailbox";

/*
 * The lead-capture flows end to end in Chromium: the forms, their toasts, the dev mailbox, the
 * downloads. Every e2e file shares one site and one client IP (127.0.0.1), so the per-IP limits
 * are shared by the whole run. This file's budget: contact form 1 of 5, newsletter 2 of 5,
 * excerpt 1 of 10, resume modal 1 + the rest of its 5 in the last test, which exhausts it.
 */

const baseUrl = inject("baseUrl");
const origin = new URL(baseUrl).origin;
const browser = useBrowser();

/** Every request any page of this file made, for the third-party check. */
const allRequests: string[] = [];

/** A visitor whose requests and toasts are recorded. */
async function visitor(options: BrowserContextOptions = {}) {
  const { page, problems } = await newVisitor(browser, options);
  const requests: string[] = [];
  const record = (url: string) => {
    requests.push(url);
    allRequests.push(url);
  };
  page.context().on("request", (r) => record(r.url()));
  // Chromium hands <a download> fetches to its download manager: no "request" event for those.
  page.on("download", (d) => record(d.url()));
  await recordToasts(page);
  return { page, problems, requests };
}

/** Requests that left the site (data: and blob: URLs never touch the network). */
const offsite = (urls: string[]) => urls.filter((u) => !/^(data|blob):/.test(u) && new URL(u).origin !== origin);

/** Holds the next call to an API path until `release()`, to see the form while it is busy. */
async function holdApi(page: Page, path: string) {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(`${baseUrl}${path}`, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

async function bytesOf(download: Download): Promise<Buffer> {
  return readFile(await download.path());
}

/** The words a PDF of standard fonts draws: its content streams inflated, each `<hex> Tj` read as WinAnsi. */
function pdfText(pdf: Buffer): string {
  const WIN_ANSI: Record<number, string> = {
    0x91: "‘",
    0x92: "’",
    0x93: "“",
    0x94: "”",
    0x95: "•",
    0x96: "–",
    0x97: "—",
  };
  const streams = [...pdf.toString("latin1").matchAll(/stream\r?\n([\s\S]*?)endstream/g)].flatMap((m) => {
    try {
      return [inflateSync(Buffer.from(m[1]!, "latin1")).toString("latin1")];
    } catch {
      return [];
    }
  });
  return [...streams.join("\n").matchAll(/<([0-9A-Fa-f]+)> Tj/g)]
    .map(([, hex]) => [...Buffer.from(hex!, "hex")].map((byte) => WIN_ANSI[byte] ?? String.fromCharCode(byte)).join(""))
    .join("\n");
}

/** The value of the control called `name` in a form or dialog. */
const valueOf = (scope: Locator, name: string) => scope.locator(`[name="${name}"]`).inputValue();

describe("home contact form", () => {
  it("runs the six checks in the spec's order, shows the Company field only for Job Position, sends, clears and mails both sides", async () => {
    const { page, problems, requests } = await visitor();
    const email = address("marta");
    await page.goto(`${baseUrl}/`);
    const form = page.getByRole("form", { name: leadEn.contactForm.formLabel });
    // The band loads as it nears the viewport (the footer is just below it).
    await page.locator("footer").scrollIntoViewIfNeeded();
    await form.scrollIntoViewIfNeeded();
    const field = (name: string) => form.locator(`[name="${name}"]`);
    const submit = form.getByRole("button", { name: leadEn.contactForm.submit });

    // The seven reasons, in order, after the placeholder.
    expect(await field("reason").locator("option").allTextContents()).toEqual([
      leadEn.contactForm.reasonPlaceholder,
      ...CONTACT_REASONS.map((r) => leadEn.contactForm.reasons[r]),
    ]);

    const errors = leadEn.contactForm.errors;
    const expected: ToastSeen[] = [];
    /** Submits and expects exactly one new error toast: the first failing check's. */
    const failsWith = async (check: keyof typeof errors, focused: string) => {
      await submit.click();
      expected.push(errorToast(errors[check].title, errors[check].text));
      await expect.poll(() => toastLog(page)).toEqual(expected);
      // Focus moves to the field the toast is about.
      expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe(focused);
    };

    await failsWith("name_required", "name");
    await field("name").fill("Marta");
    await field("lastName").fill("Soler");
    await failsWith("email_required", "email");
    await field("email").fill("marta.example.com");
    // Leave the field first: its inline flag shifts the button down (see the next test).
    await field("email").blur();
    await form.getByText(en.forms.secureInput.email).waitFor();
    await failsWith("email_invalid", "email");
    await field("email").fill(email);
    await failsWith("reason_required", "reason");

    // Company appears only for Job Position, and goes away again for any other reason.
    expect(await field("company").count()).toBe(0);
    await field("reason").selectOption("job_position");
    await expect.poll(() => field("company").count()).toBe(1);
    expect(await form.getByLabel(leadEn.contactForm.company).isVisible()).toBe(true);
    await field("reason").selectOption("consulting");
    await expect.poll(() => field("company").count()).toBe(0);
    await field("reason").selectOption("job_position");
    await failsWith("company_required", "company");
    await field("company").fill("Acme Studios");
    const message = `Would you lead our QA team? (${run})`;
    await field("message").fill(message);
    await failsWith("privacy_required", "privacyPolicy");
    await field("privacyPolicy").check();
    await field("stayUpdated").check();

    // While the request is out: "Sending...", button and fields disabled.
    const release = await holdApi(page, "/api/contact-form-handler");
    await submit.click();
    const sending = form.getByRole("button", { name: en.forms.sending });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);
    expect(await field("name").isDisabled()).toBe(true);
    expect(await form.getAttribute("aria-busy")).toBe("true");
    const response = page.waitForResponse(`${baseUrl}/api/contact-form-handler`);
    release();
    expect((await response).status()).toBe(201);

    expected.push(successToast(leadEn.contactForm.success.title, leadEn.contactForm.success.text));
    await expect.poll(() => toastLog(page)).toEqual(expected);
    // The form is empty again and ready for another message.
    await expect.poll(() => valueOf(form, "name")).toBe("");
    for (const name of ["lastName", "email", "reason", "message"]) expect(await valueOf(form, name), name).toBe("");
    expect(await field("company").count()).toBe(0);
    expect(await field("privacyPolicy").isChecked()).toBe(false);
    expect(await field("stayUpdated").isChecked()).toBe(false);
    expect(await submit.isEnabled()).toBe(true);

    // The author's notification (reply-to the sender) and the sender's confirmation.
    const notification = await waitForMail(baseUrl, (m) => m.replyTo === email, { what: "author notification" });
    expect(notification.to).toBe(SITE_PROFILE.email);
    expect(notification.subject).toBe("New message: Job Position - Acme Studios — Marta Soler");
    expect(notification.text).toContain(message);
    const confirmation = await waitForMail(
      baseUrl,
      (m) => m.to === email && m.subject === "Thanks for getting in touch",
      {
        what: "sender confirmation",
      },
    );
    expect(confirmation.text).toContain(message);
    // "Keep me updated" starts the newsletter's double opt-in.
    const optIn = await waitForMail(
      baseUrl,
      (m) => m.to === email && m.subject === "Please confirm your subscription",
      {
        what: "newsletter confirmation",
      },
    );
    expect(linkIn(optIn, `${baseUrl}/newsletter/confirm?token=`)).toMatch(/token=.{20,}/);

    expect(offsite(requests)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("a click on Send Message straight from an invalid email submits and shows the Invalid Email toast", async () => {
    // Known bug when written: leaving the email field (mousedown on the button) inserts the
    // inline "Please enter a valid email address." line above the button, which moves 24 px
    // down before mouseup, so the click lands on the form and nothing is submitted. (Whether
    // it shows depends on where the button sits in the viewport; on the home page it does.)
    const { page, problems } = await visitor();
    await page.goto(`${baseUrl}/`);
    const form = page.getByRole("form", { name: leadEn.contactForm.formLabel });
    // The band loads as it nears the viewport (the footer is just below it).
    await page.locator("footer").scrollIntoViewIfNeeded();
    await form.locator('[name="name"]').fill("Marta");
    await form.locator('[name="email"]').fill("marta.example.com");
    await form.getByRole("button", { name: leadEn.contactForm.submit }).click();
    await expect
      .poll(() => toastLog(page), { timeout: 2000 })
      .toEqual([
        errorToast(leadEn.contactForm.errors.email_invalid.title, leadEn.contactForm.errors.email_invalid.text),
      ]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe("Contact & Resume Request modal", () => {
  it("keyboard only: opens from the floating button with Enter, focus starts in the first field, Escape closes and focus comes back", async () => {
    const { page, problems } = await visitor();
    await page.goto(`${baseUrl}/about`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    const opener = page.getByRole("button", { name: en.floatingContact.label });
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: leadEn.leadForm.title });
    await dialog.waitFor();
    const focusInDialog = () => page.evaluate(() => document.activeElement?.closest("dialog[open]") != null);
    await expect.poll(focusInDialog).toBe(true);
    // Focus starts in the first field, not on Close: typing straight away lands in the form.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("fullName");
    await page.keyboard.type("Ana");
    expect(await dialog.locator("[name=fullName]").inputValue()).toBe("Ana");

    // Tab walks the dialog's own controls (the page behind is inert).
    const stops: string[] = ["fullName"];
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press("Tab");
      expect(await focusInDialog(), `Tab ${i + 1}`).toBe(true);
      stops.push(
        await page.evaluate(
          () => document.activeElement?.getAttribute("name") ?? document.activeElement?.textContent ?? "",
        ),
      );
    }
    expect(stops).toEqual(expect.arrayContaining(["fullName", "email", "subject", "message"]));

    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label")))
      .toBe(en.floatingContact.label);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("required fields first, then the thank-you toast, the dialog closes and clears, the PDF downloads and the mail arrives", async () => {
    const { page, problems, requests } = await visitor();
    const email = address("jordi");
    await page.goto(`${baseUrl}/books`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.getByRole("button", { name: en.nav.downloadCv }).first().click();
    const dialog = page.getByRole("dialog", { name: leadEn.leadForm.title });
    await dialog.waitFor();
    const submit = dialog.getByRole("button", { name: leadEn.leadForm.submit });
    const expected: ToastSeen[] = [];

    await submit.click();
    expected.push(errorToast(leadEn.leadForm.required.title, leadEn.leadForm.required.text));
    await expect.poll(() => toastLog(page)).toEqual(expected);
    // The modal makes the page behind it inert: the toast must be inside the dialog's top layer,
    // reachable by assistive technology and not under the backdrop.
    const toast = dialog.getByText(leadEn.leadForm.required.title);
    await toast.waitFor();
    // Polled: the toast slides in, so its box settles a moment after it appears.
    const onTop = () =>
      toast.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return Boolean(hit && (el.contains(hit) || hit.contains(el)));
      });
    await expect.poll(onTop).toBe(true);
    await dialog.locator('[name="fullName"]').fill("Jordi Puig");
    await submit.click();
    expected.push(errorToast(leadEn.leadForm.required.title, leadEn.leadForm.required.text));
    await expect.poll(() => toastLog(page)).toEqual(expected);
    await dialog.locator('[name="email"]').fill("jordi@");
    await submit.click();
    expected.push(errorToast(leadEn.leadForm.invalidEmail.title, leadEn.leadForm.invalidEmail.text));
    await expect.poll(() => toastLog(page)).toEqual(expected);
    // None of these reached the server, and the dialog stayed open with what was typed.
    expect(requests.some((u) => u.includes("/api/contact-form-handler"))).toBe(false);
    expect(await dialog.isVisible()).toBe(true);
    expect(await valueOf(dialog, "fullName")).toBe("Jordi Puig");

    await dialog.locator('[name="email"]').fill(email);
    await dialog.locator('[name="subject"]').fill("Your CV, please");
    const downloading = page.waitForEvent("download");
    const response = page.waitForResponse(`${baseUrl}/api/contact-form-handler`);
    await submit.click();
    expect((await response).status()).toBe(201);
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("Adrià Vidal - Resume.pdf");
    const cv = await bytesOf(download);
    expect(cv.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    // The CV says what the Career page says: every role with its years, and the degree.
    const words = pdfText(cv);
    for (const role of ROLES) {
      expect(words, role.id).toContain(role.title.en);
      expect(words, role.id).toContain(`${role.start.slice(0, 4)} – ${role.end?.slice(0, 4) ?? "present"}`);
    }
    expect(words).toContain("Quadrant Labs, Barcelona");
    expect(words).toContain("Universitat Pompeu Fabra, 2004–2008");

    expected.push(successToast(leadEn.leadForm.success.title, leadEn.leadForm.success.text));
    await expect.poll(() => toastLog(page)).toEqual(expected);
    await dialog.waitFor({ state: "hidden" });
    // Opening it again (from the floating button this time) shows an empty form.
    await page.getByRole("button", { name: en.floatingContact.label }).click();
    await dialog.waitFor();
    for (const name of ["fullName", "email", "subject", "message"]) expect(await valueOf(dialog, name), name).toBe("");
    await dialog.getByRole("button", { name: leadEn.leadForm.cancel }).click();
    await dialog.waitFor({ state: "hidden" });

    // The sender's copy carries a lasting link to the same PDF; the author is told too.
    const confirmation = await waitForMail(baseUrl, (m) => m.to === email, { what: "resume confirmation" });
    expect(confirmation.subject).toBe("Your copy of my resume");
    const link = linkIn(confirmation, `${baseUrl}/api/downloads/resume?token=`);
    const file = await fetch(link);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString("latin1"),
    ).toBe("%PDF-");
    const notification = await waitForMail(baseUrl, (m) => m.replyTo === email, { what: "author notification" });
    expect(notification.to).toBe(SITE_PROFILE.email);
    expect(notification.subject).toBe("Resume request from Jordi Puig");
    expect(notification.text).toContain("Your CV, please");

    expect(offsite(requests)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe("newsletter", () => {
  // One long flow (two toasts, a held request, two mails, two link pages): on a loaded machine
  // it has run past the default 30 s, hence its own limit.
  it("footer form in Spanish: empty and invalid toasts, then double opt-in through the mailbox, welcome mail, and unsubscribe", async () => {
    const { page, problems, requests } = await visitor();
    const email = address("lucia");
    await page.goto(`${baseUrl}/es`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    const footer = page.locator("footer");
    const input = footer.getByRole("textbox", { name: leadEs.newsletter.email });
    const submit = footer.getByRole("button", { name: leadEs.newsletter.submit });
    // The form loads as the footer nears the viewport.
    await footer.scrollIntoViewIfNeeded();
    await input.scrollIntoViewIfNeeded();
    const expected: ToastSeen[] = [];

    await submit.click();
    expected.push(errorToast(leadEs.newsletter.emailRequired.title, leadEs.newsletter.emailRequired.text));
    await expect.poll(() => toastLog(page)).toEqual(expected);
    await input.fill("lucia@nowhere");
    await submit.click();
    expected.push(errorToast(leadEs.newsletter.emailInvalid.title, leadEs.newsletter.emailInvalid.text));
    await expect.poll(() => toastLog(page)).toEqual(expected);
    expect(await input.inputValue()).toBe("lucia@nowhere");

    await input.fill(email);
    const release = await holdApi(page, "/api/newsletter-subscription");
    await submit.click();
    // While it's out, the input is disabled and the button shows the spinner and its busy label.
    const busy = footer.getByRole("button", { name: leadEs.newsletter.submitting });
    await busy.waitFor();
    expect(await input.isDisabled()).toBe(true);
    expect(await busy.locator("svg").count()).toBe(1);
    const response = page.waitForResponse(`${baseUrl}/api/newsletter-subscription`);
    release();
    expect((await response).status()).toBe(202);
    expected.push(successToast(leadEs.newsletter.success.title, leadEs.newsletter.success.text));
    await expect.poll(() => toastLog(page)).toEqual(expected);
    expect(await input.inputValue()).toBe("");
    expect(await input.isEnabled()).toBe(true);

    // The confirmation mail is Spanish and its link opens the Spanish confirm page.
    const confirmation = await waitForMail(baseUrl, (m) => m.to === email, { what: "confirmation mail" });
    expect(confirmation.subject).toBe("Confirma tu suscripción");
    const confirmLink = linkIn(confirmation, `${baseUrl}/es/newsletter/confirm?token=`);
    await page.goto(confirmLink);
    const confirm = page.getByRole("button", { name: leadEs.newsletter.confirm.button });
    await confirm.waitFor();
    // Opening the link changed nothing (mail scanners follow links): only the click confirms.
    await settled(page);
    expect((await readMailbox(baseUrl)).filter((m) => m.to === email)).toHaveLength(1);
    await confirm.click();
    await page.getByText(leadEs.newsletter.confirm.done).waitFor();
    expect(await confirm.count()).toBe(0);
    // The heading no longer asks: it says it is done.
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(leadEs.newsletter.confirm.doneHeading);

    const welcome = await waitForMail(baseUrl, (m) => m.to === email && m.subject === "¡Bienvenido a bordo!", {
      what: "welcome mail",
    });
    expect(welcome.headers["List-Unsubscribe"]).toMatch(
      new RegExp(`^<${escape(baseUrl)}/api/newsletter/unsubscribe\\?token=[^>]+>$`),
    );
    expect(welcome.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");

    // The welcome mail's page link (for people) unsubscribes with one click on the page.
    await page.goto(linkIn(welcome, `${baseUrl}/es/newsletter/unsubscribe?token=`));
    const unsubscribe = page.getByRole("button", { name: leadEs.newsletter.unsubscribe.button });
    await unsubscribe.click();
    await page.getByText(leadEs.newsletter.unsubscribe.done).waitFor();
    expect(await unsubscribe.count()).toBe(0);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(leadEs.newsletter.unsubscribe.doneHeading);

    expect(offsite(requests)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  }, 60_000);

  it("the home page's own newsletter form subscribes too", async () => {
    const { page, problems, requests } = await visitor();
    const email = address("pau");
    await page.goto(`${baseUrl}/`);
    const section = page.locator('section[aria-labelledby="connect-heading"]');
    const input = section.getByRole("textbox", { name: leadEn.newsletter.email });
    // The band loads as it nears the viewport (the footer is just below it).
    await page.locator("footer").scrollIntoViewIfNeeded();
    await input.scrollIntoViewIfNeeded();
    await input.fill(email);
    await section.getByRole("button", { name: leadEn.newsletter.submit }).click();
    await expect
      .poll(() => toastLog(page))
      .toEqual([successToast(leadEn.newsletter.success.title, leadEn.newsletter.success.text)]);
    expect(await input.inputValue()).toBe("");
    const mail = await waitForMail(baseUrl, (m) => m.to === email, { what: "confirmation mail" });
    expect(mail.subject).toBe("Please confirm your subscription");
    expect(offsite(requests)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe("excerpt download", () => {
  it("from the series page: fill-in toast, Processing..., the EPUB downloads, the dialog closes and clears, the mail arrives", async () => {
    const { page, problems, requests } = await visitor();
    const email = address("nuria");
    const { bookTitle } = EXCERPTS["mortal-vengeance-book-1"];
    await page.goto(`${baseUrl}/series/mortal-vengeance`);
    await page.getByRole("button", { name: leadEn.excerpt.button }).click();
    const dialog = page.getByRole("dialog", { name: leadEn.excerpt.title });
    await dialog.waitFor();
    expect(await dialog.getByText(leadEn.excerpt.description.replace("{{title}}", bookTitle)).count()).toBe(1);
    const submit = dialog.getByRole("button", { name: leadEn.excerpt.submit });
    const expected: ToastSeen[] = [];

    await submit.click();
    expected.push(errorToast(leadEn.excerpt.required));
    await expect.poll(() => toastLog(page)).toEqual(expected);
    await dialog.locator('[name="fullName"]').fill("Núria Ferrer");
    await submit.click();
    expected.push(errorToast(leadEn.excerpt.required));
    await expect.poll(() => toastLog(page)).toEqual(expected);
    expect(await dialog.locator('[name="email"]').getAttribute("type")).toBe("email");
    await dialog.locator('[name="email"]').fill(email);

    const release = await holdApi(page, "/api/register-excerpt-download");
    await submit.click();
    const processing = dialog.getByRole("button", { name: leadEn.excerpt.processing });
    await processing.waitFor();
    expect(await processing.isDisabled()).toBe(true);
    const downloading = page.waitForEvent("download");
    const response = page.waitForResponse(`${baseUrl}/api/register-excerpt-download`);
    release();
    expect((await response).status()).toBe(201);
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("Mortal Vengeance excerpt.epub");
    expectEpub(await bytesOf(download));

    await dialog.waitFor({ state: "hidden" });
    expected.push(successToast(leadEn.excerpt.success));
    await expect.poll(() => toastLog(page)).toEqual(expected);
    await page.getByRole("button", { name: leadEn.excerpt.button }).click();
    await dialog.waitFor();
    expect(await valueOf(dialog, "fullName")).toBe("");
    expect(await valueOf(dialog, "email")).toBe("");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });

    // The mail carries a lasting link to the same file.
    const mail = await waitForMail(baseUrl, (m) => m.to === email, { what: "excerpt mail" });
    expect(mail.subject).toBe(`Your free excerpt of ${bookTitle}`);
    expect(mail.text).toContain("Núria Ferrer");
    const file = await fetch(linkIn(mail, `${baseUrl}/api/downloads/excerpt?token=`));
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/epub+zip");
    expectEpub(Buffer.from(await file.arrayBuffer()));

    expect(offsite(requests)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe("privacy", () => {
  it("no flow above sent a single request to another host (no Turnstile script, fonts or analytics)", () => {
    // Sanity: the recorder did see the flows' own calls.
    const paths = allRequests.map((u) => (/^https?:/.test(u) ? new URL(u).pathname : u));
    for (const api of [
      "/api/contact-form-handler",
      "/api/newsletter-subscription",
      "/api/newsletter/confirm",
      "/api/newsletter/unsubscribe",
      "/api/register-excerpt-download",
      "/api/downloads/resume",
      "/api/downloads/excerpt",
    ]) {
      expect(paths, api).toContain(api);
    }
    expect(allRequests.filter((u) => u.includes("challenges.cloudflare.com"))).toEqual([]);
    expect(offsite(allRequests)).toEqual([]);
  });
});

describe("rate limit", () => {
  // Keep this last: it uses up the resume modal's per-IP limit (5 per 600 s) for the whole run.
  it("the resume modal shows the destructive Too Many Requests toast and keeps the dialog open and filled", async () => {
    const { page, problems } = await visitor();
    await page.goto(`${baseUrl}/books`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    const dialog = page.getByRole("dialog", { name: leadEn.leadForm.title });
    const statuses: number[] = [];
    let limited: PageResponse | undefined;
    const limit = RATE_LIMITS.resume_request.limit;
    for (let attempt = 0; attempt <= limit && !limited; attempt++) {
      if (!(await dialog.isVisible())) {
        await page.getByRole("button", { name: en.floatingContact.label }).click();
        await dialog.waitFor();
      }
      await dialog.locator('[name="fullName"]').fill(`Limit Tester ${attempt}`);
      await dialog.locator('[name="email"]').fill(address(`limit${attempt}`));
      const response = page.waitForResponse(`${baseUrl}/api/contact-form-handler`);
      await dialog.getByRole("button", { name: leadEn.leadForm.submit }).click();
      const res = await response;
      statuses.push(res.status());
      if (res.status() === 429) limited = res;
      else await dialog.waitFor({ state: "hidden" });
    }
    // The earlier resume test used one; at most the limit passed before the 429.
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((s) => s === 201)).toBe(true);
    const passedHere = statuses.length - 1;
    expect(passedHere + 1).toBeLessThanOrEqual(limit);
    expect(Number(limited!.headers()["retry-after"])).toBeGreaterThan(0);

    await expect
      .poll(async () => (await toastLog(page)).at(-1))
      .toEqual(errorToast(leadEn.leadForm.tooMany.title, leadEn.leadForm.tooMany.text));
    const toast = page
      .locator('[data-sonner-toast][data-type="error"]')
      .filter({ hasText: leadEn.leadForm.tooMany.title });
    expect(await toast.isVisible()).toBe(true);
    expect(await dialog.isVisible()).toBe(true);
    expect(await valueOf(dialog, "fullName")).toBe(`Limit Tester ${statuses.length - 1}`);
    expect(await valueOf(dialog, "email")).toBe(address(`limit${statuses.length - 1}`));
    expect(await dialog.getByRole("button", { name: leadEn.leadForm.submit }).isEnabled()).toBe(true);
    // Chromium logs the refused fetch itself; nothing else may fail.
    expect(problems.filter((p) => !p.includes("status of 429"))).toEqual([]);
    await page.context().close();
  }, 60_000);
});

/** An EPUB is a ZIP whose first entry is the stored `mimetype` file. */
function expectEpub(bytes: Buffer) {
  expect(bytes.subarray(0, 4).toString("latin1")).toBe("PK\u0003\u0004");
  expect(bytes.readUInt16LE(8), "mimetype is stored, not compressed").toBe(0);
  const nameLength = bytes.readUInt16LE(26);
  const extraLength = bytes.readUInt16LE(28);
  expect(bytes.subarray(30, 30 + nameLength).toString("latin1")).toBe("mimetype");
  const start = 30 + nameLength + extraLength;
  expect(bytes.subarray(start, start + 20).toString("latin1")).toBe("application/epub+zip");
}

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
