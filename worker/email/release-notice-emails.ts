import { dateFormat } from "../contract/intl-dates";
import type { Locale } from "../contract/locales";
import { RELEASE_EMAIL_COPY } from "../copy/release-emails";
import { render, type RenderedEmail } from "./templates";

/** "Notify me": the double opt-in's confirmation, with the link that confirms. */
export function releaseConfirmEmail(locale: Locale, data: { title: string; confirmUrl: string }): RenderedEmail {
  const c = RELEASE_EMAIL_COPY[locale].confirm;
  return render(locale, c.subject(data.title), {
    paragraphs: [c.body(data.title)],
    action: { label: c.action, url: data.confirmUrl },
    footer: [c.ignore],
  });
}

/** The one release email a confirmed sign-up gets, with the product's page and the way out. */
export function releaseNoticeEmail(
  locale: Locale,
  data: { title: string; productUrl: string; unsubscribeUrl: string },
): RenderedEmail {
  const c = RELEASE_EMAIL_COPY[locale].released;
  return render(locale, c.subject(data.title), {
    paragraphs: [c.body(data.title)],
    action: { label: c.action, url: data.productUrl },
    footer: [c.footer],
    footerLink: { label: c.unsubscribe, url: data.unsubscribeUrl },
  });
}

/** A pre-order's release day: the title is in the buyer's library. */
export function preorderReleasedEmail(locale: Locale, data: { title: string; libraryUrl: string }): RenderedEmail {
  const c = RELEASE_EMAIL_COPY[locale].preorder;
  return render(locale, c.subject(data.title), {
    paragraphs: [c.body(data.title)],
    action: { label: c.action, url: data.libraryUrl },
    footer: [c.footer],
  });
}

const DAY_TAGS: Record<Locale, string> = { en: "en-GB", es: "es-ES", ca: "ca-ES" };

/** A receipt's line for a pre-order: its title and the day its files arrive, in the buyer's words. */
export function preorderReceiptLine(locale: Locale, title: string, day: string): string {
  const written = dateFormat(DAY_TAGS[locale], { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${day}T12:00:00Z`),
  );
  return RELEASE_EMAIL_COPY[locale].receiptLine(title, written);
}
