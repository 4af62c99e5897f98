import { describe, expect, inject, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { en } from "#client/i18n/dictionaries/en";
import { es } from "#client/i18n/dictionaries/es";
import { ca } from "#client/i18n/dictionaries/ca";
import { accountsEn } from "#client/i18n/account-strings/en";
import { leadCaptureEn as leadEn } from "#client/features/lead-capture/strings/en";
import { HERO_SLIDES } from "#content/home";
import { NOT_FOUND_LABELS } from "#client/pages/not-found-labels";
import { newVisitor, useBrowser } from "../support/e2e/browser";
import { contrast, decodePng, luminanceAt } from "../support/e2e/pixels";
import { waitForMail } from "../support/e2e/mailbox";
import { CONTACT_REASONS } from "#worker/contract/lead-capture-fields";
import { address } from "../support/e2e/run";

/** The small layout faults a visitor notices, each checked where it was seen. */

const baseUrl = inject("baseUrl");
const browser = useBrowser();
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const SMALL_PHONE = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true };

async function visitor(options: Parameters<typeof newVisitor>[1] = {}) {
  return newVisitor(browser, { reducedMotion: "reduce", viewport: { width: 1280, height: 800 }, ...options });
}

/**
 * How well a control's shape stands out: at the middle of its left and right edges, the best
 * contrast between the background 6 px out and the band from 4 px outside (where a ring is
 * drawn) to 2 px inside its box. The smaller of the two sides.
 */
async function edgeContrast(page: Page, control: Locator): Promise<number> {
  const box = (await control.boundingBox())!;
  const margin = 6;
  const clip = { x: box.x - margin, y: box.y - margin, width: box.width + 2 * margin, height: box.height + 2 * margin };
  const shot = decodePng(await page.screenshot({ clip, animations: "disabled" }));
  const y = Math.round(shot.height / 2);
  const right = shot.width - 1;
  const band = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, k) => from + k);
  const side = (outsideX: number, edgeXs: number[]) =>
    Math.max(...edgeXs.map((x) => contrast(luminanceAt(shot, outsideX, y), luminanceAt(shot, x, y))));
  return Math.min(side(0, band(2, margin + 2)), side(right, band(right - margin - 2, right - 2)));
}

describe("the title block starts where the content does", () => {
  for (const path of ["/contact", "/portfolio-gallery", "/success-stories", "/news", "/image-converter"]) {
    it(path, async () => {
      const { page } = await visitor();
      await page.goto(`${baseUrl}${path}`);
      const lefts = await page.evaluate(() => {
        const heading = document.querySelector("#page-heading")!;
        const intro = heading.closest("section")!;
        // The content's own column: the first box under the intro with a set maximum width.
        const next = intro.nextElementSibling!;
        const column = [next, ...next.querySelectorAll("*")].find((el) => getComputedStyle(el).maxWidth !== "none")!;
        const style = getComputedStyle(column);
        return {
          heading: heading.getBoundingClientRect().left,
          content: column.getBoundingClientRect().left + parseFloat(style.paddingLeft),
        };
      });
      expect(Math.abs(lefts.heading - lefts.content)).toBeLessThanOrEqual(1);
      await page.context().close();
    });
  }
});

describe("the header's Download CV over the hero", () => {
  it("keeps a visible edge on every slide, the wine one included", async () => {
    const { page } = await visitor();
    await page.goto(`${baseUrl}/`);
    const cv = page.locator("header").getByRole("button", { name: en.nav.downloadCv });
    for (const [i, slide] of HERO_SLIDES.entries()) {
      await page
        .getByRole("button", { name: `Show slide ${i + 1}: ${slide.title.en}` })
        .first()
        .click();
      await page
        .locator(`[data-slide="${slide.id}"][aria-hidden="false"], [data-slide="${slide.id}"]:not([aria-hidden])`)
        .waitFor();
      // The frame that shows it has been painted.
      await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))));
      expect(await edgeContrast(page, cv), `slide ${slide.id}`).toBeGreaterThanOrEqual(3);
    }
    await page.context().close();
  });
});

describe("the floating contact button on a phone", () => {
  it("steps aside while the reader reads down, so it never covers a link being reached; it comes back on the way up", async () => {
    const { page } = await visitor(PHONE);
    await page.goto(`${baseUrl}/news/la-bodega-opens`);
    const fab = page.getByRole("button", { name: en.floatingContact.label });
    await fab.waitFor();
    // Reading down to the end of the post, where the like link sits.
    const link = page.getByRole("link", { name: accountsEn.engagement.signInToLike });
    for (let i = 0; i < 30 && !(await link.isVisible().catch(() => false)); i++) await page.mouse.wheel(0, 300);
    await link.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 120);
    // The button fades out over a short transition; on a loaded machine that takes a while.
    await expect.poll(() => fab.evaluate((el) => getComputedStyle(el).pointerEvents)).toBe("none");
    // Whatever is drawn at the link's end, it is not the button (elementFromPoint skips what
    // takes no pointer events, so this also says the button lets the tap through).
    const coveredByButton = async () => {
      const box = (await link.boundingBox())!;
      return fab.evaluate(
        (button, [x, y]) => {
          const top = document.elementFromPoint(x!, y!);
          return top !== null && (button === top || button.contains(top));
        },
        [box.x + box.width - 4, box.y + box.height / 2],
      );
    };
    expect(await coveredByButton()).toBe(false);
    // Scrolling back up brings it back.
    await page.mouse.wheel(0, -400);
    await expect.poll(() => fab.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
    await page.context().close();
  });

  it("is not offered on the contact page, which is the form it opens", async () => {
    const { page } = await visitor(PHONE);
    await page.goto(`${baseUrl}/contact`);
    await page.getByRole("button", { name: leadEn.contactForm.submit }).waitFor();
    expect(await page.getByRole("button", { name: en.floatingContact.label }).count()).toBe(0);
    await page.context().close();
  });
});

describe("the resume modal on a small phone", () => {
  it("shows its bot-check note whole once scrolled to", async () => {
    const { page } = await visitor(SMALL_PHONE);
    await page.goto(`${baseUrl}/`);
    await page.getByRole("button", { name: en.floatingContact.label }).click();
    const dialog = page.getByRole("dialog", { name: leadEn.leadForm.title });
    await dialog.waitFor();
    const note = dialog.getByText(en.forms.botCheckNotice);
    await note.scrollIntoViewIfNeeded();
    const [noteBox, dialogBox] = await Promise.all([note.boundingBox(), dialog.boundingBox()]);
    expect(noteBox!.y).toBeGreaterThanOrEqual(dialogBox!.y);
    expect(noteBox!.y + noteBox!.height).toBeLessThanOrEqual(Math.min(dialogBox!.y + dialogBox!.height, 640));
    expect(noteBox!.x + noteBox!.width).toBeLessThanOrEqual(dialogBox!.x + dialogBox!.width);
    await page.context().close();
  });
});

describe("the /auth tabs on a phone", () => {
  for (const [prefix, dictionary] of [
    ["", en],
    ["/es", es],
    ["/ca", ca],
  ] as const) {
    it(`fit on one line in ${prefix || "English"}`, async () => {
      const { page } = await visitor(PHONE);
      await page.goto(`${baseUrl}${prefix}/auth`);
      const tablist = page.getByRole("tablist");
      await tablist.waitFor();
      const layout = await tablist.evaluate((list) => ({
        overflow: list.scrollWidth - list.clientWidth,
        tabs: [...list.querySelectorAll('[role="tab"]')].map((tab) => {
          const range = document.createRange();
          range.selectNodeContents(tab);
          const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          return { top: Math.round(tab.getBoundingClientRect().top), lines: lines.size };
        }),
      }));
      expect(layout.overflow).toBeLessThanOrEqual(0);
      expect(new Set(layout.tabs.map((t) => t.top)).size).toBe(1);
      expect(layout.tabs.every((t) => t.lines === 1)).toBe(true);
      expect(dictionary).toBeTruthy();
      await page.context().close();
    });
  }
});

describe("the image converter's progress bars", () => {
  it("are drawn in the site's wine, not the browser's green", async () => {
    const { page } = await visitor();
    await page.goto(`${baseUrl}/image-converter`);
    // The tool (and the rules it draws its bars with) comes with the visitor's first move in it.
    await page.getByRole("button", { name: "Choose images" }).focus();
    await page.locator('[data-island="image-converter"][data-hydrated]').waitFor();
    // Chromium's computed style doesn't reach ::-webkit-progress-value: look at the pixels.
    await page.evaluate(() => {
      const bar = document.createElement("progress");
      bar.className = "meter";
      bar.id = "probe";
      bar.max = 100;
      bar.value = 50;
      bar.style.cssText = "position:fixed;top:200px;left:20px;width:200px;height:12px;z-index:99";
      document.body.append(bar);
    });
    const shot = decodePng(await page.locator("#probe").screenshot());
    const at = (x: number) => [...shot.data.subarray((6 * shot.width + x) * 4, (6 * shot.width + x) * 4 + 3)].join(",");
    const colour = at(50);
    expect(colour).toBe("138,31,61");
    expect(at(150)).not.toBe("138,31,61");
    await page.context().close();
  });
});

describe("a product page before purchase", () => {
  it("lists what the purchase downloads without download arrows that look pressable", async () => {
    const { page } = await visitor();
    await page.goto(`${baseUrl}/la-bodega/ebooks/mortal-vengeance-1-ebook`);
    const files = page.locator("#downloads table");
    await files.waitFor();
    expect(await files.locator("a, button").count()).toBe(0);
    const arrows = await files
      .locator("svg path")
      .evaluateAll((paths) => paths.filter((p) => p.getAttribute("d")?.startsWith("M12 4v11")).length);
    expect(arrows).toBe(0);
    await page.context().close();
  });
});

describe("toasts on repeated failed submits", () => {
  it("one toast, not a pile, at the dialog's top edge over the form", async () => {
    const { page } = await visitor();
    await page.goto(`${baseUrl}/`);
    await page.getByRole("button", { name: en.nav.downloadCv }).first().click();
    const dialog = page.getByRole("dialog", { name: leadEn.leadForm.title });
    await dialog.waitFor();
    const submit = dialog.getByRole("button", { name: leadEn.leadForm.submit });
    // A replaced toast may still be leaving (its exit animation): count the ones staying.
    const toasts = dialog.locator('[data-sonner-toast]:not([data-removed="true"])');
    for (let i = 0; i < 3; i++) {
      await submit.click();
      await toasts.getByText(leadEn.leadForm.required.title).last().waitFor();
    }
    // Replaced toasts are gone once their exit is over.
    await expect.poll(() => dialog.locator('[data-sonner-toast][data-removed="true"]').count()).toBe(0);
    expect(await toasts.count()).toBe(1);
    const [toast, box] = await Promise.all([toasts.first().boundingBox(), dialog.boundingBox()]);
    const centre = toast!.x + toast!.width / 2;
    expect(centre).toBeGreaterThan(box!.x);
    expect(centre).toBeLessThan(box!.x + box!.width);
    expect(toast!.y).toBeLessThan(box!.y + 120);
    await page.context().close();
  });
});

describe("the not-found page", () => {
  for (const [prefix, locale] of [
    ["", "en"],
    ["/es", "es"],
    ["/ca", "ca"],
  ] as const) {
    it(`for a product that isn't there offers the way back to the shop (${prefix || "en"})`, async () => {
      const { page } = await visitor();
      const res = await page.goto(`${baseUrl}${prefix}/la-bodega/ebooks/no-such-book`);
      expect(res!.status()).toBe(404);
      const shop = page.getByRole("link", { name: NOT_FOUND_LABELS.shop[locale], exact: true });
      expect(await shop.getAttribute("href")).toBe(`${prefix}/la-bodega`);
      await shop.click();
      await page.waitForURL(`${baseUrl}${prefix}/la-bodega`);
      await page.context().close();
    });
  }
});

describe("the dev mailbox", () => {
  it("fits a phone with long links in a mail, and shows a mail's HTML version", async () => {
    // One contact message (of the run's 5 per IP) with a link far wider than a phone.
    const email = address("mailbox-html");
    const res = await fetch(`${baseUrl}/api/contact-form-handler`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: new URL(baseUrl).origin },
      body: JSON.stringify({
        form: "contact",
        fullName: "Mailbox Phone",
        email,
        reason: CONTACT_REASONS[0],
        message: `The draft is at https://example.com/${"chapter-".repeat(40)}end, have a look.`,
        privacyPolicy: true,
        // Turnstile's documented dummy token, which the local bot check accepts.
        turnstileToken: "XXXX.DUMMY.TOKEN.XXXX",
        locale: "en",
      }),
    });
    expect(res.status).toBe(201);
    await waitForMail(baseUrl, (m) => m.replyTo === email, { what: "contact notification" });

    const { page } = await visitor(PHONE);
    await page.goto(`${baseUrl}/dev/mail`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
    const article = page.locator("article", { hasText: "Mailbox Phone" }).first();
    const [popup] = await Promise.all([
      page.waitForEvent("popup"),
      article.getByRole("link", { name: "View the HTML version" }).click(),
    ]);
    await popup.waitForLoadState();
    expect(await popup.locator("body").innerText()).toContain("Mailbox Phone");
    await page.context().close();
  });
});
