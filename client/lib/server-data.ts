import { scriptJson } from "#worker/contract/script-json";

/**
 * Data a page was rendered with on the server (a product read from D1 by the Worker), handed
 * to the browser's first render so it draws the same markup without asking the API again
 * (docs/decisions/014-product-pages-rendered-in-the-worker.md). The Worker writes it as JSON in `<script id="server-data">` next to #root.
 */
export const SERVER_DATA_ELEMENT_ID = "server-data";

export type ServerData = Record<string, unknown>;

/** Set only while the Worker renders synchronously (renderToString), so requests never mix. */
let rendering: ServerData | null = null;
/** The document's data, read once; null when there is none (or no document). */
let fromDocument: ServerData | null | undefined;

export function renderWithServerData<T>(data: ServerData, render: () => T): T {
  rendering = data;
  try {
    return render();
  } finally {
    rendering = null;
  }
}

function readDocument(): ServerData | null {
  if (typeof document === "undefined") return null;
  const text = document.getElementById(SERVER_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === "object" ? (parsed as ServerData) : null;
  } catch {
    return null;
  }
}

/** What the server rendered under `key`, if it rendered this page with it. */
export function serverData<T>(key: string): T | undefined {
  if (rendering) return rendering[key] as T | undefined;
  if (fromDocument === undefined) fromDocument = readDocument();
  return fromDocument?.[key] as T | undefined;
}

/**
 * The data as a JSON data block for the document: `<` escaped so no text in it (a product's
 * synopsis) can close the script element. Not executed, so CSP's script-src doesn't apply.
 */
export function serverDataScript(data: ServerData): string {
  return `<script type="application/json" id="${SERVER_DATA_ELEMENT_ID}">${scriptJson(data)}</script>`;
}
