import { requestLeadForm } from "../lib/lead-form-event";
import { PENDING_ATTRIBUTE, type BootState, type EarlyAction } from "./boot-contract";

/**
 * The app's side of the inline boot script (boot-script.ts, decision 025): once hydrated, it
 * carries out what the visitor did before, in order, on the same nodes.
 */

/**
 * Whether React has taken over this node: hydration attaches its props to every element it
 * adopts. A part still waiting for its code (a lazy section) has none yet, and React would drop
 * a press there without preventing its default, so the boot script keeps those too.
 */
export function isHydrated(node: Element): boolean {
  return Object.keys(node).some((key) => key.startsWith("__reactProps$"));
}

/** How long a kept action waits for its part of the page to hydrate before it is dropped. */
const HYDRATION_WAIT_MS = 15_000;
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function whenLive(node: Element, live: (node: Element) => boolean): Promise<boolean> {
  const until = Date.now() + HYDRATION_WAIT_MS;
  while (node.isConnected && !live(node)) {
    if (Date.now() > until) return false;
    await pause(50);
  }
  return node.isConnected;
}

/**
 * Hands a field's typed value to the app: hydration keeps what is on screen but the app's state
 * still holds the server's value (and a render of the form puts that back on screen). React
 * notices a change against the value it last saw, so that is set to something else first
 * (through the element, which React watches), then the typed value is put in past React and
 * announced as the browser would.
 */
function handOver({ target: field, value, checked }: Extract<EarlyAction, { kind: "edit" }>) {
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
    // A radio the visitor left is handed over by the one they chose.
    if (field.type === "radio" && !checked) return;
    // The press leaves the box as the visitor did, and React sees it change.
    field.checked = !checked;
    field.click();
    return;
  }
  const nativeValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, "value")!.set!;
  if (!(field instanceof HTMLSelectElement)) field.value = value ? "" : " ";
  nativeValue.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
}

function perform(action: EarlyAction) {
  switch (action.kind) {
    case "click":
      action.target.click();
      break;
    case "submit": {
      const submitter = action.submitter;
      action.target.requestSubmit(
        submitter && "form" in submitter && submitter.form === action.target ? submitter : null,
      );
      break;
    }
    case "edit":
      handOver(action);
      break;
    case "lead":
      requestLeadForm(action.source);
      break;
  }
}

/** The node an action is carried out on, or null for a request that needs none. */
function nodeOf(action: EarlyAction): Element | null {
  return action.kind === "lead" ? null : action.target;
}

function clearPending(action: EarlyAction) {
  const pressed = action.kind === "submit" ? (action.submitter ?? action.target) : nodeOf(action);
  const before = pressed?.getAttribute(PENDING_ATTRIBUTE);
  if (before == null) return;
  pressed!.removeAttribute(PENDING_ATTRIBUTE);
  if (before) pressed!.setAttribute("aria-busy", before);
  else pressed!.removeAttribute("aria-busy");
}

let draining = false;

async function drain(boot: BootState, live: (node: Element) => boolean) {
  if (draining) return;
  draining = true;
  try {
    while (boot.queue.length) {
      const action = boot.queue[0]!;
      const node = nodeOf(action);
      // A node the app replaced (it rendered something else there) has nothing to act on.
      const alive = node ? await whenLive(node, live) : true;
      boot.queue.shift();
      clearPending(action);
      if (alive) {
        boot.replaying = true;
        try {
          perform(action);
        } finally {
          boot.replaying = false;
        }
      }
      // Let the app render what the action changed before the next one reads its state.
      await pause(0);
    }
  } finally {
    draining = false;
  }
}

/**
 * Called once the app has hydrated (data-app-ready), or once a document's frame is wired: from
 * now on the boot script keeps only actions on parts still waiting for their code, and what it
 * kept is carried out in order. `live` says whether a node's handlers are attached (the app's:
 * React has hydrated it); `needs` is told of each kept action's node, so a document can load the
 * island it is in.
 */
export function takeOverEarlyActions(live: (node: Element) => boolean = isHydrated, needs?: (node: Element) => void) {
  const boot = window.__boot;
  if (!boot || boot.live) return;
  boot.live = live;
  const wake = () => {
    if (needs) for (const action of boot.queue) if (action.kind !== "lead") needs(action.target);
    void drain(boot, live);
  };
  boot.wake = wake;
  wake();
}
