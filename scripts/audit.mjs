#!/usr/bin/env node
/**
 * `npm run audit`: Lighthouse and axe over the public pages of the built site, the weight of the
 * JavaScript the home page loads first, and whether pages ship the text of other languages.
 *
 *   node scripts/audit.mjs [--only-axe | --only-lighthouse] [--routes /,/es/books] [--all]
 *                          [--lighthouse-locales en] [--axe-concurrency 2] [--page-timeout 90]
 *                          [--repeat-below 98] [--runs 3] [--state-from <prepared state dir>]
 *
 * Routes come from the running site's /sitemap.xml (every public page in en/es/ca) plus the
 * pages it leaves out on purpose: /auth, the image converter and the not-found page, in every
 * language. axe checks all of them. Lighthouse (about 15 s a page on a small machine) checks the
 * pages of --lighthouse-locales (default en) plus the other languages' home pages; --all runs it
 * on every page. --routes restricts both to the given paths.
 *
 * --beside-script-free runs only Lighthouse's performance, on each page and on the same HTML
 * with its scripts stripped, served the same way, interleaved, medians of --runs (default 5
 * here): our JavaScript's cost, with the machine's noise falling on both sides alike. It
 * reports each page against the islands' budgets (within 2 points and 50 ms of TBT of its
 * copy; 150 ms on the home page and the shop's) in .reports/audit-beside-script-free.json.
 *
 * Never hangs: every page has a time limit (--page-timeout, seconds); a page that runs out is
 * reported as `timeout` and the run goes on in a fresh browser. Everything the run starts is
 * stopped on every exit path, a SIGKILL of this process included (quality-common.mjs).
 * Scores vary from run to run: a page whose performance is under --repeat-below is run --runs
 * times in all and the median of each score and metric is reported.
 *
 * Measures, never fails on budgets: exits 0 whenever the measurements completed; non-zero only
 * if the run itself failed. The table goes to stdout, progress to stderr, the details to
 * .reports/audit.json (and each full Lighthouse report to .reports/lighthouse/).
 */
import "./lib/project-node.mjs";
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import {
  REPORTS_DIR,
  ROOT,
  budgetLine,
  ensureBuilt,
  formatTable,
  kb,
  log,
  runCleanups,
  startPreparedSite,
  writeReport,
} from "./lib/quality-common.mjs";
import { AXE_TAGS, runAxe } from "./lib/quality-axe.mjs";
import {
  LEAK_MIN_CHARS,
  languageReferences,
  leakChecker,
  measureBundle,
  observedFirstLoad,
} from "./lib/quality-bundle.mjs";
import { CHROME_FLAGS, CHROME_PATH, launchForLighthouse, launchPlaywright } from "./lib/quality-chromium.mjs";
import { CATEGORIES, runLighthouse, runLighthouseBeside } from "./lib/quality-lighthouse.mjs";
import { startPageProxy } from "./lib/script-free-proxy.mjs";

const LOCALES = ["en", "es", "ca"];
const NOT_FOUND_PATH = "/this-page-does-not-exist";
/** Pages the sitemap leaves out (not indexed, or not a document search engines want). */
const EXTRA_PATHS = ["/auth", "/image-converter", NOT_FOUND_PATH];
/** DESIGN.md's budgets. */
const BUDGETS = {
  performance: 98,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  lcpMs: 1500,
  tbtMs: 100,
  cls: 0.02,
  axeSeriousOrCritical: 0,
  firstLoadJsKb: 90,
  largestPageChunkKb: 30,
  foreignStrings: 0,
};
/** Audits a page may miss on purpose, and why (`applies`: only when the audit's items say so). */
const DELIBERATE = {
  noindex: { category: "seo", audit: "is-crawlable", why: "noindex on purpose" },
  notFound: { category: "seo", audit: "http-status-code", why: "answers 404 on purpose" },
  notFoundConsole: {
    category: "best-practices",
    audit: "errors-in-console",
    why: "its only console error is its own 404",
    applies: (audit) => audit.onlyOwnDocumentStatus === true,
  },
};
/** Categories where a deliberate miss is not held against the budget. */
const EXCUSABLE = ["seo", "best-practices"];

const { values: opts } = parseArgs({
  options: {
    "only-axe": { type: "boolean", default: false },
    "only-lighthouse": { type: "boolean", default: false },
    routes: { type: "string" },
    "lighthouse-locales": { type: "string", default: "en" },
    all: { type: "boolean", default: false },
    "axe-concurrency": { type: "string", default: "2" },
    "page-timeout": { type: "string", default: "90" },
    "repeat-below": { type: "string", default: String(BUDGETS.performance) },
    runs: { type: "string" },
    "state-from": { type: "string" },
    "beside-script-free": { type: "boolean", default: false },
  },
});
if (opts["only-axe"] && opts["only-lighthouse"]) {
  console.error("--only-axe and --only-lighthouse exclude each other");
  process.exit(2);
}
const pageTimeoutMs = Number(opts["page-timeout"]) * 1000;
const repeatBelow = Number(opts["repeat-below"]);
// Beside its script-free copy, each side is the median of five runs unless told otherwise.
const runs = Number(opts.runs ?? (opts["beside-script-free"] ? 5 : 3));
for (const [name, value] of Object.entries({ "page-timeout": pageTimeoutMs, "repeat-below": repeatBelow, runs })) {
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`--${name} takes a positive number`);
    process.exit(2);
  }
}

process.chdir(ROOT);

function localeOf(route) {
  return /^\/(es|ca)(?=\/|$)/.exec(route)?.[1] ?? "en";
}

function inLocale(path, locale) {
  return locale === "en" ? path : `/${locale}${path === "/" ? "" : path}`;
}

/** Paths of every <loc> in the site's sitemap, in sitemap order. */
async function sitemapRoutes(baseUrl) {
  const res = await fetch(`${baseUrl}/sitemap.xml`);
  if (!res.ok) throw new Error(`/sitemap.xml answered ${res.status}`);
  const xml = await res.text();
  const routes = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => {
    const url = new URL(loc.replace(/&amp;/g, "&"));
    return url.pathname + url.search;
  });
  if (!routes.length) throw new Error("/sitemap.xml lists no pages");
  return [...new Set(routes)];
}

function chooseRoutes(sitemap) {
  const homes = LOCALES.map((l) => inLocale("/", l));
  if (opts.routes) {
    const routes = opts.routes
      .split(",")
      .map((r) => r.trim())
      .filter(Boolean)
      .map((r) => (/^https?:\/\//.test(r) ? new URL(r).pathname : r.startsWith("/") ? r : `/${r}`));
    return { axe: routes, lighthouse: routes, leaks: [...new Set([...homes, ...routes])] };
  }
  const extras = LOCALES.flatMap((l) => EXTRA_PATHS.map((p) => inLocale(p, l))).filter((r) => !sitemap.includes(r));
  const every = [...sitemap, ...extras];
  const locales = new Set(opts["lighthouse-locales"].split(",").map((l) => l.trim()));
  const isHome = (route) => homes.includes(route);
  const lighthouse = opts.all ? every : sitemap.filter((r) => locales.has(localeOf(r)) || isHome(r));
  return { axe: every, lighthouse, leaks: opts.all ? every : homes };
}

/**
 * Status and robots directive of each page, so that a 404 page is audited with Lighthouse's
 * `ignoreStatusCode` and a deliberately noindex page is not blamed for the audits it skips.
 */
async function pageFacts(baseUrl, routes) {
  const facts = new Map();
  for (const route of routes) {
    try {
      const res = await fetch(baseUrl + route, { headers: { "accept-language": "en-US" } });
      const html = await res.text();
      const meta = [...html.matchAll(/<meta\b[^>]*>/gi)].map(([tag]) => tag);
      const robots = meta.filter((tag) => /name\s*=\s*["']?robots/i.test(tag)).join(" ");
      const noindex = /noindex/i.test(robots) || /noindex/i.test(res.headers.get("x-robots-tag") ?? "");
      facts.set(route, { status: res.status, noindex });
    } catch (err) {
      facts.set(route, { status: null, noindex: false, error: err?.message ?? String(err) });
    }
  }
  return facts;
}

function deliberateMisses(fact) {
  const misses = [];
  if (fact?.noindex) misses.push(DELIBERATE.noindex);
  if (fact?.status === 404) misses.push(DELIBERATE.notFound, DELIBERATE.notFoundConsole);
  return misses;
}

/** A category's failing audits of a page, split into real ones and the ones missed on purpose. */
function shortfall(result, category, fact) {
  const expected = deliberateMisses(fact).filter((m) => m.category === category);
  const isDeliberate = (a) => expected.some((m) => m.audit === a.id && (!m.applies || m.applies(a)));
  const failing = result.failingAudits?.[category] ?? [];
  return {
    real: failing.filter((a) => !isDeliberate(a)),
    deliberate: failing.filter(isDeliberate).map((a) => a.id),
  };
}

/** Below the budget only by audits the page misses on purpose. */
function excused(result, category, fact) {
  return (
    EXCUSABLE.includes(category) &&
    result.scores?.[category] != null &&
    result.scores[category] < BUDGETS[category] &&
    shortfall(result, category, fact).real.length === 0
  );
}

const metric = (r, id) => r.metrics?.[id]?.value ?? null;
const METRIC_COLUMNS = [
  { id: "first-contentful-paint", label: "FCP", show: (v) => `${(v / 1000).toFixed(1)} s` },
  { id: "largest-contentful-paint", label: "LCP", show: (v) => `${(v / 1000).toFixed(1)} s` },
  { id: "total-blocking-time", label: "TBT", show: (v) => `${Math.round(v)} ms` },
  { id: "cumulative-layout-shift", label: "CLS", show: (v) => v.toFixed(3) },
];

/** The worst measured page of a value (`higherIsWorse` for times and shifts). */
function worstBy(results, pick, higherIsWorse = false) {
  let worst = null;
  for (const r of results) {
    const v = pick(r);
    if (v == null) continue;
    if (worst == null || (higherIsWorse ? v > pick(worst) : v < pick(worst))) worst = r;
  }
  return worst;
}

function buildBudgets({ lhResults, axeResults, bundle, leaks, facts, ran }) {
  const budgets = [];
  const measured = lhResults.filter((r) => !r.error);
  const notMeasured = lhResults.length - measured.length;
  const tail = notMeasured ? `, ${notMeasured} page(s) not measured` : "";
  const lighthouseBudget = (label, passes, worstText) => {
    if (!ran.lighthouse) return { label, met: null, detail: "not measured" };
    const missed = lhResults.filter((r) => r.error || !passes(r));
    return {
      label,
      met: missed.length === 0,
      detail: `${lhResults.length - missed.length}/${lhResults.length} pages within${worstText ? `, ${worstText}` : ""}${tail}`,
      missedOn: missed.map((r) => r.route),
    };
  };
  for (const category of CATEGORIES) {
    const limit = BUDGETS[category];
    const label =
      category === "performance" ? `Lighthouse ${category} ≥ ${limit}` : `Lighthouse ${category} = ${limit}`;
    const worst = worstBy(measured, (r) => r.scores[category]);
    const passes = (r) =>
      r.scores[category] != null && (r.scores[category] >= limit || excused(r, category, facts.get(r.route)));
    const budget = lighthouseBudget(label, passes, worst ? `lowest ${worst.scores[category]} on ${worst.route}` : "");
    const pardoned = measured.filter((r) => excused(r, category, facts.get(r.route)));
    if (ran.lighthouse && pardoned.length) {
      budget.detail += `; ${pardoned.length} page(s) miss only audits they skip on purpose`;
    }
    budgets.push(budget);
  }
  const metricBudget = (id, name, limit, show) => {
    const worst = worstBy(measured, (r) => metric(r, id), true);
    return lighthouseBudget(
      `${name} ≤ ${show(limit)}`,
      (r) => metric(r, id) != null && metric(r, id) <= limit,
      worst ? `worst ${show(metric(worst, id))} on ${worst.route}` : "",
    );
  };
  budgets.push(metricBudget("largest-contentful-paint", "LCP", BUDGETS.lcpMs, METRIC_COLUMNS[1].show));
  budgets.push(metricBudget("total-blocking-time", "TBT", BUDGETS.tbtMs, METRIC_COLUMNS[2].show));
  budgets.push(metricBudget("cumulative-layout-shift", "CLS", BUDGETS.cls, (v) => String(Math.round(v * 1000) / 1000)));

  const axeLabel = `axe serious+critical = ${BUDGETS.axeSeriousOrCritical}`;
  if (ran.axe) {
    const failedRuns = axeResults.filter((r) => r.error);
    const withIssues = axeResults.filter((r) => !r.error && r.seriousOrCritical > BUDGETS.axeSeriousOrCritical);
    const total = axeResults.reduce((sum, r) => sum + (r.seriousOrCritical ?? 0), 0);
    budgets.push({
      label: axeLabel,
      met: withIssues.length === 0 && failedRuns.length === 0,
      detail:
        `${total} serious/critical rule(s) failed, on ${withIssues.length}/${axeResults.length} pages` +
        (failedRuns.length ? `, ${failedRuns.length} page(s) could not be checked` : ""),
      missedOn: [...withIssues, ...failedRuns].map((r) => r.route),
    });
  } else {
    budgets.push({ label: axeLabel, met: null, detail: "not measured" });
  }
  const firstLoadKb = bundle.firstLoadGzipBytes / 1024;
  budgets.push({
    label: `home first-load JS ≤ ${BUDGETS.firstLoadJsKb} KB gzip`,
    met: firstLoadKb <= BUDGETS.firstLoadJsKb,
    detail: `${kb(bundle.firstLoadGzipBytes)} in ${(bundle.observedFirstLoad ?? bundle.declaredFirstLoad).files.length} file(s)`,
  });
  const largest = bundle.largestPageChunk;
  budgets.push({
    label: `largest page chunk ≤ ${BUDGETS.largestPageChunkKb} KB gzip`,
    met: !largest || largest.gzipBytes / 1024 <= BUDGETS.largestPageChunkKb,
    detail: largest ? `${kb(largest.gzipBytes)}, ${largest.path}` : "no page chunks",
  });
  const checked = leaks.filter((l) => !l.error);
  const leaking = checked.filter((l) => l.count > BUDGETS.foreignStrings);
  const worstLeak = worstBy(checked, (l) => l.count, true);
  budgets.push({
    label: "no page ships the text of languages it is not showing",
    met: leaking.length === 0 && checked.length === leaks.length,
    detail:
      `${checked.length - leaking.length}/${leaks.length} pages clean` +
      (worstLeak?.count ? `, worst ${worstLeak.count} foreign string(s) on ${worstLeak.route}` : "") +
      (checked.length < leaks.length ? `, ${leaks.length - checked.length} page(s) not checked` : ""),
    missedOn: leaking.map((l) => l.route),
  });
  return budgets;
}

/** Findings grouped by audit/rule across pages, so each fix is listed once. */
function groupFindings(lhResults, axeResults, facts) {
  const audits = new Map();
  for (const r of lhResults) {
    for (const [category, list] of Object.entries(r.failingAudits ?? {})) {
      const deliberate = new Set(shortfall(r, category, facts.get(r.route)).deliberate);
      for (const a of list) {
        // Reported apart, as a choice of the page, not as something to fix.
        if (deliberate.has(a.id)) continue;
        const key = `${category}:${a.id}`;
        const entry = audits.get(key) ?? { category, id: a.id, title: a.title, weight: a.weight, routes: [] };
        entry.routes.push(r.route);
        audits.set(key, entry);
      }
    }
  }
  const rules = new Map();
  for (const r of axeResults) {
    for (const v of r.violations ?? []) {
      const entry = rules.get(v.id) ?? {
        id: v.id,
        impact: v.impact,
        help: v.help,
        helpUrl: v.helpUrl,
        nodes: 0,
        routes: [],
      };
      entry.nodes += v.nodes;
      entry.routes.push(r.route);
      rules.set(v.id, entry);
    }
  }
  const impactOrder = ["critical", "serious", "moderate", "minor"];
  return {
    lighthouse: [...audits.values()].sort(
      (a, b) =>
        CATEGORIES.indexOf(a.category) - CATEGORIES.indexOf(b.category) ||
        b.weight - a.weight ||
        b.routes.length - a.routes.length,
    ),
    axe: [...rules.values()].sort(
      (a, b) => impactOrder.indexOf(a.impact) - impactOrder.indexOf(b.impact) || b.routes.length - a.routes.length,
    ),
  };
}

function routeList(routes, max = 6) {
  return routes.length > max ? `${routes.slice(0, max).join(", ")} +${routes.length - max} more` : routes.join(", ");
}

/** Foreign-language strings in the scripts each page fetched to load (in axe's visit, else a load of its own). */
async function checkLeaks(leakRoutes, axeResults, launch, baseUrl, references) {
  const check = leakChecker(references);
  const axeBy = new Map(axeResults.filter((r) => r.scripts).map((r) => [r.route, r]));
  const leaks = [];
  let browser = null;
  try {
    for (const route of leakRoutes) {
      let scripts = axeBy.get(route)?.scripts;
      const source = scripts ? "axe's page load, until network idle" : "page load until network idle";
      if (!scripts) {
        browser ??= await launch();
        try {
          scripts = await observedFirstLoad(browser, baseUrl, route, { timeoutMs: pageTimeoutMs });
        } catch (err) {
          leaks.push({ route, locale: localeOf(route), error: err?.message?.split("\n")[0] ?? String(err) });
          await browser.kill();
          browser = null;
          continue;
        }
      }
      const result = { route, locale: localeOf(route), source, ...check(localeOf(route), scripts) };
      leaks.push(result);
      const example = result.examples[0] ? ` e.g. [${result.examples[0].locale}] "${result.examples[0].text}"` : "";
      log(`  leaks ${route}: ${result.count} foreign string(s) in ${result.scripts} script(s)${example}`);
    }
  } finally {
    await browser?.kill();
  }
  return leaks;
}

/** How far a page may fall behind its script-free copy (the islands' budgets). */
const BESIDE_BUDGETS = { performancePoints: 2, tbtMs: 50, tbtMsInteractive: 150 };
/** Pages whose islands act from the start: the home page and the shop's. */
const isInteractivePage = (route) => /^(\/(es|ca))?(\/|\/la-bodega(\/.*)?)?$/.test(route.replace(/\/$/, "") || "/");

/**
 * `--beside-script-free`: Lighthouse (performance) on each page and on the same HTML with its
 * scripts stripped, served the same way, interleaved, medians of --runs (default 5). What is
 * left between the two is our JavaScript's; the machine's own noise falls on both.
 */
async function besideScriptFree(site, routes, facts) {
  const [pages, copies] = await Promise.all([
    startPageProxy(site.url, { stripScripts: false }),
    startPageProxy(site.url, { stripScripts: true }),
  ]);
  try {
    log(`Lighthouse on ${routes.length} route(s), each beside its script-free copy, ${runs} runs of each…`);
    const results = await runLighthouseBeside(launchForLighthouse, pages.url, copies.url, routes, {
      runs,
      pageTimeoutMs,
      ignoreStatusCodeFor: (route) => facts.get(route)?.status === 404,
    });
    const metric = (side, id) => side.metrics?.[id]?.value ?? null;
    const rows = results.map(({ route, page, copy }) => {
      const tbtBudget = isInteractivePage(route) ? BESIDE_BUDGETS.tbtMsInteractive : BESIDE_BUDGETS.tbtMs;
      const perfGap = (copy.scores.performance ?? 0) - (page.scores.performance ?? 0);
      const tbtGap = (metric(page, "total-blocking-time") ?? Infinity) - (metric(copy, "total-blocking-time") ?? 0);
      const within = perfGap <= BESIDE_BUDGETS.performancePoints && tbtGap <= tbtBudget;
      const ms = (value) => (value == null ? "-" : String(Math.round(value)));
      return {
        route,
        performance: `${page.scores.performance ?? "err"} (${copy.scores.performance ?? "err"})`,
        "TBT ms": `${ms(metric(page, "total-blocking-time"))} (${ms(metric(copy, "total-blocking-time"))})`,
        "main thread ms": `${ms(metric(page, "mainthread-work-breakdown"))} (${ms(metric(copy, "mainthread-work-breakdown"))})`,
        "JS KB": kb(metric(page, "script-transfer-bytes") ?? 0),
        verdict: within ? "within" : `over (budget: ${BESIDE_BUDGETS.performancePoints} points, ${tbtBudget} ms)`,
      };
    });
    const headers = Object.keys(rows[0] ?? { route: "" });
    console.log(
      formatTable(
        headers,
        rows.map((row) => headers.map((name) => row[name])),
      ),
    );
    console.log(`\nEach cell: the page (its script-free copy), medians of ${runs} interleaved runs of each.`);
    writeReport("audit-beside-script-free.json", {
      runs,
      budgets: BESIDE_BUDGETS,
      results,
      rows,
    });
  } finally {
    await Promise.all([pages.close(), copies.close()]);
  }
}

async function main() {
  const started = Date.now();
  ensureBuilt();
  const site = await startPreparedSite({ stateFrom: opts["state-from"] });
  const sitemap = await sitemapRoutes(site.url);
  const chosen = chooseRoutes(sitemap);
  if (opts["beside-script-free"]) {
    const routes = chosen.lighthouse;
    await besideScriptFree(site, routes, await pageFacts(site.url, routes));
    log(`Done in ${Math.round((Date.now() - started) / 1000)} s.`);
    return;
  }
  const ran = { axe: !opts["only-lighthouse"], lighthouse: !opts["only-axe"] };
  const axeRoutes = ran.axe ? chosen.axe : [];
  const lhRoutes = ran.lighthouse ? chosen.lighthouse : [];
  log(
    `Sitemap: ${sitemap.length} pages. axe: ${axeRoutes.length} route(s), Lighthouse: ${lhRoutes.length} route(s), ` +
      `language leaks: ${chosen.leaks.length} route(s). Page time limit ${pageTimeoutMs / 1000} s.`,
  );
  const facts = await pageFacts(site.url, [...new Set([...lhRoutes, ...axeRoutes])]);

  log("Reading each language's reference strings (content and label modules)…");
  const references = await languageReferences(ROOT);
  for (const f of references.failed) log(`  could not load ${f.file}: ${f.error}`);

  // Playwright first (bundle check, axe, leaks), then Lighthouse alone, so nothing else competes
  // for the CPU while Lighthouse traces a page.
  const browser = await launchPlaywright();
  const chromiumVersion = browser.version();
  log("Measuring the home page's first-load JavaScript…");
  let observed = null;
  try {
    observed = await observedFirstLoad(browser, site.url, "/", { timeoutMs: pageTimeoutMs });
  } catch (err) {
    // Then only what index.html declares is counted; the run goes on.
    log(`  home page did not load: ${err?.message?.split("\n")[0] ?? err}`);
  }
  const bundle = measureBundle(observed);
  await browser.kill();
  let axeResults = [];
  let axeTimeouts = 0;
  if (axeRoutes.length) {
    log(`Running axe on ${axeRoutes.length} route(s)…`);
    ({ results: axeResults, timeouts: axeTimeouts } = await runAxe(launchPlaywright, site.url, axeRoutes, {
      concurrency: Number(opts["axe-concurrency"]),
      pageTimeoutMs,
    }));
  }
  log(`Looking for other languages' text in the scripts of ${chosen.leaks.length} page(s)…`);
  const leaks = await checkLeaks(chosen.leaks, axeResults, launchPlaywright, site.url, references);

  let lhResults = [];
  let lhTimeouts = 0;
  const lhStarted = Date.now();
  if (lhRoutes.length) {
    log(`Running Lighthouse on ${lhRoutes.length} route(s)…`);
    const saveDir = join(REPORTS_DIR, "lighthouse");
    rmSync(saveDir, { recursive: true, force: true }); // reports of an earlier run would mislead
    ({ results: lhResults, timeouts: lhTimeouts } = await runLighthouse(launchForLighthouse, site.url, lhRoutes, {
      saveDir,
      pageTimeoutMs,
      repeatBelow,
      runs,
      ignoreStatusCodeFor: (route) => facts.get(route)?.status === 404,
    }));
  }
  const lhSeconds = (Date.now() - lhStarted) / 1000;

  const budgets = buildBudgets({ lhResults, axeResults, bundle, leaks, facts, ran });
  const findings = groupFindings(lhResults, axeResults, facts);

  // One row per route: in the order given with --routes, else in sitemap order, extras last.
  const order = [...new Set([...axeRoutes, ...lhRoutes, ...chosen.leaks])];
  const lhBy = new Map(lhResults.map((r) => [r.route, r]));
  const axeBy = new Map(axeResults.map((r) => [r.route, r]));
  const leakBy = new Map(leaks.map((l) => [l.route, l]));
  let footnote = false;
  const rows = order.map((route) => {
    const lh = lhBy.get(route);
    const ax = axeBy.get(route);
    const leak = leakBy.get(route);
    // A run with a runtime error can still have valid scores for some categories.
    const score = (id) => (!lh ? "-" : lh.timeout ? "timeout" : (lh.scores?.[id] ?? "err"));
    const excusable = (id) => {
      if (!lh || lh.error || !excused(lh, id, facts.get(route))) return score(id);
      footnote = true;
      return `${score(id)}*`;
    };
    const metricCell = ({ id, show }) =>
      !lh || lh.error ? "-" : metric(lh, id) == null ? "err" : show(metric(lh, id));
    return [
      route,
      score("performance"),
      ...METRIC_COLUMNS.map(metricCell),
      score("accessibility"),
      excusable("best-practices"),
      excusable("seo"),
      ax ? (ax.timeout ? "timeout" : ax.error ? "err" : ax.seriousOrCritical) : "-",
      leak ? (leak.error ? "err" : leak.count) : "-",
      lh && !lh.timeout ? (lh.median ? `median ${lh.measuredRuns}` : lh.runs) : "-",
    ];
  });

  const measured = lhResults.filter((r) => !r.error);
  const worst = [
    ["performance", worstBy(measured, (r) => r.scores.performance), (r) => r.scores.performance],
    ...METRIC_COLUMNS.map(({ id, label, show }) => [
      label,
      worstBy(measured, (r) => metric(r, id), true),
      (r) => show(metric(r, id)),
    ]),
    ...CATEGORIES.slice(1).map((id) => [id, worstBy(measured, (r) => r.scores[id]), (r) => r.scores[id]]),
  ].filter(([, r]) => r);

  const deliberate = lhResults
    .map((r) => ({
      route: r.route,
      misses: EXCUSABLE.flatMap((c) => shortfall(r, c, facts.get(r.route)).deliberate),
      fact: facts.get(r.route),
    }))
    .filter((d) => d.misses.length || deliberateMisses(d.fact).length);

  const lighthouseVersion = JSON.parse(
    readFileSync(join(ROOT, "node_modules/lighthouse/package.json"), "utf8"),
  ).version;
  const lhPages = lhResults.reduce((n, r) => n + (r.runs ?? 1), 0);
  const reportPath = writeReport("audit.json", {
    generatedAt: new Date().toISOString(),
    runtimeSeconds: Math.round((Date.now() - started) / 1000),
    siteUrl: site.url,
    tools: {
      chromium: chromiumVersion,
      chromePath: CHROME_PATH,
      chromeFlags: CHROME_FLAGS,
      lighthouse: lighthouseVersion,
    },
    settings: {
      lighthouse:
        "default config: mobile form factor, simulated throttling; ignoreStatusCode only for pages answering 404",
      lighthouseCategories: CATEGORIES,
      axeTags: AXE_TAGS,
      axeViewport: "1280x720 (Playwright default), locale en-US",
      pageTimeoutSeconds: pageTimeoutMs / 1000,
      repeat: `pages with performance < ${repeatBelow} are run ${runs} times; scores and metrics are then medians (median: true, runs, measuredRuns, perRun)`,
      leaks: `strings of ≥ ${LEAK_MIN_CHARS} chars written for one language and not for the page's, found in the same-origin scripts the page fetched`,
      options: opts,
    },
    timing: {
      lighthouseSeconds: Math.round(lhSeconds),
      lighthouseRuns: lhPages,
      secondsPerLighthouseRun: lhPages ? Math.round((lhSeconds / lhPages) * 10) / 10 : null,
    },
    routes: { sitemap, axe: axeRoutes, lighthouse: lhRoutes, leaks: chosen.leaks },
    pages: Object.fromEntries(facts),
    budgets,
    bundle,
    languageReferences: {
      modules: references.modules,
      failed: references.failed,
      strings: Object.fromEntries(LOCALES.map((l) => [l, references.strings[l].length])),
    },
    leaks,
    findings,
    deliberateMisses: deliberate,
    timeouts: { lighthouse: lhTimeouts, axe: axeTimeouts },
    lighthouse: lhResults,
    axe: axeResults.map(({ scripts, ...r }) => r), // the scripts are in `leaks` where they matter
  });

  const elapsed = Math.round((Date.now() - started) / 1000);
  console.log(
    `Audit: Lighthouse (mobile) on ${lhRoutes.length} page(s) (${lhPages} run(s)), axe on ${axeRoutes.length} page(s), ` +
      `language leaks on ${leaks.length} page(s), ${elapsed} s\n`,
  );
  console.log(
    formatTable(
      ["route", "perf", ...METRIC_COLUMNS.map((c) => c.label), "a11y", "bp", "seo", "axe s+c", "leaks", "runs"],
      rows,
    ),
  );
  console.log(
    `\nruns: Lighthouse runs of the page; "median N" = each score and metric is the median of N runs ` +
      `(performance under ${repeatBelow}). leaks: strings of other languages in the page's scripts.`,
  );
  if (footnote) console.log("*: misses only audits the page skips on purpose (listed below); within budget.");
  if (worst.length) {
    console.log("\nWorst page of each:");
    for (const [name, r, show] of worst) console.log(`  ${name.padEnd(15)} ${String(show(r)).padStart(7)}  ${r.route}`);
  }
  console.log("\nBudgets:");
  for (const b of budgets) {
    console.log(b.met == null ? `  -       ${b.label}  (${b.detail})` : budgetLine(b.label, b.met, b.detail));
  }
  if (deliberate.length) {
    console.log("\nAudits a page misses on purpose (not counted against SEO / best practices 100):");
    for (const d of deliberate) {
      const expected = deliberateMisses(d.fact)
        .map((m) => `${m.audit} (${m.why})${d.misses.includes(m.audit) ? "" : " — passed anyway"}`)
        .join(", ");
      console.log(`  ${d.route}: ${expected}`);
    }
  }
  const leaking = leaks.filter((l) => l.count);
  if (leaking.length) {
    console.log("\nOther languages' text in the page's scripts:");
    for (const l of leaking) {
      const by = Object.entries(l.byLocale)
        .filter(([, n]) => n)
        .map(([locale, n]) => `${n} ${locale}`)
        .join(", ");
      console.log(`  ${l.route} (${l.locale}): ${l.count} (${by})`);
      for (const e of l.examples) console.log(`      [${e.locale}] "${e.text}" in ${e.file}`);
    }
  }
  if (findings.lighthouse.length) {
    console.log("\nLighthouse audits below full score:");
    for (const a of findings.lighthouse) console.log(`  [${a.category}] ${a.id} — ${a.title} (${routeList(a.routes)})`);
  }
  if (findings.axe.length) {
    console.log("\naxe violations:");
    for (const v of findings.axe)
      console.log(`  [${v.impact}] ${v.id} — ${v.help} (${v.nodes} node(s); ${routeList(v.routes)})`);
  }
  const review = new Map();
  for (const r of axeResults)
    for (const v of r.incomplete ?? []) review.set(v.id, [...(review.get(v.id) ?? []), r.route]);
  if (review.size) {
    // axe could not decide these (e.g. text over images or gradients): a person should look.
    console.log("\naxe needs review (incomplete, not counted):");
    for (const [id, routes] of review) console.log(`  ${id} (${routeList(routes)})`);
  }
  const errors = [
    ...lhResults.map((r) => ({ ...r, tool: "lighthouse" })),
    ...axeResults.map((r) => ({ ...r, tool: "axe" })),
    ...leaks.map((r) => ({ ...r, tool: "leaks" })),
  ].filter((r) => r.error);
  if (errors.length) {
    console.log("\nPages that could not be measured:");
    for (const r of errors) console.log(`  ${r.tool} ${r.route}: ${r.error.split("\n")[0]}`);
  }
  const lhNote = lhResults.length ? " (each Lighthouse report in .reports/lighthouse/)" : "";
  console.log(`\nFull report: ${reportPath.replace(ROOT + "/", "")}${lhNote}`);

  // A page that fails to load or runs out of time is a finding; a tool that fails outright on
  // every page is a failed run.
  const allFailed = (results) => results.length > 0 && results.every((r) => r.error && !r.timeout);
  if (allFailed(lhResults) || allFailed(axeResults)) {
    log("audit failed: every page errored in at least one of the tools (see above)");
    process.exitCode = 1;
  }
}

try {
  await main();
} catch (err) {
  process.exitCode = 1;
  log(`audit failed: ${err?.stack ?? err}`);
} finally {
  await runCleanups();
}
