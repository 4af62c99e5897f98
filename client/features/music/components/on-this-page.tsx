import { ChevronRightIcon } from "#client/components/ui/icons";
import type { Localized } from "#content/types";
import { useI18n } from "#client/i18n/i18n-context";
import { localized } from "#worker/contract/localized";
import { useLabels } from "#client/i18n/labels";
import { MUSIC_LABELS } from "../labels";

/** A short table of contents: in-page links to the page's sections. */
export function OnThisPage({
  links,
  className = "",
}: {
  links: readonly { id: string; label: Localized }[];
  className?: string;
}) {
  const { locale } = useI18n();
  const label = useLabels(MUSIC_LABELS);
  return (
    <nav
      aria-label={label("onThisPage")}
      className={`rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/5 ${className}`}
    >
      <p className="text-sm font-semibold tracking-[0.18em] text-wine uppercase" aria-hidden="true">
        {label("onThisPage")}
      </p>
      <ul className="mt-3 divide-y divide-ink/10">
        {links.map((link) => (
          <li key={link.id}>
            <a
              href={`#${link.id}`}
              className="group flex min-h-11 items-center justify-between gap-3 rounded-sm py-2 font-medium hover:text-wine"
            >
              {localized(link.label, locale)}
              <ChevronRightIcon
                width="16"
                height="16"
                className="shrink-0 text-ink/50 transition-transform group-hover:translate-x-0.5 group-hover:text-wine motion-reduce:transition-none"
              />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
