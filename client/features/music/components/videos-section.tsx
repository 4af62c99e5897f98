import { ClickToLoadEmbed } from "#client/components/ui/click-to-load-embed";
import type { EmbedRef, Localized } from "#content/types";
import { useI18n } from "#client/i18n/i18n-context";
import { localized } from "#worker/contract/localized";
import { MusicSection } from "./music-section";
import { useLabels } from "#client/i18n/labels";
import { MUSIC_LABELS } from "../labels";

export interface Video {
  title: Localized;
  description?: Localized;
  embed: EmbedRef;
}

function VideoCard({ video, headingId, featured }: { video: Video; headingId: string; featured: boolean }) {
  const { locale } = useI18n();
  return (
    <article
      aria-labelledby={headingId}
      className={`grid gap-6 lg:items-center lg:gap-10 ${featured ? "lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]" : "lg:grid-cols-2"}`}
    >
      <div>
        <h3 id={headingId} className={`font-display font-bold text-balance ${featured ? "text-3xl" : "text-2xl"}`}>
          {localized(video.title, locale)}
        </h3>
        {video.description && (
          <p className="mt-3 leading-relaxed text-pretty text-white/80">{localized(video.description, locale)}</p>
        )}
      </div>
      {/* After the heading in reading order; shown on the left on wide screens. */}
      <ClickToLoadEmbed embed={video.embed} className="lg:order-first" />
    </article>
  );
}

/**
 * Videos on a dark band, one per row, the first one larger. Nothing loads from the provider
 * until the visitor presses play.
 */
export function VideosSection({ videos }: { videos: readonly Video[] }) {
  const label = useLabels(MUSIC_LABELS);
  const [first, ...rest] = videos;
  if (!first) return null;
  return (
    <MusicSection id="videos" tone="ink" heading={label("videos")} intro={label("videosIntro")}>
      <VideoCard video={first} headingId="video-1-heading" featured />
      {rest.length > 0 && (
        <ul className="mt-16 space-y-14 border-t border-white/15 pt-14">
          {rest.map((video, index) => (
            <li key={video.embed.embedUrl}>
              <VideoCard video={video} headingId={`video-${index + 2}-heading`} featured={false} />
            </li>
          ))}
        </ul>
      )}
    </MusicSection>
  );
}
