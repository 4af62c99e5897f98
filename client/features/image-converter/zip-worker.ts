/// <reference lib="webworker" />
/**
 * Makes the batch's ZIP off the page's thread: client-zip reads every result and computes its
 * CRC-32 here, so "Download all" never freezes the page however big the batch. The results
 * come in as Blobs (handles, not copies) and the archive goes back as one.
 */
import type { ZipReply, ZipRequest } from "./zip-in-worker";
import { zipResults } from "./zip-results";

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async ({ data }: MessageEvent<ZipRequest>) => {
  let reply: ZipReply;
  try {
    reply = { ok: true, zip: await zipResults(data.results) };
  } catch {
    reply = { ok: false };
  }
  scope.postMessage(reply);
};
