/**
 * The inline boot script (decision 025). The build compiles and minifies this file into
 * index.html's <head> (`bootScript` in vite.config.ts), where it runs before any of the page is
 * drawn. It must stay tiny and self-contained: type imports only, no module code.
 *
 * 1. Until the app has hydrated, it keeps what the visitor does with the prerendered opening:
 *    presses of buttons (links work on their own), forms sent, fields typed into, and
 *    `openLeadForm` requests. The app carries them out in order once it is in
 *    (client/boot/early-actions.ts).
 * 2. On a page whose opening arrived with it, the Worker leaves the app's scripts out of the
 *    document and lists them in a data block; this script adds them after the first frame, so
 *    nothing but the HTML and its inline styles comes before the first paint. The inline styles
 *    are then only the opening's rules, and it enables the link to the whole stylesheet too.
 */
import type { AFTER_PAINT_STYLESHEET_ATTRIBUTE, BOOT_SCRIPTS_ID, BootScripts } from "#worker/contract/boot-scripts";
import type { OPEN_LEAD_FORM_EVENT } from "../lib/lead-form-event";
import type { BootState, EarlyAction, PENDING_ATTRIBUTE } from "./boot-contract";
import type { ISLAND_ATTRIBUTE } from "../islands/island-load";

// The names come from the modules above through their types: a renamed constant fails here.
const LEAD_EVENT: typeof OPEN_LEAD_FORM_EVENT = "openLeadForm";
const PENDING: typeof PENDING_ATTRIBUTE = "data-pending";
const SCRIPTS_ID: typeof BOOT_SCRIPTS_ID = "boot-scripts";
const AFTER_PAINT: typeof AFTER_PAINT_STYLESHEET_ATTRIBUTE = "data-after-paint";
const ISLAND: typeof ISLAND_ATTRIBUTE = "data-island";
/** How long after the document is parsed the app starts if no paint is reported. */
const FALLBACK_MS = 1000;

const doc = document;
const nonce = (doc.currentScript as HTMLScriptElement | null)?.nonce ?? "";
const boot: BootState = (window.__boot = { queue: [] });

/** The part of the page a node acts in: its island on a document, the whole app elsewhere. */
const partOf = (node: Element) => node.closest(`[${ISLAND}]`);

/**
 * Whether an action on this node waits for the app: inside the app, and its code not there yet,
 * or what the visitor did before in the same part is still to be carried out (a press must not
 * overtake the typing it follows: a form sent before its fields are handed over goes out empty).
 * What the app does while carrying out a kept action is never kept again.
 */
const waits = (node: Element): node is HTMLElement =>
  !boot.replaying &&
  Boolean(node.closest("#root")) &&
  (!boot.live?.(node) || boot.queue.some((action) => action.kind != "lead" && partOf(action.target) == partOf(node)));

function keep(event: Event, action: EarlyAction, pressed?: Element | null) {
  event.preventDefault();
  // Nothing else (React's root listener included) acts on it now; the app replays it.
  event.stopImmediatePropagation();
  // The mark keeps the control's own aria-busy, to put back once its action is carried out.
  if (pressed && !pressed.hasAttribute(PENDING)) pressed.setAttribute(PENDING, pressed.getAttribute("aria-busy") ?? "");
  pressed?.setAttribute("aria-busy", "true");
  boot.queue.push(action);
  boot.wake?.();
}

addEventListener(
  "click",
  (event) => {
    const control = (event.target as Element).closest?.("a[href],button,[role=button]");
    if (control && !control.matches("a[href]") && waits(control))
      keep(event, { kind: "click", target: control }, control);
  },
  true,
);

// A form sent before the app is in would otherwise go to its page as a GET, fields in the address.
addEventListener(
  "submit",
  (event) => {
    const form = event.target as HTMLFormElement;
    const submitter = (event as SubmitEvent).submitter;
    if (waits(form)) keep(event, { kind: "submit", target: form, submitter }, submitter ?? form);
  },
  true,
);

// Typed text is in the field but not in the app's state: the app hands it over once in. The
// latest value is kept, as the app may draw the field again with its own before that.
// (Every kind of field, a select or a checkbox too, reports an input event.)
addEventListener(
  "input",
  (event) => {
    const field = event.target as HTMLInputElement;
    let edit = boot.queue.find((action) => action.kind == "edit" && action.target == field) as
      | Extract<EarlyAction, { kind: "edit" }>
      | undefined;
    // An edit still waiting to be handed over stays current even once its field is live (typing
    // on while the hand-over is on its way), so the app is never handed an older value.
    if (!edit) {
      if (!waits(field)) return;
      boot.queue.push((edit = { kind: "edit", target: field, value: "", checked: false }));
    }
    edit.value = field.value;
    edit.checked = field.checked;
  },
  true,
);

addEventListener(LEAD_EVENT, (event) => {
  // Once the app is in, its own listener takes the request.
  if (!boot.live)
    keep(event, { kind: "lead", source: (event as CustomEvent<{ source?: string } | null>).detail?.source ?? "" });
});

let started = false;
let painted = false;
function start() {
  const block = doc.getElementById(SCRIPTS_ID);
  // A module added by a script runs as soon as it arrives: never while the opening is still parsing.
  if (started || doc.readyState == "loading") return;
  started = true;
  // A document (decision 072) names its own script in the page, and its islands ask for the
  // rest of the stylesheet when the first of them loads: nothing more is needed to read it.
  if (!block) return;
  // The whole stylesheet, where only the opening's rules came inline (decision 030): what the
  // app draws later needs the rest. A disabled link loads once enabled.
  doc.querySelector(`link[${AFTER_PAINT}]`)?.removeAttribute("disabled");
  const scripts = JSON.parse(block.textContent!) as BootScripts;
  const add = (tag: string, props: object) => doc.head.append(Object.assign(doc.createElement(tag), { nonce }, props));
  add("script", { type: "module", src: scripts.entry, crossOrigin: "" });
  // Then the page's chunks, one per task: starting a request costs the main thread a couple of
  // milliseconds, and twenty of them in one go made a long task on a phone. They are all asked
  // for long before the entry arrives and names them.
  const preload = (i: number) => {
    const href = scripts.preload[i];
    if (href === undefined) return;
    add("link", { rel: "modulepreload", href, crossOrigin: "" });
    setTimeout(preload, 0, i + 1);
  };
  preload(0);
}

// Once the opening is on screen: the browser reports its first contentful paint when the frame
// is shown, which can be well after the frame was drawn on a busy device. A hidden tab or a
// prerender draws nothing, so it starts at once; if no paint is reported, a second after parsing.
new PerformanceObserver((list) => {
  if (!list.getEntriesByName("first-contentful-paint").length) return;
  painted = true;
  start();
}).observe({ type: "paint", buffered: true });
doc.addEventListener("DOMContentLoaded", () => {
  if (doc.hidden || painted) start();
  else setTimeout(start, FALLBACK_MS);
});
doc.addEventListener("visibilitychange", start);
