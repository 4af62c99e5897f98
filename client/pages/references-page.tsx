import { Progressive } from "../components/ui/progressive";
import { ReferencesCta } from "../features/career/components/career-ctas";
import { ReferencesHeader } from "../features/career/components/references-header";
import { TestimonialsSection } from "../features/career/components/testimonials-section";
import { VideoReferencesSection } from "../features/career/components/video-references-section";

/** Holds the space of a section that renders just after the opening. */
const PLACEHOLDER = <div aria-hidden="true" className="min-h-[40rem]" />;

/** /experience/references: the written testimonials and the five video references. */
export default function ReferencesPage() {
  return (
    <>
      <ReferencesHeader />
      <Progressive placeholder={PLACEHOLDER}>
        <TestimonialsSection />
      </Progressive>
      <Progressive placeholder={PLACEHOLDER}>
        <VideoReferencesSection />
      </Progressive>
      <Progressive placeholder={PLACEHOLDER}>
        <ReferencesCta />
      </Progressive>
    </>
  );
}
