import { Suspense, type ComponentProps } from "react";
import { drawnPartMarker, lazyDrawnPart } from "#client/lib/drawn-parts";
import { Island } from "#client/islands/island";
import { useDocumentMode } from "#client/islands/document-mode";

const ExcerptDownload = lazyDrawnPart("excerpt-download", () =>
  import("./excerpt-download").then((m) => ({ default: m.ExcerptDownload })),
);

/**
 * The free-excerpt button where a page places it. Its code (the form, its checks, the dialog,
 * the forms' words) loads only on pages that have one, and before hydration when the server
 * drew it, so the button never blinks out on arrival (docs/decisions/059-drawn-parts.md). In a
 * document it is an island whose code loads on the first press or focus, which it then carries out.
 */
export function ExcerptDownloadPart(props: ComponentProps<typeof ExcerptDownload>) {
  if (useDocumentMode()) return <Island name="excerpt-download" load="press" props={props} />;
  return (
    <div {...drawnPartMarker("excerpt-download")} className="contents">
      <Suspense fallback={<div aria-hidden="true" className="h-11 w-56" />}>
        <ExcerptDownload {...props} />
      </Suspense>
    </div>
  );
}
