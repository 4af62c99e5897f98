import { lazy } from "react";
import { Deferred } from "../../components/ui/deferred";
import { useDocumentMode } from "../../islands/document-mode";
import { Island } from "../../islands/island";
import type { ShareSubject } from "./share-links";

const ShareBar = lazy(() => import("./components/share-bar"));

/**
 * The share control as pages place it. Its code and words come when the spot nears the
 * viewport or the browser is idle, so it never weighs on a page's first load; and as nothing
 * of it is in the server's or the prerendered HTML, the browser decides alone whether the Web
 * Share API is there and which origin the links carry, with nothing for hydration to compare.
 * In a document it is an island: this same placeholder, loaded as it comes into view.
 */
export function DeferredShare(props: ShareSubject) {
  if (useDocumentMode()) return <Island name="share" load="visible" props={props} />;
  return (
    <Deferred fallback={<div aria-hidden="true" className="min-h-[13.25rem] sm:min-h-40" />}>
      <ShareBar {...props} />
    </Deferred>
  );
}
