import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { SearchIcon } from "../../components/ui/icons";
import { isSearchShortcut } from "./search-shortcut";

/**
 * What the header carries of site search: a button and the shortcut. The dialog, its words and
 * the index come on first use (docs/decisions/037-site-search.md); pointing at or focusing the
 * button fetches the dialog's code ahead.
 */
const loadDialog = () => import("./components/search-dialog");
const SearchDialog = lazy(loadDialog);
const preload = () => void loadDialog().catch(() => undefined);

/** The search dialog's state and the `/`, Ctrl+K and ⌘K shortcuts; `dialog` goes in the page once. */
export function useSiteSearch(): { open: () => void; dialog: ReactNode } {
  const [state, setState] = useState<"unused" | "open" | "closed">("unused");
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      setState("open");
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  return {
    open: () => setState("open"),
    dialog:
      state === "unused" ? null : (
        <Suspense fallback={null}>
          <SearchDialog open={state === "open"} onClose={() => setState("closed")} />
        </Suspense>
      ),
  };
}

/** The header's search control; `children` is its visible text, if any. */
export function SearchButton({
  label,
  onOpen,
  className,
  children,
}: {
  label: string;
  onOpen: () => void;
  className: string;
  children?: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={children ? undefined : label}
      aria-haspopup="dialog"
      aria-keyshortcuts="/ Control+K Meta+K"
      data-site-search=""
      onClick={onOpen}
      onPointerEnter={preload}
      onFocus={preload}
      className={className}
    >
      <SearchIcon />
      {children}
    </button>
  );
}
