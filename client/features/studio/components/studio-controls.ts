/** The studio's form controls and buttons, one look across its sections. */
export const FIELD_CLASS =
  "block min-h-11 w-full rounded-md border border-ink/25 bg-white px-3 py-2 text-ink placeholder:text-ink/45 focus:border-wine";
export const FIELD_LABEL_CLASS = "mb-1 block text-sm font-medium text-ink";
export const BUTTON_CLASS =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 font-semibold ring-1 ring-ink/20 bg-white text-ink hover:ring-wine disabled:cursor-not-allowed disabled:opacity-60";
export const PRIMARY_BUTTON_CLASS =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-wine px-4 font-semibold text-white hover:bg-wine-dark disabled:cursor-not-allowed disabled:opacity-60";
export const DANGER_BUTTON_CLASS =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-red-800 px-4 font-semibold text-white hover:bg-red-900 disabled:cursor-not-allowed disabled:opacity-60";
