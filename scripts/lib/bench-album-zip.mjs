/**
 * The album ZIP's streaming (decision 055): worker/services/zip-stream.ts, bundled as the Worker
 * bundles it, writes a generated album of `megabytes` (files of 50 MB, read as 1 MB chunks, as
 * R2 hands them over) and the reader drains it. Reports MB/s (the CRC-32 is most of the CPU) and
 * the process's peak RSS above its RSS before the run: a writer that held the archive would grow
 * by the album's size; a streaming one by a few chunks. Run in Node, not workerd: the figure is
 * the writer's own cost and memory, the same code the Worker runs.
 */
import { build } from "esbuild";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const CHUNK = 1024 * 1024;
const FILE_MB = 50;

/** Bundles the writer into `dir` and imports it. */
async function loadWriter(root, dir) {
  const outfile = join(dir, "zip-stream.mjs");
  await build({
    entryPoints: [join(root, "worker/services/zip-stream.ts")],
    bundle: true,
    format: "esm",
    platform: "neutral",
    outfile,
    logLevel: "warning",
  });
  return import(pathToFileURL(outfile).href);
}

export async function measureAlbumZip({ root, dir, megabytes = 500 }) {
  const { zipLength, zipStream } = await loadWriter(root, dir);
  const block = new Uint8Array(CHUNK).map((_, i) => (i * 131) ^ (i >>> 9));
  const files = Math.ceil(megabytes / FILE_MB);
  const entries = Array.from({ length: files }, (_, i) => ({
    name: `Album (FLAC)/Track ${String(i + 1).padStart(2, "0")}.flac`,
    size: FILE_MB * CHUNK,
    modified: new Date(),
    open: async () => {
      let sent = 0;
      return new ReadableStream({
        pull(controller) {
          if (sent === FILE_MB) return controller.close();
          sent += 1;
          // A fresh chunk each time, as a network read gives: nothing is reused behind the writer's back.
          controller.enqueue(block.slice());
        },
      });
    },
  }));
  globalThis.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const started = performance.now();
  let bytes = 0;
  const reader = zipStream(entries).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  if (bytes !== zipLength(entries)) throw new Error(`album zip: ${bytes} bytes, announced ${zipLength(entries)}`);
  return {
    megabytes: Math.round((bytes / CHUNK) * 10) / 10,
    files,
    seconds: Math.round(seconds * 100) / 100,
    mbPerSecond: Math.round((bytes / CHUNK / seconds) * 10) / 10,
    peakRssGrowthMb: Math.round(((peak - rssBefore) / CHUNK) * 10) / 10,
  };
}
