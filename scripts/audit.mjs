#!/usr/bin/env node
/**
 * `npm run audit`: Lighthouse and axe over the public pages of the built site, plus the weight
 * of the JavaScript the home page loads first.
 *
 *   node scripts/audit.mjs [--only-axe | --only-lighthouse] [--routes /,/es/books]
 *                          [--lighthouse-locales en] [--all] [--axe-concurrency 2]
 *
 * Routes come from the running site's /sitemap.xml (every public page in en/es/ca). By default
 * axe checks all of them plus the not-found page, and Lighthouse (about 15 s a page on a small
 * machine, too slow for every language) checks the pages of --lighthouse-locales (default en)
 * plus the other languages' home pages; --all runs Lighthouse on every sitemap page. --routes
 * restricts both to the given paths.
 *
 * Measures, never fails on budgets: exits 0 whenever the measurements completed; non-zero only
 * if the run itself failed. The table goes to stdout, progress to stderr, the details to
 * .reports/audit.json (and each full Lighthouse report to .reports/lighthouse/).
 */
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
import { measureBundle, observedFirstLoad } from "./lib/quality-bundle.mjs";
import { CHROME_FLAGS, CHROME_PATH, launchForLighthouse, launchPlaywright } from "./lib/quality-chromium.mjs";
import { CATEGORIES, runLighthouse } from "./lib/quality-lighthouse.mjs";

const NOT_FOUND_ROUTE = "/this-page-does-not-exist";
const BUDGETS = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  axeSeriousOrCritical: 0,
  firstLoadJsKb: 110,
  largestPageChunkKb: 30,
};

const { values: opts } = parseArgs({
  options: {
    "only-axe": { type: "boolean", default: false },
    "only-lighthouse": { type: "boolean", default: false },
    routes: { type: "string" },
    "lighthouse-locales": { type: "string", default: "en" },
    all: { type: "boolean", default: false },
    "axe-concurrency": { type: "string", default: "2" },
  },
});
if (opts["only-axe"] && opts["only-lighthouse"]) {
  console.error("--only-axe and --only-lighthouse exclude each other");
  process.exit(2);
}

process.chdir(ROOT);

function localeOf(route) {
  return /^\/(es|ca)(?=\/|$)/.exec(route)?.[1] ?? "en";
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
  if (opts.routes) {
    const routes = opts.routes
      .split(",")
      .map((r) => r.trim())
      .filter(Boolean)
      .map((r) => (/^https?:\/\//.test(r) ? new URL(r).pathname : r.startsWith("/") ? r : `/${r}`));
    // Lighthouse refuses to audit a 404 document; the not-found page is for axe only.
    return { axe: routes, lighthouse: routes.filter((r) => r !== NOT_FOUND_ROUTE) };
  }
  const locales = new Set(opts["lighthouse-locales"].split(",").map((l) => l.trim()));
  const isHome = (route) => /^\/(es|ca)?$/.test(route);
  const lighthouse = opts.all ? sitemap : sitemap.filter((r) => locales.has(localeOf(r)) || isHome(r));
  return { axe: [...sitemap, NOT_FOUND_ROUTE], lighthouse };
}

function worstBy(results, pick) {
  return results.reduce((worst, r) => (worst == null || pick(r) < pick(worst) ? r : worst), null);
}

function buildBudgets(lhResults, axeResults, bundle, ran) {
  const budgets = [];
  for (const category of CATEGORIES) {
    const limit = BUDGETS[category];
    const label =
      category === "performance" ? `Lighthouse ${category} ≥ ${limit}` : `Lighthouse ${category} = ${limit}`;
    if (!ran.lighthouse) {
      budgets.push({ label, met: null, detail: "not measured" });
      continue;
    }
    const missed = lhResults.filter((r) => r.scores[category] == null || r.scores[category] < limit);
    const scored = lhResults.filter((r) => r.scores[category] != null);
    const worst = worstBy(scored, (r) => r.scores[category]);
    const errored = lhResults.length - scored.length;
    const lowest =
      worst && (missed.length || category === "performance")
        ? `, lowest ${worst.scores[category]} on ${worst.route}`
        : "";
    budgets.push({
      label,
      met: missed.length === 0,
      detail:
        `${lhResults.length - missed.length}/${lhResults.length} pages within${lowest}` +
        (errored ? `, ${errored} page(s) not measured` : ""),
      missedOn: missed.map((r) => r.route),
    });
  }
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
  return budgets;
}

/** Findings grouped by audit/rule across pages, so each fix is listed once. */
function groupFindings(lhResults, axeResults) {
  const audits = new Map();
  for (const r of lhResults) {
    for (const [category, list] of Object.entries(r.failingAudits ?? {})) {
      for (const a of list) {
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

async function main() {
  const started = Date.now();
  ensureBuilt();
  const site = await startPreparedSite();
  const sitemap = await sitemapRoutes(site.url);
  const chosen = chooseRoutes(sitemap);
  const ran = { axe: !opts["only-lighthouse"], lighthouse: !opts["only-axe"] };
  const axeRoutes = ran.axe ? chosen.axe : [];
  const lhRoutes = ran.lighthouse ? chosen.lighthouse : [];
  log(`Sitemap: ${sitemap.length} pages. axe: ${axeRoutes.length} route(s), Lighthouse: ${lhRoutes.length} route(s).`);

  // Playwright first (bundle check, axe), then Lighthouse alone, so nothing else competes for
  // the CPU while Lighthouse traces a page.
  const browser = await launchPlaywright();
  const chromiumVersion = browser.version();
  log("Measuring the home page's first-load JavaScript…");
  const bundle = measureBundle(await observedFirstLoad(browser, site.url, "/"));
  let axeResults = [];
  if (axeRoutes.length) {
    log(`Running axe on ${axeRoutes.length} route(s)…`);
    axeResults = await runAxe(browser, site.url, axeRoutes, { concurrency: Number(opts["axe-concurrency"]) });
  }
  await browser.close();

  let lhResults = [];
  if (lhRoutes.length) {
    log(`Running Lighthouse on ${lhRoutes.length} route(s)…`);
    const saveDir = join(REPORTS_DIR, "lighthouse");
    rmSync(saveDir, { recursive: true, force: true }); // reports of an earlier run would mislead
    const chrome = await launchForLighthouse();
    try {
      lhResults = await runLighthouse(chrome.port, site.url, lhRoutes, { saveDir });
    } finally {
      await chrome.kill();
    }
  }

  const budgets = buildBudgets(lhResults, axeResults, bundle, ran);
  const findings = groupFindings(lhResults, axeResults);

  // One row per route: in the order given with --routes, else in sitemap order.
  const order = [...new Set([...(opts.routes ? [] : sitemap), ...axeRoutes, ...lhRoutes])].filter(
    (r) => axeRoutes.includes(r) || lhRoutes.includes(r),
  );
  const lhBy = new Map(lhResults.map((r) => [r.route, r]));
  const axeBy = new Map(axeResults.map((r) => [r.route, r]));
  const rows = order.map((route) => {
    const lh = lhBy.get(route);
    const ax = axeBy.get(route);
    // A run with a runtime error can still have valid scores for some categories.
    const score = (id) => (lh ? (lh.scores?.[id] ?? "err") : "-");
    return [
      route,
      score("performance"),
      score("accessibility"),
      score("best-practices"),
      score("seo"),
      ax ? (ax.error ? "err" : ax.seriousOrCritical) : "-",
    ];
  });

  const lighthouseVersion = JSON.parse(
    readFileSync(join(ROOT, "node_modules/lighthouse/package.json"), "utf8"),
  ).version;
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
      lighthouse: "default config: mobile form factor, simulated throttling",
      lighthouseCategories: CATEGORIES,
      axeTags: AXE_TAGS,
      axeViewport: "1280x720 (Playwright default), locale en-US",
      options: opts,
    },
    routes: { sitemap, axe: axeRoutes, lighthouse: lhRoutes },
    budgets,
    bundle,
    findings,
    lighthouse: lhResults,
    axe: axeResults,
  });

  const elapsed = Math.round((Date.now() - started) / 1000);
  console.log(
    `Audit: Lighthouse (mobile) on ${lhRoutes.length} page(s), axe on ${axeRoutes.length} page(s), ${elapsed} s\n`,
  );
  console.log(formatTable(["route", "perf", "a11y", "best-practices", "seo", "axe serious+critical"], rows));
  console.log("\nBudgets:");
  for (const b of budgets) {
    console.log(b.met == null ? `  -       ${b.label}  (${b.detail})` : budgetLine(b.label, b.met, b.detail));
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
  const errors = [...lhResults, ...axeResults].filter((r) => r.error);
  if (errors.length) {
    console.log("\nPages that could not be measured:");
    for (const r of errors) console.log(`  ${r.route}: ${r.error.split("\n")[0]}`);
  }
  const lhNote = lhResults.length ? " (each Lighthouse report in .reports/lighthouse/)" : "";
  console.log(`\nFull report: ${reportPath.replace(ROOT + "/", "")}${lhNote}`);

  // A page that fails to load is a finding; a tool that fails on every page is a failed run.
  const allFailed = (results) => results.length > 0 && results.every((r) => r.error);
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
