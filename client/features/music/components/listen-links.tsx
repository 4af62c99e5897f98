import { Link } from "wouter";
import { CartIcon } from "#client/components/ui/icons";
import { ExternalLink, LinkList, siteLinksFirst } from "#client/components/ui/link-list";
import type { StoreLink } from "#content/types";
import { STORE_NAMES } from "#content/stores";
import { useLabels } from "#client/i18n/labels";
import { MUSIC_LABELS } from "../labels";

const BUTTON =
  "inline-flex min-h-11 items-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold text-white transition-colors motion-reduce:transition-none";

/**
 * Where to listen to a release, or buy it: the site's own shop (a site path) is an in-app link
 * and comes first; each platform opens in a new tab.
 */
export function ListenLinks({ links, id }: { links: readonly StoreLink[]; id: string }) {
  const label = useLabels(MUSIC_LABELS);
  const labelId = `${id}-listen`;
  const ordered = siteLinksFirst(links);
  return (
    <LinkList labelId={labelId} label={label("whereToListen")}>
      {ordered.map((link) => (
        <li key={link.href}>
          {link.href.startsWith("/") ? (
            <Link href={link.href} className={`${BUTTON} bg-wine hover:bg-wine-dark`}>
              <CartIcon width="18" height="18" />
              {label("buyIn", { store: STORE_NAMES[link.store] })}
            </Link>
          ) : (
            <ExternalLink href={link.href} className={`${BUTTON} bg-ink hover:bg-wine`}>
              {label("listenOn", { store: STORE_NAMES[link.store] })}
            </ExternalLink>
          )}
        </li>
      ))}
    </LinkList>
  );
}
