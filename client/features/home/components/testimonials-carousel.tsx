import { useId } from "react";
import { Link } from "wouter";
import { ContentImage } from "#client/components/ui/content-image";
import { StarRating } from "#client/components/ui/star-rating";
import { HOME_SECTIONS } from "#content/home-bands";
import { TESTIMONIALS } from "#content/references";
import { useI18n } from "#client/i18n/i18n-context";
import { localized } from "#worker/contract/localized";
import { carouselRoot, PlayToggle, StepButton } from "./carousel-controls";
import { PageSection } from "#client/components/ui/page-section";

/** Testimonials advance every 5 s. */
export const TESTIMONIAL_ADVANCE_MS = 5000;
/** Three quotes on the home page. */
const QUOTES = TESTIMONIALS.slice(0, 3);

/*
 * 1 quote per view on phones, 2 on tablets, 3 from 1024 px (Tailwind's md and lg): the styles
 * show the items whose position (from the current one) is below the width's count.
 */
const POSITION_SHOWN = "data-[position=1]:max-md:hidden data-[position=2]:max-lg:hidden";

/**
 * The testimonials carousel. It loops, so a view always starts at the current quote and wraps
 * round; previous and next move one quote; it advances every 5 s unless held by hover or focus,
 * paused, or the visitor prefers reduced motion. The server draws it whole; plain script drives
 * it (client/document/carousel.ts), moving the quotes so the reading order is the one shown.
 */
export function TestimonialsCarousel() {
  const { t, locale } = useI18n();
  const text = HOME_SECTIONS.testimonials;
  const listId = useId();
  const control =
    "inline-flex h-11 w-11 items-center justify-center rounded-full bg-white text-ink shadow-sm ring-1 ring-ink/10 transition-colors hover:bg-wine hover:text-white";

  return (
    <PageSection id="testimonials" heading={localized(text.heading, locale)}>
      <div
        // The WAI-ARIA carousel: a named region (a name on a plain div is not announced).
        role="region"
        aria-roledescription="carousel"
        aria-label={localized(text.heading, locale)}
        data-testid="testimonials"
        className="group/carousel"
        {...carouselRoot(TESTIMONIAL_ADVANCE_MS, "run")}
      >
        <div id={listId} aria-live="off" data-carousel-live="" className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {QUOTES.map((quote, i) => (
            // The slide is a group (the carousel pattern); the quote inside keeps its own
            // figure role, which a figure may not trade for another.
            <div
              key={quote.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t("carousel.slide", { number: i + 1, total: QUOTES.length })}
              data-quote={quote.id}
              data-carousel-item=""
              data-position={i}
              className={`flex ${POSITION_SHOWN}`}
            >
              <figure className="flex flex-1 flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/5">
                <StarRating rating={quote.rating} />
                <blockquote className="mt-4 flex-1 text-ink/85">
                  <p>“{localized(quote.quote, locale)}”</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-4">
                  <ContentImage image={quote.avatar} className="h-14 w-14 rounded-full" />
                  <span className="flex-1">
                    <span className="block font-semibold">{quote.author}</span>
                    <span className="block text-sm text-ink/70">
                      {localized(quote.role, locale)}, {quote.company}
                    </span>
                  </span>
                  <ContentImage image={quote.logo} className="h-8 w-auto max-w-24 opacity-80" />
                </figcaption>
              </figure>
            </div>
          ))}
        </div>
        <div className="mt-8 flex flex-wrap items-center gap-3">
          <StepButton direction="previous" controls={listId} className={control} />
          <PlayToggle className={control} />
          <StepButton direction="next" controls={listId} className={control} />
          <Link
            href="/experience/references"
            className="ml-auto font-semibold text-wine underline underline-offset-4 hover:text-wine-dark"
          >
            {localized(text.more, locale)}
            <span className="block text-sm font-normal text-ink/70 no-underline">{localized(text.videos, locale)}</span>
          </Link>
        </div>
      </div>
    </PageSection>
  );
}
