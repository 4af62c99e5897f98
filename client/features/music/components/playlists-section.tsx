import { ClickToLoadEmbed } from "#client/components/ui/click-to-load-embed";
import type { Playlist } from "#content/types";
import { useI18n } from "#client/i18n/i18n-context";
import { localized } from "#worker/contract/localized";
import { MusicSection } from "./music-section";
import { useLabels } from "#client/i18n/labels";
import { MUSIC_LABELS } from "../labels";

/** Playlists, each a player that loads from its provider only when the visitor presses play. */
export function PlaylistsSection({ playlists }: { playlists: readonly Playlist[] }) {
  const { locale } = useI18n();
  const label = useLabels(MUSIC_LABELS);
  return (
    <MusicSection id="playlists" tone="paper" heading={label("playlists")} intro={label("playlistsIntro")}>
      <ul className="space-y-8">
        {playlists.map((playlist, index) => {
          const headingId = `playlist-${index + 1}-heading`;
          return (
            <li key={playlist.embed.embedUrl}>
              <article
                aria-labelledby={headingId}
                className="grid gap-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink/5 sm:p-8 lg:grid-cols-2 lg:items-center lg:gap-10"
              >
                <div>
                  <h3 id={headingId} className="font-display text-2xl font-bold text-balance">
                    {localized(playlist.title, locale)}
                  </h3>
                  <p className="mt-3 leading-relaxed text-pretty text-ink/80">
                    {localized(playlist.description, locale)}
                  </p>
                </div>
                {/* A playlist player is a list: on phones it gets a taller frame than 16:9. */}
                <ClickToLoadEmbed embed={playlist.embed} tone="light" boxClassName="max-sm:aspect-[4/3]!" />
              </article>
            </li>
          );
        })}
      </ul>
    </MusicSection>
  );
}
