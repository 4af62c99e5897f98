/**
 * What the inline boot script (boot-script.ts) and the app (early-actions.ts) share: the actions
 * a visitor took before the app could carry them out, kept in order on `window.__boot`
 * (docs/decisions/025-first-paint-and-early-taps.md).
 */

/** One action kept for the app: a press, a form sent, a field typed into, a lead form asked for. */
export type EarlyAction =
  | { kind: "click"; target: HTMLElement }
  | { kind: "submit"; target: HTMLFormElement; submitter: HTMLElement | null }
  | {
      kind: "edit";
      target: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
      /** What the visitor left in it: the app may redraw the field with its own value meanwhile. */
      value: string;
      checked: boolean;
    }
  | { kind: "lead"; source: string };

export interface BootState {
  /** Kept actions, oldest first. */
  queue: EarlyAction[];
  /**
   * Set by the app once it has hydrated: whether a node's handlers are attached. Until then
   * every action is kept; after, only those on parts still waiting for their code.
   */
  live?: (node: Element) => boolean;
  /** Set by the app with `live`: called when an action is kept after that. */
  wake?: () => void;
  /** True while the app carries out a kept action: what it does then is never kept again. */
  replaying?: boolean;
}

/**
 * Marks a control whose press is waiting for the app (styled in styles.css); its value is the
 * control's own aria-busy, which the boot script sets to "true" meanwhile.
 */
export const PENDING_ATTRIBUTE = "data-pending";

declare global {
  interface Window {
    __boot?: BootState;
  }
}
