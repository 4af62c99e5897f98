import type { ReactNode } from "react";
import { ContentImage } from "#client/components/ui/content-image";
import { RichText } from "#client/components/ui/rich-text";
import type { Album } from "#content/types";
import { useI18n } from "#client/i18n/i18n-context";
import { localized } from "#worker/contract/localized";
import { durationSeconds, formatDate } from "#client/lib/format";
import type { MusicLabel } from "../labels";
import { ListenLinks } from "./listen-links";
import { MusicSection } from "./music-section";
import { TrackList } from "./track-list";
import { useLabels } from "#client/i18n/labels";
import { MUSIC_LABELS } from "../labels";

/**
 * A release in full: cover and facts, where to listen, the description and the whole track
 * list. Light bands only (the description's links are wine red).
 */
export function AlbumFeature({
  album,
  id,
  eyebrow,
  tone = "white",
  badge,
  coverDecorative = false,
  trackActions,
}: {
  album: Album;
  id: string;
  eyebrow: MusicLabel;
  tone?: "paper" | "white";
  /** A note beside the facts, such as "AI-assisted". */
  badge?: MusicLabel;
  /** When the page already shows (and describes) the same cover higher up. */
  coverDecorative?: boolean;
  trackActions?: Readonly<Partial<Record<string, ReactNode>>>;
}) {
  const { locale } = useI18n();
  const label = useLabels(MUSIC_LABELS);
  const minutes = Math.round(album.tracks.reduce((sum, track) => sum + durationSeconds(track.duration), 0) / 60);
  const tracksHeading = `${id}-tracks`;
  return (
    <MusicSection id={id} tone={tone} eyebrow={label(eyebrow)} heading={localized(album.title, locale)}>
      <div className="grid gap-12 lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-16">
        <div className="space-y-8">
          <ContentImage
            image={album.cover}
            decorative={coverDecorative}
            className="mx-auto h-auto w-full max-w-72 rounded-2xl shadow-xl"
          />
          {badge && (
            <p className="inline-flex rounded-full bg-sea px-3 py-1 text-sm font-semibold text-white">{label(badge)}</p>
          )}
          <dl
            className={`grid grid-cols-2 gap-4 rounded-xl p-5 text-sm ring-1 ring-ink/5 ${tone === "paper" ? "bg-white" : "bg-paper"}`}
          >
            <div>
              <dt className="font-semibold text-ink/75">{label("artist")}</dt>
              <dd className="mt-1 font-medium">{album.artist}</dd>
            </div>
            <div>
              <dt className="font-semibold text-ink/75">{label("released")}</dt>
              <dd className="mt-1 font-medium">
                <time dateTime={album.released}>{formatDate(album.released, locale)}</time>
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-ink/75">{label("trackCount")}</dt>
              <dd className="mt-1 font-medium">{album.tracks.length}</dd>
            </div>
            <div>
              <dt className="font-semibold text-ink/75">{label("runningTime")}</dt>
              <dd className="mt-1 font-medium">{label("minutes", { minutes })}</dd>
            </div>
          </dl>
          <ListenLinks links={album.listenLinks} id={id} />
        </div>
        <div>
          <RichText blocks={localized(album.description, locale)} headingLevel={3} className="text-lg text-ink/85" />
          <h3 id={tracksHeading} className="mt-12 font-display text-2xl font-bold">
            {label("trackList")}
          </h3>
          <div className="mt-4">
            <TrackList tracks={album.tracks} labelledBy={tracksHeading} trackActions={trackActions} />
          </div>
        </div>
      </div>
    </MusicSection>
  );
}
