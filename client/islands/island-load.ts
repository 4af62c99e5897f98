/**
 * When an island's code loads (docs/decisions/072-documents-with-islands.md):
 * - `visible`: when it comes near the viewport;
 * - `idle`: when the browser is first idle after the page has loaded;
 * - `press`: on the first press, key, focus or typing inside it, which is carried out once the
 *   code is there (client/boot/early-actions.ts);
 * - `manual`: when the frame's script asks for it (a dialog's host, the signed-in top bar);
 * - `personal`: what it shows depends on who is visiting (their cart, their library): when the
 *   frame knows the visitor is signed in or has a cart, and otherwise on the first press. A
 *   first-time visitor's page runs none of it; a reader's shows what they own from the start;
 * - `linked`: at once when the page's address carries the query parameter it names
 *   (`data-linked-by`), and otherwise never: what a link from an email opens (a release notice's
 *   confirmation), which the server can't draw, as a document's HTML ignores its query.
 */
export type IslandLoad = "visible" | "idle" | "press" | "manual" | "personal" | "linked";

/** The attributes an island's element carries (the server writes them, the loader reads them). */
export const ISLAND_ATTRIBUTE = "data-island";
export const ISLAND_LOAD_ATTRIBUTE = "data-load";
export const ISLAND_PROPS_ATTRIBUTE = "data-props";
/** The `identifierPrefix` the island was rendered with, so its generated ids match when hydrated. */
export const ISLAND_ID_PREFIX_ATTRIBUTE = "data-id-prefix";
/**
 * A storage key: when this browser has saved something under it (the tool's own settings), the
 * island loads when the browser is first idle, whatever its `data-load`, so what it shows is the
 * visitor's from the start rather than after their first press.
 */
export const ISLAND_REMEMBERS_ATTRIBUTE = "data-remembers";
/** The query parameter a `linked` island waits for. */
export const ISLAND_LINKED_BY_ATTRIBUTE = "data-linked-by";
/** Set once React has taken the island over. */
export const ISLAND_HYDRATED_ATTRIBUTE = "data-hydrated";
