import { Progressive } from "../components/ui/progressive";
import { AIE_EP, MUSIC_INTRO, MUSIC_VIDEOS, PLAYLISTS, SOUNDTRACK, TRAILER } from "#content/music";
import { DeferredEngagement } from "../features/engagement/deferred-engagement";
import { AieTeaser } from "../features/music/components/aie-teaser";
import { AlbumFeature } from "../features/music/components/album-feature";
import { MusicHero } from "../features/music/components/music-hero";
import { OnThisPage } from "../features/music/components/on-this-page";
import { PlaylistsSection } from "../features/music/components/playlists-section";
import { VideosSection } from "../features/music/components/videos-section";
import { MUSIC_LABELS } from "../features/music/labels";

/** The main theme's like button, shown with the track in the list. */
const TRACK_LIKES = {
  "track:mortal-vengeance-main-theme": (
    <DeferredEngagement itemId="track:mortal-vengeance-main-theme" comments={false} />
  ),
};

const CONTENTS = [
  { id: "soundtrack", label: SOUNDTRACK.title },
  { id: "playlists", label: MUSIC_LABELS.playlists },
  { id: "videos", label: MUSIC_LABELS.videos },
  { id: "aie", label: MUSIC_LABELS.aieHeading },
];

/** Holds the space of a section that renders just after the opening. */
const PLACEHOLDER = <div aria-hidden="true" className="min-h-[40rem]" />;

export default function MusicPage() {
  return (
    <>
      <MusicHero pageId="music" body={MUSIC_INTRO} aside={<OnThisPage links={CONTENTS} className="lg:mt-20" />} />
      <Progressive placeholder={PLACEHOLDER}>
        <AlbumFeature album={SOUNDTRACK} id="soundtrack" eyebrow="soundtrackEyebrow" trackActions={TRACK_LIKES} />
      </Progressive>
      <Progressive placeholder={PLACEHOLDER}>
        <PlaylistsSection playlists={PLAYLISTS} />
      </Progressive>
      <Progressive placeholder={PLACEHOLDER}>
        <VideosSection videos={[{ title: TRAILER.title, embed: TRAILER }, ...MUSIC_VIDEOS]} />
      </Progressive>
      <Progressive placeholder={PLACEHOLDER}>
        <AieTeaser cover={AIE_EP.cover} />
      </Progressive>
    </>
  );
}
