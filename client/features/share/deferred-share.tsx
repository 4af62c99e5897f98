import { lazy } from "react";
import { Deferred } from "../../components/ui/deferred";
import type { ShareSubject } from "./share-links";

const ShareBar = lazy(() => import("./components/share-bar"));

/**
 * The share control as pages place it. Its code and words come when the spot nears the
 * viewport or the browser is idle, so it never weighs on a page's first load; and as nothing
 * of it is in the server's or the prerendered HTML, the browser decides alone whether the Web
 * Share API is there and which origin the links carry, with nothing for hydration to compare.
 */
export function DeferredShare(props: ShareSubject) {
  return (
    <Deferred fallback={<div aria-hidden="true" className="min-h-[13.25rem] sm:min-h-40" />}>
      <ShareBar {...props} />
    </Deferred>
  );
}
