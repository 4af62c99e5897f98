import { useState } from "react";

/**
 * The bulk selection of a list the author works through: what is ticked, counted only among the
 * rows still shown, so a row that leaves (approved, deleted, filtered away) leaves the selection
 * with it, without an effect to tidy up.
 */
export interface Selection {
  /** The ticked ids among those shown, in the order shown. */
  ids: string[];
  /** Every shown row is ticked (and there is at least one). */
  all: boolean;
  /** Some, not all, are ticked: the "select all" box is mixed. */
  some: boolean;
  has: (id: string) => boolean;
  toggle: (id: string) => void;
  /** Ticks every shown row, or unticks them all when every one already is. */
  toggleAll: () => void;
  clear: () => void;
}

/** `ticked` read against the shown ids (pure: the hook's arithmetic, tested on its own). */
export function selectionOf(ticked: ReadonlySet<string>, shown: readonly string[]) {
  const ids = shown.filter((id) => ticked.has(id));
  const all = shown.length > 0 && ids.length === shown.length;
  return { ids, all, some: ids.length > 0 && !all };
}

/** `ticked` with `id` flipped. */
export function toggled(ticked: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(ticked);
  if (!next.delete(id)) next.add(id);
  return next;
}

/** "Select all": every shown id ticked, or none of them when all already were. */
export function toggledAll(ticked: ReadonlySet<string>, shown: readonly string[]): Set<string> {
  const next = new Set(ticked);
  if (selectionOf(ticked, shown).all) for (const id of shown) next.delete(id);
  else for (const id of shown) next.add(id);
  return next;
}

export function useSelection(shown: readonly string[]): Selection {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(() => new Set());
  const { ids, all, some } = selectionOf(ticked, shown);
  return {
    ids,
    all,
    some,
    has: (id) => ticked.has(id) && shown.includes(id),
    toggle: (id) => setTicked((current) => toggled(current, id)),
    toggleAll: () => setTicked((current) => toggledAll(current, shown)),
    clear: () => setTicked(new Set()),
  };
}
