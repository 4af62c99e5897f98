/** What the page and a converter worker say to each other (converter-worker.ts, worker-pool.ts). */
import type { ConverterSettings } from "./converter-settings";
import type { ConversionError, ConversionResult, ConversionStage } from "./convert-image";
import type { InputKind } from "./input-files";

export interface ConvertRequest {
  id: number;
  file: Blob;
  kind: InputKind;
  settings: ConverterSettings;
}

export type WorkerMessage =
  | { type: "stage"; id: number; stage: ConversionStage }
  | { type: "done"; id: number; result: ConversionResult }
  | { type: "failed"; id: number; reason: ConversionError["reason"] };
