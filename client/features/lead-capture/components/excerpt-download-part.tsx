import { lazy, Suspense, type ComponentProps } from "react";
import { Island } from "#client/islands/island";
import { useDocumentMode } from "#client/islands/document-mode";

const ExcerptDownload = lazy(() => import("./excerpt-download").then((m) => ({ default: m.ExcerptDownload })));

/**
 * The free-excerpt button where a page places it: in a document, an island whose code (the
 * form, its checks, the dialog, the forms' words) loads on the first press or focus, which it
 * then carries out; drawn by the app (the dev server), a lazily loaded part.
 */
export function ExcerptDownloadPart(props: ComponentProps<typeof ExcerptDownload>) {
  if (useDocumentMode()) return <Island name="excerpt-download" load="press" props={props} />;
  return (
    <Suspense fallback={<div aria-hidden="true" className="h-11 w-56" />}>
      <ExcerptDownload {...props} />
    </Suspense>
  );
}
