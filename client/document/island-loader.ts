import type { Locale } from "#worker/contract/locales";
import { AFTER_PAINT_STYLESHEET_ATTRIBUTE } from "#worker/contract/stylesheet-marks";
import { isHydrated, takeOverEarlyActions } from "../boot/early-actions";
import { stylesheetsLoaded } from "../boot/stylesheets-loaded";
import { holdFiles } from "../lib/held-files";
import {
  ISLAND_ATTRIBUTE,
  ISLAND_HYDRATED_ATTRIBUTE,
  ISLAND_LINKED_BY_ATTRIBUTE,
  ISLAND_LOAD_ATTRIBUTE,
  ISLAND_REMEMBERS_ATTRIBUTE,
  type IslandLoad,
} from "../islands/island-load";
import type { IslandName } from "../islands/island-table";
import { BEHAVIOUR_ATTRIBUTE, BEHAVIOUR_STARTED_ATTRIBUTE } from "./behaviour-markup";

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
    hydration = Promise.all([import("../islands/hydrate-island"), wholeStylesheet()])
      .then(([m]) => m.hydrateIsland(element, name, pageLocale))
      // What was typed in it before (kept by the boot script, with no press to wake the frame)
      // is handed over now that its root has committed.
      .then(() => window.__boot?.wake?.());
    // A failed download (offline, a new deploy) is tried again on the next occasion.
    hydration.catch((error: unknown) => {
      hydrations.delete(element);
      console.error(`Island ${name}:`, error);
    });
    hydrations.set(element, hydration);
  }
  return hydration;
}

/**
 * The islands whose content is the visitor's (`personal`: a card's cart button, which says "In
 * your cart" or "In your library"): the frame asks for them once it knows there is a reader or
 * a cart to show.
 */
export function loadPersonalIslands(): void {
  for (const island of document.querySelectorAll<HTMLElement>(`[${ISLAND_LOAD_ATTRIBUTE}="personal"]`))
    void loadIsland(island).catch(() => undefined);
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

/**
 * Whether an action on this node can be carried out now: inside a plain-script part, once it
 * has started; outside every island, or its island's root has committed and React has the node.
 * React marks a node while it is still hydrating the root, and an event it gets then is lost (a
 * typed value handed over too early never reached the form's state).
 */
function live(node: Element): boolean {
  const behaviour = node.closest(`[${BEHAVIOUR_ATTRIBUTE}]`);
  if (behaviour && !behaviour.hasAttribute(BEHAVIOUR_STARTED_ATTRIBUTE)) return false;
  const island = islandOf(node);
  return !island || (island.hasAttribute(ISLAND_HYDRATED_ATTRIBUTE) && isHydrated(node));
}

/** Whether this browser has saved something the island shows (island-load.ts). */
function remembersSomething(island: HTMLElement): boolean {
  const key = island.getAttribute(ISLAND_REMEMBERS_ATTRIBUTE);
  try {
    return Boolean(key && localStorage.getItem(key) !== null);
  } catch {
    return false; // storage blocked: nothing remembered
  }
}

/** Whether the page's address carries the query parameter a `linked` island waits for. */
function linkedHere(island: HTMLElement): boolean {
  const parameter = island.getAttribute(ISLAND_LINKED_BY_ATTRIBUTE);
  return Boolean(parameter && new URLSearchParams(window.location.search).has(parameter));
}

/** What stands for a `visible` island's place on the page. */
const watched = (island: HTMLElement): Element[] =>
  island.children.length ? [...island.children] : island.parentElement ? [island.parentElement] : [];

/** The browser's first idle moment (a short wait where there is no requestIdleCallback: Safari). */
const whenIdle = (work: () => void) =>
  typeof requestIdleCallback === "function" ? requestIdleCallback(work, { timeout: 4000 }) : setTimeout(work, 200);

/** Signs of use inside a `press` island: its code loads on the first (a file dragged over it too). */
const PRESS_EVENTS = ["pointerdown", "focusin", "keydown", "input", "touchstart", "dragenter"] as const;

/** The islands that take files (dropped on them, or pasted on the page). */
const TAKES_FILES: ReadonlySet<IslandName> = new Set(["image-converter"]);

/** Files from a drop or a paste: items of other kinds (text, a link) don't count. */
function filesIn(data: DataTransfer | null): File[] {
  return data ? [...data.files].filter((file) => file.size > 0 || file.type !== "") : [];
}

/**
 * A file dropped on an island that takes files before its code is in would open in the browser,
 * away from the page; one pasted would be lost. Both are held for the island (held-files.ts),
 * which takes them when it mounts, and its code is asked for.
 */
function holdFilesUntilLive(): void {
  const waiting = (target: EventTarget | null) => {
    const island = target instanceof Element ? islandOf(target) : null;
    return island && TAKES_FILES.has(island.getAttribute(ISLAND_ATTRIBUTE) as IslandName) && !live(target as Element)
      ? island
      : null;
  };
  document.addEventListener("dragover", (event) => {
    if (!waiting(event.target)) return;
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = "copy";
  });
  document.addEventListener("drop", (event) => {
    const island = waiting(event.target);
    if (!island) return;
    event.preventDefault();
    holdFiles(filesIn(event.dataTransfer));
    void loadIsland(island).catch(() => undefined);
  });
  window.addEventListener("paste", (event) => {
    const island = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)].find(
      (candidate) =>
        TAKES_FILES.has(candidate.getAttribute(ISLAND_ATTRIBUTE) as IslandName) &&
        !candidate.hasAttribute(ISLAND_HYDRATED_ATTRIBUTE),
    );
    const files = filesIn(event.clipboardData);
    if (!island || !files.length) return;
    // Pasting into a field stays text.
    if (event.target instanceof HTMLElement && event.target.closest("input, textarea, [contenteditable]")) return;
    event.preventDefault();
    holdFiles(files);
    void loadIsland(island).catch(() => undefined);
  });
}

/**
 * Starts every island's wait. `press` islands load on the first sign of use inside them (a
 * press, focus, typing); presses the boot script kept meanwhile are carried out once they are in.
 */
export function startIslands(locale: Locale): void {
  pageLocale = locale;
  // The parts that act without React (decision 073), their own small chunk, on pages that have one.
  if (document.querySelector(`[${BEHAVIOUR_ATTRIBUTE}]`))
    void import("./behaviours").then((m) => m.startBehaviours()).catch((error: unknown) => console.error(error));
  const islands = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)];
  // What is watched, and the island (or islands: one place can hold several) it stands for.
  const watchers = new Map<Element, HTMLElement[]>();
  const visible = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        for (const island of watchers.get(entry.target) ?? []) {
          for (const target of watched(island)) visible.unobserve(target);
          void loadIsland(island).catch(() => undefined);
        }
      }
    },
    { rootMargin: NEAR },
  );
  for (const island of islands) {
    const when = remembersSomething(island) ? "idle" : (island.getAttribute(ISLAND_LOAD_ATTRIBUTE) as IslandLoad);
    // The island's own element has no box (display: contents): what it holds is watched, or
    // where it sits when it holds nothing yet (a rating that shows once its figures are in).
    if (when === "visible")
      for (const target of watched(island)) {
        watchers.set(target, [...(watchers.get(target) ?? []), island]);
        visible.observe(target);
      }
    else if (when === "idle") whenIdle(() => void loadIsland(island).catch(() => undefined));
    else if (when === "linked" && linkedHere(island)) void loadIsland(island).catch(() => undefined);
  }
  const onUse = (event: Event) => {
    const island = event.target instanceof Element ? islandOf(event.target) : null;
    if (island && island.getAttribute(ISLAND_LOAD_ATTRIBUTE) !== "manual")
      void loadIsland(island).catch(() => undefined);
  };
  for (const type of PRESS_EVENTS) document.addEventListener(type, onUse, { capture: true, passive: true });
  holdFilesUntilLive();
  takeOverEarlyActions(live, (node) => {
    const island = islandOf(node);
    if (island) void loadIsland(island).catch(() => undefined);
  });
}
