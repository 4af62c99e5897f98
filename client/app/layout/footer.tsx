import { Link } from "wouter";
import { CURRENT_NEWSLETTER_CONSENT, newsletterConsentText } from "#worker/contract/newsletter-consent";
import { SITE_PROFILE } from "#worker/contract/site-profile";
import { useI18n } from "../../i18n/i18n-context";
import type { TranslationKey } from "../../i18n/i18n";
import { lazy } from "react";
import { Deferred } from "../../components/ui/deferred";
import { Island } from "../../islands/island";
import { useDocumentMode } from "../../islands/document-mode";
import { FOOTER, type ExternalLink, type NavLink } from "../navigation";

const linkClass = "rounded text-sm text-white/75 hover:text-gold";

function Group({ titleKey, children }: { titleKey: TranslationKey; children: React.ReactNode }) {
  const { t } = useI18n();
  return (
    <div>
      <h2 className="mb-3 text-xs font-semibold tracking-widest text-gold uppercase">{t(titleKey)}</h2>
      <ul className="space-y-2">{children}</ul>
    </div>
  );
}

function External({ link }: { link: ExternalLink }) {
  const { t } = useI18n();
  const isMail = link.href.startsWith("mailto:");
  return (
    <li>
      <a href={link.href} className={linkClass} {...(isMail ? {} : { target: "_blank", rel: "noopener noreferrer" })}>
        {t(link.labelKey)}
        {!isMail && <span className="sr-only"> {t("common.newWindow")}</span>}
      </a>
    </li>
  );
}

function Internal({ link }: { link: NavLink }) {
  const { t } = useI18n();
  return (
    <li>
      <Link href={link.href} className={linkClass}>
        {t(link.labelKey)}
      </Link>
    </li>
  );
}

const NewsletterForm = lazy(() =>
  import("../../features/lead-capture/components/newsletter-form").then((m) => ({ default: m.NewsletterForm })),
);

/** The newsletter's size while its code loads, so nothing moves when it arrives. */
const newsletterPlaceholder = <div aria-hidden="true" className="h-[5.75rem] w-full max-w-md sm:h-11" />;

/** The site footer with its link groups, on every page. */
export function Footer() {
  const { t, locale } = useI18n();
  const documentMode = useDocumentMode();
  return (
    <footer className="site-footer on-dark bg-ink text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 lg:grid-cols-6">
        <div className="lg:col-span-2">
          <p className="font-display text-xl font-bold">{SITE_PROFILE.name}</p>
          <p className="mt-3 max-w-sm text-sm text-white/75">{t("footer.tagline")}</p>
        </div>
        <Group titleKey="footer.social">
          {FOOTER.social.map((link) => (
            <External key={link.href} link={link} />
          ))}
        </Group>
        <Group titleKey="footer.stores">
          {FOOTER.stores.map((link) => (
            <External key={link.href} link={link} />
          ))}
        </Group>
        <Group titleKey="footer.quickLinks">
          {FOOTER.quickLinks.map((link) => (
            <Internal key={link.href} link={link} />
          ))}
        </Group>
        <div className="space-y-8">
          <Group titleKey="footer.legal">
            {FOOTER.legal.map((link) => (
              <Internal key={link.href} link={link} />
            ))}
            <li>
              {/* Served by the Worker, not the SPA: a full page load. */}
              <a href="/sitemap.xml" className={linkClass}>
                {t("footer.sitemap")}
              </a>
            </li>
          </Group>
          <Group titleKey="footer.related">
            {FOOTER.related.map((link) => (
              <External key={link.href} link={link} />
            ))}
          </Group>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 className="font-display text-lg font-bold">{t("footer.newsletterHeading")}</h2>
            <p className="mt-1 max-w-md text-sm text-white/75">
              {/* The words a sign-up records agreeing to (the contract keeps every version). */}
              {newsletterConsentText(CURRENT_NEWSLETTER_CONSENT.newsletter_form, locale)}
            </p>
          </div>
          {/* Near the viewport only: at the foot of every page, it needn't ride on the first load. */}
          {documentMode ? (
            <Island name="newsletter-form" load="visible" props={{ tone: "dark" }} />
          ) : (
            <Deferred whenIdle={false} fallback={newsletterPlaceholder}>
              <NewsletterForm tone="dark" />
            </Deferred>
          )}
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-white/70" lang={locale}>
          {t("footer.rights", { year: new Date().getFullYear(), name: SITE_PROFILE.name })}
        </p>
      </div>
    </footer>
  );
}
