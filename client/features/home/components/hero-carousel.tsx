import { useId } from "react";
import { Link } from "wouter";
import { useHref } from "#client/lib/use-href";
import { ContentImage } from "#client/components/ui/content-image";
import { DownloadIcon } from "#client/components/ui/icons";
import { HERO_SLIDES, HERO_VIDEO, type HeroAction, type HeroSlide } from "#content/home";
import { useI18n } from "#client/i18n/i18n-context";
import { localized } from "#worker/contract/localized";
import { SITE_PROFILE } from "#worker/contract/site-profile";
import { carouselRoot, PlayToggle, StepButton } from "./carousel-controls";

/** The hero advances every 8 s. */
export const HERO_ADVANCE_MS = 8000;

const ACTION_CLASS: Record<HeroAction["tone"], string> = {
  primary: "bg-gold text-ink hover:bg-white",
  secondary: "bg-white/10 text-white ring-1 ring-white/60 backdrop-blur-sm hover:bg-white hover:text-ink",
  link: "text-white underline underline-offset-4 hover:text-gold",
};
const ACTION_BASE = "inline-flex min-h-11 items-center gap-2 rounded-full px-5 py-2.5 font-semibold transition-colors";

function Action({ action }: { action: HeroAction }) {
  const { t, locale } = useI18n();
  const href = useHref();
  const label = localized(action.label, locale);
  const className = `${ACTION_BASE} ${ACTION_CLASS[action.tone]}`;
  if (action.href === "cv") {
    return (
      // The frame opens the Contact & Resume Request form (or goes to the contact page).
      <button type="button" className={className} data-download-cv="hero_download_cv">
        <DownloadIcon />
        {label}
      </button>
    );
  }
  if (action.href.startsWith("https:")) {
    return (
      <a href={action.href} target="_blank" rel="noopener noreferrer" className={className}>
        {label}
        <span className="sr-only"> {t("common.newWindow")}</span>
      </a>
    );
  }
  return (
    <Link href={href(action.href)} className={className}>
      {label}
    </Link>
  );
}

function Slide({ slide, first, position }: { slide: HeroSlide; first: boolean; position: string }) {
  const { locale } = useI18n();
  // The server draws the first slide shown; the carousel's script moves `data-active` on.
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={position}
      aria-hidden={!first}
      inert={!first}
      data-slide={slide.id}
      data-carousel-item=""
      data-active={first ? "true" : "false"}
      className={`absolute inset-0 z-0 flex items-center opacity-0 transition-opacity duration-1000 ease-in-out data-[active=true]:z-10 data-[active=true]:opacity-100 motion-reduce:transition-none ${slide.background}`}
    >
      {first && HERO_VIDEO && (
        <video
          // Started by the carousel's script unless the visitor asked for less motion, when it
          // is neither shown nor fetched.
          className="absolute inset-0 h-full w-full object-cover opacity-40 motion-reduce:hidden"
          data-autoplay=""
          muted
          loop
          playsInline
          preload="none"
          aria-hidden="true"
          {...(HERO_VIDEO.poster ? { poster: HERO_VIDEO.poster } : {})}
        >
          <source src={HERO_VIDEO.src} type={HERO_VIDEO.type} />
        </video>
      )}
      <div className="relative mx-auto grid w-full max-w-7xl items-center gap-10 px-6 pt-28 pb-40 sm:px-16 sm:pt-32 sm:pb-28 lg:grid-cols-[1fr_auto] lg:px-20">
        <div className="max-w-2xl text-white">
          <p className="text-sm font-semibold tracking-[0.18em] text-gold uppercase">
            {localized(slide.eyebrow, locale)}
          </p>
          <h2 className="mt-4 font-display text-4xl leading-tight font-bold text-balance sm:text-6xl">
            {localized(slide.title, locale)}
          </h2>
          <p className="mt-6 text-lg leading-relaxed text-pretty text-white/90 sm:text-xl">
            {localized(slide.text, locale)}
          </p>
          <div className="mt-8 flex flex-wrap items-center gap-3">
            {slide.actions.map((action) => (
              <Action key={`${action.href}-${action.label.en}`} action={action} />
            ))}
          </div>
        </div>
        {slide.art && (
          <ContentImage
            image={slide.art}
            className="hidden h-auto w-56 rotate-2 rounded-md shadow-2xl shadow-black/50 lg:block xl:w-64"
            decorative
            // The first slide's art is on screen at once on wide screens: not lazy there. Not
            // fetched first either: on phones it is hidden and the heading is the largest paint.
            {...(first ? { loading: "eager" as const } : {})}
          />
        )}
      </div>
    </div>
  );
}

/**
 * The home page's opening: four full-screen slides that fade over 1 s and advance every 8 s,
 * wrapping both ways, with arrows, dots and a pause control. Hover or focus holds it; reduced
 * motion keeps it still. Built on the WAI-ARIA carousel pattern; the server draws it whole and
 * a few lines of plain script drive it (client/document/carousel.ts).
 */
export function HeroCarousel() {
  const { t, locale } = useI18n();
  const slidesId = useId();
  const total = HERO_SLIDES.length;
  const control =
    "h-11 w-11 items-center justify-center rounded-full bg-black/35 text-white ring-1 ring-white/40 backdrop-blur-sm transition-colors hover:bg-white hover:text-ink";

  return (
    <>
      {/* The page's heading can't be a slide's: a slide is hidden from screen readers while
          another shows, and the page would lose its h1 when the carousel turns. */}
      <h1 className="sr-only">
        {SITE_PROFILE.name}: {localized(HERO_SLIDES[0]!.eyebrow, locale)}
      </h1>
      <section
        aria-roledescription="carousel"
        aria-label={localized(HERO_SLIDES[0]!.title, locale)}
        className="on-dark group/carousel relative h-[100svh] min-h-[36rem] overflow-hidden bg-ink"
        data-testid="hero-carousel"
        {...carouselRoot(HERO_ADVANCE_MS, "fade")}
      >
        <div id={slidesId} aria-live="off" data-carousel-live="" className="absolute inset-0">
          {HERO_SLIDES.map((slide, i) => (
            <Slide
              key={slide.id}
              slide={slide}
              first={i === 0}
              position={t("carousel.slide", { number: i + 1, total })}
            />
          ))}
        </div>

        {/* Beside the slides on wider screens; on phones they join the controls below the text. */}
        <StepButton
          direction="previous"
          controls={slidesId}
          className={`${control} absolute top-1/2 left-4 z-20 hidden -translate-y-1/2 sm:inline-flex`}
        />
        <StepButton
          direction="next"
          controls={slidesId}
          className={`${control} absolute top-1/2 right-4 z-20 hidden -translate-y-1/2 sm:inline-flex`}
        />

        <div className="absolute inset-x-0 bottom-24 z-20 flex items-center justify-center gap-2 sm:bottom-6 sm:gap-3">
          <StepButton direction="previous" controls={slidesId} className={`${control} inline-flex sm:hidden`} />
          <PlayToggle className={`${control} inline-flex`} />
          <div role="group" aria-label={t("carousel.choose")} className="flex items-center">
            {HERO_SLIDES.map((slide, i) => (
              <button
                key={slide.id}
                type="button"
                data-carousel-go={i}
                aria-controls={slidesId}
                aria-current={i === 0 ? "true" : undefined}
                aria-label={t("carousel.goTo", { number: i + 1, title: localized(slide.title, locale) })}
                className="group flex h-11 w-7 items-center justify-center sm:w-8"
              >
                <span className="block h-2.5 w-2.5 rounded-full bg-white/70 transition-all group-hover:bg-white group-aria-[current=true]:w-7 group-aria-[current=true]:bg-gold motion-reduce:transition-none" />
              </button>
            ))}
          </div>
          <StepButton direction="next" controls={slidesId} className={`${control} inline-flex sm:hidden`} />
        </div>
      </section>
    </>
  );
}
