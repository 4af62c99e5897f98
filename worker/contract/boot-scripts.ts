/**
 * The scripts a page with an opening starts only after its first paint (decision 025): the
 * Worker lists them in a JSON data block and the inline boot script (client/boot/boot-script.ts)
 * adds them to the document once the opening is on screen.
 */

/** The id of the data block. */
export const BOOT_SCRIPTS_ID = "boot-scripts";

/** What the block holds: files to preload (the entry's imports, the page's chunks), then the entry. */
export interface BootScripts {
  preload: string[];
  entry: string;
}
