/**
 * Lighthouse (default config: mobile, simulated throttling) over a list of routes, one at a
 * time in one Chromium (runs must not overlap, or they skew each other's performance). Each full
 * report is saved for the Lighthouse viewer; the summary keeps the scores, the metrics and, for
 * every category below 100, the audits that cost points with a few offending items.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import lighthouse from "lighthouse";
import { log } from "./quality-common.mjs";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const METRICS = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "cumulative-layout-shift",
  "speed-index",
  // The main thread's work, the measure a page is compared by beside its script-free copy.
  "mainthread-work-breakdown",
];
/** Metrics read from an audit's details rather than its value (summarizeLhr). */
const SCRIPT_BYTES = "script-transfer-bytes";
const ALL_METRICS = [...METRICS, SCRIPT_BYTES];
/** Display modes whose score is not a pass/fail signal. */
const UNSCORED = new Set(["notApplicable", "manual", "informative", "error"]);
const MAX_ITEMS = 5;

function itemSummary(item) {
  const node = item.node ?? item.relatedNode;
  if (node?.selector || node?.snippet) return { selector: node.selector, snippet: node.snippet?.slice(0, 200) };
  if (typeof item.url === "string") return { url: item.url };
  if (item.source?.url) return { url: item.source.url, line: item.source.line };
  if (item.description) return { description: String(item.description).slice(0, 200) };
  return null;
}

/**
 * Whether the console's only errors are the browser's note that the document itself answered
 * an error status: what a not-found page does on purpose, not a fault of its code.
 */
function onlyOwnDocumentStatus(lhr, audit) {
  const items = audit.details?.items ?? [];
  const own = new Set([lhr.requestedUrl, lhr.mainDocumentUrl, lhr.finalDisplayedUrl].filter(Boolean));
  return (
    items.length > 0 &&
    items.every(
      (i) =>
        i.source === "network" && own.has(i.sourceLocation?.url) && /status of 4\d\d/.test(String(i.description ?? "")),
    )
  );
}

function failingAudits(lhr, category) {
  return category.auditRefs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ audit }) => audit && audit.score !== null && audit.score < 1 && !UNSCORED.has(audit.scoreDisplayMode))
    .sort((a, b) => b.ref.weight - a.ref.weight || a.audit.score - b.audit.score)
    .map(({ ref, audit }) => ({
      id: audit.id,
      title: audit.title,
      score: audit.score,
      weight: ref.weight,
      displayValue: audit.displayValue,
      items: (Array.isArray(audit.details?.items) ? audit.details.items : [])
        .map(itemSummary)
        .filter(Boolean)
        .slice(0, MAX_ITEMS),
      ...(audit.id === "errors-in-console" ? { onlyOwnDocumentStatus: onlyOwnDocumentStatus(lhr, audit) } : {}),
    }));
}

export function summarizeLhr(lhr) {
  const scores = {};
  const failing = {};
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    scores[id] = category?.score == null ? null : Math.round(category.score * 100);
    if (category && category.score !== 1) failing[id] = failingAudits(lhr, category);
  }
  const metrics = Object.fromEntries(
    METRICS.map((id) => [id, { value: lhr.audits[id]?.numericValue ?? null, display: lhr.audits[id]?.displayValue }]),
  );
  // JavaScript transferred, as the page loaded it (no interaction): the resource summary's row.
  const scripts = lhr.audits["resource-summary"]?.details?.items?.find((item) => item.resourceType === "script");
  metrics[SCRIPT_BYTES] = { value: scripts?.transferSize ?? null, display: null };
  return {
    finalUrl: lhr.finalDisplayedUrl,
    scores,
    metrics,
    failingAudits: failing,
    runtimeError: lhr.runtimeError ?? null,
    runWarnings: lhr.runWarnings,
    benchmarkIndex: lhr.environment?.benchmarkIndex,
  };
}

function reportName(route) {
  return (route.replace(/^\/+|\/+$/g, "").replace(/[^a-z0-9-]+/gi, "_") || "home") + ".json";
}

async function auditOnce(port, baseUrl, route, { saveDir, ignoreStatusCode, categories = CATEGORIES }) {
  const runner = await lighthouse(baseUrl + route, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: categories,
    // Nothing scored needs them, and they cost time on every page: the full-page screenshot and
    // the filmstrip/treemap data the HTML viewer shows (all weight 0).
    disableFullPageScreenshot: true,
    skipAudits: ["screenshot-thumbnails", "final-screenshot", "script-treemap-data"],
    // Lighthouse refuses a 404 document unless told; only the not-found page is audited so.
    ...(ignoreStatusCode ? { ignoreStatusCode: true } : {}),
  });
  if (!runner) throw new Error("Lighthouse returned no result");
  const result = { route, ...summarizeLhr(runner.lhr) };
  if (result.runtimeError) result.error = `${result.runtimeError.code}: ${result.runtimeError.message}`;
  if (saveDir) {
    const file = join(saveDir, reportName(route));
    writeFileSync(file, runner.report);
    result.reportFile = file;
  }
  return result;
}

/**
 * One Lighthouse run with a time limit. On timeout the browser is killed (Lighthouse may still be
 * waiting on it; its run then fails on the closed connection and is ignored) and the caller gets
 * `{ timedOut: true }` and launches a fresh one.
 */
async function auditWithin(chrome, baseUrl, route, options, timeoutMs) {
  const run = auditOnce(chrome.port, baseUrl, route, options);
  run.catch(() => {}); // an abandoned run's late failure is expected, never an unhandled rejection
  let timer;
  const timeout = new Promise((done) => (timer = setTimeout(() => done({ timedOut: true }), timeoutMs)));
  try {
    return await Promise.race([run, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function median(values) {
  const sorted = values.filter((v) => v != null).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * The median of several runs of one page, per score and per metric separately (each can come
 * from a different run). The failing audits are those of the run whose performance is closest
 * to the median.
 */
export function medianOf(runs) {
  const ok = runs.filter((r) => !r.error);
  if (ok.length < 2) return { ...(ok[0] ?? runs[runs.length - 1]), runs: runs.length, measuredRuns: ok.length };
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, median(ok.map((r) => r.scores[id]))]));
  const metrics = Object.fromEntries(
    ALL_METRICS.map((id) => {
      const value = median(ok.map((r) => r.metrics[id]?.value));
      return [id, { value, display: null }];
    }),
  );
  const perf = scores.performance;
  const representative = ok.reduce((best, r) =>
    Math.abs(r.scores.performance - perf) < Math.abs(best.scores.performance - perf) ? r : best,
  );
  return {
    ...representative,
    scores,
    metrics,
    median: true,
    runs: runs.length,
    measuredRuns: ok.length,
    perRun: ok.map((r) => ({ scores: r.scores, metrics: r.metrics })),
  };
}

/**
 * Runs Lighthouse one page at a time in one Chromium, reused while it is healthy. Each run has
 * a time limit (`pageTimeoutMs`): one that runs out is reported as a timeout and the next runs
 * in a fresh browser. A run that errors (a trace hiccup such as NO_NAVSTART, for which
 * Lighthouse itself says "run again") is retried, `attempts` in all, before it counts.
 */
async function lighthouseRunner(launch, { attempts = 2, pageTimeoutMs = 90_000 } = {}) {
  let chrome = await launch();
  let timeouts = 0;
  return {
    async once(baseUrl, route, options) {
      let result;
      for (let attempt = 1; attempt <= attempts; attempt++) {
        const started = Date.now();
        try {
          result = await auditWithin(chrome, baseUrl, route, options, pageTimeoutMs);
        } catch (err) {
          result = { route, error: err?.message ?? String(err), scores: {} };
        }
        result.seconds = Math.round((Date.now() - started) / 100) / 10;
        if (result.timedOut) {
          timeouts++;
          log(`  lighthouse ${route}: no result within ${pageTimeoutMs / 1000} s — new browser, next page`);
          await chrome.kill();
          chrome = await launch();
          return { route, timeout: true, error: `timeout: no result within ${pageTimeoutMs / 1000} s`, scores: {} };
        }
        result.attempts = attempt;
        if (!result.error) break;
        if (attempt < attempts) log(`  lighthouse ${route}: ${result.error.split("\n")[0]} — retrying`);
      }
      return result;
    },
    timeouts: () => timeouts,
    kill: () => chrome.kill(),
  };
}

/**
 * Audits the routes one by one (lighthouseRunner: one Chromium, time limits, retries). A page
 * whose performance is below `repeatBelow` is run `runs` times in all and its medians are
 * reported.
 *
 * `launch()` starts a browser: `{ port, kill }`. `ignoreStatusCodeFor(route)` says which routes
 * are expected to answer 404.
 */
export async function runLighthouse(
  launch,
  baseUrl,
  routes,
  { saveDir, attempts = 2, pageTimeoutMs = 90_000, repeatBelow = 98, runs = 3, ignoreStatusCodeFor = () => false } = {},
) {
  if (saveDir) mkdirSync(saveDir, { recursive: true });
  const runner = await lighthouseRunner(launch, { attempts, pageTimeoutMs });
  const results = [];
  const once = (route) => runner.once(baseUrl, route, { saveDir, ignoreStatusCode: ignoreStatusCodeFor(route) });

  try {
    for (const [index, route] of routes.entries()) {
      const started = Date.now();
      const first = await once(route);
      const all = [first];
      // Scores vary from run to run: a page under the line gets its median of `runs`.
      while (
        !first.timeout &&
        !first.error &&
        first.scores.performance != null &&
        first.scores.performance < repeatBelow &&
        all.length < runs
      ) {
        log(
          `  lighthouse ${route}: performance ${first.scores.performance} < ${repeatBelow}, run ${all.length + 1}/${runs}`,
        );
        const again = await once(route);
        all.push(again);
        if (again.timeout) break;
      }
      const result = all.length > 1 ? medianOf(all) : { ...first, runs: 1, measuredRuns: first.error ? 0 : 1 };
      result.seconds = Math.round((Date.now() - started) / 100) / 10;
      results.push(result);
      const s = result.scores;
      const summary = result.error
        ? `${result.timeout ? "timeout" : "error"}: ${result.error.split("\n")[0]}`
        : `perf ${s.performance} a11y ${s.accessibility} bp ${s["best-practices"]} seo ${s.seo}` +
          (result.median ? ` (median of ${result.measuredRuns})` : "");
      log(`  lighthouse ${index + 1}/${routes.length} ${route}: ${summary} (${result.seconds} s)`);
    }
  } finally {
    await runner.kill();
  }
  return { results, timeouts: runner.timeouts() };
}

/**
 * Each route beside its script-free copy (script-free-proxy.mjs), in one Chromium: page, copy,
 * page, copy… `runs` times each, interleaved so the machine's moods fall on both alike, and the
 * median of each score and metric of each side. Performance only (the other categories don't
 * change with the scripts). Resolves to one `{ route, page, copy }` per route.
 */
export async function runLighthouseBeside(
  launch,
  pageBase,
  copyBase,
  routes,
  { runs = 5, pageTimeoutMs = 90_000, ignoreStatusCodeFor = () => false } = {},
) {
  const runner = await lighthouseRunner(launch, { pageTimeoutMs });
  const results = [];
  const once = (base, route) =>
    runner.once(base, route, { ignoreStatusCode: ignoreStatusCodeFor(route), categories: ["performance"] });
  try {
    for (const [index, route] of routes.entries()) {
      const page = [];
      const copy = [];
      for (let run = 0; run < runs; run++) {
        page.push(await once(pageBase, route));
        copy.push(await once(copyBase, route));
      }
      const result = { route, page: medianOf(page), copy: medianOf(copy) };
      results.push(result);
      const p = result.page;
      const c = result.copy;
      log(
        `  beside ${index + 1}/${routes.length} ${route}: perf ${p.scores.performance} (copy ${c.scores.performance}), ` +
          `TBT ${Math.round(p.metrics?.["total-blocking-time"]?.value ?? NaN)} ms (copy ${Math.round(c.metrics?.["total-blocking-time"]?.value ?? NaN)})`,
      );
    }
  } finally {
    await runner.kill();
  }
  return results;
}
