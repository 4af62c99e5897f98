import { useEffect, useRef, useState, type RefObject } from "react";

/** What a copy control says after a press: done, or "copy it from this field". */
export type CopyNotice = "copied" | "copyByHand" | null;

/** How long "Copied" stays before the status line empties. */
const COPIED_FOR_MS = 4000;

/**
 * Copy to the clipboard with a spoken result, for the share bar's "Copy link" and the press
 * kit's biographies. Where the clipboard is missing or refused, the notice becomes
 * `copyByHand` and the field in `fallbackField` (shown by the caller for that notice) is
 * focused and selected, so the visitor copies it themselves.
 */
export function useCopyWithNotice<F extends HTMLInputElement | HTMLTextAreaElement>(): {
  notice: CopyNotice;
  copy: (text: string) => Promise<void>;
  fallbackField: RefObject<F | null>;
} {
  const [notice, setNotice] = useState<CopyNotice>(null);
  const timer = useRef<number | undefined>(undefined);
  const fallbackField = useRef<F>(null);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => {
    if (notice !== "copyByHand") return;
    fallbackField.current?.focus();
    fallbackField.current?.select();
  }, [notice]);

  // The status is emptied first, so a second copy is announced again.
  const announce = (next: CopyNotice, clearAfter?: number) => {
    window.clearTimeout(timer.current);
    setNotice(null);
    timer.current = window.setTimeout(() => {
      setNotice(next);
      if (clearAfter) timer.current = window.setTimeout(() => setNotice(null), clearAfter);
    }, 50);
  };

  const copy = async (text: string) => {
    try {
      // Missing on plain-http pages other than localhost, and refused by some embedded browsers.
      if (typeof navigator.clipboard?.writeText !== "function") throw new Error("no clipboard");
      await navigator.clipboard.writeText(text);
      announce("copied", COPIED_FOR_MS);
    } catch {
      announce("copyByHand");
    }
  };

  return { notice, copy, fallbackField };
}
