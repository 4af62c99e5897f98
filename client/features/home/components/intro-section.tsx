import { Link } from "wouter";
import { ContentImage } from "#client/components/ui/content-image";
import { HOME_INTRO } from "#content/home";
import { useI18n } from "#client/i18n/i18n-context";
import { localized } from "#worker/contract/localized";
import { AUTHOR_BIO, AUTHOR_PHOTO, SITE_CLAIMS } from "#worker/contract/author-profile";

/** The home page's "me in a nutshell" with the three stats. */
export function IntroSection() {
  const { locale } = useI18n();
  const text = HOME_INTRO;
  return (
    <section aria-labelledby="intro-heading" className="bg-paper py-20 text-ink sm:py-24">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-[2fr_3fr]">
        <ContentImage image={AUTHOR_PHOTO} className="mx-auto h-auto w-full max-w-sm rounded-2xl shadow-xl" />
        <div>
          <p className="text-sm font-semibold tracking-[0.18em] text-wine uppercase">
            {localized(text.eyebrow, locale)}
          </p>
          <h2
            id="intro-heading"
            className="mt-3 font-display text-3xl font-bold tracking-tight text-balance sm:text-4xl"
          >
            {localized(text.heading, locale)}
          </h2>
          <p className="mt-6 text-lg leading-relaxed text-pretty text-ink/80">{localized(AUTHOR_BIO, locale)}</p>
          <dl className="mt-10 grid grid-cols-3 gap-4">
            {SITE_CLAIMS.intro.map((claim) => (
              <div
                key={claim.id}
                className="flex flex-col rounded-xl bg-white p-4 text-center shadow-sm ring-1 ring-ink/5"
              >
                <dt className="text-sm text-ink/70">{localized(claim.label, locale)}</dt>
                <dd className="order-first font-display text-3xl font-bold text-wine sm:text-4xl">
                  {localized(claim.value, locale)}
                </dd>
              </div>
            ))}
          </dl>
          <Link
            href="/about"
            className="mt-8 inline-flex font-semibold text-wine underline underline-offset-4 hover:text-wine-dark"
          >
            {localized(text.more, locale)}
          </Link>
        </div>
      </div>
    </section>
  );
}
