import { RichText } from "#client/components/ui/rich-text";
import { REFERENCES_INTRO, VIDEO_REFERENCES } from "#content/references";
import { localized } from "#worker/contract/localized";
import { useI18n } from "#client/i18n/i18n-context";
import { CAREER_LABELS } from "../labels";
import { CareerPageHeader } from "./career-page-header";
import { primaryButton, secondaryButton } from "./styles";
import { useLabels } from "#client/i18n/labels";

/** The opening of /experience/references, with the way straight to the testimonials or the videos. */
export function ReferencesHeader() {
  const { locale } = useI18n();
  const label = useLabels(CAREER_LABELS);
  return (
    <CareerPageHeader pageId="references" withBreadcrumb>
      <RichText blocks={localized(REFERENCES_INTRO, locale)} className="mt-4 text-ink/80" />
      <ul className="mt-8 flex flex-wrap gap-3">
        <li>
          <a href="#video-references" className={primaryButton}>
            {label("watchVideos", { count: VIDEO_REFERENCES.length })}
          </a>
        </li>
        <li>
          <a href="#testimonials" className={secondaryButton}>
            {label("readTestimonials")}
          </a>
        </li>
      </ul>
    </CareerPageHeader>
  );
}
