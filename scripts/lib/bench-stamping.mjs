/**
 * The EPUB stamping figure for `npm run bench` (decision 054): the bench Worker's
 * bench-only route runs the site's stamper inside workerd on a generated book of about 5 MB.
 * workerd's clocks stand still while a request computes, so the time is taken from outside:
 * one request stamps `rounds` times, a twin request (`stamp=0`) does the rest of the work, and
 * the difference over `rounds` is one stamp's cost. One connection at a time, so workerd's one
 * thread does nothing else: wall time is CPU time. Median of `samples` pairs.
 */
import { performance } from "node:perf_hooks";

async function timed(url) {
  const start = performance.now();
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  const body = await res.json();
  return { ms: performance.now() - start, body };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export async function measureStamping(bareUrl, { mb = 5, rounds = 10, samples = 5 } = {}) {
  const url = (stamp) => `${bareUrl}/stamp-epub?mb=${mb}&rounds=${rounds}&stamp=${stamp}`;
  // Warm-up: builds the book in the isolate and lets V8 compile the stamper.
  const warm = await timed(url(1));
  await timed(url(0));
  const perStamp = [];
  for (let i = 0; i < samples; i++) {
    const stamped = await timed(url(1));
    const bare = await timed(url(0));
    perStamp.push(Math.max(0, stamped.ms - bare.ms) / rounds);
  }
  const megabytes = warm.body.bytes / (1024 * 1024);
  const ms = median(perStamp);
  return {
    epubBytes: warm.body.bytes,
    stampedBytes: warm.body.stampedBytes,
    rounds,
    samplesMs: perStamp.map((v) => Math.round(v * 100) / 100),
    msPerStamp: Math.round(ms * 100) / 100,
    msPerMb: Math.round((ms / megabytes) * 100) / 100,
  };
}
