/**
 * The converter's batch: the images added, where each one is, and what the visitor can do with
 * them. Conversions run in the worker pool; this hook keeps the list and its object URLs, and
 * releases each URL when its image leaves the list or the page.
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
  | { type: "update"; id: number; changes: Partial<ConverterItem> }
  | { type: "remove"; id: number }
  | { type: "clear" };

function reducer(items: ConverterItem[], action: Action): ConverterItem[] {
  switch (action.type) {
    case "add":
      return [...items, ...action.items];
    case "update":
      return items.map((item) => (item.id === action.id ? { ...item, ...action.changes } : item));
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

export function useConverter(settings: ConverterSettings) {
  const [items, dispatch] = useReducer(reducer, []);
  const pool = useRef<WorkerPool | null>(null);
  const nextId = useRef(1);
  // The latest list, for callbacks that outlive a render (URLs to release on unmount).
  const current = useRef(items);
  current.current = items;

  useEffect(
    () => () => {
      pool.current?.dispose();
      pool.current = null;
      current.current.forEach((item) => release(item.result));
    },
    [],
  );

  const run = useCallback((item: ConverterItem, kind: InputKind, position: number, chosen: ConverterSettings) => {
    pool.current ??= new WorkerPool();
    const update = (changes: Partial<ConverterItem>) => dispatch({ type: "update", id: item.id, changes });
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
  }, []);

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
            dispatch({ type: "update", id: item.id, changes: { status: "failed", reason: inspection.reason } });
            return;
          }
          dispatch({ type: "update", id: item.id, changes: { kind: inspection.kind } });
          run({ ...item, kind: inspection.kind }, inspection.kind, start + i + 1, chosen);
        }),
      );
    },
    [run, settings],
  );

  const cancel = useCallback((id: number) => pool.current?.cancel(id), []);
  const cancelAll = useCallback(() => pool.current?.cancelAll(), []);

  const remove = useCallback((id: number) => {
    pool.current?.cancel(id);
    release(current.current.find((item) => item.id === id)?.result);
    dispatch({ type: "remove", id });
  }, []);

  const clear = useCallback(() => {
    pool.current?.cancelAll();
    current.current.forEach((item) => release(item.result));
    dispatch({ type: "clear" });
  }, []);

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
