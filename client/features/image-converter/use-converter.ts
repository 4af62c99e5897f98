/**
 * The converter's batch: the images added, where each one is, and what the visitor can do with
 * them. Conversions run in the worker pool; this hook keeps the list and its object URLs, and
 * releases each URL when its image leaves the list or the page.
 *
 * What the workers report (each image's stage, its result) is gathered and applied to the list
 * once per frame, in one update: a batch of 20 sends about a hundred messages, and a render
 * (and a layout) for each would keep the page's thread busy for nothing a visitor can see.
 */
import { useCallback, useEffect, useReducer, useRef } from "react";
import type { ConverterSettings } from "./converter-settings";
import { EXTENSIONS } from "./converter-settings";
import type { ConversionStage } from "./convert-image";
import { baseName, resultFileName } from "./file-names";
import { inspectFile, MAX_BATCH_FILES, type InputKind, type Refusal } from "./input-files";
import { ConversionCancelled, ConversionFailed, WorkerPool } from "./worker-pool";

export type ItemStatus = "queued" | ConversionStage | "done" | "failed" | "cancelled";
export type FailureReason = Refusal | ConversionFailed["reason"];

export interface ConvertedImage {
  blob: Blob;
  url: string;
  thumbnailUrl: string;
  fileName: string;
  width: number;
  height: number;
  sourceWidth: number;
  sourceHeight: number;
}

export interface ConverterItem {
  id: number;
  file: File;
  kind: InputKind | null;
  status: ItemStatus;
  reason?: FailureReason;
  result?: ConvertedImage;
}

/** How far along a file is, for its progress bar and the batch's. */
export const STAGE_PROGRESS: Record<ItemStatus, number> = {
  queued: 0,
  decoding: 0.15,
  resizing: 0.45,
  encoding: 0.7,
  done: 1,
  failed: 1,
  cancelled: 1,
};

export const isActive = (item: ConverterItem) =>
  item.status === "queued" || item.status === "decoding" || item.status === "resizing" || item.status === "encoding";

type Action =
  | { type: "add"; items: ConverterItem[] }
  | { type: "update"; changes: ReadonlyMap<number, Partial<ConverterItem>> }
  | { type: "remove"; id: number }
  | { type: "clear" };

function reducer(items: ConverterItem[], action: Action): ConverterItem[] {
  switch (action.type) {
    case "add":
      return [...items, ...action.items];
    case "update":
      // Untouched items keep their identity, so their rows don't render again.
      return items.map((item) => {
        const changes = action.changes.get(item.id);
        return changes ? { ...item, ...changes } : item;
      });
    case "remove":
      return items.filter((item) => item.id !== action.id);
    case "clear":
      return [];
  }
}

function release(result: ConvertedImage | undefined) {
  if (!result) return;
  URL.revokeObjectURL(result.url);
  URL.revokeObjectURL(result.thumbnailUrl);
}

/** Hidden tabs get no frames; the list still catches up this often there. */
const HIDDEN_FLUSH_MS = 100;

export function useConverter(settings: ConverterSettings) {
  const [items, dispatch] = useReducer(reducer, []);
  const pool = useRef<WorkerPool | null>(null);
  const nextId = useRef(1);
  // The latest list, for callbacks that outlive a render (URLs to release on unmount).
  const current = useRef(items);
  current.current = items;

  // Changes waiting for the next frame, by item, and how to call that frame off.
  const pending = useRef(new Map<number, Partial<ConverterItem>>());
  const unschedule = useRef<(() => void) | null>(null);

  const flush = useCallback(() => {
    unschedule.current?.();
    unschedule.current = null;
    if (!pending.current.size) return;
    const changes = pending.current;
    pending.current = new Map();
    dispatch({ type: "update", changes });
  }, []);

  const queueUpdate = useCallback(
    (id: number, changes: Partial<ConverterItem>) => {
      pending.current.set(id, { ...pending.current.get(id), ...changes });
      if (unschedule.current) return;
      const frame = requestAnimationFrame(flush);
      const timer = setTimeout(flush, HIDDEN_FLUSH_MS);
      unschedule.current = () => {
        cancelAnimationFrame(frame);
        clearTimeout(timer);
      };
    },
    [flush],
  );

  /** Drops an item's waiting changes, releasing the URLs of a result not shown yet. */
  const forget = useCallback((id?: number) => {
    for (const [key, changes] of pending.current) {
      if (id !== undefined && key !== id) continue;
      release(changes.result);
      pending.current.delete(key);
    }
  }, []);

  useEffect(
    () => () => {
      unschedule.current?.();
      unschedule.current = null;
      pool.current?.dispose();
      pool.current = null;
      forget();
      current.current.forEach((item) => release(item.result));
    },
    [forget],
  );

  const run = useCallback(
    (item: ConverterItem, kind: InputKind, position: number, chosen: ConverterSettings) => {
      pool.current ??= new WorkerPool();
      const update = (changes: Partial<ConverterItem>) => queueUpdate(item.id, changes);
      update({ status: "queued", reason: undefined, result: undefined });
      pool.current
        .convert({ id: item.id, file: item.file, kind, settings: chosen }, (stage) => update({ status: stage }))
        .then((converted) => {
          // Removed while it finished: nothing to show, so no URLs to make.
          if (!current.current.some((entry) => entry.id === item.id)) return;
          const fileName = resultFileName(chosen.renamePattern, {
            name: baseName(item.file.name),
            index: position,
            width: converted.width,
            height: converted.height,
            extension: EXTENSIONS[chosen.format],
          });
          update({
            status: "done",
            result: {
              blob: converted.blob,
              url: URL.createObjectURL(converted.blob),
              thumbnailUrl: URL.createObjectURL(converted.thumbnail),
              fileName,
              width: converted.width,
              height: converted.height,
              sourceWidth: converted.sourceWidth,
              sourceHeight: converted.sourceHeight,
            },
          });
        })
        .catch((error: unknown) => {
          if (error instanceof ConversionCancelled) update({ status: "cancelled" });
          else update({ status: "failed", reason: error instanceof ConversionFailed ? error.reason : "failed" });
        });
    },
    [queueUpdate],
  );

  /** Adds files (dropped, pasted, chosen): each is checked, then converted with `settings`. */
  const add = useCallback(
    async (files: readonly File[]) => {
      const room = Math.max(0, MAX_BATCH_FILES - current.current.length);
      const start = current.current.length;
      const added: ConverterItem[] = files.map((file, i) => ({
        id: nextId.current++,
        file,
        kind: null,
        status: i < room ? "queued" : "failed",
        ...(i < room ? {} : { reason: "batchFull" as const }),
      }));
      dispatch({ type: "add", items: added });
      const chosen = settings;
      await Promise.all(
        added.map(async (item, i) => {
          if (item.status === "failed") return;
          const inspection = await inspectFile(item.file);
          if (!inspection.ok) {
            queueUpdate(item.id, { status: "failed", reason: inspection.reason });
            return;
          }
          queueUpdate(item.id, { kind: inspection.kind });
          run({ ...item, kind: inspection.kind }, inspection.kind, start + i + 1, chosen);
        }),
      );
    },
    [run, settings, queueUpdate],
  );

  const cancel = useCallback((id: number) => pool.current?.cancel(id), []);
  const cancelAll = useCallback(() => pool.current?.cancelAll(), []);

  const remove = useCallback(
    (id: number) => {
      pool.current?.cancel(id);
      forget(id);
      release(current.current.find((item) => item.id === id)?.result);
      dispatch({ type: "remove", id });
    },
    [forget],
  );

  const clear = useCallback(() => {
    pool.current?.cancelAll();
    forget();
    current.current.forEach((item) => release(item.result));
    dispatch({ type: "clear" });
  }, [forget]);

  /** Every readable image again, with the settings as they are now. */
  const convertAgain = useCallback(() => {
    current.current.forEach((item, i) => {
      if (!item.kind || isActive(item)) return;
      release(item.result);
      run(item, item.kind, i + 1, settings);
    });
  }, [run, settings]);

  return { items, add, cancel, cancelAll, remove, clear, convertAgain };
}
