import { useState } from "react";
import { formatFileSize } from "#client/lib/format";
import { MAX_BATCH_FILES, MAX_FILE_BYTES } from "../input-files";
import { savingPercent, type ConverterLabel, CONVERTER_LABELS } from "../labels";
import { saving } from "../size-math";
import { isActive, STAGE_PROGRESS, type ConverterItem, type ItemStatus } from "../use-converter";
import { BeforeAfter } from "./before-after";
import { FOCUS_RING, SECONDARY } from "./styles";
import { useLabels } from "#client/i18n/labels";

const STATUS_LABELS: Record<Exclude<ItemStatus, "failed">, ConverterLabel> = {
  queued: "statusQueued",
  decoding: "statusDecoding",
  resizing: "statusResizing",
  encoding: "statusEncoding",
  done: "statusDone",
  cancelled: "statusCancelled",
};

/** One image of the batch: its preview, where it is, what it became, and what can be done with it. */
export function FileRow({
  item,
  onCancel,
  onRemove,
}: {
  item: ConverterItem;
  onCancel: () => void;
  onRemove: () => void;
}) {
  const label = useLabels(CONVERTER_LABELS);
  const { locale } = label;
  const [comparing, setComparing] = useState(false);
  const name = item.file.name || "image";
  const active = isActive(item);
  const result = item.result;

  let outcome: string;
  if (item.status === "failed") {
    outcome = label(item.reason ?? "failed", { size: formatFileSize(MAX_FILE_BYTES, locale), count: MAX_BATCH_FILES });
  } else if (result) {
    const saved = saving(item.file.size, result.blob.size);
    outcome = label(saved >= 0 ? "resultSaved" : "resultGrew", {
      size: formatFileSize(result.blob.size, locale),
      percent: savingPercent(saved, locale),
    });
  } else {
    outcome = label(STATUS_LABELS[item.status]);
  }

  return (
    // Rows out of view are skipped by style, layout and paint (content-visibility), so a long
    // batch's updates cost only the rows on screen; the height is remembered once drawn.
    <li
      className="border-b border-ink/10 py-4 [contain-intrinsic-size:auto_8rem] [content-visibility:auto] last:border-b-0"
      data-status={item.status}
    >
      <div className="flex gap-4">
        <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-md bg-ink/5 ring-1 ring-ink/10">
          {result ? (
            <img
              src={result.thumbnailUrl}
              alt={label("thumbnailAlt", { name })}
              width={80}
              height={80}
              decoding="async"
              className="size-full object-cover"
            />
          ) : (
            <span aria-hidden="true" className="text-xs font-semibold text-ink/50 uppercase">
              {item.kind ?? "?"}
            </span>
          )}
        </div>
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold" title={name}>
            {name}
          </p>
          <p className="text-sm text-ink/70 tabular-nums">
            {formatFileSize(item.file.size, locale)}
            {result && ` · ${result.sourceWidth}×${result.sourceHeight} → ${result.width}×${result.height}`}
          </p>
          <p
            className={`mt-1 text-sm ${item.status === "failed" ? "font-semibold text-wine-dark" : "text-ink/80"}`}
            data-testid="file-outcome"
          >
            {outcome}
          </p>
          {active && (
            <progress
              max={100}
              value={Math.round(STAGE_PROGRESS[item.status] * 100)}
              aria-label={label("fileProgress", { name })}
              className="meter mt-2 h-2 w-full"
            />
          )}
          <div className="mt-2 flex flex-wrap gap-2">
            {result && (
              <>
                <a
                  href={result.url}
                  download={result.fileName}
                  aria-label={label("downloadFile", { name: result.fileName })}
                  className={`${SECONDARY} py-1.5`}
                >
                  {label("download")}
                </a>
                <button
                  type="button"
                  aria-expanded={comparing}
                  aria-label={label("compareFile", { name })}
                  onClick={() => setComparing((open) => !open)}
                  className={`${SECONDARY} py-1.5`}
                >
                  {label("compare")}
                </button>
              </>
            )}
            {active ? (
              <button
                type="button"
                onClick={onCancel}
                aria-label={label("cancelFile", { name })}
                className={`${SECONDARY} py-1.5`}
              >
                {label("cancel")}
              </button>
            ) : (
              <button
                type="button"
                onClick={onRemove}
                aria-label={label("removeFile", { name })}
                className={`inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-ink/70 hover:bg-ink/5 ${FOCUS_RING}`}
              >
                {label("remove")}
              </button>
            )}
          </div>
        </div>
      </div>
      {comparing && result && <BeforeAfter original={item.file} result={result} />}
    </li>
  );
}
