/*
 * Files a visitor dropped or pasted on a part of a document before its code was in (client/
 * document/island-loader.ts): kept here for the part, which takes them once it is mounted.
 * No React here, so the frame's plain script can hold them.
 */
let held: File[] = [];

export function holdFiles(files: readonly File[]): void {
  held = [...held, ...files];
}

/** The files held so far (and they are no longer held). */
export function takeHeldFiles(): File[] {
  const taken = held;
  held = [];
  return taken;
}
