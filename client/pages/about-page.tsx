import { Progressive } from "../components/ui/progressive";
import { AboutHeader } from "../features/career/components/about-header";
import { AboutStory } from "../features/career/components/about-story";
import { AboutCta } from "../features/career/components/career-ctas";
import { LanguagesSection } from "../features/career/components/languages-section";

/** Holds the space of a section that renders just after the opening. */
const PLACEHOLDER = <div aria-hidden="true" className="min-h-[40rem]" />;

/** /about (and /experience/about): portrait and figures, the biography, languages, next steps. */
export default function AboutPage() {
  return (
    <>
      <AboutHeader />
      <Progressive placeholder={PLACEHOLDER}>
        <AboutStory />
      </Progressive>
      <Progressive placeholder={PLACEHOLDER}>
        <LanguagesSection />
      </Progressive>
      <Progressive placeholder={PLACEHOLDER}>
        <AboutCta />
      </Progressive>
    </>
  );
}
