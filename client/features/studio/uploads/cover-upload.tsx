import { useId, useState } from "react";
import { useLabels } from "#client/i18n/labels";
import { FIELD_LABEL_CLASS } from "../components/studio-controls";
import type { ResizeDeps } from "./cover-sizes";
import { uploadCover } from "./upload-cover";
import { percentOf, type UploadTransport } from "./upload-engine";
import { UPLOAD_LABELS } from "./upload-labels";
import { browserTransport, studioFilesApi } from "./uploads-api";

type Phase = { kind: "idle" } | { kind: "working"; percent: number } | { kind: "done" } | { kind: "failed" };

/**
 * Sets a product's cover from an image the author picks: resized in the browser to the pages'
 * widths, uploaded, set in one call (decision 046). A labelled `<progress>` and the state in
 * words in a polite live region.
 */
export function CoverUpload({
  productSlug,
  onDone,
  transport = browserTransport(),
  setCover = studioFilesApi.setCover,
  resize,
}: {
  productSlug: string;
  onDone?: () => void;
  transport?: UploadTransport;
  setCover?: Parameters<typeof uploadCover>[2]["setCover"];
  resize?: ResizeDeps;
}) {
  const words = useLabels(UPLOAD_LABELS);
  const inputId = useId();
  const [phase, setPhase] = useState<Phase>({ kind: "idle" });

  async function start(file: File) {
    setPhase({ kind: "working", percent: 0 });
    try {
      await uploadCover(file, productSlug, {
        transport,
        setCover,
        ...(resize ? { resize } : {}),
        onProgress: (loaded, total) => setPhase({ kind: "working", percent: percentOf({ loaded, total }) }),
      });
      setPhase({ kind: "done" });
      onDone?.();
    } catch {
      // A decoding failure (not an image the browser reads) or a refusal: the same advice.
      setPhase({ kind: "failed" });
    }
  }

  return (
    <div className="space-y-2">
      <label htmlFor={inputId} className={FIELD_LABEL_CLASS}>
        {words("chooseCover")}
      </label>
      <input
        id={inputId}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif"
        disabled={phase.kind === "working"}
        onChange={(event) => {
          const chosen = event.currentTarget.files?.[0];
          if (chosen) void start(chosen);
        }}
      />
      {phase.kind === "working" ? (
        <progress aria-label={words("progress")} max={100} value={phase.percent} className="h-3 w-full accent-wine" />
      ) : null}
      <p className="text-sm text-ink/80" role="status" aria-live="polite">
        {phase.kind === "working"
          ? words("coverWorking", { percent: String(phase.percent) })
          : phase.kind === "done"
            ? words("coverDone")
            : phase.kind === "failed"
              ? words("coverFailed")
              : ""}
      </p>
    </div>
  );
}
