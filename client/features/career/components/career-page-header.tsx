import type { ReactNode } from "react";
import { Link } from "wouter";
import { useI18n } from "#client/i18n/i18n-context";
import { CAREER_LABELS } from "../labels";
import { useLabels } from "#client/i18n/labels";
import { usePageIntro } from "#client/lib/page-intro";

type CareerPageId = "about" | "experience" | "experienceDetailed" | "references";

/**
 * The opening of a career page: the page's one h1 and its introduction from the dictionaries,
 * below the fixed header. Pages under /experience show where they sit (a breadcrumb back to
 * the career overview); `aside` is set beside the text from large screens up (the portrait).
 */
export function CareerPageHeader({
  pageId,
  withBreadcrumb = false,
  aside,
  children,
}: {
  pageId: CareerPageId;
  withBreadcrumb?: boolean;
  aside?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useI18n();
  const pageIntro = usePageIntro(pageId);
  const label = useLabels(CAREER_LABELS);
  const heading = pageIntro.heading;
  return (
    <section aria-labelledby="page-heading" className="bg-paper pt-36 pb-16 text-ink">
      <div
        className={`mx-auto max-w-7xl px-4 sm:px-6 ${aside ? "grid items-center gap-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]" : ""}`}
      >
        <div className="max-w-3xl">
          {withBreadcrumb && (
            <nav aria-label={label("breadcrumb")} className="mb-6 text-sm">
              <ol className="flex flex-wrap items-center gap-2 text-ink/75">
                <li className="flex items-center gap-2">
                  <Link
                    href="/experience"
                    className="rounded-sm font-medium text-wine underline underline-offset-2 hover:text-wine-dark"
                  >
                    {t("nav.career")}
                  </Link>
                  <span aria-hidden="true">/</span>
                </li>
                <li aria-current="page">{heading}</li>
              </ol>
            </nav>
          )}
          <h1 id="page-heading" className="font-display text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            {heading}
          </h1>
          <p className="mt-6 text-lg leading-relaxed text-pretty text-ink/80">{pageIntro.intro}</p>
          {children}
        </div>
        {aside}
      </div>
    </section>
  );
}
