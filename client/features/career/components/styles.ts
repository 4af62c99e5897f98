/** Class lists shared by the career pages' links and buttons (keyboard focus always visible). */

const focusRing = "";

export const textLink = `rounded-sm font-semibold text-wine underline underline-offset-4 hover:text-wine-dark ${focusRing}`;

const button = `inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 py-2.5 font-semibold transition-colors motion-reduce:transition-none ${focusRing}`;

/** On light bands. */
export const primaryButton = `${button} bg-wine text-white hover:bg-wine-dark`;
export const secondaryButton = `${button} bg-white text-wine ring-1 ring-wine/30 hover:bg-wine hover:text-white`;

/** On dark bands (ink, wine). */
export const goldButton = `${button} bg-gold text-ink hover:bg-white`;
export const outlineLightButton = `${button} text-white ring-1 ring-white/70 hover:bg-white hover:text-ink`;

/** A skill or keyword chip. */
export const tag = "rounded-full bg-white px-3 py-1 text-sm font-medium text-ink/80 ring-1 ring-ink/10";
