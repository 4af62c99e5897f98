import { ContentImage } from "#client/components/ui/content-image";
import { localized } from "#worker/contract/localized";
import { AUTHOR_BIO, AUTHOR_PHOTO, SITE_CLAIMS } from "#worker/contract/author-profile";
import { useI18n } from "#client/i18n/i18n-context";
import { CareerPageHeader } from "./career-page-header";

/** The opening of /about: heading, short bio and the three headline figures beside the portrait (the page's largest paint). */
export function AboutHeader() {
  const { locale } = useI18n();
  return (
    <CareerPageHeader
      pageId="about"
      aside={
        <div className="relative mx-auto w-full max-w-xs sm:max-w-sm lg:mr-0">
          <div aria-hidden="true" className="absolute inset-0 translate-x-4 translate-y-4 rounded-2xl bg-gold/40" />
          <ContentImage image={AUTHOR_PHOTO} priority className="relative h-auto w-full rounded-2xl shadow-xl" />
        </div>
      }
    >
      <p className="mt-6 leading-relaxed text-pretty text-ink/80">{localized(AUTHOR_BIO, locale)}</p>
      <dl className="mt-10 grid grid-cols-3 gap-3 sm:gap-4">
        {SITE_CLAIMS.intro.map((claim) => (
          <div
            key={claim.id}
            className="flex flex-col rounded-xl bg-white p-3 text-center shadow-sm ring-1 ring-ink/5 sm:p-4"
          >
            <dt className="text-sm text-ink/75">{localized(claim.label, locale)}</dt>
            <dd className="order-first font-display text-3xl font-bold text-wine sm:text-4xl">
              {localized(claim.value, locale)}
            </dd>
          </div>
        ))}
      </dl>
    </CareerPageHeader>
  );
}
