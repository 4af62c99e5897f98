/** The studio's form controls and buttons, one look across its sections. */
export const FIELD_CLASS =
  "block min-h-11 w-full rounded-md border border-ink/25 bg-white px-3 py-2 text-ink placeholder:text-ink/45 focus:border-wine";
export const FIELD_LABEL_CLASS = "mb-1 block text-sm font-medium text-ink";

const BUTTON = "inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 font-semibold";
const DISABLED = "disabled:cursor-not-allowed disabled:opacity-60";
export const BUTTON_TONES = {
  primary: `${BUTTON} ${DISABLED} bg-wine text-white hover:bg-wine-dark`,
  plain: `${BUTTON} ${DISABLED} bg-white text-wine ring-1 ring-wine/40 hover:bg-wine/5`,
  danger: `${BUTTON} ${DISABLED} bg-white text-red-800 ring-1 ring-red-800/40 hover:bg-red-50`,
  dangerSolid: `${BUTTON} ${DISABLED} bg-red-800 text-white hover:bg-red-900`,
} as const;
