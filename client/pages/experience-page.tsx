import { Progressive } from "../components/ui/progressive";
import { CareerTimeline } from "../features/career/components/career-timeline";
import { EducationSection } from "../features/career/components/education-section";
import { ExperienceAreas } from "../features/career/components/experience-areas";
import { ExperienceHeader } from "../features/career/components/experience-header";
import { ExperienceMore } from "../features/career/components/experience-more";
import { KpiSection } from "../features/career/components/kpi-section";

/** Holds the space of a section that renders just after the opening. */
const PLACEHOLDER = <div aria-hidden="true" className="min-h-[40rem]" />;

/** /experience: the four areas, the career at a glance, the figures, education and the way on. */
export default function ExperiencePage() {
  return (
    <>
      <ExperienceHeader />
      <Progressive placeholder={PLACEHOLDER}>
        <ExperienceAreas />
      </Progressive>
      <Progressive placeholder={PLACEHOLDER}>
        <CareerTimeline />
      </Progressive>
      <Progressive placeholder={PLACEHOLDER}>
        <KpiSection />
      </Progressive>
      <Progressive placeholder={PLACEHOLDER}>
        <EducationSection />
      </Progressive>
      <Progressive placeholder={PLACEHOLDER}>
        <ExperienceMore />
      </Progressive>
    </>
  );
}
