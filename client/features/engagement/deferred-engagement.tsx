import { lazy, type ComponentProps } from "react";
import { Deferred } from "../../components/ui/deferred";
import { Island } from "../../islands/island";
import { useDocumentMode } from "../../islands/document-mode";

const ItemEngagement = lazy(() => import("./components/item-engagement"));

/**
 * Likes, wishlist and comments as content pages place them: their code, strings and requests
 * start when the spot nears the viewport or the browser is idle, never before the page shows.
 * In a document they are an island the server renders as they first draw (a like button
 * waiting for its count), whose code loads as it comes into view.
 */
export function DeferredEngagement(props: ComponentProps<typeof ItemEngagement>) {
  if (useDocumentMode()) return <Island name="item-engagement" load="visible" props={props} />;
  return (
    <Deferred fallback={<div aria-hidden="true" className="min-h-11" />}>
      <ItemEngagement {...props} />
    </Deferred>
  );
}
