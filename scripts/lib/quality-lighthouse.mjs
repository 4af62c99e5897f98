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
];
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
      items: (audit.details?.items ?? []).map(itemSummary).filter(Boolean).slice(0, MAX_ITEMS),
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

async function auditOnce(port, baseUrl, route, saveDir) {
  const runner = await lighthouse(baseUrl + route, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: CATEGORIES,
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
 * Audits the routes one by one. A run that errors (a page-load timeout, or a trace hiccup such
 * as NO_NAVSTART, for which Lighthouse itself says "run again") is retried before it counts.
 */
export async function runLighthouse(port, baseUrl, routes, { saveDir, attempts = 2 } = {}) {
  if (saveDir) mkdirSync(saveDir, { recursive: true });
  const results = [];
  for (const [index, route] of routes.entries()) {
    const started = Date.now();
    let result;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        result = await auditOnce(port, baseUrl, route, saveDir);
      } catch (err) {
        result = { route, error: err?.message ?? String(err), scores: {} };
      }
      result.attempts = attempt;
      if (!result.error) break;
      if (attempt < attempts) log(`  lighthouse ${route}: ${result.error.split("\n")[0]} — retrying`);
    }
    result.seconds = Math.round((Date.now() - started) / 100) / 10;
    results.push(result);
    const s = result.scores;
    const summary = result.error
      ? `error: ${result.error.split("\n")[0]}`
      : `perf ${s.performance} a11y ${s.accessibility} bp ${s["best-practices"]} seo ${s.seo}`;
    log(`  lighthouse ${index + 1}/${routes.length} ${route}: ${summary} (${result.seconds} s)`);
  }
  return results;
}
