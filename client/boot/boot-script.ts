/**
 * The inline boot script (decision 025). The build compiles and minifies this file into
 * index.html's <head> (`bootScript` in vite.config.ts), where it runs before any of the page is
 * drawn. It must stay tiny and self-contained: type imports only, no module code.
 *
 * Until a document's script has started, and until each island's code is in, it keeps what the
 * visitor does with the server's HTML: presses of buttons (links work on their own), forms
 * sent, fields typed into, and `openLeadForm` requests. They are carried out in order once the
 * part they were made in can (client/boot/early-actions.ts).
 */
import type { OPEN_LEAD_FORM_EVENT } from "../lib/lead-form-event";
import type { BootState, EarlyAction, PENDING_ATTRIBUTE } from "./boot-contract";
import type { ISLAND_ATTRIBUTE } from "../islands/island-load";

// The names come from the modules above through their types: a renamed constant fails here.
const LEAD_EVENT: typeof OPEN_LEAD_FORM_EVENT = "openLeadForm";
const PENDING: typeof PENDING_ATTRIBUTE = "data-pending";
const ISLAND: typeof ISLAND_ATTRIBUTE = "data-island";

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
