/**
 * Tabs that filter what the server drew, in plain script (docs/decisions/073-plain-script-behaviours.md),
 * on the WAI-ARIA tabs pattern: a press or Enter selects a tab; the arrow keys, Home and End move
 * between tabs and select them. Each item says in which tabs it shows (`data-shown-in`, tab
 * values separated by spaces); the others are hidden.
 *
 * The markup it reads: the root `data-tab-filter`, holding `[role=tab][data-tab]` buttons, a
 * `[role=tabpanel]` and the items.
 */
export function startTabFilter(root: HTMLElement): void {
  const tabs = [...root.querySelectorAll<HTMLElement>("[role=tab][data-tab]")];
  const panel = root.querySelector<HTMLElement>("[role=tabpanel]");
  const items = [...root.querySelectorAll<HTMLElement>("[data-shown-in]")];

  const select = (chosen: HTMLElement) => {
    for (const tab of tabs) {
      const selected = tab === chosen;
      tab.setAttribute("aria-selected", String(selected));
      tab.tabIndex = selected ? 0 : -1;
    }
    panel?.setAttribute("aria-labelledby", chosen.id);
    const value = chosen.dataset.tab!;
    for (const item of items) item.hidden = !item.dataset.shownIn!.split(" ").includes(value);
  };

  for (const tab of tabs) tab.addEventListener("click", () => select(tab));
  root.addEventListener("keydown", (event) => {
    const at = tabs.indexOf(event.target as HTMLElement);
    if (at < 0) return;
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = tabs[(to + tabs.length) % tabs.length]!;
    select(next);
    next.focus();
  });
}
