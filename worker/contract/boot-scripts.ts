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

/**
 * Marks the <style> that holds the site's stylesheet inline (worker/edge/pages.ts), so a page
 * with an opening can hold only the rules its opening draws with instead (decision 030).
 */
export const INLINE_STYLESHEET_ATTRIBUTE = "data-inline-stylesheet";

/**
 * Marks the (disabled) link to the whole stylesheet on a page whose <style> holds only its
 * opening's rules: the boot script enables it, so it loads, once the opening is on screen.
 */
export const AFTER_PAINT_STYLESHEET_ATTRIBUTE = "data-after-paint";
