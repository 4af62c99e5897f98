import type { Locale } from "#worker/contract/locales";
import { AFTER_PAINT_STYLESHEET_ATTRIBUTE } from "#worker/contract/boot-scripts";
import { isHydrated, takeOverEarlyActions } from "../boot/early-actions";
import { stylesheetsLoaded } from "../boot/stylesheets-loaded";
import {
  ISLAND_ATTRIBUTE,
  ISLAND_HYDRATED_ATTRIBUTE,
  ISLAND_LOAD_ATTRIBUTE,
  type IslandLoad,
} from "../islands/island-load";
import type { IslandName } from "../islands/island-table";

/**
 * Loads each island of a document when its moment comes (client/islands/island-load.ts) and
 * carries out what the visitor did in it before (client/boot/early-actions.ts). React and an
 * island's code are fetched only then: this file is part of the frame's few kilobytes.
 */

/** How close to the viewport a `visible` island must come before its code loads. */
const NEAR = "200px 0px";

const hydrations = new Map<HTMLElement, Promise<void>>();

/**
 * The rest of the stylesheet (a document arrives with only the rules its HTML draws with,
 * decision 030): what an island draws once it acts (a dialog, a toast) needs it. Asked for with
 * the first island, not at load, so reading a page costs no second stylesheet's work.
 */
function wholeStylesheet(): Promise<void> {
  document.querySelector(`link[${AFTER_PAINT_STYLESHEET_ATTRIBUTE}]`)?.removeAttribute("disabled");
  return stylesheetsLoaded();
}
let pageLocale: Locale = "en";

function islandOf(node: Element): HTMLElement | null {
  return node.closest<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`);
}

/** Hydrates an island (once); resolves when React has taken it over. */
export function loadIsland(element: HTMLElement): Promise<void> {
  let hydration = hydrations.get(element);
  if (!hydration) {
    const name = element.getAttribute(ISLAND_ATTRIBUTE) as IslandName;
    hydration = Promise.all([import("../islands/hydrate-island"), wholeStylesheet()]).then(([m]) =>
      m.hydrateIsland(element, name, pageLocale),
    );
    // A failed download (offline, a new deploy) is tried again on the next occasion.
    hydration.catch((error: unknown) => {
      hydrations.delete(element);
      console.error(`Island ${name}:`, error);
    });
    hydrations.set(element, hydration);
  }
  return hydration;
}

/** The frame's hosts (dialogs, the signed-in top bar), which the frame loads by name. */
export function loadIslandNamed(name: IslandName): Promise<void> {
  const element = document.querySelector<HTMLElement>(`[${ISLAND_ATTRIBUTE}="${name}"]`);
  return element ? loadIsland(element) : Promise.reject(new Error(`No ${name} island on this page`));
}

export function islandIsLoaded(name: IslandName): boolean {
  const element = document.querySelector<HTMLElement>(`[${ISLAND_ATTRIBUTE}="${name}"]`);
  return Boolean(element?.hasAttribute(ISLAND_HYDRATED_ATTRIBUTE));
}

/** Whether an action on this node can be carried out now: outside every island, or React has it. */
function live(node: Element): boolean {
  return !islandOf(node) || isHydrated(node);
}

/** The browser's first idle moment (a short wait where there is no requestIdleCallback: Safari). */
const whenIdle = (work: () => void) =>
  typeof requestIdleCallback === "function" ? requestIdleCallback(work, { timeout: 4000 }) : setTimeout(work, 200);

const PRESS_EVENTS = ["pointerdown", "focusin", "keydown", "input", "touchstart"] as const;

/**
 * Starts every island's wait. `press` islands load on the first sign of use inside them (a
 * press, focus, typing); presses the boot script kept meanwhile are carried out once they are in.
 */
export function startIslands(locale: Locale): void {
  pageLocale = locale;
  const islands = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)];
  const visible = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const island = islandOf(entry.target);
        if (!island) continue;
        for (const child of island.children) visible.unobserve(child);
        void loadIsland(island).catch(() => undefined);
      }
    },
    { rootMargin: NEAR },
  );
  for (const island of islands) {
    const when = island.getAttribute(ISLAND_LOAD_ATTRIBUTE) as IslandLoad;
    // The island's own element has no box (display: contents): what it holds is watched.
    if (when === "visible") for (const child of island.children) visible.observe(child);
    else if (when === "idle") whenIdle(() => void loadIsland(island).catch(() => undefined));
  }
  const onUse = (event: Event) => {
    const island = event.target instanceof Element ? islandOf(event.target) : null;
    if (island && island.getAttribute(ISLAND_LOAD_ATTRIBUTE) !== "manual")
      void loadIsland(island).catch(() => undefined);
  };
  for (const type of PRESS_EVENTS) document.addEventListener(type, onUse, { capture: true, passive: true });
  takeOverEarlyActions(live, (node) => {
    const island = islandOf(node);
    if (island) void loadIsland(island).catch(() => undefined);
  });
}
