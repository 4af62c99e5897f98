import { describe, expect, it } from "vitest";
import type { Locale } from "#worker/contract/locales";
import { kindleDeliveryEmail } from "#worker/email/delivery-emails";
import { downloadGrantedEmail, downloadRequestEmail, fileUpdateEmail } from "#worker/email/file-update-emails";
import { preorderReleasedEmail, releaseConfirmEmail, releaseNoticeEmail } from "#worker/email/release-notice-emails";
import {
  accountEmail,
  contactConfirmationEmail,
  contactNotificationEmail,
  excerptDownloadEmail,
  giftEmail,
  guestClaimEmail,
  newsletterBroadcastEmail,
  newsletterConfirmationEmail,
  newsletterWelcomeEmail,
  orderReceiptEmail,
  orderRefundEmail,
  type RenderedEmail,
} from "#worker/email/templates";
import { renderBroadcastMarkdown } from "#worker/services/broadcast-content";
import { useBrowser } from "../support/e2e/browser";

/**
 * Every mail the site sends, drawn in Chromium at a phone's 320 px and a desktop client's 600 px
 * as a mail app shows an HTML part: nothing wider than the screen, buttons a thumb can press,
 * text of a readable size, no signed address printed bare, and a plain-text part that carries
 * every address. The data is the long kind: long titles, long names, signed links of hundreds of
 * characters.
 */
const browser = useBrowser();

const SIGNED = (path: string) =>
  `https://adriavidal.com${path}?token=${"eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzI1NiJ9".repeat(6)}.${"x".repeat(40)}`;
const LONG_TITLE = "Mortal Vengeance: Undertow — The Complete Collector's Edition with the Original Soundtrack";

function everyMail(locale: Locale): [string, RenderedEmail, string[]][] {
  const contact = {
    form: "resume" as const,
    fullName: "Maria Dolors Puigdomènech i Vilaseca",
    email: "maria.dolors.puigdomenech.vilaseca@correu-de-la-universitat.cat",
    subject: "For the Senior QA Analyst position at Quadrant Labs, Barcelona",
    message: "Hello! ".repeat(60),
    reasonLabel: "Job Position",
    company: "Quadrant Labs",
    stayUpdated: true,
    locale,
    receivedAt: new Date("2026-11-29T10:00:00Z"),
  };
  const broadcast = renderBroadcastMarkdown(
    `# News from the harbour\n\nA line\nand the next.\n\n![Cover](https://adriavidal.com/media/covers/mortal-vengeance-1.jpg)\n\n- one\n- two\n\n[Read it](${SIGNED("/news")})`,
  );
  const downloads = [
    { label: "EPUB", url: SIGNED("/api/orders/file") },
    { label: "PDF", url: SIGNED("/api/orders/file") },
    { label: "Album (ZIP): FLAC, all 12 tracks, cover and booklet", url: SIGNED("/api/orders/zip") },
  ];
  const mails: [string, RenderedEmail, string[]][] = [
    ...(["verify", "reset"] as const).map((kind): [string, RenderedEmail, string[]] => {
      const url = SIGNED("/auth/confirm");
      return [`account ${kind}`, accountEmail(kind, locale, { name: contact.fullName, url }), [url]];
    }),
    ["contact notification", contactNotificationEmail(contact), []],
    [
      "contact confirmation with the CV",
      contactConfirmationEmail(contact, { url: SIGNED("/api/downloads/resume"), validDays: 7 }),
      [SIGNED("/api/downloads/resume")],
    ],
    ["newsletter confirmation", newsletterConfirmationEmail(locale, SIGNED("/newsletter/confirm")), []],
    ["newsletter welcome", newsletterWelcomeEmail(locale, SIGNED("/newsletter/unsubscribe")), []],
    [
      "newsletter issue",
      newsletterBroadcastEmail(locale, {
        subject: "News",
        ...broadcast,
        unsubscribeUrl: SIGNED("/newsletter/unsubscribe"),
      }),
      [],
    ],
    [
      "excerpt",
      excerptDownloadEmail(locale, {
        fullName: contact.fullName,
        bookTitle: LONG_TITLE,
        url: SIGNED("/api/downloads/excerpt"),
        validDays: 7,
      }),
      [SIGNED("/api/downloads/excerpt")],
    ],
    [
      "receipt",
      orderReceiptEmail(locale, {
        reference: "3F2A91C0",
        items: [
          { title: LONG_TITLE, price: "€12.99" },
          { title: "The Breakwater", price: "€1.29" },
        ],
        discount: { code: "LAUNCH-WEEK-2026", amount: "−€2.00" },
        total: "€12.28",
        downloads,
        libraryUrl: "https://adriavidal.com/account/orders",
        validDays: 7,
        vat: [["VAT 4% included", "€0.47"]],
        invoice: { label: "Invoice No. F2026-000123 (PDF)", url: SIGNED("/api/invoices/F2026-000123/pdf") },
        claim: { url: SIGNED("/claim-orders"), validDays: 30 },
        gift: { recipientName: contact.fullName, day: "1 December 2026" },
      }),
      downloads.map((d) => d.url),
    ],
    [
      "refund",
      orderRefundEmail(locale, {
        reference: "3F2A91C0",
        items: [{ title: LONG_TITLE, price: "€12.99" }],
        amount: "€12.99",
        whole: false,
        libraryUrl: "https://adriavidal.com/account/orders",
      }),
      [],
    ],
    [
      "guest claim",
      guestClaimEmail(locale, { url: SIGNED("/claim-orders"), validDays: 30 }),
      [SIGNED("/claim-orders")],
    ],
    [
      "gift",
      giftEmail(locale, {
        recipientName: contact.fullName,
        fromName: "Jordi",
        title: LONG_TITLE,
        message: "Per al teu aniversari! ".repeat(10),
        url: SIGNED("/claim-gift"),
      }),
      [SIGNED("/claim-gift")],
    ],
    ["release confirm", releaseConfirmEmail(locale, { title: LONG_TITLE, confirmUrl: SIGNED("/la-bodega/x") }), []],
    [
      "release notice",
      releaseNoticeEmail(locale, {
        title: LONG_TITLE,
        productUrl: "https://adriavidal.com/la-bodega/ebooks/mortal-vengeance-2-ebook",
        unsubscribeUrl: SIGNED("/api/release-notices/unsubscribe"),
      }),
      [],
    ],
    [
      "pre-order released",
      preorderReleasedEmail(locale, { title: LONG_TITLE, libraryUrl: "https://adriavidal.com/account/orders" }),
      [],
    ],
    [
      "Kindle delivery",
      kindleDeliveryEmail(locale, { title: LONG_TITLE, fileName: "Adria-Vidal-Mortal-Vengeance-Undertow.epub" }),
      [],
    ],
    [
      "file update",
      fileUpdateEmail(locale, {
        title: LONG_TITLE,
        label: "EPUB",
        version: 3,
        note: "Typos fixed in chapters 4 and 12.\nA map of Santa Brisa at the start.",
        libraryUrl: "https://adriavidal.com/account/orders",
      }),
      [],
    ],
    [
      "download request",
      downloadRequestEmail(locale, {
        reference: "3F2A91C0",
        buyer: contact.email,
        title: LONG_TITLE,
        label: "EPUB",
        downloads: "5 of 5",
        studioUrl: "https://adriavidal.com/studio/requests",
      }),
      [],
    ],
    [
      "download granted",
      downloadGrantedEmail(locale, {
        title: LONG_TITLE,
        label: "EPUB",
        count: 3,
        libraryUrl: "https://adriavidal.com/account/orders",
      }),
      [],
    ],
  ];
  return mails;
}

describe("every mail, as a mail app draws it", () => {
  for (const width of [320, 600]) {
    it(`reads at ${width} px in each language: fits, presses, and prints no signed address bare`, async () => {
      const context = await browser.current.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      for (const locale of ["en", "es", "ca"] as const) {
        for (const [name, mail, addresses] of everyMail(locale)) {
          const what = `${name} (${locale}) at ${width} px`;
          expect(mail.html, what).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
          expect(mail.html, what).toContain(`<html lang="${locale}"`);
          // Every address a button leads to is in the plain text too, and none is shown bare.
          for (const address of addresses) expect(mail.text, what).toContain(address);
          await page.setContent(mail.html, { waitUntil: "domcontentloaded" });
          const drawn = await page.evaluate(() => {
            const view = document.documentElement.clientWidth;
            const shown = [...document.querySelectorAll<HTMLElement>("body *")].filter(
              (el) => el.getClientRects().length > 0 && getComputedStyle(el).display !== "none",
            );
            const textOf = (el: Element) =>
              [...el.childNodes]
                .filter((n) => n.nodeType === Node.TEXT_NODE)
                .map((n) => n.textContent ?? "")
                .join("");
            return {
              view,
              scroll: document.documentElement.scrollWidth,
              past: shown
                .filter((el) => el.getBoundingClientRect().right > view + 1)
                .map((el) => `${el.tagName} ${textOf(el).slice(0, 40)}`),
              buttons: [...document.querySelectorAll<HTMLElement>("td[bgcolor] > a")].map((a) => {
                const box = a.getBoundingClientRect();
                return { text: a.textContent, height: box.height, right: box.right };
              }),
              small: shown
                .filter((el) => textOf(el).trim() && parseFloat(getComputedStyle(el).fontSize) < 12)
                .map((el) => textOf(el).slice(0, 40)),
              bare: shown.map(textOf).filter((t) => /https?:\/\/\S{60,}/.test(t)),
            };
          });
          expect(drawn.past, what).toEqual([]);
          expect(drawn.scroll, what).toBeLessThanOrEqual(drawn.view);
          expect(drawn.small, what).toEqual([]);
          expect(drawn.bare, what).toEqual([]);
          for (const button of drawn.buttons) {
            expect(button.height, `${what}: ${button.text}`).toBeGreaterThanOrEqual(40);
            expect(button.right, `${what}: ${button.text}`).toBeLessThanOrEqual(drawn.view);
          }
          if (addresses.length) expect(drawn.buttons.length, what).toBeGreaterThanOrEqual(addresses.length);
        }
      }
      await context.close();
    }, 120_000);
  }
});
