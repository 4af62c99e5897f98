import { useId, useRef, useState } from "react";
import type { CompletedUpload } from "#worker/contract/studio-upload-fields";
import { useI18n } from "#client/i18n/i18n-context";
import { useLabels } from "#client/i18n/labels";
import { formatFileSize } from "#client/lib/format";
import { BUTTON_TONES, FIELD_LABEL_CLASS } from "../components/studio-controls";
import { UPLOAD_LABELS } from "./upload-labels";
import {
  cancelUpload,
  percentOf,
  resumeKey,
  resumeStore,
  runUpload,
  UploadError,
  type UploadRequest,
  type UploadTransport,
} from "./upload-engine";
import { browserTransport } from "./uploads-api";

type Phase =
  | { kind: "idle" }
  | { kind: "uploading"; loaded: number }
  | { kind: "stopped"; loaded: number; why: "paused" | "network" }
  | { kind: "done" }
  | { kind: "refused"; reason: string }
  | { kind: "cancelled" };

/**
 * Uploads one of a product's files (new, or a new version of `replacesFileId`): a native
 * `<progress>` with its name, the state in words in a polite live region, Pause, Resume and
 * Cancel. A pause or a dropped connection keeps what was sent; the page remembers the upload, so
 * choosing the same file after a reload resumes it (decision 046).
 */
export function FileUpload({
  productSlug,
  label,
  replacesFileId,
  onDone,
  transport = browserTransport(),
  storage = typeof localStorage === "undefined" ? undefined : localStorage,
  retryDelayMs,
}: {
  productSlug: string;
  label?: string;
  replacesFileId?: string;
  onDone?: (result: CompletedUpload) => void;
  transport?: UploadTransport;
  storage?: Pick<Storage, "getItem" | "setItem" | "removeItem">;
  /** The engine's first pause before sending a failed part again. */
  retryDelayMs?: number;
}) {
  const say = useLabels(UPLOAD_LABELS);
  const { locale } = useI18n();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: "idle" });
  const controller = useRef<AbortController | null>(null);
  const uploadId = useRef<string | null>(null);
  const store = storage ? resumeStore(storage) : null;

  const requestFor = (f: File): UploadRequest => ({
    productSlug,
    purpose: "file",
    fileName: f.name,
    contentType: f.type || "application/octet-stream",
    ...(label ? { label } : {}),
    ...(replacesFileId ? { replacesFileId } : {}),
  });

  async function start(f: File) {
    const request = requestFor(f);
    const key = resumeKey(request, f);
    const abort = new AbortController();
    controller.current = abort;
    setPhase({ kind: "uploading", loaded: 0 });
    try {
      const done = await runUpload(f, request, {
        transport,
        resumeId: uploadId.current ?? store?.recall(key),
        signal: abort.signal,
        ...(retryDelayMs !== undefined ? { retryDelayMs } : {}),
        onStart: (status) => {
          uploadId.current = status.id;
          store?.remember(key, status.id);
        },
        onProgress: (p) => setPhase({ kind: "uploading", loaded: p.loaded }),
      });
      store?.forget(key);
      uploadId.current = null;
      setPhase({ kind: "done" });
      onDone?.(done);
    } catch (error) {
      if (!(error instanceof UploadError)) throw error;
      if (error.resumable) {
        setPhase((now) => ({
          kind: "stopped",
          loaded: "loaded" in now ? now.loaded : 0,
          why: error.reason === "paused" ? "paused" : "network",
        }));
        return;
      }
      store?.forget(key);
      uploadId.current = null;
      const field = error.fields ? Object.values(error.fields).flat()[0] : undefined;
      const reason =
        field === "type_not_allowed" || field === "too_large" || field === "content_mismatch" ? field : "other";
      setPhase({ kind: "refused", reason: say(`reason.${reason}`) });
    }
  }

  async function cancel() {
    controller.current?.abort();
    const id = uploadId.current;
    if (file) store?.forget(resumeKey(requestFor(file), file));
    uploadId.current = null;
    if (id) await cancelUpload(transport, id);
    setPhase({ kind: "cancelled" });
  }

  const total = file?.size ?? 0;
  const percent = "loaded" in phase ? percentOf({ loaded: phase.loaded, total }) : 0;
  const words =
    phase.kind === "uploading" && file
      ? say("uploading", {
          name: file.name,
          percent: String(percent),
          loaded: formatFileSize(phase.loaded, locale),
          total: formatFileSize(total, locale),
        })
      : phase.kind === "stopped"
        ? say(phase.why === "paused" ? "paused" : "interrupted", { percent: String(percent) })
        : phase.kind === "done" && file
          ? say("done", { name: file.name })
          : phase.kind === "refused"
            ? say("refused", { reason: phase.reason })
            : phase.kind === "cancelled"
              ? say("cancelled")
              : "";
  const busy = phase.kind === "uploading";

  return (
    <div className="space-y-2">
      <label htmlFor={inputId} className={FIELD_LABEL_CLASS}>
        {say("chooseFile")}
      </label>
      <input
        id={inputId}
        type="file"
        disabled={busy}
        onChange={(event) => {
          const chosen = event.currentTarget.files?.[0] ?? null;
          setFile(chosen);
          uploadId.current = null;
          if (chosen) void start(chosen);
        }}
      />
      {phase.kind === "uploading" || phase.kind === "stopped" ? (
        <progress
          aria-label={say("progress")}
          max={Math.max(total, 1)}
          value={phase.loaded}
          className="h-3 w-full accent-wine"
        />
      ) : null}
      <p className="text-sm text-ink/80" role="status" aria-live="polite">
        {words}
      </p>
      <div className="flex flex-wrap gap-2">
        {busy ? (
          <button type="button" className={BUTTON_TONES.plain} onClick={() => controller.current?.abort()}>
            {say("pause")}
          </button>
        ) : null}
        {phase.kind === "stopped" && file ? (
          <button type="button" className={BUTTON_TONES.primary} onClick={() => void start(file)}>
            {say("resume")}
          </button>
        ) : null}
        {busy || phase.kind === "stopped" ? (
          <button type="button" className={BUTTON_TONES.danger} onClick={() => void cancel()}>
            {say("cancel")}
          </button>
        ) : null}
      </div>
    </div>
  );
}
