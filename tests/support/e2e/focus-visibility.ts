import type { CDPSession, Page } from "playwright-core";
import { contrast, decodePng, luminance } from "./pixels";

/**
 * Is the keyboard focus visible? For each stop of a page's real Tab order, compares the pixels
 * around the element unfocused and focused (`:focus` and `:focus-visible` forced through the
 * DevTools protocol, so no focus or blur handler runs and nothing else on the page moves). A
 * pixel counts when its two colours differ by a contrast ratio of at least 3:1 (WCAG's
 * non-text contrast); an element passes when the counted pixels add up to at least its
 * perimeter, a 1 px line all around it. A ring in a colour too close to the background
 * (gold on white, white on white) counts nothing and fails.
 *
 * Speed matters (every control of every page): screenshots and forced states go straight
 * through the protocol, and the PNGs are compared in Node, not through Playwright's
 * screenshot (which waits for stable frames and fonts each time, about a second a control).
 */

export interface FocusFinding {
  /** How a person would find the element: its role-ish tag, accessible text and address. */
  element: string;
  /** Pixels that changed by 3:1 or more when it took the focus. */
  changed: number;
  /** Pixels it needed: its visible perimeter. */
  needed: number;
}

export interface FocusReport {
  checked: number;
  /** Stops skipped because the same control (same markup in the same part) was checked before. */
  alreadySeen: number;
  invisible: FocusFinding[];
}

const MARGIN = 8;
const MAX_STOPS = 400;
/** Tab presses sent before asking the page how many stops it has seen. */
const TAB_BATCH = 10;

type StopsWindow = { __tabStops: Element[] };

/** The stops of the page's Tab order from the top, kept in the page as `window.__tabStops`. */
export async function collectTabStops(page: Page): Promise<number> {
  await page.evaluate(() => {
    (window as unknown as StopsWindow).__tabStops = [];
    (document.activeElement as HTMLElement | null)?.blur?.();
    // Each focus is recorded by the page itself, so the walk needs no round trip a key.
    document.addEventListener(
      "focusin",
      (event) => {
        const stops = (window as unknown as StopsWindow).__tabStops;
        if (event.target instanceof Element && !stops.includes(event.target)) stops.push(event.target);
      },
      true,
    );
  });
  // Real Tab presses, as Playwright's keyboard sends them (a key down with no text, a key up),
  // but a batch at a time: the browser handles the protocol's input events in order, so the
  // walk is the same and waits once a batch instead of once a key.
  const cdp = await page.context().newCDPSession(page);
  const tab = { key: "Tab", code: "Tab", windowsVirtualKeyCode: 9, nativeVirtualKeyCode: 9 };
  const press = () =>
    Promise.all([
      cdp.send("Input.dispatchKeyEvent", { type: "rawKeyDown", ...tab }),
      cdp.send("Input.dispatchKeyEvent", { type: "keyUp", ...tab }),
    ]);
  try {
    let previous = -1;
    for (let pressed = 0; pressed < MAX_STOPS; pressed += TAB_BATCH) {
      await Promise.all(Array.from({ length: TAB_BATCH }, press));
      // Done when a batch found no new stop: focus came back round (or left the page).
      const count = await page.evaluate(() => (window as unknown as StopsWindow).__tabStops.length);
      if (count === previous) break;
      previous = count;
    }
  } finally {
    await cdp.detach();
  }
  return page.evaluate(() => (window as unknown as StopsWindow).__tabStops.length);
}

/** Pixels of two same-size PNGs (base64) whose colours differ by 3:1 or more. */
export function contrastingPixels(before: string, after: string): number {
  const x = decodePng(before).data;
  const y = decodePng(after).data;
  let count = 0;
  for (let i = 0; i < Math.min(x.length, y.length); i += 4) {
    if (contrast(luminance(x, i), luminance(y, i)) >= 3) count++;
  }
  return count;
}

async function capture(cdp: CDPSession, clip: { x: number; y: number; width: number; height: number }) {
  const { data } = await cdp.send("Page.captureScreenshot", { format: "png", clip: { ...clip, scale: 1 } });
  return data;
}

/**
 * Checks every stop collected by `collectTabStops`. `seen` carries the signatures of controls
 * checked on earlier pages, so the shared header and footer are looked at (and reported) once.
 */
export async function checkFocusVisibility(page: Page, seen: Set<string>): Promise<FocusReport> {
  // A focus style that fades in would be caught half way: no transitions while we look.
  await page.addStyleTag({
    content:
      "*,*::before,*::after{transition:none!important;animation:none!important;caret-color:transparent!important}",
  });
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur?.());
  await page.mouse.move(0, 0);
  const stops = await page.evaluate(() =>
    (window as unknown as StopsWindow).__tabStops.map((el) => {
      const part = el.closest("header, footer, nav, dialog, [role=dialog]")?.tagName ?? "main";
      const name = (el.getAttribute("aria-label") ?? el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 60);
      const href = el.getAttribute("href") ?? "";
      return {
        label: `<${el.tagName.toLowerCase()}${href ? ` href="${href}"` : ""}> "${name}" in ${part.toLowerCase()}`,
        signature: `${part}|${el.outerHTML.replace(/\s(id|for|aria-[a-z]+)="[^"]*"/g, "")}`,
        connected: el.isConnected,
      };
    }),
  );
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  await cdp.send("DOM.getDocument", { depth: 0 });
  const report: FocusReport = { checked: 0, alreadySeen: 0, invisible: [] };
  try {
    for (const [i, stop] of stops.entries()) {
      if (!stop.connected) continue;
      if (seen.has(stop.signature)) {
        report.alreadySeen++;
        continue;
      }
      seen.add(stop.signature);
      const { result } = await cdp.send("Runtime.evaluate", { expression: `window.__tabStops[${i}]` });
      if (!result.objectId) continue;
      const { nodeId } = await cdp.send("DOM.requestNode", { objectId: result.objectId });
      const force = (on: boolean) =>
        cdp.send("CSS.forcePseudoState", { nodeId, forcedPseudoClasses: on ? ["focus", "focus-visible"] : [] });
      await force(true);
      const box = await page.evaluate((index) => {
        const el = (window as unknown as StopsWindow).__tabStops[index]!;
        el.scrollIntoView({ block: "center", inline: "center", behavior: "instant" });
        // The protocol's clip is read in page coordinates and draws a fixed bar (the top bar,
        // the header and its phone menu) where it sits at the top of the document: check
        // those at scroll 0 (scrollIntoView above still scrolls a menu's own list).
        let fixed = false;
        for (let e: Element | null = el; e && !fixed; e = e.parentElement)
          fixed = getComputedStyle(e).position === "fixed";
        if (fixed) window.scrollTo({ top: 0, left: 0, behavior: "instant" });
        // A link stretched over its card by a positioned ::after shows its focus on the card.
        const stretched = getComputedStyle(el, "::after").position === "absolute" && el instanceof HTMLElement;
        const target = stretched ? (el.offsetParent ?? el) : el;
        const bounds = target.getBoundingClientRect();
        // A link wrapped over two lines is two boxes: its outline follows each.
        const boxes = stretched ? [bounds] : [...el.getClientRects()];
        const visible = (r: DOMRect) => {
          const w = Math.max(0, Math.min(innerWidth, r.right) - Math.max(0, r.left));
          const h = Math.max(0, Math.min(innerHeight, r.bottom) - Math.max(0, r.top));
          return w && h ? 2 * (w + h) : 0;
        };
        const perimeter = boxes.reduce((sum, r) => sum + visible(r), 0);
        return {
          x: bounds.x,
          y: bounds.y,
          width: bounds.width,
          height: bounds.height,
          perimeter,
          sx: scrollX,
          sy: scrollY,
          vw: innerWidth,
          vh: innerHeight,
        };
      }, i);
      const left = Math.max(0, Math.floor(box.x - MARGIN));
      const top = Math.max(0, Math.floor(box.y - MARGIN));
      const right = Math.min(box.vw, Math.ceil(box.x + box.width + MARGIN));
      const bottom = Math.min(box.vh, Math.ceil(box.y + box.height + MARGIN));
      // The protocol's clip is in page coordinates: the viewport's box plus the scroll.
      const clip = { x: left + box.sx, y: top + box.sy, width: right - left, height: bottom - top };
      const needed = Math.max(8, Math.round(box.perimeter));
      let changed = 0;
      if (clip.width > 0 && clip.height > 0) {
        const after = await capture(cdp, clip);
        await force(false);
        const before = await capture(cdp, clip);
        changed = contrastingPixels(before, after);
      } else {
        await force(false);
      }
      report.checked++;
      if (changed < needed) report.invisible.push({ element: stop.label, changed, needed });
    }
  } finally {
    await cdp.detach();
  }
  return report;
}
