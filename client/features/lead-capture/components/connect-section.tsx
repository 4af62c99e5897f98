import { Island } from "#client/islands/island";
import { CURRENT_NEWSLETTER_CONSENT, newsletterConsentText } from "#worker/contract/newsletter-consent";
import { useI18n } from "#client/i18n/i18n-context";
import { useLeadCaptureText } from "../strings";

/**
 * Home item 10: the newsletter beside the "Let's Connect" form, each an island whose code comes
 * as the band nears the viewport (like the footer's newsletter), so it is there by the time
 * anyone types; what is typed before is handed over all the same.
 */
export function ConnectSection() {
  const t = useLeadCaptureText();
  const { locale } = useI18n();
  return (
    <section aria-labelledby="connect-heading" className="bg-white">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-20 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <h2 className="font-display text-3xl font-bold">{t("newsletter.heading")}</h2>
          <p className="mt-3 text-ink/75">
            {newsletterConsentText(CURRENT_NEWSLETTER_CONSENT.newsletter_form, locale)}
          </p>
          <div className="mt-6">
            <Island name="newsletter-form" load="visible" props={{}} />
          </div>
        </div>
        <div className="lg:col-span-3">
          <h2 id="connect-heading" className="font-display text-3xl font-bold">
            {t("contactForm.heading")}
          </h2>
          <p className="mt-3 mb-8 text-ink/75">{t("contactForm.intro")}</p>
          <Island name="contact-form" load="visible" props={{}} />
        </div>
      </div>
    </section>
  );
}
