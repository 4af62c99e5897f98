/**
 * Data a document is rendered with on the server (a product, La Bodega's shelves, read from D1
 * by the Worker), for the components that draw it. Nothing of it goes to the browser: the page
 * is its HTML, and its islands get what they need as props (docs/decisions/072-*.md).
 */
export type ServerData = Record<string, unknown>;

/** Set only while the Worker renders synchronously (renderToString), so requests never mix. */
let rendering: ServerData | null = null;

export function renderWithServerData<T>(data: ServerData, render: () => T): T {
  rendering = data;
  try {
    return render();
  } finally {
    rendering = null;
  }
}

/** What the server is rendering this page with under `key`; undefined elsewhere, as in a browser. */
export function serverData<T>(key: string): T | undefined {
  return rendering?.[key] as T | undefined;
}
