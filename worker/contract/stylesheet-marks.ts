/**
 * Marks the <style> that holds the site's stylesheet inline (worker/edge/pages.ts), so a
 * document can hold only the rules its content draws with instead (decision 030).
 */
export const INLINE_STYLESHEET_ATTRIBUTE = "data-inline-stylesheet";

/**
 * Marks the (disabled) link to the whole stylesheet on a document whose <style> holds only its
 * own rules: the first island to load enables it (client/document/island-loader.ts).
 */
export const AFTER_PAINT_STYLESHEET_ATTRIBUTE = "data-after-paint";
