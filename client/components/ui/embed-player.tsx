import { useState } from "react";
import type { EmbedRef } from "#content/types";
import { localized } from "#worker/contract/localized";
import { useI18n } from "../../i18n/i18n-context";
import { ExternalIcon, PlayIcon } from "./icons";

const PROVIDERS: Record<EmbedRef["provider"], { name: string; allow: string }> = {
  youtube: {
    name: "YouTube",
    allow: "accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share",
  },
  spotify: { name: "Spotify", allow: "autoplay; clipboard-write; encrypted-media; fullscreen; picture-in-picture" },
  slideshare: { name: "SlideShare", allow: "fullscreen" },
};

export interface EmbedProps {
  embed: EmbedRef;
  className?: string;
  /** Classes for the player's box itself (a taller frame on phones). */
  boxClassName?: string;
  tone?: "dark" | "light";
}

/** Asks the provider to start playing, since the visitor already pressed play once. */
function withAutoplay(url: string, provider: EmbedRef["provider"]): string {
  if (provider === "slideshare") return url;
  return `${url}${url.includes("?") ? "&" : "?"}autoplay=1`;
}

/**
 * A third-party player that costs nothing until asked for: a light placeholder with a play
 * button, and the provider's frame only after the click, so no request reaches YouTube,
 * Spotify or SlideShare before the visitor chooses to play. The box keeps its aspect ratio
 * either way, so loading the frame shifts nothing.
 */
export function EmbedPlayer({ embed, className = "", boxClassName = "", tone = "dark" }: EmbedProps) {
  const { t, locale } = useI18n();
  const [loaded, setLoaded] = useState(false);
  const title = localized(embed.title, locale);
  const provider = PROVIDERS[embed.provider];

  return (
    <div className={className}>
      <div
        className={`@container relative w-full overflow-hidden rounded-xl ${tone === "dark" ? "on-dark bg-ink text-white" : "bg-white text-ink ring-1 ring-ink/10"} ${boxClassName}`}
        style={{ aspectRatio: String(embed.aspectRatio) }}
        data-embed={embed.provider}
      >
        {loaded ? (
          <iframe
            src={withAutoplay(embed.embedUrl, embed.provider)}
            title={title}
            allow={provider.allow}
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            className="absolute inset-0 h-full w-full border-0"
          />
        ) : (
          <button
            type="button"
            onClick={() => setLoaded(true)}
            className="group absolute inset-0 flex h-full w-full flex-col items-center justify-center gap-2 bg-gradient-to-br from-ink via-[#1f1a2a] to-wine-dark p-4 text-center text-white on-dark focus-inset"
          >
            <span className="flex h-12 w-12 shrink-0 items-center @sm:h-16 @sm:w-16 justify-center rounded-full bg-white/95 text-wine shadow-lg transition-transform group-hover:scale-105 motion-reduce:transition-none">
              <PlayIcon width="28" height="28" />
            </span>
            <span className="text-sm font-semibold text-balance @sm:text-base">{t("embed.play", { title })}</span>
            <span className="max-w-sm text-xs text-white/80 @sm:text-sm">
              {t("embed.notice", { provider: provider.name })}
            </span>
          </button>
        )}
      </div>
      <a
        href={embed.externalUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-2 inline-flex items-center gap-1 text-sm font-medium underline underline-offset-2"
      >
        {t("embed.open", { provider: provider.name })}
        <ExternalIcon width="14" height="14" />
        <span className="sr-only">{t("common.newWindow")}</span>
      </a>
    </div>
  );
}
