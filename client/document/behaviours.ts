import { BEHAVIOUR_ATTRIBUTE, BEHAVIOUR_STARTED_ATTRIBUTE, type Behaviour } from "./behaviour-markup";
import { startCarousel } from "./carousel";
import { startFilterForm } from "./filter-form";
import { startTabFilter } from "./tab-filter";

const STARTERS: Record<Behaviour, (root: HTMLElement) => void> = {
  carousel: startCarousel,
  "tab-filter": startTabFilter,
  "filter-form": (root) => startFilterForm(root as HTMLFormElement),
};

/**
 * Starts every plain-script part of the page (decision 073), then hands over the presses the
 * boot script kept on them while this was on its way.
 */
export function startBehaviours(): void {
  for (const root of document.querySelectorAll<HTMLElement>(`[${BEHAVIOUR_ATTRIBUTE}]`)) {
    try {
      STARTERS[root.getAttribute(BEHAVIOUR_ATTRIBUTE) as Behaviour]?.(root);
    } catch (error) {
      // One part's fault leaves the others working, and presses kept on it are let go.
      console.error(error);
    }
    root.setAttribute(BEHAVIOUR_STARTED_ATTRIBUTE, "");
  }
  window.__boot?.wake?.();
}
