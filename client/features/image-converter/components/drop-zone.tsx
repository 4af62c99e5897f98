import { useEffect, useId, useRef, useState, type DragEvent } from "react";
import { formatFileSize } from "#client/lib/format";
import { MAX_FILE_BYTES } from "../input-files";
import { PANEL, PRIMARY } from "./styles";
import { useLabels } from "#client/i18n/labels";
import { CONVERTER_LABELS } from "../labels";

/** Image files among dropped or pasted items; folders and text are left out. */
function filesOf(list: FileList | null | undefined): File[] {
  return list ? Array.from(list).filter((file) => file.size > 0 || file.type !== "") : [];
}

/**
 * Where images come in: the button (the keyboard's and screen reader's way), a drop anywhere
 * on the zone, or a paste anywhere on the page.
 */
export function DropZone({ onFiles }: { onFiles: (files: File[]) => void }) {
  const label = useLabels(CONVERTER_LABELS);
  const { locale } = label;
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();

  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      // Pasting into a field (the rename pattern) stays text.
      if (event.target instanceof HTMLElement && event.target.closest("input, textarea, [contenteditable]")) return;
      const files = filesOf(event.clipboardData?.files);
      if (!files.length) return;
      event.preventDefault();
      onFiles(files);
    };
    window.addEventListener("paste", onPaste);
    return () => window.removeEventListener("paste", onPaste);
  }, [onFiles]);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const files = filesOf(event.dataTransfer.files);
    if (files.length) onFiles(files);
  };

  return (
    <section
      aria-labelledby={`${hintId}-title`}
      onDragOver={(event) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = "copy";
        setDragging(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={onDrop}
      data-dragging={dragging || undefined}
      className={`${PANEL} border-2 border-dashed text-center transition-colors motion-reduce:transition-none ${dragging ? "border-wine bg-wine/5" : "border-ink/20"}`}
    >
      <h2 id={`${hintId}-title`} className="font-display text-2xl font-bold">
        {dragging ? label("dropNow") : label("dropTitle")}
      </h2>
      <p id={hintId} className="mx-auto mt-2 max-w-2xl text-ink/75">
        {label("dropHint", { size: formatFileSize(MAX_FILE_BYTES, locale) })}
      </p>
      <input
        ref={input}
        type="file"
        accept="image/*,.heic,.heif,.avif"
        multiple
        hidden
        onChange={(event) => {
          const files = filesOf(event.currentTarget.files);
          // Cleared, so choosing the same file again is a change too.
          event.currentTarget.value = "";
          if (files.length) onFiles(files);
        }}
        data-testid="converter-file-input"
      />
      <button
        type="button"
        className={`${PRIMARY} mt-5`}
        aria-describedby={hintId}
        onClick={() => input.current?.click()}
      >
        {label("choose")}
      </button>
    </section>
  );
}
