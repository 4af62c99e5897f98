import { BIO_LENGTH_NAMES, PRESS_BIOS, type BioLength } from "#content/press";
import { localized } from "#worker/contract/localized";
import { PRESS_FILES } from "#worker/contract/press-files";
import { PRESS_KIT_FILE_NAME, PRESS_KIT_URL } from "#worker/contract/press-kit";
import { DownloadIcon } from "#client/components/ui/icons";
import { PageSection } from "#client/components/ui/page-section";
import { useLabels } from "#client/i18n/labels";
import { formatFileSize } from "#client/lib/format";
import { PRESS_LABELS } from "../labels";
import { BioCard } from "./bio-card";
import { FactSheet } from "./fact-sheet";
import { MediaGroups } from "./media-section";
import { PressContact } from "./press-contact";

const LENGTHS: readonly BioLength[] = ["short", "medium", "long"];
const SECTIONS = [
  { id: "biography", label: "bioHeading" },
  { id: "fact-sheet", label: "factsHeading" },
  { id: "media", label: "mediaHeading" },
  { id: "press-contact", label: "contactHeading" },
] as const;
const KIT_BYTES = PRESS_FILES.reduce((sum, file) => sum + file.bytes, 0);

/** Under the page's introduction: the whole kit in one file, and the way to each part. */
export function PressKitLead() {
  const label = useLabels(PRESS_LABELS);
  return (
    <div className="mt-8 space-y-8">
      <p className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <a
          href={PRESS_KIT_URL}
          download={PRESS_KIT_FILE_NAME}
          type="application/zip"
          className="inline-flex min-h-11 items-center gap-2 rounded-full bg-wine px-6 py-2 font-semibold text-white transition-colors hover:bg-wine-dark motion-reduce:transition-none"
        >
          <DownloadIcon aria-hidden="true" />
          {label("kitButton")}
        </a>
        <span className="text-sm text-ink/75">
          {label("kitDetail", { count: PRESS_FILES.length, size: formatFileSize(KIT_BYTES, label.locale) })}
        </span>
      </p>
      <nav aria-labelledby="press-contents">
        <h2 id="press-contents" className="text-sm font-semibold tracking-[0.18em] text-ink/70 uppercase">
          {label("contents")}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="inline-flex min-h-11 items-center font-medium underline underline-offset-4 hover:text-wine"
              >
                {label(section.label)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

/** The press kit: biographies, fact sheet, pictures to download and the press contact. */
export function PressKit() {
  const label = useLabels(PRESS_LABELS);
  const { locale } = label;
  return (
    <>
      <PageSection
        id="biography"
        heading={label("bioHeading")}
        intro={label("bioIntro")}
        maxWidth="6xl"
        spacing="compact"
      >
        <div className="space-y-6">
          {LENGTHS.map((length) => (
            <BioCard
              key={length}
              id={`bio-${length}`}
              heading={localized(BIO_LENGTH_NAMES[length], locale)}
              text={localized(PRESS_BIOS[length], locale)}
            />
          ))}
        </div>
      </PageSection>
      <PageSection id="fact-sheet" heading={label("factsHeading")} tone="white" maxWidth="6xl" spacing="compact">
        <FactSheet />
      </PageSection>
      <PageSection
        id="media"
        heading={label("mediaHeading")}
        intro={label("mediaIntro")}
        maxWidth="6xl"
        spacing="compact"
      >
        <MediaGroups />
      </PageSection>
      <PageSection id="press-contact" heading={label("contactHeading")} tone="white" maxWidth="6xl" spacing="compact">
        <PressContact />
      </PageSection>
    </>
  );
}
