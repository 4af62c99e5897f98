import { memo, useEffect, useId, useRef, useState } from "react";
import { downloadBlob } from "#client/lib/download";
import { formatFileSize } from "#client/lib/format";
import { savingPercent, CONVERTER_LABELS, CONVERTER_PLURALS } from "../labels";
import { batchSaving } from "../size-math";
import { isActive, STAGE_PROGRESS, useConverter, type ConverterItem } from "../use-converter";
import { zipInWorker } from "../zip-in-worker";
import { useConverterSettings } from "../use-converter-settings";
import { DropZone } from "./drop-zone";
import { FileRow } from "./file-row";
import { SettingsPanel } from "./settings-panel";
import { PANEL, PRIMARY, SECONDARY } from "./styles";
import { takeHeldFiles } from "#client/lib/held-files";
import { useLabels } from "#client/i18n/labels";

/**
 * A row that renders again only when its own item changes: one image's progress doesn't
 * re-render the other rows of the batch (`cancel` and `remove` are stable callbacks).
 */
const Row = memo(function Row({
  item,
  cancel,
  remove,
}: {
  item: ConverterItem;
  cancel: (id: number) => void;
  remove: (id: number) => void;
}) {
  return <FileRow item={item} onCancel={() => cancel(item.id)} onRemove={() => remove(item.id)} />;
});

/**
 * /image-converter: images dropped, pasted or chosen are resized and converted by a pool of
 * workers in this browser, listed with their progress and results, and downloaded one by one
 * or together as a ZIP. No image leaves the device.
 */
export function ImageConverter() {
  const label = useLabels(CONVERTER_LABELS, CONVERTER_PLURALS);
  const { plural, locale } = label;
  const { settings, update, reset, encodable } = useConverterSettings();
  const { items, add, cancel, cancelAll, remove, clear, convertAgain } = useConverter(settings);
  const [zipping, setZipping] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const headingId = useId();

  const working = items.filter(isActive);
  const done = items.filter((item) => item.status === "done" && item.result);
  const failed = items.filter((item) => item.status === "failed");
  const counted = items.filter((item) => item.status !== "cancelled" && !(item.status === "failed" && !item.kind));
  const progress = counted.length
    ? counted.reduce((sum, item) => sum + STAGE_PROGRESS[item.status], 0) / counted.length
    : 0;
  const totals = batchSaving(
    done.map((item) => ({ originalBytes: item.file.size, resultBytes: item.result!.blob.size })),
  );
  const summary = [
    done.length ? plural("converted", done.length) : "",
    failed.length ? plural("notConverted", failed.length) : "",
    done.length
      ? label(totals.saving >= 0 ? "savedTotal" : "grewTotal", {
          before: formatFileSize(totals.originalBytes, locale),
          after: formatFileSize(totals.resultBytes, locale),
          percent: savingPercent(totals.saving, locale),
        })
      : "",
  ]
    .filter(Boolean)
    .join(" ");

  // Files dropped or pasted on the page before this code was in (a document's frame held them).
  useEffect(() => {
    const held = takeHeldFiles();
    if (held.length) void add(held);
  }, [add]);

  // Screen readers hear the batch start and finish, not every step of every file.
  const wasWorking = useRef(false);
  useEffect(() => {
    if (working.length && !wasWorking.current) setAnnouncement(plural("converting", working.length));
    if (!working.length && wasWorking.current) setAnnouncement(summary);
    wasWorking.current = working.length > 0;
  }, [working.length, summary, plural]);

  const downloadAll = async () => {
    setZipping(true);
    try {
      downloadBlob(await zipInWorker(done.map((item) => item.result!)), `${label("zipName")}.zip`);
    } finally {
      setZipping(false);
    }
  };

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 pb-20 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="grid content-start gap-6">
        <div
          role="note"
          className="flex gap-3 rounded-2xl bg-emerald-50 p-4 text-emerald-950 ring-1 ring-emerald-900/15"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            width="24"
            height="24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            className="mt-0.5 shrink-0"
          >
            <path d="M12 3 4 6v6c0 4.4 3.4 8.5 8 9 4.6-.5 8-4.6 8-9V6l-8-3Z" />
            <path d="m9 12 2 2 4-4" />
          </svg>
          <p>
            <strong>{label("privacyTitle")}.</strong> {label("privacyText")}
          </p>
        </div>

        <DropZone onFiles={(files) => void add(files)} />

        <p aria-live="polite" role="status" className="sr-only">
          {announcement}
        </p>

        {items.length > 0 && (
          <section aria-labelledby={headingId} className={PANEL}>
            <h2 id={headingId} className="font-display text-2xl font-bold">
              {label("batchTitle")}
            </h2>
            <div className="mt-3">
              <progress
                max={100}
                value={Math.round(progress * 100)}
                aria-label={label("totalProgress")}
                className="meter h-3 w-full"
              />
              <p className="mt-1 text-sm text-ink/80" data-testid="batch-summary">
                {working.length ? plural("converting", working.length) : summary}
              </p>
            </div>
            <div className="mt-4 flex flex-wrap gap-2">
              <button
                type="button"
                className={PRIMARY}
                disabled={!done.length || zipping || working.length > 0}
                onClick={() => void downloadAll()}
              >
                {zipping ? label("preparingZip") : label("downloadAll")}
              </button>
              {working.length > 0 && (
                <button type="button" className={SECONDARY} onClick={cancelAll}>
                  {label("cancelAll")}
                </button>
              )}
              {!working.length && items.some((item) => item.kind) && (
                <button type="button" className={SECONDARY} onClick={convertAgain}>
                  {label("convertAgain")}
                </button>
              )}
              <button type="button" className={SECONDARY} onClick={clear}>
                {label("clear")}
              </button>
            </div>
            <ul className="mt-4">
              {items.map((item) => (
                <Row key={item.id} item={item} cancel={cancel} remove={remove} />
              ))}
            </ul>
          </section>
        )}
      </div>
      <div className="lg:sticky lg:top-24 lg:self-start">
        <SettingsPanel settings={settings} encodable={encodable} onChange={update} onReset={reset} />
      </div>
    </div>
  );
}
