/** The parts of the cross-document view transition events this reads (not yet in every DOM typing). */
interface PageSwapEvent extends Event {
  viewTransition?: { skipTransition(): void } | null;
  activation?: { entry?: { url?: string | null } | null } | null;
}

/** Addresses the Worker answers with something other than one of the site's pages: the API (the local payment page), the dev mailbox, files. */
const NOT_A_PAGE = /^\/(api|dev|media|assets)\/|\/[^/]*\.[a-z0-9]{1,8}$/i;

/** Whether an address is one of the site's pages, which opt in to view transitions as this one does. */
export function takesViewTransition(url: string, here: string): boolean {
  const target = new URL(url, here);
  return target.origin === new URL(here).origin && !NOT_A_PAGE.test(target.pathname);
}

/**
 * The site's pages opt in to cross-document view transitions (styles.css). A transition started
 * towards a page that doesn't (the local payment page, the API's answers) is aborted by the
 * browser with an error the page can't catch, so the outgoing page skips it from the start.
 */
export function skipViewTransitionsOffSite(): void {
  addEventListener("pageswap", (event) => {
    const { viewTransition, activation } = event as PageSwapEvent;
    const url = activation?.entry?.url;
    if (viewTransition && !(url && takesViewTransition(url, window.location.href))) viewTransition.skipTransition();
  });
}
