import { lazy, type ComponentProps } from "react";
import { Deferred } from "../../components/ui/deferred";

const ItemEngagement = lazy(() => import("./components/item-engagement"));

/**
 * Likes, wishlist and comments as content pages place them: their code, strings and requests
 * start when the spot nears the viewport or the browser is idle, never before the page shows.
 */
export function DeferredEngagement(props: ComponentProps<typeof ItemEngagement>) {
  return (
    <Deferred fallback={<div aria-hidden="true" className="min-h-11" />}>
      <ItemEngagement {...props} />
    </Deferred>
  );
}
