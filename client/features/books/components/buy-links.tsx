import { Link } from "wouter";
import { CartIcon } from "#client/components/ui/icons";
import { ExternalLink, LinkList, siteLinksFirst } from "#client/components/ui/link-list";
import type { StoreLink } from "#content/types";
import { splitAround } from "../format";
import { STORE_NAMES } from "#content/stores";
import { useLabels } from "#client/i18n/labels";
import { BOOK_LABELS } from "../labels";

const BUTTON =
  "inline-flex min-h-11 items-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold transition-colors motion-reduce:transition-none";

/**
 * Where to buy one book, under a "Buy now" label. The site's own shop (a site path) is an
 * in-app link and comes first; the other stores open in a new tab and say so. Each link shows
 * the store's name and is read out in full ("Buy Undertow from Kobo"), so links to the same
 * store for different books stay distinguishable.
 */
export function BuyLinks({ bookTitle, links, id }: { bookTitle: string; links: readonly StoreLink[]; id: string }) {
  const label = useLabels(BOOK_LABELS);
  const labelId = `${id}-buy`;
  const ordered = siteLinksFirst(links);
  return (
    <LinkList labelId={labelId} label={label("buyNow")}>
      {ordered.map((link) => {
        const store = STORE_NAMES[link.store];
        const [before, after] = splitAround(label("buyFrom"), "store", { title: bookTitle });
        const name = (
          <>
            <span className="sr-only">{before}</span>
            {store}
            {after && <span className="sr-only">{after}</span>}
          </>
        );
        return (
          <li key={link.href}>
            {link.href.startsWith("/") ? (
              <Link href={link.href} className={`${BUTTON} bg-wine text-white hover:bg-wine-dark`}>
                <CartIcon width="18" height="18" />
                {name}
              </Link>
            ) : (
              <ExternalLink
                href={link.href}
                className={`${BUTTON} bg-white text-ink ring-1 ring-ink/20 hover:text-wine hover:ring-wine`}
              >
                {name}
              </ExternalLink>
            )}
          </li>
        );
      })}
    </LinkList>
  );
}
