/**
 * Counts a view the Worker could not count (decision 039): a page the browser had prefetched
 * (speculation rules, decision 072), whose request carried `Sec-Purpose: prefetch` and so was
 * not counted when it was served. Plain fetch, not the typed client: a document's frame sends
 * it, and hono's client would weigh on every page. Only the address is sent.
 */
export function countPrefetchedView(): void {
  const [entry] = performance.getEntriesByType("navigation") as (PerformanceNavigationTiming & {
    deliveryType?: string;
  })[];
  if (entry?.deliveryType !== "navigational-prefetch") return;
  // eslint-disable-next-line no-restricted-syntax -- the frame's one call; the typed client would be most of its weight
  void fetch("/api/audience/views", {
    method: "POST",
    keepalive: true,
    credentials: "same-origin",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ path: window.location.pathname }),
  }).catch(() => undefined);
}
