import type { ReactNode } from "react";
import type { Page } from "../../../worker/contract/pages";
import { usePageIntro } from "../../lib/page-intro";

type IntroPageId = Page["id"];

/**
 * The opening of a page: its heading and introduction in the visitor's language. Pages that
 * open under the header's hero mode get the dark banner the transparent header sits on.
 */
export function PageIntro({
  pageId,
  hero = false,
  heading,
  children,
}: {
  pageId: IntroPageId;
  hero?: boolean;
  /** A heading that says what just happened on the page (a link's press that worked). */
  heading?: string | undefined;
  children?: ReactNode;
}) {
  const pageIntro = usePageIntro(pageId);
  return (
    <section
      aria-labelledby="page-heading"
      className={
        hero
          ? "on-dark bg-gradient-to-br from-ink via-[#2a1520] to-wine-dark pt-40 pb-24 text-white"
          : "bg-paper pt-36 pb-16 text-ink"
      }
    >
      <div className="mx-auto max-w-3xl px-4">
        <h1 id="page-heading" className="font-display text-4xl font-bold tracking-tight text-balance sm:text-5xl">
          {heading ?? pageIntro.heading}
        </h1>
        <p className={`mt-6 text-lg leading-relaxed text-pretty ${hero ? "text-white/85" : "text-ink/80"}`}>
          {pageIntro.intro}
        </p>
        {children}
      </div>
    </section>
  );
}
