import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { SearchIcon } from "../../components/ui/icons";

/**
 * What the header carries of site search: a button and the shortcut. The dialog, its words and
 * the index come on first use (docs/decisions/037-site-search.md); pointing at or focusing the
 * button fetches the dialog's code ahead.
 */
const loadDialog = () => import("./components/search-dialog");
const SearchDialog = lazy(loadDialog);
const preload = () => void loadDialog().catch(() => undefined);

/** Whether a key press is typing: `/` there is a character, not the shortcut. */
function typingIn(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

/** The search dialog's state and the `/`, Ctrl+K and ⌘K shortcuts; `dialog` goes in the page once. */
export function useSiteSearch(): { open: () => void; dialog: ReactNode } {
  const [state, setState] = useState<"unused" | "open" | "closed">("unused");
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const slash = event.key === "/" && !event.ctrlKey && !event.metaKey && !event.altKey && !typingIn(event.target);
      const k = event.key.toLowerCase() === "k" && (event.ctrlKey || event.metaKey) && !event.altKey;
      // Another modal (a form, the notice) keeps the keyboard.
      if ((!slash && !k) || event.defaultPrevented || document.querySelector("dialog[open]")) return;
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
