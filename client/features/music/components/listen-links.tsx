import { ExternalLink, LinkList } from "../../../components/ui/link-list";
import type { StoreLink } from "../../../../content/types";
import { STORE_NAMES } from "../../../../content/stores";
import { useLabels } from "../../../i18n/labels";
import { MUSIC_LABELS } from "../labels";

/** Where to listen to a release: one link per platform, each opening in a new tab. */
export function ListenLinks({ links, id }: { links: readonly StoreLink[]; id: string }) {
  const label = useLabels(MUSIC_LABELS);
  const labelId = `${id}-listen`;
  return (
    <LinkList labelId={labelId} label={label("whereToListen")}>
      {links.map((link) => (
        <li key={link.href}>
          <ExternalLink
            href={link.href}
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-ink px-5 py-2.5 text-sm font-semibold text-white transition-colors hover:bg-wine focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-wine motion-reduce:transition-none"
          >
            {label("listenOn", { store: STORE_NAMES[link.store] })}
          </ExternalLink>
        </li>
      ))}
    </LinkList>
  );
}
