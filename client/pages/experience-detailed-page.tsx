import { Progressive } from "../components/ui/progressive";
import { ExperienceDetailedCta } from "../features/career/components/career-ctas";
import { EducationSection } from "../features/career/components/education-section";
import { ExperienceDetailedHeader } from "../features/career/components/experience-detailed-header";
import { LanguagesSection } from "../features/career/components/languages-section";
import { RolesDetailed } from "../features/career/components/roles-detailed";

/** Holds the space of a section that renders just after the opening. */
const PLACEHOLDER = <div aria-hidden="true" className="min-h-[40rem]" />;

/** /experience-detailed: every role in full, then education and languages. */
export default function ExperienceDetailedPage() {
  return (
    <>
      <ExperienceDetailedHeader />
      <Progressive placeholder={PLACEHOLDER}>
        <RolesDetailed />
      </Progressive>
      <Progressive placeholder={PLACEHOLDER}>
        <EducationSection tone="paper" />
      </Progressive>
      <Progressive placeholder={PLACEHOLDER}>
        <LanguagesSection tone="white" />
      </Progressive>
      <Progressive placeholder={PLACEHOLDER}>
        <ExperienceDetailedCta />
      </Progressive>
    </>
  );
}
