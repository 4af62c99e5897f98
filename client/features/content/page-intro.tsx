import type { ReactNode } from "react";
import type { Page } from "#worker/contract/pages";
import { usePageIntro } from "../../lib/page-intro";

type IntroPageId = Page["id"];

/** The column of the content below, so the heading starts where the content does. */
const COLUMNS = {
  text: "max-w-3xl px-4",
  "5xl": "max-w-5xl px-4 sm:px-6",
  "6xl": "max-w-6xl px-4 sm:px-6",
  "7xl": "max-w-7xl px-4 sm:px-6",
} as const;

/**
 * The opening of a page: its heading and introduction in the visitor's language. Pages that
 * open under the header's hero mode get the dark banner the transparent header sits on.
 */
export function PageIntro({
  pageId,
  hero = false,
  desk = false,
  heading,
  showIntro = true,
  column = "text",
  children,
}: {
  pageId: IntroPageId;
  hero?: boolean;
  /** Under the studio's own bar, which takes its place on the page, not over it. */
  desk?: boolean;
  /** The width of the content under the intro (a page of prose keeps the reading column). */
  column?: keyof typeof COLUMNS;
  /** A heading that says what just happened on the page (a link's press that worked). */
  heading?: string | undefined;
  /** False once what the intro announces is behind the reader (it said "until you press"). */
  showIntro?: boolean;
  children?: ReactNode;
}) {
  const pageIntro = usePageIntro(pageId);
  return (
    <section
      aria-labelledby="page-heading"
      className={
        hero
          ? "on-dark bg-gradient-to-br from-ink via-[#2a1520] to-wine-dark pt-40 pb-24 text-white"
          : desk
            ? "bg-paper pt-10 pb-8 text-ink"
            : "bg-paper pt-36 pb-16 text-ink"
      }
    >
      <div className={`mx-auto ${COLUMNS[column]}`}>
        <h1 id="page-heading" className="font-display text-4xl font-bold tracking-tight text-balance sm:text-5xl">
          {heading ?? pageIntro.heading}
        </h1>
        {showIntro && (
          <p className={`mt-6 max-w-3xl text-lg leading-relaxed text-pretty ${hero ? "text-white/85" : "text-ink/80"}`}>
            {pageIntro.intro}
          </p>
        )}
        {children}
      </div>
    </section>
  );
}
