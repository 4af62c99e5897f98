import type { ReactNode } from "react";
import { ContentImage } from "#client/components/ui/content-image";
import type { ImageRef } from "#content/types";
import { useLabels } from "#client/i18n/labels";
import { BOOK_LABELS } from "../labels";

/**
 * The invitation to read the free excerpt. The download button itself belongs to the
 * lead-capture feature, so the page passes it in as `action`.
 */
export function ExcerptCta({ cover, action }: { cover: ImageRef; action: ReactNode }) {
  const label = useLabels(BOOK_LABELS);
  return (
    <section
      id="excerpt"
      aria-labelledby="excerpt-heading"
      className="on-dark scroll-mt-24 bg-gradient-to-br from-wine-dark via-[#3d0f1d] to-ink py-20 text-white sm:py-24"
    >
      <div className="mx-auto grid max-w-5xl items-center gap-10 px-4 sm:px-6 md:grid-cols-[auto_1fr]">
        {/* The same cover is shown, with its description, in the list above. */}
        <ContentImage
          image={cover}
          decorative
          className="mx-auto h-auto w-36 -rotate-3 rounded-md shadow-2xl shadow-black/50 sm:w-44"
        />
        <div>
          <h2 id="excerpt-heading" className="font-display text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {label("excerptHeading")}
          </h2>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-pretty text-white/85">{label("excerptText")}</p>
          <div className="mt-8">{action}</div>
        </div>
      </div>
    </section>
  );
}
