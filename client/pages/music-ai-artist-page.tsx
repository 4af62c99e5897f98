import { Progressive } from "../components/ui/progressive";
import { ContentImage } from "../components/ui/content-image";
import { AI_ARTIST, AIE_EP } from "#content/music";
import { AlbumFeature } from "../features/music/components/album-feature";
import { BackToMusic } from "../features/music/components/back-to-music";
import { CreditsSection } from "../features/music/components/credits-section";
import { MusicHero } from "../features/music/components/music-hero";
import { OnThisPage } from "../features/music/components/on-this-page";
import { TextSections } from "../features/music/components/text-sections";
import { MUSIC_LABELS } from "../features/music/labels";

const CONTENTS = [
  ...AI_ARTIST.sections.map((section) => ({ id: section.id, label: section.heading })),
  { id: AIE_EP.slug, label: AIE_EP.title },
  { id: "credits", label: MUSIC_LABELS.credits },
];

/** Holds the space of a section that renders just after the opening. */
const PLACEHOLDER = <div aria-hidden="true" className="min-h-[40rem]" />;

export default function MusicAiArtistPage() {
  return (
    <>
      <MusicHero
        pageId="musicAiArtist"
        body={AI_ARTIST.intro}
        aside={
          <ContentImage
            image={AIE_EP.cover}
            priority
            className="mx-auto h-auto w-full max-w-sm rounded-2xl shadow-2xl lg:mt-16"
          />
        }
      >
        <OnThisPage links={CONTENTS} className="mt-10" />
      </MusicHero>
      <Progressive placeholder={PLACEHOLDER}>
        <TextSections sections={AI_ARTIST.sections} />
      </Progressive>
      <Progressive placeholder={PLACEHOLDER}>
        <AlbumFeature
          album={AIE_EP}
          id={AIE_EP.slug}
          eyebrow="epEyebrow"
          tone="paper"
          badge="aiAssisted"
          coverDecorative
        />
      </Progressive>
      <Progressive placeholder={PLACEHOLDER}>
        <CreditsSection credits={AI_ARTIST.credits} />
      </Progressive>
      <Progressive placeholder={PLACEHOLDER}>
        <BackToMusic />
      </Progressive>
    </>
  );
}
