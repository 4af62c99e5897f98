/**
 * A form of filters that applies itself, in plain script (docs/decisions/073-plain-script-behaviours.md):
 * a change to one of its controls loads the view it names in place of this one, so stepping
 * through a select's options leaves one history entry, not one per option. The form is a plain
 * GET form (it works without scripts, by its button); this writes the address as the site
 * writes it: a control whose value is its `data-default`, or empty, stays out of it, and the
 * address's other parameters (a campaign's tag) stay where they are. The form's action names
 * the page and where it opens (its fragment).
 *
 * Once the view has loaded, the control that chose it has the focus again, so a keyboard goes
 * on from where it was.
 */

/** The control that chose the view being loaded, for the view to focus (the tab's session storage). */
const FOCUS_KEY = "la-bodega:filter-focus";

type Control = HTMLInputElement | HTMLSelectElement;

const controlsOf = (form: HTMLFormElement): Control[] =>
  [...form.elements].filter(
    (element): element is Control =>
      (element instanceof HTMLInputElement || element instanceof HTMLSelectElement) && element.name !== "",
  );

/** Whether a control shows something other than what the server drew (a change made before this started). */
function changed(control: Control): boolean {
  if (control instanceof HTMLSelectElement) return [...control.options].some((o) => o.selected !== o.defaultSelected);
  if (control.type === "checkbox" || control.type === "radio") return control.checked !== control.defaultChecked;
  return control.value !== control.defaultValue;
}

/** The address of the view the form's controls name now. */
export function filterAddress(form: HTMLFormElement, current: URL): string {
  const target = new URL(form.action, current);
  const params = new URLSearchParams(current.search);
  const values = new FormData(form);
  // A parameter already in the address keeps its place; a new one goes at the end.
  for (const control of controlsOf(form)) {
    const value = values.get(control.name);
    if (typeof value === "string" && value !== "" && value !== control.dataset.default) params.set(control.name, value);
    else params.delete(control.name);
  }
  const query = params.toString();
  return `${target.pathname}${query ? `?${query}` : ""}${target.hash}`;
}

export function startFilterForm(form: HTMLFormElement): void {
  const apply = (control: Control | null) => {
    try {
      if (control) sessionStorage.setItem(FOCUS_KEY, control.name);
    } catch {
      // Storage blocked: the view loads without the focus carried.
    }
    window.location.replace(filterAddress(form, new URL(window.location.href)));
  };
  form.addEventListener("change", (event) => {
    const control = controlsOf(form).find((candidate) => candidate === event.target);
    if (control) apply(control);
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    apply(null);
  });

  let carried: string | null = null;
  try {
    carried = sessionStorage.getItem(FOCUS_KEY);
    sessionStorage.removeItem(FOCUS_KEY);
  } catch {
    // Storage blocked: nothing was carried.
  }
  const controls = controlsOf(form);
  const early = controls.find(changed);
  if (early) apply(early);
  else
    controls.find((control) => control.name === carried && control.type !== "hidden")?.focus({ preventScroll: true });
}
