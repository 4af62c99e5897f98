import { RichText } from "#client/components/ui/rich-text";
import { EXPERIENCE_OVERVIEW } from "#content/career";
import { localized } from "#worker/contract/localized";
import { useI18n } from "#client/i18n/i18n-context";
import { CareerPageHeader } from "./career-page-header";

/** The opening of /experience: the heading and the overview's introduction. */
export function ExperienceHeader() {
  const { locale } = useI18n();
  return (
    <CareerPageHeader pageId="experience">
      <RichText blocks={localized(EXPERIENCE_OVERVIEW.intro, locale)} className="mt-4 text-ink/80" />
    </CareerPageHeader>
  );
}
