/** Window event that opens the Contact & Resume Request dialog from anywhere on the site. */
export const OPEN_LEAD_FORM_EVENT = "openLeadForm";

export type LeadFormSource = "hero_download_cv" | "floating_contact" | (string & {});

export interface OpenLeadFormDetail {
  source: LeadFormSource;
}

/**
 * Asks whoever renders the lead form to open it. Returns true when a listener took it (it
 * calls preventDefault); callers fall back to the contact page otherwise, so the control
 * always leads somewhere. Before the app has hydrated, the inline boot script takes it and the
 * app opens the form once it is in (client/boot/, decision 025).
 */
export function requestLeadForm(source: LeadFormSource): boolean {
  const event = new CustomEvent<OpenLeadFormDetail>(OPEN_LEAD_FORM_EVENT, {
    detail: { source },
    cancelable: true,
  });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

/**
 * A request a document's frame took while the dialog's code was on its way (client/document/
 * frame.ts): the dialog opens with it once mounted, so the event is raised once per press.
 */
let heldRequest = false;

export function holdLeadFormRequest(): void {
  heldRequest = true;
}

/** Whether a request was held for the dialog (and it is now taken). */
export function takeHeldLeadFormRequest(): boolean {
  const held = heldRequest;
  heldRequest = false;
  return held;
}
