import useSWRInfinite from "swr/infinite";
import { SWR_SETTINGS } from "../../lib/data-cache";

/** A page of one of the studio's lists: its rows and where the next page starts (null: no more). */
export interface KeysetPage<Cursor> {
  next: Cursor | null;
}

/**
 * One of the studio's lists, fetched a page at a time by the server's cursor (keyset), so a
 * list stays as quick at fifty thousand rows as at fifty. `key` names the list with its filters:
 * a new key starts again from the first page; `null` fetches nothing.
 */
export function useKeysetPages<Page extends KeysetPage<Cursor>, Cursor = string>(
  key: string | null,
  fetchPage: (before: Cursor | undefined) => Promise<Page>,
) {
  const pages = useSWRInfinite<Page, Error>(
    (index, previous: Page | null) => {
      if (key === null) return null;
      if (index === 0) return [key, undefined];
      return previous?.next == null ? null : [key, previous.next];
    },
    ([, before]: [string, Cursor | undefined]) => fetchPage(before),
    // The author acts on these lists: asked again whenever one is shown (what was cached shows
    // meanwhile) rather than kept five minutes. swr's forget-by-filter skips infinite lists.
    { ...SWR_SETTINGS, dedupingInterval: 2_000, revalidateFirstPage: false, revalidateOnMount: true },
  );
  const last = pages.data?.at(-1);
  return {
    pages: pages.data,
    error: pages.error,
    /** There is a page after the ones shown. */
    hasMore: last ? last.next !== null : false,
    /** The next page is on its way (the first page's loading is `pages === undefined`). */
    loadingMore: pages.isValidating && pages.size > (pages.data?.length ?? 0),
    loadMore: () => void pages.setSize((n) => n + 1),
    /** Fetches the pages shown again, after a change. */
    refresh: () => void pages.mutate(),
    /** Edits the pages held, without asking the server: a change the answer to an action made. */
    update: (edit: (page: Page) => Page) => void pages.mutate((held) => held?.map(edit), { revalidate: false }),
  };
}
