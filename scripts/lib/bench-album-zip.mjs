/**
 * The album ZIP's streaming (decision 055): worker/services/zip-stream.ts, bundled as the Worker
 * bundles it, writes a generated album of `megabytes` (files of 50 MB, read as 1 MB chunks, as
 * R2 hands them over) and the reader drains it. Reports MB/s (the CRC-32 is most of the CPU) and
 * the process's peak RSS above its RSS before the run: a writer that held the archive would grow
 * by the album's size; a streaming one by a few chunks. Run in Node, not workerd: the figure is
 * the writer's own cost and memory, the same code the Worker runs.
 */
import { execFileSync } from "node:child_process";
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

/** workerd's resident memory (MB) in a process group: its `workerd` processes' RSS together. */
function workerdRssMb(processGroup) {
  const out = execFileSync("ps", ["-o", "rss=,comm=", "-g", String(processGroup)], { encoding: "utf8" });
  const kb = out
    .split("\n")
    .map((line) => line.trim().split(/\s+/))
    .filter(([, comm]) => comm === "workerd")
    .reduce((sum, [rss]) => sum + Number(rss), 0);
  return kb / 1024;
}

/**
 * The same album through the site's `albumZipResponse` inside workerd (the bench Worker's
 * `/album-zip`, reading the tracks from its local R2): the client drains the whole archive while
 * workerd's RSS is sampled. The Worker's limit is 128 MB per isolate; a writer that held the
 * archive would grow workerd by the album's size.
 */
export async function measureAlbumZipInWorkerd(url, processGroup, { megabytes = 500 } = {}) {
  const setup = await fetch(`${url}/album-zip/setup?mb=${megabytes}`, { method: "POST" });
  if (!setup.ok) throw new Error(`album zip setup answered ${setup.status}: ${await setup.text()}`);
  const { files } = await setup.json();
  // A first small drain warms the isolate, so its start-up isn't counted as the stream's.
  await (await fetch(`${url}/`)).text();
  const rssBefore = workerdRssMb(processGroup);
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, workerdRssMb(processGroup))), 100);
  const started = performance.now();
  const res = await fetch(`${url}/album-zip?mb=${megabytes}`);
  if (!res.ok) throw new Error(`album zip answered ${res.status}: ${await res.text()}`);
  const announced = Number(res.headers.get("Content-Length"));
  let bytes = 0;
  for await (const chunk of res.body) bytes += chunk.byteLength;
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, workerdRssMb(processGroup));
  if (bytes !== announced) throw new Error(`album zip in workerd: ${bytes} bytes, announced ${announced}`);
  return {
    megabytes: Math.round((bytes / CHUNK) * 10) / 10,
    files,
    seconds: Math.round(seconds * 100) / 100,
    mbPerSecond: Math.round((bytes / CHUNK / seconds) * 10) / 10,
    rssBeforeMb: Math.round(rssBefore * 10) / 10,
    peakRssGrowthMb: Math.round((peak - rssBefore) * 10) / 10,
  };
}
