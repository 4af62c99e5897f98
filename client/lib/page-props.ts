/** What the app gives every page component. */
export interface PageProps {
  /** Values of the route's `:params`, e.g. category and slug of a product. */
  params: Record<string, string>;
}
