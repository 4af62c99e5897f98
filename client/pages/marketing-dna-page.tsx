import { Progressive } from "../components/ui/progressive";
import { DnaCta } from "../features/marketing-dna/components/dna-cta";
import { DnaHeader } from "../features/marketing-dna/components/dna-header";
import { DnaStrands } from "../features/marketing-dna/components/dna-strands";
import { PrinciplesSection } from "../features/marketing-dna/components/principles-section";
import { ProcessSection } from "../features/marketing-dna/components/process-section";

/** Holds the space of a section that renders just after the opening. */
const PLACEHOLDER = <div aria-hidden="true" className="min-h-[40rem]" />;

/** /marketing-dna: the principles with examples, the process, the DNA strands and the way on. */
export default function MarketingDnaPage() {
  return (
    <>
      <DnaHeader />
      <Progressive placeholder={PLACEHOLDER}>
        <PrinciplesSection />
      </Progressive>
      <Progressive placeholder={PLACEHOLDER}>
        <ProcessSection />
      </Progressive>
      <Progressive placeholder={PLACEHOLDER}>
        <DnaStrands />
      </Progressive>
      <Progressive placeholder={PLACEHOLDER}>
        <DnaCta />
      </Progressive>
    </>
  );
}
