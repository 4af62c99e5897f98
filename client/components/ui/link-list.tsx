import type { ReactNode } from "react";
import { useI18n } from "../../i18n/i18n-context";
import { ExternalIcon } from "./icons";

/** A link to another site: it opens in a new tab, shows the external mark and says so to screen readers. */
export function ExternalLink({ href, className, children }: { href: string; className: string; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <ExternalIcon width="14" height="14" />
      <span className="sr-only"> {t("common.newWindow")}</span>
    </a>
  );
}

/** A row of link buttons named by the small label above it (the label is the list's accessible name). */
export function LinkList({ labelId, label, children }: { labelId: string; label: string; children: ReactNode }) {
  return (
    <div>
      <p id={labelId} className="text-sm font-semibold tracking-wide text-ink/75 uppercase">
        {label}
      </p>
      <ul aria-labelledby={labelId} className="mt-3 flex flex-wrap gap-3">
        {children}
      </ul>
    </div>
  );
}

/** The site's own links (a site path, like La Bodega's) before the outside ones, each group in its order. */
export function siteLinksFirst<T extends { href: string }>(links: readonly T[]): T[] {
  return [...links].sort((a, b) => Number(b.href.startsWith("/")) - Number(a.href.startsWith("/")));
}
