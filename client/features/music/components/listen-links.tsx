import { ExternalIcon } from "../../../components/ui/icons";
import type { StoreLink } from "../../../../content/types";
import { useI18n } from "../../../i18n/i18n-context";
import { STORE_NAMES } from "../../../../content/stores";
import { useLabels } from "../../../i18n/labels";
import { MUSIC_LABELS } from "../labels";

/** Where to listen to a release: one link per platform, each opening in a new tab. */
export function ListenLinks({ links, id }: { links: readonly StoreLink[]; id: string }) {
  const { t } = useI18n();
  const label = useLabels(MUSIC_LABELS);
  const labelId = `${id}-listen`;
  return (
    <div>
      <p id={labelId} className="text-sm font-semibold tracking-wide text-ink/75 uppercase">
        {label("whereToListen")}
      </p>
      <ul aria-labelledby={labelId} className="mt-3 flex flex-wrap gap-3">
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center gap-2 rounded-full bg-ink px-5 py-2.5 text-sm font-semibold text-white transition-colors hover:bg-wine focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-wine motion-reduce:transition-none"
            >
              {label("listenOn", { store: STORE_NAMES[link.store] })}
              <ExternalIcon width="14" height="14" />
              <span className="sr-only"> {t("common.newWindow")}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
