import type { Locale } from "./locales";

/**
 * What a newsletter subscriber agreed to, kept as a versioned key on their row
 * (`newsletter_subscribers.consent_version`) rather than the words themselves on 50,000 rows:
 * the words of every version stay here, per language, for as long as anyone consented to them.
 * Changing the wording a form shows means adding a version here and pointing
 * CURRENT_NEWSLETTER_CONSENT at it, never editing a version that has been recorded.
 */

/** Where a subscription came from: the newsletter form, or the contact form's stay-updated box. */
export const NEWSLETTER_SOURCES = ["newsletter_form", "contact_form"] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

export const NEWSLETTER_CONSENT_TEXTS = {
  /** Beside the newsletter form's Subscribe button (the home page's "Join the newsletter"). */
  "newsletter-form/1": {
    en: "New books, new music and the occasional behind-the-scenes note, never more than twice a month. No spam, unsubscribe in one click.",
    es: "Nuevos libros, nueva música y, de vez en cuando, un vistazo entre bastidores; nunca más de dos veces al mes. Sin spam, y puedes darte de baja con un clic.",
    ca: "Llibres nous, música nova i, de tant en tant, una ullada entre bastidors; mai més de dues vegades al mes. Sense correu brossa, i et pots donar de baixa amb un clic.",
  },
  /** The contact form's checkbox. */
  "contact-form/1": {
    en: "Keep me updated about new books and music (you'll confirm by email)",
    es: "Mantenme al tanto de los nuevos libros y la nueva música (lo confirmarás por correo)",
    ca: "Mantén-me al corrent dels llibres nous i de la música nova (ho confirmaràs per correu)",
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type NewsletterConsentVersion = keyof typeof NEWSLETTER_CONSENT_TEXTS;

/** The wording each source shows now: what a new sign-up records. */
export const CURRENT_NEWSLETTER_CONSENT: Record<NewsletterSource, NewsletterConsentVersion> = {
  newsletter_form: "newsletter-form/1",
  contact_form: "contact-form/1",
};

/** The words of a recorded version in the language the visitor read them; null when unknown. */
export function newsletterConsentText(version: string | null, locale: string): string | null {
  if (version === null || !Object.hasOwn(NEWSLETTER_CONSENT_TEXTS, version)) return null;
  const texts: Record<string, string> = NEWSLETTER_CONSENT_TEXTS[version as NewsletterConsentVersion];
  return texts[locale] ?? texts.en ?? null;
}
