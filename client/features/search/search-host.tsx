import { useEffect } from "react";
import { OPEN_SITE_SEARCH_EVENT } from "./search-shortcut";
import { useSiteSearch } from "./site-search";

/**
 * A document's site search: the header's buttons and shortcuts are the frame's plain script,
 * which loads this island on the first of them and then raises `openSiteSearch`.
 */
export function SearchHost() {
  const search = useSiteSearch();
  const { open } = search;
  useEffect(() => {
    window.addEventListener(OPEN_SITE_SEARCH_EVENT, open);
    return () => window.removeEventListener(OPEN_SITE_SEARCH_EVENT, open);
  }, [open]);
  return <>{search.dialog}</>;
}
