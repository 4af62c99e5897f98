import type { ReactNode } from "react";
import { RichText } from "#client/components/ui/rich-text";
import type { Localized, RichText as RichTextBlocks } from "#content/types";
import { useI18n } from "#client/i18n/i18n-context";
import { localized } from "#worker/contract/localized";
import { usePageIntro } from "#client/lib/page-intro";

/**
 * The opening of a music page, on paper under the solid header: the page's only h1, its
 * introduction, the longer text from the content files, and an `aside` (a cover, or the
 * page's table of contents).
 */
export function MusicHero({
  pageId,
  body,
  eyebrow,
  aside,
  children,
}: {
  pageId: "music" | "musicAiArtist";
  body: Localized<RichTextBlocks>;
  eyebrow?: string;
  aside?: ReactNode;
  children?: ReactNode;
}) {
  const { locale } = useI18n();
  const pageIntro = usePageIntro(pageId);
  return (
    <section aria-labelledby="page-heading" className="bg-paper pt-36 pb-16 text-ink sm:pb-20">
      <div
        className={`mx-auto grid max-w-6xl gap-12 px-4 sm:px-6 ${aside ? "lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start" : ""}`}
      >
        <div className="max-w-3xl">
          {eyebrow && <p className="text-sm font-semibold tracking-[0.18em] text-wine uppercase">{eyebrow}</p>}
          <h1
            id="page-heading"
            className={`font-display text-4xl font-bold tracking-tight text-balance sm:text-5xl ${eyebrow ? "mt-3" : ""}`}
          >
            {pageIntro.heading}
          </h1>
          <p className="mt-6 text-xl leading-relaxed text-pretty text-ink/85">{pageIntro.intro}</p>
          <RichText blocks={localized(body, locale)} className="mt-6 text-lg text-ink/80" />
          {children}
        </div>
        {aside}
      </div>
    </section>
  );
}
