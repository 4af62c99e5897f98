import type { ReactNode } from "react";
import type { Track } from "#content/types";
import { useI18n } from "#client/i18n/i18n-context";
import { localized } from "#worker/contract/localized";
import { clock } from "#client/lib/format";
import { useLabels } from "#client/i18n/labels";
import { MUSIC_LABELS } from "../labels";

/**
 * An album's tracks in order: number, title, what the piece is, and its length as m:ss.
 * `trackActions` adds something under a track, keyed by the track's id (a like button).
 */
export function TrackList({
  tracks,
  labelledBy,
  trackActions = {},
}: {
  tracks: readonly Track[];
  labelledBy: string;
  trackActions?: Readonly<Partial<Record<string, ReactNode>>>;
}) {
  const { locale } = useI18n();
  const label = useLabels(MUSIC_LABELS);
  return (
    <ol aria-labelledby={labelledBy} className="divide-y divide-ink/10 border-y border-ink/10">
      {tracks.map((track, index) => {
        const actions = trackActions[track.id];
        return (
          <li
            key={track.id}
            data-track={track.slug}
            className="grid grid-cols-[2.25rem_minmax(0,1fr)_auto] gap-x-3 py-4 sm:gap-x-4"
          >
            <span className="pt-0.5 font-display text-lg font-bold text-wine tabular-nums">{index + 1}</span>
            <div>
              <p className="font-semibold text-balance">{localized(track.title, locale)}</p>
              <p className="mt-1 text-sm leading-relaxed text-pretty text-ink/75">
                {localized(track.description, locale)}
              </p>
              {actions && <div className="mt-3">{actions}</div>}
            </div>
            <p className="pt-0.5 text-sm font-medium text-ink/75 tabular-nums">
              <span className="sr-only">{label("duration")}: </span>
              <time dateTime={track.duration}>{clock(track.duration)}</time>
            </p>
          </li>
        );
      })}
    </ol>
  );
}
