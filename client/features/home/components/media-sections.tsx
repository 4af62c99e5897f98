import { Link } from "wouter";
import { ClickToLoadEmbed } from "#client/components/ui/click-to-load-embed";
import { ContentImage } from "#client/components/ui/content-image";
import { ExternalIcon } from "#client/components/ui/icons";
import { Island } from "#client/islands/island";
import { productPath, sampleUrl } from "#worker/contract/shop-fields";
import { HOME_SECTIONS } from "#content/home-bands";
import { clock } from "#client/lib/format";
import { PLAYLISTS, SOUNDTRACK, TRAILER } from "#content/music";
import { useI18n } from "#client/i18n/i18n-context";
import { localized } from "#worker/contract/localized";
import { PageSection } from "#client/components/ui/page-section";

const linkButton = "inline-flex min-h-11 items-center gap-2 rounded-full px-5 py-2.5 font-semibold transition-colors";

/** The home page's video band: the trailer (loaded on a click) and Watch More Videos. */
export function TrailerSection() {
  const { locale } = useI18n();
  const text = HOME_SECTIONS.trailer;
  return (
    <PageSection
      id="trailer"
      tone="ink"
      heading={localized(text.heading, locale)}
      intro={localized(text.intro, locale)}
    >
      <ClickToLoadEmbed embed={TRAILER} className="max-w-4xl" />
      <Link href="/music" className={`${linkButton} mt-8 bg-gold text-ink hover:bg-white`}>
        {localized(text.more, locale)}
      </Link>
    </PageSection>
  );
}

/**
 * The home page's music band: a featured track, with a player of its La Bodega sample and the way to
 * buy it, and three playlists. The sample and each playlist load only when asked for.
 */
export function MusicSection() {
  const { t, locale } = useI18n();
  const text = HOME_SECTIONS.music;
  const track = SOUNDTRACK.tracks[0]!;
  const spotify = SOUNDTRACK.listenLinks.find((link) => link.store === "spotify") ?? SOUNDTRACK.listenLinks[0];
  return (
    <PageSection id="music" heading={localized(text.heading, locale)} intro={localized(text.intro, locale)}>
      <div className="grid gap-8 lg:grid-cols-[2fr_3fr]">
        <article
          aria-labelledby="featured-track"
          className="on-dark flex flex-col gap-6 rounded-2xl bg-ink p-6 text-white shadow-lg sm:flex-row lg:flex-col"
        >
          <ContentImage
            image={SOUNDTRACK.cover}
            className="h-auto w-full max-w-[14rem] self-center rounded-xl sm:w-48 lg:w-full lg:max-w-[16rem]"
          />
          <div className="flex flex-1 flex-col">
            <p className="text-sm font-semibold tracking-[0.18em] text-gold uppercase">
              {localized(text.featured, locale)}
            </p>
            <h3 id="featured-track" className="mt-2 font-display text-2xl font-bold">
              {localized(track.title, locale)}
            </h3>
            <p className="mt-1 text-white/75">
              {localized(text.from, locale)} <cite className="not-italic">{localized(SOUNDTRACK.title, locale)}</cite>
            </p>
            <p className="mt-3 text-sm text-white/80">{localized(track.description, locale)}</p>
            <Island
              name="sample-player"
              load="press"
              props={{
                src: sampleUrl(track.slug),
                labels: {
                  play: localized(text.player.play, locale).replace("{title}", localized(track.title, locale)),
                  pause: localized(text.player.pause, locale),
                  position: localized(text.player.position, locale),
                  of: localized(text.player.of, locale),
                  idle: localized(text.player.sample, locale).replace("{length}", clock(track.duration)),
                  failed: localized(text.player.failed, locale),
                },
              }}
            />
            <div className="mt-6 flex flex-wrap gap-3">
              {spotify && (
                <a
                  href={spotify.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={`${linkButton} bg-gold text-ink hover:bg-white`}
                >
                  {localized(text.listen, locale)}
                  <ExternalIcon width="16" height="16" />
                  <span className="sr-only"> (Spotify) {t("common.newWindow")}</span>
                </a>
              )}
              <Link
                href={productPath({ category: "music", slug: track.slug })}
                className={`${linkButton} text-white ring-1 ring-white/60 hover:bg-white hover:text-ink`}
              >
                {localized(text.buy, locale)}
              </Link>
              <Link
                href="/music"
                className={`${linkButton} text-white ring-1 ring-white/60 hover:bg-white hover:text-ink`}
              >
                {localized(text.more, locale)}
              </Link>
            </div>
          </div>
        </article>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
          {PLAYLISTS.map((playlist) => (
            <li key={playlist.embed.embedUrl} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/5">
              <h3 className="font-display text-lg font-bold">{localized(playlist.title, locale)}</h3>
              <p className="mt-1 mb-4 text-sm text-ink/75">{localized(playlist.description, locale)}</p>
              <ClickToLoadEmbed embed={playlist.embed} />
            </li>
          ))}
        </ul>
      </div>
    </PageSection>
  );
}
