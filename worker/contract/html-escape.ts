const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/**
 * Text to put in HTML or XML, in an element or a quoted attribute: the five characters that could
 * end either are written as entities. Everything the Worker writes as markup (pages, mail,
 * invoices, feeds) escapes with this one function.
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);
}
