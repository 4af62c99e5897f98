/** Class lists the converter's parts share. */
export const FOCUS_RING = "";
export const PANEL = "rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink/10 sm:p-6";
export const BUTTON = `inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 py-2 font-semibold ${FOCUS_RING}`;
export const PRIMARY = `${BUTTON} bg-wine text-white hover:bg-wine-dark disabled:opacity-60`;
export const SECONDARY = `${BUTTON} bg-white text-ink ring-1 ring-ink/20 hover:bg-ink/5 disabled:opacity-60`;
export const FIELD = `mt-1 block min-h-11 w-full rounded-md border border-ink/25 bg-white px-3 py-2 text-ink ${FOCUS_RING}`;
