import { ContentImage } from "#client/components/ui/content-image";
import { StarRating } from "#client/components/ui/star-rating";
import { TESTIMONIALS } from "#content/references";
import { localized } from "#worker/contract/localized";
import { useI18n } from "#client/i18n/i18n-context";
import { CAREER_LABELS } from "../labels";
import { CareerSection } from "./career-section";
import { useLabels } from "#client/i18n/labels";

/** Every written testimonial: the company's logo, the rating, the quote and who said it. */
export function TestimonialsSection() {
  const { locale } = useI18n();
  const label = useLabels(CAREER_LABELS);
  return (
    <CareerSection
      id="testimonials"
      tone="white"
      heading={label("testimonialsHeading")}
      intro={label("testimonialsIntro")}
    >
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {TESTIMONIALS.map((testimonial) => (
          <li key={testimonial.id} className="flex">
            <figure className="flex w-full flex-col rounded-2xl bg-paper p-6 ring-1 ring-ink/5 sm:p-8">
              <div className="flex items-center justify-between gap-4">
                <ContentImage image={testimonial.logo} className="h-10 w-auto max-w-36" />
                <StarRating rating={testimonial.rating} />
              </div>
              <blockquote className="mt-6 flex-1 leading-relaxed text-pretty text-ink/85">
                <p>“{localized(testimonial.quote, locale)}”</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-4 border-t border-ink/10 pt-6">
                <ContentImage image={testimonial.avatar} className="h-14 w-14 shrink-0 rounded-full" />
                <span>
                  <span className="block font-semibold">{testimonial.author}</span>
                  <span className="block text-sm text-ink/75">{localized(testimonial.role, locale)}</span>
                  <span className="block text-sm font-semibold text-wine">{testimonial.company}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </CareerSection>
  );
}
