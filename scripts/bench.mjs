#!/usr/bin/env node
/**
 * `npm run bench`: throughput and latency of the built Worker under load, side by side with a
 * bare Hono Worker (scripts/bench-worker/) run by the same wrangler/workerd on the same machine.
 * Absolute numbers depend on the machine; the ratios to the bare Worker are what to compare.
 *
 *   node scripts/bench.mjs [--connections 10] [--duration 10] [--warmup 2] [--rounds 3]
 *                          [--image-rounds 2] [--only-images] [--only-load] [--only-stamping]
 *                          [--only-zip]
 *
 * Targets: (a) GET /api/health, (b) GET /books as a navigation (Accept: text/html, Cookie:
 * language=en so there is no locale redirect), (c) a product page as a navigation and La
 * Bodega's shelves (documents the Worker draws from D1, docs/decisions/074-*.md), (d) POST /api/newsletter-subscription with an
 * invalid email (the form API's validation path: JSON, zod, the one error shape, a 400; valid
 * submissions are limited to 5 per 10 minutes per client, so they can't be load-tested), (f)
 * GET /api/shop/products and (g) GET /api/shop/products/:slug on the local seed catalogue, and
 * (e) the bare Worker's GET /. Each target gets a discarded warm-up run, then the targets run
 * interleaved for several rounds and each metric is the median over the rounds, so a slow
 * moment of the machine does not land on one target only. Each target's figure is its req/s ÷
 * the bare Worker's req/s in the same run (1 = as cheap as a Worker that does nothing).
 * `--only-load` stops there (no password, hardening or image figures).
 *
 * Then the hardening figures (scripts/lib/bench-hardening.mjs): request bodies left unread must
 * not break the next request, and hostile writes under concurrency never answer 5xx.
 *
 * Then the image converter (scripts/lib/bench-image-converter.mjs): 20 generated 12-megapixel
 * photos to WebP by its worker pool and by a plain main-thread canvas, in Chromium.
 *
 * Then EPUB stamping (scripts/lib/bench-stamping.mjs, decision 054): the site's stamper run inside
 * workerd by the bare Worker's bench-only route on a generated 5 MB book, in ms per stamp and ms
 * per MB against the 200 ms budget. `--only-stamping` measures that alone.
 * Then the album ZIP (`--only-zip` alone): the album ZIP writer (scripts/lib/bench-album-zip.mjs, decision 055) streams a
 * generated 500 MB album: MB/s and the peak RSS growth while it streams, in Node (the writer
 * alone) and in workerd (the bare Worker's `/album-zip`: `albumZipResponse` reading the tracks
 * from its local R2, drained by the bench, workerd's RSS sampled meanwhile), against the
 * isolate's 128 MB.
 *
 * Measures, never fails on budgets: exits 0 whenever the measurements completed. The table goes
 * to stdout, progress to stderr, everything to .reports/bench.json.
 */
import "./lib/project-node.mjs";
import { spawn } from "node:child_process";
import { cpus } from "node:os";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { measureImageConversion } from "./lib/bench-image-converter.mjs";
import { measureAlbumZip, measureAlbumZipInWorkerd } from "./lib/bench-album-zip.mjs";
import { measureHostileLoad, measureUnreadBodies } from "./lib/bench-hardening.mjs";
import { measureHashCpu, measureSignIns } from "./lib/bench-password.mjs";
import { measureStamping } from "./lib/bench-stamping.mjs";
import { freePort } from "./lib/local-site.mjs";
import { wranglerEnv } from "./lib/wrangler-env.mjs";
import {
  ROOT,
  budgetLine,
  ensureBuilt,
  formatTable,
  log,
  onCleanup,
  runCleanups,
  startPreparedSite,
  tempDir,
  writeReport,
} from "./lib/quality-common.mjs";

const { values: opts } = parseArgs({
  options: {
    connections: { type: "string", default: "10" },
    duration: { type: "string", default: "10" },
    warmup: { type: "string", default: "2" },
    rounds: { type: "string", default: "3" },
    "only-images": { type: "boolean", default: false },
    "image-rounds": { type: "string", default: "2" },
    "only-load": { type: "boolean", default: false },
    "only-stamping": { type: "boolean", default: false },
    "only-zip": { type: "boolean", default: false },
  },
});
const CONNECTIONS = Number(opts.connections);
const DURATION = Number(opts.duration);
const WARMUP = Number(opts.warmup);
const ROUNDS = Number(opts.rounds);
/**
 * Budgets (DESIGN.md, "Budgets"): a target's req/s ÷ the bare Worker's req/s in the same run.
 * A page navigation sends a whole document and may cost a little more than an API answer.
 */
const MIN_PAGE_RATIO = 0.7;
const MIN_API_RATIO = 0.5;
/** The converter must be at least this much faster than a plain main-thread conversion… */
const MIN_IMAGE_SPEEDUP = 1.6;
/** …and no main-thread task longer than this while it works: a longer one is a frame a visitor sees stutter. */
const MAX_MAIN_THREAD_TASK_MS = 50;
/** Stamping a 5 MB EPUB for its buyer: CPU in workerd per download that stamps. */
const MAX_STAMP_MS = 200;

function stampingBudget(stamping) {
  const mb = (stamping.epubBytes / 1024 / 1024).toFixed(1);
  return {
    label: `EPUB stamping (${mb} MB) < ${MAX_STAMP_MS} ms CPU in workerd`,
    met: stamping.msPerStamp < MAX_STAMP_MS,
    detail: `${stamping.msPerStamp} ms per stamp, ${stamping.msPerMb} ms/MB`,
  };
}

/** The Worker's memory limit per isolate: a streamed album ZIP must grow workerd by far less. */
const WORKER_MEMORY_MB = 128;

function albumZipBudget({ workerd }) {
  return {
    label: `album ZIP of ${workerd.megabytes} MB streamed by workerd: RSS growth < ${WORKER_MEMORY_MB} MB (the isolate's limit)`,
    met: workerd.peakRssGrowthMb < WORKER_MEMORY_MB,
    detail: `${workerd.peakRssGrowthMb} MB, ${workerd.mbPerSecond} MB/s`,
  };
}

/** Both album ZIP figures: the writer alone in Node, and R2 → workerd → client. */
async function measureAlbumZips(bare) {
  log("Album ZIP streaming (500 MB), in Node and in workerd…");
  const node = await measureAlbumZip({ root: ROOT, dir: tempDir("bench-zip-") });
  const workerd = await measureAlbumZipInWorkerd(bare.url, bare.processGroup);
  return { node, workerd };
}

const stampingLine = (stamping) =>
  `EPUB stamping in workerd: ${stamping.msPerStamp} ms per ${(stamping.epubBytes / 1024 / 1024).toFixed(1)} MB book ` +
  `(${stamping.msPerMb} ms/MB; median of ${stamping.samplesMs.length} samples of ${stamping.rounds} stamps each).`;

/** `--only-stamping`: the bare Worker alone, and the stamping figure. */
async function stampingOnly() {
  const bare = await startBareWorker();
  log("EPUB stamping in workerd…");
  const stamping = await measureStamping(bare.url);
  const budget = stampingBudget(stamping);
  const reportPath = writeReport("bench-stamping.json", {
    generatedAt: new Date().toISOString(),
    machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model },
    stamping,
    budgets: [budget],
  });
  console.log(stampingLine(stamping));
  console.log(budgetLine(budget.label, budget.met, budget.detail));
  console.log(`\nFull report: ${reportPath.replace(ROOT + "/", "")}`);
}

/** The image converter's budgets, from measureImageConversion's figures. */
function imageBudgets(images) {
  return [
    {
      label: `image conversion (${images.photos} × 12 MP → WebP) ≥ ${MIN_IMAGE_SPEEDUP}x faster than main-thread canvas`,
      met: images.speedup >= MIN_IMAGE_SPEEDUP && images.pool.converted === images.photos,
      detail: `${images.speedup.toFixed(2)}x (${(images.pool.wallMs / 1000).toFixed(1)} s vs ${(images.mainThread.wallMs / 1000).toFixed(1)} s, ${images.cores} cores)`,
    },
    {
      label: `no main-thread task over ${MAX_MAIN_THREAD_TASK_MS} ms during image conversion`,
      met: images.pool.longTasks === 0 && images.pool.maxGapMs <= MAX_MAIN_THREAD_TASK_MS,
      detail: `${images.pool.longTasks} long task(s), longest ${images.pool.longestTaskMs.toFixed(0)} ms; longest heartbeat gap ${images.pool.maxGapMs.toFixed(0)} ms (main-thread canvas: ${images.mainThread.longTasks} long tasks, longest ${images.mainThread.longestTaskMs.toFixed(0)} ms)`,
    },
  ];
}

/** The converter's memory line: what a batch of 50 adds to the browser at most. */
function imageMemoryLine(images) {
  const mb = (bytes) => `${Math.round(bytes / 1024 / 1024)} MB`;
  const m = images.memory;
  return `Memory, a batch of ${m.batch} photos (${m.converted} converted in ${(m.wallMs / 1000).toFixed(1)} s): the browser's processes grew by at most ${mb(m.growthBytes)} (from ${mb(m.beforeBytes)} to ${mb(m.peakBytes)}); one decoded 12 MP photo is ${mb(images.width * images.height * 4)}.`;
}

function imageTable(images) {
  const row = (label, r) => [
    label,
    `${(r.wallMs / 1000).toFixed(2)} s`,
    `${r.converted}/${images.photos}`,
    String(r.longTasks),
    `${r.longestTaskMs.toFixed(0)} ms`,
    `${r.maxGapMs.toFixed(0)} ms`,
  ];
  return formatTable(
    ["image conversion", "wall time", "converted", "long tasks", "longest task", "longest gap"],
    [row(`worker pool (${images.cores} cores)`, images.pool), row("main-thread canvas", images.mainThread)],
  );
}

/** `--only-images`: the converter's benchmark alone, without the Worker load tests. */
async function imagesOnly() {
  ensureBuilt();
  const site = await startPreparedSite();
  const images = await measureImageConversion(site.url, { rounds: Number(opts["image-rounds"]) });
  const budgets = imageBudgets(images);
  const reportPath = writeReport("bench-images.json", {
    generatedAt: new Date().toISOString(),
    machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model },
    images,
    budgets,
  });
  console.log(imageTable(images));
  console.log(`\n${imageMemoryLine(images)}`);
  console.log("\nBudgets:");
  for (const b of budgets) console.log(budgetLine(b.label, b.met, b.detail));
  console.log(`\nFull report: ${reportPath.replace(ROOT + "/", "")}`);
}

process.chdir(ROOT);

/**
 * Runs scripts/bench-worker with `wrangler dev` in its own process group (so stopping it takes
 * its workerd along) and resolves once it answers.
 */
async function startBareWorker() {
  const port = await freePort();
  const persistTo = tempDir("bench-bare-state-");
  const args = ["wrangler", "dev", "--config", "scripts/bench-worker/wrangler.toml", "--ip", "127.0.0.1"];
  args.push("--port", String(port), "--log-level", "warn", "--persist-to", persistTo);
  const child = spawn("npx", args, {
    cwd: ROOT,
    env: wranglerEnv(ROOT),
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const exited = new Promise((done) => child.once("exit", done));
  const signalGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // the group is already gone
    }
  };
  const stop = async () => {
    signalGroup("SIGTERM");
    await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
    // npx may exit before workerd does; make sure nothing of the group outlives us.
    signalGroup("SIGKILL");
  };
  onCleanup(stop);

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`bench-worker wrangler dev exited early:\n${output}`);
    try {
      const res = await fetch(`${url}/`);
      if (res.ok && (await res.text()) === "ok") return { url, processGroup: child.pid };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`bench-worker did not answer within 60 s:\n${output}`);
}

/**
 * One autocannon run. autocannon's own histogram has 1 ms resolution, too coarse for a local
 * Worker answering in a few ms, so every response time is also collected here and the
 * percentiles are computed from those (in ms, all status codes; non-2xx are counted apart).
 */
function load(target, duration) {
  return new Promise((resolveRun, reject) => {
    const times = [];
    const instance = autocannon(
      {
        url: target.url,
        headers: target.headers,
        method: target.method ?? "GET",
        body: target.body,
        connections: CONNECTIONS,
        duration,
        pipelining: 1,
      },
      (err, result) => (err ? reject(err) : resolveRun({ result, times })),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

function percentile(sorted, p) {
  if (!sorted.length) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function median(values) {
  const sorted = values.filter((v) => v != null).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function summarize({ result, times }) {
  const sorted = Float64Array.from(times).sort();
  const round = (v) => (v == null ? null : Math.round(v * 1000) / 1000);
  return {
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    durationSeconds: result.duration,
    latencyMs: {
      p50: round(percentile(sorted, 50)),
      p90: round(percentile(sorted, 90)),
      p99: round(percentile(sorted, 99)),
      max: round(sorted.at(-1)),
    },
    autocannonLatencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    throughputBytesPerSecond: result.throughput.average,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count])),
  };
}

async function preflight(target) {
  const res = await fetch(target.url, {
    method: target.method ?? "GET",
    headers: target.headers,
    body: target.body,
    redirect: "manual",
  });
  const body = await res.arrayBuffer();
  return { status: res.status, contentType: res.headers.get("content-type"), bytes: body.byteLength };
}

async function main() {
  const started = Date.now();
  ensureBuilt();
  const site = await startPreparedSite();
  log("Starting the bare Hono Worker…");
  const bare = await startBareWorker();
  log(`Bare Worker ready at ${bare.url}`);

  // The bare Worker sending a document as large as /books's: no budget, a reference for how much
  // of a navigation's cost is the bytes themselves.
  const booksBytes = (await (await fetch(`${site.url}/books`, { headers: { cookie: "language=en" } })).arrayBuffer())
    .byteLength;
  const targets = [
    { id: "bare", label: "bare Hono GET /", url: `${bare.url}/`, headers: {} },
    {
      id: "bareDocument",
      label: `bare Hono, a ${Math.round(booksBytes / 1024)} KB document`,
      url: `${bare.url}/document?kb=${Math.round(booksBytes / 1024)}`,
      headers: { accept: "text/html" },
      navigation: true,
    },
    { id: "health", label: "GET /api/health", url: `${site.url}/api/health`, headers: {}, minRatio: MIN_API_RATIO },
    {
      id: "page",
      label: "GET /books (navigation)",
      url: `${site.url}/books`,
      headers: { accept: "text/html", cookie: "language=en" },
      navigation: true,
      minRatio: MIN_PAGE_RATIO,
    },
    // La Bodega's shelves: a document drawn from D1 and kept for the catalogue's version.
    {
      id: "shelvesPage",
      label: "GET /la-bodega (navigation)",
      url: `${site.url}/la-bodega`,
      headers: { accept: "text/html", cookie: "language=en" },
      navigation: true,
      minRatio: MIN_PAGE_RATIO,
    },
    {
      id: "productPage",
      label: "GET /la-bodega/ebooks/:slug (navigation)",
      url: `${site.url}/la-bodega/ebooks/mortal-vengeance-1-ebook`,
      headers: { accept: "text/html", cookie: "language=en" },
      navigation: true,
      minRatio: MIN_PAGE_RATIO,
    },
    {
      id: "form",
      label: "POST /api/newsletter-subscription (400)",
      url: `${site.url}/api/newsletter-subscription`,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "not-an-email", turnstileToken: "XXXX.DUMMY.TOKEN.XXXX" }),
      expectStatus: 400,
      minRatio: MIN_API_RATIO,
    },
    // La Bodega's catalogue on the local seed (D1 queries with texts, English fallback, counts).
    {
      id: "catalogue",
      label: "GET /api/shop/products",
      url: `${site.url}/api/shop/products?locale=es`,
      headers: {},
      minRatio: MIN_API_RATIO,
    },
    {
      id: "product",
      label: "GET /api/shop/products/:slug",
      url: `${site.url}/api/shop/products/mortal-vengeance-1-ebook?locale=es`,
      headers: {},
      minRatio: MIN_API_RATIO,
    },
  ];

  for (const target of targets) {
    target.preflight = await preflight(target);
    const { status, contentType } = target.preflight;
    const expected = target.expectStatus ? status === target.expectStatus : status >= 200 && status <= 299;
    if (!expected) log(`WARNING: ${target.label} answers ${status} before the load starts`);
    if (target.navigation && !contentType?.startsWith("text/html"))
      log(`WARNING: ${target.label} answers ${contentType}, not HTML`);
  }

  log(`Warm-up: ${WARMUP} s per target (discarded)…`);
  for (const target of targets) await load(target, WARMUP);

  for (const target of targets) target.rounds = [];
  for (let round = 1; round <= ROUNDS; round++) {
    for (const target of targets) {
      log(`Round ${round}/${ROUNDS}: ${target.label} for ${DURATION} s with ${CONNECTIONS} connections…`);
      target.rounds.push(summarize(await load(target, DURATION)));
    }
  }

  for (const target of targets) {
    const r = target.rounds;
    target.median = {
      requestsPerSecond: median(r.map((x) => x.requestsPerSecond)),
      p50: median(r.map((x) => x.latencyMs.p50)),
      p99: median(r.map((x) => x.latencyMs.p99)),
    };
    target.totals = {
      requests: r.reduce((s, x) => s + x.requests, 0),
      non2xx: r.reduce((s, x) => s + x.non2xx, 0),
      errors: r.reduce((s, x) => s + x.errors, 0),
      timeouts: r.reduce((s, x) => s + x.timeouts, 0),
    };
  }
  const [bareTarget] = targets;
  for (const target of targets) {
    target.vsBare = {
      // Requests per second as a share of the bare Worker's: 1 is as cheap as doing nothing.
      throughputRatio: target.median.requestsPerSecond / bareTarget.median.requestsPerSecond,
      // >1 means slower than bare.
      p99Ratio: target.median.p99 / bareTarget.median.p99,
    };
  }

  const extras = opts["only-load"] ? null : await measureExtras(site.url);
  if (extras) {
    log("EPUB stamping in workerd…");
    extras.stamping = await measureStamping(bare.url);
    extras.budgets.push(stampingBudget(extras.stamping));
    extras.albumZip = await measureAlbumZips(bare);
    extras.budgets.push(albumZipBudget(extras.albumZip));
  }

  const ratio = (v) => `${v.toFixed(2)}×`;
  const budgets = targets
    .filter((t) => t.minRatio != null)
    .map((t) => ({
      label: `${t.label}: req/s ÷ bare req/s ≥ ${t.minRatio}`,
      limit: t.minRatio,
      value: t.vsBare.throughputRatio,
      met: t.vsBare.throughputRatio >= t.minRatio,
    }));
  if (extras) budgets.push(...extras.budgets);
  // The form target answers 400 by design; only unexpected statuses count as failures.
  const unexpected = (t) =>
    t.expectStatus
      ? t.rounds.reduce((n, x) => n + x.requests - (x.statusCodes[t.expectStatus] ?? 0), 0)
      : t.totals.non2xx;
  const failedResponses = targets.filter((t) => unexpected(t) + t.totals.errors + t.totals.timeouts > 0);
  budgets.push({
    label: "every response as expected (2xx, or the form's 400; no errors, no timeouts)",
    met: failedResponses.length === 0,
    detail: failedResponses
      .map(
        (t) =>
          `${t.label}: ${unexpected(t)} unexpected statuses, ${t.totals.errors} errors, ${t.totals.timeouts} timeouts`,
      )
      .join("; "),
  });

  const ms = (v) => (v == null ? "-" : `${v.toFixed(2)} ms`);
  const table = formatTable(
    ["target", "req/s", "req/s ÷ bare", "budget", "p50", "p99", "p99 ÷ bare", "unexpected/err"],
    targets.map((t) => [
      t.label,
      Math.round(t.median.requestsPerSecond),
      ratio(t.vsBare.throughputRatio),
      t.minRatio == null ? "-" : `≥ ${t.minRatio}`,
      ms(t.median.p50),
      ms(t.median.p99),
      ratio(t.vsBare.p99Ratio),
      `${unexpected(t)}/${t.totals.errors + t.totals.timeouts}`,
    ]),
  );
  const reportPath = writeReport("bench.json", {
    generatedAt: new Date().toISOString(),
    runtimeSeconds: Math.round((Date.now() - started) / 1000),
    machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model, node: process.version },
    settings: { connections: CONNECTIONS, durationSeconds: DURATION, warmupSeconds: WARMUP, rounds: ROUNDS },
    notes: [
      "Medians over interleaved rounds; latency percentiles computed from every response time (ms).",
      "throughputRatio = target req/s ÷ bare req/s (budget: ≥ 0.7 for page navigations, ≥ 0.5 for JSON endpoints); p99Ratio = target p99 ÷ bare p99.",
      "The load generator shares the machine with workerd, so absolute numbers are machine-bound.",
    ],
    targets: targets.map(
      ({ id, label, url, headers, preflight: pre, rounds, median: med, totals, vsBare, minRatio }) => ({
        id,
        label,
        url,
        headers,
        preflight: pre,
        minRatio,
        median: med,
        vsBare,
        totals,
        rounds,
      }),
    ),
    budgets,
    ...(extras
      ? {
          imageConversion: extras.images,
          stamping: extras.stamping,
          albumZip: extras.albumZip,
          hardening: { unreadBodies: extras.unreadBodies, hostile: extras.hostile },
          passwordHashing: {
            ...extras.password,
            note: "CPU per sign-in is the scrypt verify; Workers Free allows 10 ms CPU per request, Paid 30 s by default.",
          },
        }
      : {}),
  });

  console.log(
    `Bench: ${CONNECTIONS} connections, ${DURATION} s per run, median of ${ROUNDS} interleaved rounds ` +
      `(${cpus().length} CPUs, load generator on the same machine)\n`,
  );
  console.log(table);
  if (extras) printExtras(extras);
  console.log("\nBudgets:");
  for (const b of budgets) console.log(budgetLine(b.label, b.met, b.value != null ? ratio(b.value) : b.detail));
  if (failedResponses.length) console.log("\nWARNING: the benchmark measured failed responses (see above).");
  console.log(`\nFull report: ${reportPath.replace(ROOT + "/", "")}`);
}

/** The figures besides the load test: password hashing, hardening and the image converter. */
async function measureExtras(siteUrl) {
  log("Password hashing: scrypt verify in this process, then real sign-ins on the local site…");
  const hashCpu = await measureHashCpu();
  const signIns = await measureSignIns(siteUrl);
  const password = {
    verifyCpuMs: { median: median(hashCpu), max: hashCpu.at(-1) },
    signInMs: { median: median(signIns.signIns), max: signIns.signIns.at(-1) },
    sessionCheckMs: { median: median(signIns.sessionChecks) },
  };
  password.signInOverheadMs = password.signInMs.median - password.sessionCheckMs.median;

  log("Hardening: unread request bodies, then hostile writes under concurrency…");
  const unreadBodies = await measureUnreadBodies(siteUrl);
  const hostile = await measureHostileLoad(siteUrl);

  log("Image converter: worker pool against a plain main-thread conversion…");
  const images = await measureImageConversion(siteUrl, { rounds: Number(opts["image-rounds"]) });

  const budgets = [
    ...imageBudgets(images),
    {
      label: "no request broken by an earlier request's unread body",
      met: unreadBodies.broken === 0,
      detail: `${unreadBodies.broken} of ${unreadBodies.classes} classes broke the next request`,
    },
    {
      label: "no 5xx and the one error shape under hostile writes",
      met: hostile.serverErrors === 0 && hostile.outsideErrorShape === 0 && hostile.failed === 0,
      detail: `${hostile.requests} requests: ${hostile.serverErrors} 5xx, ${hostile.outsideErrorShape} outside the error shape, ${hostile.failed} failed`,
    },
  ];
  return { password, unreadBodies, hostile, images, budgets };
}

function printExtras({ password, unreadBodies, hostile, images, stamping, albumZip }) {
  const ms = (v) => (v == null ? "-" : `${v.toFixed(2)} ms`);
  console.log(
    `\nPassword hashing (scrypt, better-auth): ${ms(password.verifyCpuMs.median)} CPU per verify (max ${ms(password.verifyCpuMs.max)}); ` +
      `sign-in ${ms(password.signInMs.median)} vs session check ${ms(password.sessionCheckMs.median)} on the local site ` +
      `(+${ms(password.signInOverheadMs)}). ` +
      (password.verifyCpuMs.median > 10
        ? "Over the Free plan's 10 ms CPU per request: needs Workers Paid."
        : "Within the Free plan's 10 ms CPU per request."),
  );
  console.log(
    `\nHardening: ${unreadBodies.broken} of ${unreadBodies.classes} unread-body classes broke the next request; ` +
      `${hostile.requests} hostile writes at ${hostile.concurrency} concurrent: ${hostile.serverErrors} 5xx, ` +
      `${hostile.outsideErrorShape} outside the error shape (statuses ${JSON.stringify(hostile.statuses)}).`,
  );
  console.log(`\n${imageTable(images)}`);
  console.log(imageMemoryLine(images));
  console.log(`\n${stampingLine(stamping)}`);
  console.log(`\n${albumZipTable(albumZip.node, albumZip.workerd)}`);
}

/** `--only-zip`: an album ZIP of 500 MB through the streaming writer (decision 055), in Node and in workerd. */
async function albumZipOnly() {
  const bare = await startBareWorker();
  const { node, workerd } = await measureAlbumZips(bare);
  const budget = albumZipBudget({ workerd });
  const reportPath = writeReport("bench-album-zip.json", {
    generatedAt: new Date().toISOString(),
    zip: node,
    workerd,
    budgets: [budget],
  });
  console.log(albumZipTable(node, workerd));
  console.log(budgetLine(budget.label, budget.met, budget.detail));
  console.log(`\nFull report: ${reportPath.replace(ROOT + "/", "")}`);
}

function albumZipTable(zip, workerd) {
  return formatTable(
    ["album zip", "size", "time", "throughput", "peak RSS growth"],
    [
      [
        `writer in Node, ${zip.files} files`,
        `${zip.megabytes} MB`,
        `${zip.seconds} s`,
        `${zip.mbPerSecond} MB/s`,
        `${zip.peakRssGrowthMb} MB`,
      ],
      [
        `R2 → workerd → client, ${workerd.files} files`,
        `${workerd.megabytes} MB`,
        `${workerd.seconds} s`,
        `${workerd.mbPerSecond} MB/s`,
        `${workerd.peakRssGrowthMb} MB (workerd, ${workerd.rssBeforeMb} MB before)`,
      ],
    ],
  );
}

try {
  await (opts["only-stamping"]
    ? stampingOnly()
    : opts["only-images"]
      ? imagesOnly()
      : opts["only-zip"]
        ? albumZipOnly()
        : main());
} catch (err) {
  process.exitCode = 1;
  log(`bench failed: ${err?.stack ?? err}`);
} finally {
  await runCleanups();
}
