import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { useLocation } from "wouter";
import { localizePath, type Locale } from "#worker/contract/locales";
import { CloseIcon, SearchIcon } from "#client/components/ui/icons";
import { useI18n } from "#client/i18n/i18n-context";
import { useLabels } from "#client/i18n/labels";
import { SEARCH_LABELS, SEARCH_PLURALS } from "../labels";
import { nextActive } from "../listbox-keys";
import { loadShopDocs, loadSiteDocs } from "../search-data";
import { prepareDocs, search, type SearchHit } from "../search-engine";
import type { SearchDoc } from "../search-types";
import { Highlighted } from "./highlighted";

/** Each language's index is fetched once per document; a failed fetch may be tried again. */
const siteDocs = new Map<Locale, Promise<SearchDoc[]>>();
function siteDocsOf(locale: Locale): Promise<SearchDoc[]> {
  let docs = siteDocs.get(locale);
  if (!docs) {
    docs = loadSiteDocs(locale);
    docs.catch(() => siteDocs.delete(locale));
    siteDocs.set(locale, docs);
  }
  return docs;
}

/**
 * The site's index and La Bodega's products while the dialog is open. The products are read on
 * each opening (a conditional request the browser answers from its cache while unchanged).
 */
function useSearchDocs(locale: Locale, open: boolean) {
  const [site, setSite] = useState<SearchDoc[] | null>(null);
  const [failed, setFailed] = useState(false);
  // undefined while on its way, null when it couldn't be read.
  const [shop, setShop] = useState<SearchDoc[] | null | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!open) return;
    let live = true;
    siteDocsOf(locale).then(
      (docs) => live && setSite(docs),
      () => live && setFailed(true),
    );
    void loadShopDocs(locale).then((docs) => live && setShop(docs));
    return () => {
      live = false;
    };
  }, [open, locale, attempt]);
  const docs = useMemo(() => prepareDocs([...(site ?? []), ...(shop ?? [])]), [site, shop]);
  return {
    docs,
    ready: site !== null,
    failed: failed && site === null,
    shopMissing: shop === null,
    retry: () => {
      setFailed(false);
      setAttempt((n) => n + 1);
    },
  };
}

/** Where "nothing found" and an empty field point: the sections search covers, and a person. */
const BROWSE = [
  { key: "books", path: "/books" },
  { key: "music", path: "/music" },
  { key: "news", path: "/news" },
  { key: "shop", path: "/la-bodega" },
  { key: "portfolio", path: "/portfolio-gallery" },
  { key: "contact", path: "/contact" },
] as const;

/** A click that asks the browser for something else (a new tab, a download) is left to it. */
const wantsBrowser = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * Site search: a modal dialog whose field is a combobox over one listbox of results,
 * grouped by kind (WAI-ARIA APG). Typing filters at once; the arrows move through all groups;
 * Enter opens; Escape closes and focus goes back to where it was. A live region says how many
 * results there are.
 */
export default function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { locale } = useI18n();
  const label = useLabels(SEARCH_LABELS, SEARCH_PLURALS);
  const [, navigate] = useLocation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const opener = useRef<Element | null>(null);
  const leaving = useRef(false);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const { docs, ready, failed, shopMissing, retry } = useSearchDocs(locale, open);
  const ids = useId();
  const titleId = `${ids}-title`;
  const listId = `${ids}-list`;
  const hintId = `${ids}-hint`;
  const optionId = (index: number) => `${ids}-option-${index}`;

  const groups = useMemo(() => search(docs, query), [docs, query]);
  const hits = useMemo(() => groups.flatMap((group) => group.hits), [groups]);
  const searching = query.trim() !== "" && ready;
  const current = active >= 0 && active < hits.length ? active : -1;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      leaving.current = false;
      dialog.showModal();
      // A second opening starts from the last query, selected, so typing replaces it.
      inputRef.current?.focus();
      inputRef.current?.select();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    if (current >= 0) document.getElementById(optionId(current))?.scrollIntoView({ block: "nearest" });
    // optionId is built from the stable `ids`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current]);

  const closed = () => {
    // Back to what had focus before, unless a result is opening another page (the page takes it).
    if (!leaving.current && opener.current instanceof HTMLElement && opener.current.isConnected) {
      opener.current.focus();
    }
    onClose();
  };

  const go = (href: string) => {
    leaving.current = true;
    dialogRef.current?.close();
    const [path, hash] = href.split("#");
    if (path === window.location.pathname) {
      // The same page: only its place changes.
      if (hash) window.location.hash = hash;
      return;
    }
    navigate(`~${href}`);
  };

  const onListKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // A letter typed on the list belongs in the field: focus moves before the character lands.
      inputRef.current?.focus();
      return;
    }
    onKeys(event);
  };

  const onFieldKey = (event: KeyboardEvent<HTMLInputElement>) => onKeys(event);

  const onKeys = (event: KeyboardEvent) => {
    // Enter or an arrow that finishes an accent or a word being composed (an IME) is the IME's.
    if (event.nativeEvent.isComposing) return;
    if (event.key === "Enter") {
      const hit = hits[current];
      if (hit) {
        event.preventDefault();
        go(hit.doc.href);
      }
      return;
    }
    const next = nextActive(event.key, current, hits.length);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
  };

  const browse = (
    <ul className="mt-2 flex flex-wrap gap-2">
      {BROWSE.map(({ key, path }) => {
        const href = localizePath(path, locale);
        return (
          <li key={key}>
            <a
              href={href}
              onClick={(event) => {
                if (wantsBrowser(event)) return;
                event.preventDefault();
                go(href);
              }}
              className="inline-flex min-h-10 items-center rounded-full bg-ink/5 px-4 text-sm font-semibold text-ink hover:bg-wine hover:text-white"
            >
              {label(key)}
            </a>
          </li>
        );
      })}
    </ul>
  );

  let announcement = "";
  if (failed) announcement = label("failed");
  else if (searching) announcement = hits.length ? label.plural("found", hits.length) : label("noResults", { query });

  let index = -1;
  const option = (hit: SearchHit) => {
    const at = ++index;
    return (
      <li key={`${hit.doc.href}|${hit.doc.title}`} role="presentation">
        <a
          id={optionId(at)}
          role="option"
          aria-selected={at === current}
          href={hit.doc.href}
          tabIndex={-1}
          onMouseMove={() => at !== current && setActive(at)}
          onClick={(event) => {
            if (wantsBrowser(event)) return;
            event.preventDefault();
            go(hit.doc.href);
          }}
          className="block rounded-lg px-3 py-2 text-ink aria-selected:bg-wine/10 aria-selected:ring-1 aria-selected:ring-wine/40"
        >
          <span className="block font-semibold">
            <Highlighted text={hit.doc.title} query={query} />
          </span>
          {hit.doc.subtitle && (
            <span className="mt-0.5 line-clamp-2 block text-sm text-ink/75">
              <Highlighted text={hit.doc.subtitle} query={query} />
            </span>
          )}
        </a>
      </li>
    );
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      data-site-search=""
      onClose={closed}
      onKeyDown={(event) => {
        // The dialog closes itself on Escape; the header's phone menu must not see it too.
        if (event.key === "Escape") event.stopPropagation();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its box) closes it.
        if (event.target === dialogRef.current) dialogRef.current.close();
      }}
      className="mx-auto mt-2 mb-auto max-h-[calc(100dvh-1rem)] w-[min(40rem,calc(100vw-1rem))] overflow-hidden rounded-xl bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/60 sm:mt-[10vh] sm:max-h-[80vh] motion-safe:transition-opacity"
    >
      <div className="flex max-h-[inherit] flex-col">
        <h2 id={titleId} className="sr-only">
          {label("title")}
        </h2>
        <div className="flex items-center gap-2 border-b border-ink/10 py-2 pr-2 pl-4">
          <SearchIcon className="shrink-0 text-ink/60" />
          <input
            ref={inputRef}
            type="text"
            role="combobox"
            aria-label={label("field")}
            aria-expanded={searching && hits.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={searching && current >= 0 ? optionId(current) : undefined}
            aria-describedby={hintId}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="go"
            placeholder={label("placeholder")}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onFieldKey}
            className="min-h-11 min-w-0 flex-1 rounded-md bg-transparent px-1 text-base placeholder:text-ink/60"
          />
          <button
            type="button"
            onClick={() => dialogRef.current?.close()}
            aria-label={label("close")}
            className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-ink/70 hover:bg-ink/5 hover:text-ink"
          >
            <CloseIcon />
          </button>
        </div>

        {!(searching && hits.length > 0) && (
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-2 py-3">
            {failed ? (
              <div className="px-2">
                <p>{label("failed")}</p>
                <button
                  type="button"
                  onClick={retry}
                  className="mt-3 rounded-full bg-wine px-4 py-2 text-sm font-semibold text-white hover:bg-wine-dark"
                >
                  {label("retry")}
                </button>
              </div>
            ) : !ready ? (
              <p className="px-2 text-ink/75">{label("loading")}</p>
            ) : searching && hits.length === 0 ? (
              <div className="px-2">
                <p className="font-semibold">{label("noResults", { query })}</p>
                <p className="mt-1 text-sm text-ink/75">{label("noResultsHint")}</p>
                {browse}
              </div>
            ) : !searching ? (
              <div className="px-2">
                <p className="text-sm text-ink/75">{label("browse")}</p>
                {browse}
              </div>
            ) : null}
          </div>
        )}

        {/* The results scroll, so the listbox takes focus too (Tab from the field): there the
            arrows and Enter work as in the field, and typing goes back to the field. */}
        <div
          id={listId}
          role="listbox"
          aria-label={label("results")}
          aria-activedescendant={current >= 0 ? optionId(current) : undefined}
          tabIndex={searching && hits.length > 0 ? 0 : -1}
          hidden={!searching || hits.length === 0}
          onKeyDown={onListKey}
          className="focus-inset min-h-0 flex-1 overflow-y-auto overscroll-contain px-2 py-3"
        >
          {groups.map((group) => (
            <div
              key={group.kind}
              role="group"
              aria-label={label("group", { name: label(group.kind), count: group.hits.length })}
              data-search-group={group.kind}
              className="mb-3 last:mb-0"
            >
              <p
                aria-hidden="true"
                className="flex items-baseline gap-2 px-3 pb-1 text-xs font-semibold tracking-wide text-wine uppercase"
              >
                {label(group.kind)}
                <span className="font-normal text-ink/65 tabular-nums">{group.hits.length}</span>
              </p>
              <ul role="presentation">{group.hits.map(option)}</ul>
            </div>
          ))}
        </div>

        {shopMissing && searching && <p className="px-5 pb-2 text-xs text-ink/70">{label("shopMissing")}</p>}

        <p id={hintId} className="hidden border-t border-ink/10 px-4 py-2 text-xs text-ink/70 sm:block">
          {label("keys")}
        </p>
        <p role="status" className="sr-only">
          {announcement}
        </p>
      </div>
    </dialog>
  );
}
