/**
 * Where the active option goes on a key in the search field (WAI-ARIA APG combobox with a
 * listbox): the arrows move through every group's options in order and wrap; -1 is none.
 * Null: the key is not the listbox's (it types, moves the caret, or closes).
 */
export function nextActive(key: string, active: number, count: number): number | null {
  if (count === 0) return key === "ArrowDown" || key === "ArrowUp" ? -1 : null;
  switch (key) {
    case "ArrowDown":
      return active < 0 || active >= count - 1 ? 0 : active + 1;
    case "ArrowUp":
      return active <= 0 ? count - 1 : active - 1;
    case "PageDown":
      return Math.min(count - 1, Math.max(active, 0) + 5);
    case "PageUp":
      return Math.max(0, active - 5);
    default:
      return null;
  }
}
