/**
 * The image converter's benchmark: 20 generated 12-megapixel photos converted to WebP
 * at the defaults (1920 px, quality 0.85), in Debian's Chromium, two ways in the same page:
 *   - the tool itself: the photos dropped on /image-converter, its worker pool and its UI;
 *   - a plain single-threaded conversion on the main thread: <img> decode, <canvas> drawImage,
 *     toBlob, one photo after another.
 * For each: wall time, the longest main-thread task the browser reports (Long Tasks API, which
 * sees tasks over 50 ms) and how late a 5 ms main-thread timer fired at worst (any blocking).
 * The tool's watch covers all a visitor does with a batch: the drop (files checked, rows
 * drawn), the conversions with their progress and previews, then "Download all (ZIP)" until
 * the archive has reached the browser's downloads.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { launchPlaywright } from "./quality-chromium.mjs";
import { log } from "./quality-common.mjs";

const PHOTOS = 20;
/** The memory run: a batch this big (the 20 photos again and again) must not grow memory with it. */
const MEMORY_BATCH = 50;

/** Resident memory of every process below this one (the browser's), in bytes; Linux /proc. */
function browserRss() {
  const parents = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // gone meanwhile
    }
  }
  const below = new Set([process.pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, parent] of parents) {
      if (below.has(parent) && !below.has(pid)) {
        below.add(pid);
        grew = true;
      }
    }
  }
  below.delete(process.pid);
  let total = 0;
  for (const pid of below) {
    try {
      const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
      total += kb ? Number(kb[1]) * 1024 : 0;
    } catch {
      // gone meanwhile
    }
  }
  return total;
}
const WIDTH = 4000;
const HEIGHT = 3000;

/** Makes the photos in the page (kept on window), so no test file has to be shipped. */
async function makePhotos(page) {
  return page.evaluate(
    async ({ count, width, height }) => {
      const photos = [];
      for (let n = 0; n < count; n++) {
        const canvas = new OffscreenCanvas(width, height);
        const ctx = canvas.getContext("2d");
        const sky = ctx.createLinearGradient(0, 0, 0, height);
        sky.addColorStop(0, `hsl(${(n * 29) % 360} 60% 70%)`);
        sky.addColorStop(1, `hsl(${(n * 29 + 120) % 360} 50% 30%)`);
        ctx.fillStyle = sky;
        ctx.fillRect(0, 0, width, height);
        // Detail everywhere, as a photo has: thousands of shapes of every size and colour.
        for (let i = 0; i < 6000; i++) {
          ctx.fillStyle = `hsla(${(i * 47 + n * 13) % 360} 65% ${30 + (i % 50)}% / 0.6)`;
          const x = (i * 7919 + n * 101) % width;
          const y = (i * 104729 + n * 37) % height;
          ctx.beginPath();
          ctx.arc(x, y, 4 + (i % 60), 0, Math.PI * 2);
          ctx.fill();
        }
        const blob = await canvas.convertToBlob({ type: "image/jpeg", quality: 0.9 });
        photos.push(new File([blob], `photo-${String(n + 1).padStart(2, "0")}.jpg`, { type: "image/jpeg" }));
      }
      window.__benchPhotos = photos;
      return photos.reduce((sum, p) => sum + p.size, 0);
    },
    { count: PHOTOS, width: WIDTH, height: HEIGHT },
  );
}

/** Starts watching the main thread; the returned function stops and reports. */
const START_WATCH = () => {
  const longTasks = [];
  const observer = new PerformanceObserver((list) => longTasks.push(...list.getEntries().map((e) => e.duration)));
  observer.observe({ type: "longtask" });
  // A timer every 5 ms: how late it fires is how long the main thread was busy. (A message
  // loop would measure finer but keep a core busy, which the workers need.)
  let maxGap = 0;
  let last = performance.now();
  let running = true;
  const tick = () => {
    const now = performance.now();
    maxGap = Math.max(maxGap, now - last - 5);
    last = now;
    if (running) setTimeout(tick, 5);
  };
  setTimeout(tick, 5);
  const started = performance.now();
  window.__benchStop = () => {
    running = false;
    observer.disconnect();
    return {
      wallMs: performance.now() - started,
      longestTaskMs: longTasks.length ? Math.max(...longTasks) : 0,
      longTasks: longTasks.length,
      maxGapMs: maxGap,
    };
  };
};

async function runTool(page, count = PHOTOS) {
  // Playwright evaluates its selector and role engines in the page at their first use (a task
  // of 30–45 ms of CPU in a trace): the harness's work, not the page's, so it happens before the watch.
  await page.getByRole("button", { name: "Download all (ZIP)" }).count();
  await page.evaluate(START_WATCH);
  await page.evaluate((n) => {
    const zone = document.querySelector('[data-testid="converter-file-input"]').closest("section");
    const transfer = new DataTransfer();
    for (let i = 0; i < n; i++) transfer.items.add(window.__benchPhotos[i % window.__benchPhotos.length]);
    zone.dispatchEvent(new DragEvent("drop", { dataTransfer: transfer, bubbles: true, cancelable: true }));
  }, count);
  await page.waitForFunction(
    (n) => {
      const rows = [...document.querySelectorAll("li[data-status]")];
      return rows.length === n && rows.every((row) => row.getAttribute("data-status") === "done");
    },
    count,
    { timeout: 600_000, polling: 100 },
  );
  const downloaded = page.waitForEvent("download", { timeout: 600_000 });
  await page.getByRole("button", { name: "Download all (ZIP)" }).click();
  const download = await downloaded;
  // Resolves once the whole archive is written: the zipping is inside the watch. The browser is
  // reached over CDP, where a download has no local path: it is copied out instead.
  const zipPath = join(mkdtempSync(join(tmpdir(), "bench-zip-")), "batch.zip");
  await download.saveAs(zipPath);
  const result = await page.evaluate(() => window.__benchStop());
  const converted = await page.evaluate(
    () => document.querySelectorAll('li[data-status="done"] a[download$=".webp"]').length,
  );
  const zipBytes = statSync(zipPath).size;
  rmSync(dirname(zipPath), { recursive: true, force: true });
  // Empty the list (and the results' memory) for the next run.
  await page.getByRole("button", { name: "Clear the list" }).click();
  return { ...result, converted, zipBytes };
}

async function runMainThread(page) {
  await page.evaluate(START_WATCH);
  const converted = await page.evaluate(async () => {
    let done = 0;
    for (const photo of window.__benchPhotos) {
      const url = URL.createObjectURL(photo);
      const img = new Image();
      img.src = url;
      await img.decode();
      const scale = Math.min(1, 1920 / img.naturalWidth, 1920 / img.naturalHeight);
      const canvas = document.createElement("canvas");
      canvas.width = Math.round(img.naturalWidth * scale);
      canvas.height = Math.round(img.naturalHeight * scale);
      const ctx = canvas.getContext("2d");
      ctx.imageSmoothingQuality = "high";
      ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
      URL.revokeObjectURL(url);
      const blob = await new Promise((resolve) => canvas.toBlob(resolve, "image/webp", 0.85));
      if (blob?.type === "image/webp") done++;
    }
    return done;
  });
  const result = await page.evaluate(() => window.__benchStop());
  return { ...result, converted };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export async function measureImageConversion(siteUrl, { rounds = 2 } = {}) {
  const browser = await launchPlaywright();
  try {
    const context = await browser.newContext({ locale: "en-US" });
    // A first visit gets the construction notice after 30 s, over the page; mark it seen.
    await context.addInitScript(() => localStorage.setItem("hasSeenConstructionNotification", "true"));
    const page = await context.newPage();
    await page.goto(`${siteUrl}/image-converter`);
    await page.waitForFunction(() => document.documentElement.dataset.appReady === "true");
    log(`Image converter: generating ${PHOTOS} photos of ${WIDTH}×${HEIGHT} in the page…`);
    const inputBytes = await makePhotos(page);
    const cores = await page.evaluate(() => navigator.hardwareConcurrency);
    const tool = [];
    const plain = [];
    // Interleaved, so a slow moment of the machine doesn't land on one side only.
    for (let round = 1; round <= rounds; round++) {
      log(`Image converter round ${round}/${rounds}: the tool's worker pool…`);
      tool.push(await runTool(page));
      log(`Image converter round ${round}/${rounds}: plain main-thread canvas…`);
      plain.push(await runMainThread(page));
    }
    const summary = (runs) => ({
      wallMs: median(runs.map((r) => r.wallMs)),
      longestTaskMs: Math.max(...runs.map((r) => r.longestTaskMs)),
      longTasks: Math.max(...runs.map((r) => r.longTasks)),
      maxGapMs: Math.max(...runs.map((r) => r.maxGapMs)),
      converted: Math.min(...runs.map((r) => r.converted)),
    });
    const pool = summary(tool);
    const mainThread = summary(plain);

    // Memory: the browser's resident memory, sampled while the tool converts a batch of 50.
    log(`Image converter: memory over a batch of ${MEMORY_BATCH}…`);
    const before = browserRss();
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, browserRss())), 250);
    let memoryRun;
    try {
      memoryRun = await runTool(page, MEMORY_BATCH);
    } finally {
      clearInterval(sampler);
    }
    const memory = {
      batch: MEMORY_BATCH,
      converted: memoryRun.converted,
      beforeBytes: before,
      peakBytes: peak,
      growthBytes: peak - before,
      wallMs: memoryRun.wallMs,
    };
    return {
      photos: PHOTOS,
      width: WIDTH,
      height: HEIGHT,
      inputBytes,
      cores,
      rounds,
      pool,
      mainThread,
      speedup: mainThread.wallMs / pool.wallMs,
      memory,
      runs: { tool, plain },
    };
  } finally {
    await browser.close();
  }
}
