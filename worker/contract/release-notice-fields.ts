import type { Locale } from "./locales";

/**
 * "Notify me" for a product that is not out yet: what the form shows and what the API
 * answers, without zod, so the product page's chunk can use it.
 */

/**
 * The words beside the form, kept per version like the newsletter's consent
 * (`release_signups.consent_version` names one); a new wording is a new version, never an edit.
 */
export const RELEASE_NOTICE_CONSENT_TEXTS = {
  "release-notice/1": {
    en: "Email me once when it is out. I'll confirm my address first; my address is used for nothing else, and every email has a link to stop.",
    es: "Escribidme una vez cuando salga. Primero confirmaré mi dirección; no se usará para nada más, y cada correo lleva un enlace para darme de baja.",
    ca: "Escriviu-me un cop quan surti. Primer confirmaré la meva adreça; no es farà servir per a res més, i cada correu porta un enllaç per donar-me de baixa.",
  },
  // The reader asks the author, as everywhere on the site: "tú" and "tu", not "vosotros" and "vosaltres".
  "release-notice/2": {
    en: "Email me once when it is out. I'll confirm my address first; my address is used for nothing else, and every email has a link to stop.",
    es: "Escríbeme una vez cuando salga. Primero confirmaré mi dirección; no se usará para nada más, y cada correo lleva un enlace para darme de baja.",
    ca: "Escriu-me un cop quan surti. Primer confirmaré la meva adreça; no es farà servir per a res més, i cada correu porta un enllaç per donar-me de baixa.",
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type ReleaseNoticeConsentVersion = keyof typeof RELEASE_NOTICE_CONSENT_TEXTS;
export const CURRENT_RELEASE_NOTICE_CONSENT: ReleaseNoticeConsentVersion = "release-notice/2";

/** Where the emails' links land: the product's own page, whose button sends the POST. */
export const RELEASE_NOTICE_LINK_PARAM = "notice";
export type ReleaseNoticeLinkAction = "confirm" | "unsubscribe";

/** The studio's view of a product's sign-ups and its release notice. */
export interface ReleaseNoticeSummary {
  /** Waiting for the visitor to press the confirmation link. */
  pending: number;
  /** Confirmed and not yet notified: they get the release email. */
  waiting: number;
  /** Release emails queued, and of those sent and failed for good. */
  notified: number;
  sent: number;
  failed: number;
  unsubscribed: number;
}
