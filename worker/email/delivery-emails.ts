import type { Locale } from "../contract/locales";
import { DELIVERY_EMAIL_COPY } from "../copy/delivery-emails";
import { render, type RenderedEmail } from "./templates";

/** A book sent to a Kindle address: a short note around the attachment, which is what Amazon reads. */
export function kindleDeliveryEmail(locale: Locale, data: { title: string; fileName: string }): RenderedEmail {
  const c = DELIVERY_EMAIL_COPY[locale].kindle;
  return render(locale, c.subject(data.title), {
    paragraphs: [c.body(data.title, data.fileName)],
    footer: [c.footer],
  });
}
