/// <reference lib="webworker" />
/**
 * A converter worker: converts one image at a time off the page's thread and hands the result
 * back (Blobs travel without copying their bytes). Nothing here reaches the network.
 */
import { ConversionError, convertImage } from "./convert-image";
import type { ConvertRequest, WorkerMessage } from "./converter-protocol";

const scope = self as unknown as DedicatedWorkerGlobalScope;
const send = (message: WorkerMessage) => scope.postMessage(message);

scope.onmessage = async ({ data }: MessageEvent<ConvertRequest>) => {
  const { id, file, kind, settings } = data;
  try {
    const result = await convertImage(file, kind, settings, (stage) => send({ type: "stage", id, stage }));
    send({ type: "done", id, result });
  } catch (error) {
    send({ type: "failed", id, reason: error instanceof ConversionError ? error.reason : "failed" });
  }
};
