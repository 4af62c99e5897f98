import { Link } from "wouter";
import { ContentImage } from "#client/components/ui/content-image";
import { ChevronRightIcon } from "#client/components/ui/icons";
import type { ImageRef } from "#content/types";
import { useLabels } from "#client/i18n/labels";
import { MUSIC_LABELS } from "../labels";

/** The card that leads from /music to the AIE project's page. */
export function AieTeaser({ cover }: { cover: ImageRef }) {
  const label = useLabels(MUSIC_LABELS);
  return (
    <section id="aie" aria-labelledby="aie-heading" className="scroll-mt-24 bg-paper py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="on-dark grid items-center gap-10 overflow-hidden rounded-2xl bg-gradient-to-br from-[#1b1d3f] via-[#22254f] to-[#2e1f4f] p-8 text-white shadow-xl sm:p-12 md:grid-cols-[auto_minmax(0,1fr)]">
          <ContentImage
            image={cover}
            className="mx-auto h-auto w-48 rounded-xl shadow-2xl shadow-black/40 ring-1 ring-white/10 sm:w-56"
          />
          <div>
            <p className="text-sm font-semibold tracking-[0.18em] text-gold uppercase">{label("aieEyebrow")}</p>
            <h2
              id="aie-heading"
              className="mt-3 font-display text-3xl font-bold tracking-tight text-balance sm:text-4xl"
            >
              {label("aieHeading")}
            </h2>
            <p className="mt-4 max-w-2xl text-lg leading-relaxed text-pretty text-white/85">{label("aieText")}</p>
            <Link
              href="/music/aie-artist"
              className="mt-8 inline-flex min-h-11 items-center gap-2 rounded-full bg-gold px-6 py-2.5 font-semibold text-ink transition-colors hover:bg-white motion-reduce:transition-none"
            >
              {label("aieLink")}
              <ChevronRightIcon width="18" height="18" />
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
