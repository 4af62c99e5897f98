/**
 * axe-core over a list of routes, each in a fresh browser context (no state carried between
 * pages), after the SPA has rendered. Also records console errors and uncaught page errors,
 * which the page authors usually want next to the accessibility findings, and the same-origin
 * scripts the page fetched (for the language-leak check).
 */
import { AxeBuilder } from "@axe-core/playwright";
import { log } from "./quality-common.mjs";

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];
const IMPACTS = ["critical", "serious", "moderate", "minor"];
/** Targets kept per violation in the report; the count is always complete. */
const MAX_TARGETS = 20;

async function auditRoute(browser, baseUrl, route) {
  // en-US so unprefixed pages are not redirected by Accept-Language negotiation.
  const context = await browser.newContext({ locale: "en-US" });
  const page = await context.newPage();
  const consoleErrors = [];
  const scripts = new Set();
  page.on("request", (request) => {
    if (request.resourceType() === "script" && request.url().startsWith(baseUrl)) {
      scripts.add(new URL(request.url()).pathname);
    }
  });
  page.on("console", (msg) => {
    if (msg.type() === "error") consoleErrors.push(msg.text());
  });
  page.on("pageerror", (err) => consoleErrors.push(`pageerror: ${err.message}`));
  try {
    const response = await page.goto(baseUrl + route, { waitUntil: "networkidle", timeout: 45_000 });
    // What the page fetched to load (until network idle), before the scroll below pulls in more:
    // the same measure as a plain page load, for the language-leak check.
    const scriptsAtLoad = [...scripts];
    // The HTML is a shell; wait for React to put the page in #root (lazy page chunks included).
    await page
      .waitForFunction(() => (document.querySelector("#root")?.childElementCount ?? 0) > 0, null, { timeout: 15_000 })
      .catch(() => consoleErrors.push("audit: #root stayed empty for 15 s"));
    // Sections below the fold render as the visitor nears them: travel down the page so axe sees
    // all of it, then give the last ones and their code a moment to arrive.
    await page.evaluate(async () => {
      for (let y = 0; y <= document.documentElement.scrollHeight; y += 500) {
        window.scrollTo(0, y);
        await new Promise((done) => setTimeout(done, 80));
      }
    });
    await page.waitForLoadState("networkidle").catch(() => undefined);
    await page.waitForTimeout(600);
    // axe scrolls the page itself while it checks contrast; the fixed header answers a scroll by
    // fading to or from its solid state (300 ms), and axe then read a colour mid-fade (gold on
    // white, wine on ink: seen on /, /es, a series page, the portfolio, a different page each
    // run). WCAG judges the steady states, so transitions and animations end at once here.
    await page.addStyleTag({
      content: "*,*::before,*::after{transition:none!important;animation-duration:0s!important}",
    });
    const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    const counts = Object.fromEntries(IMPACTS.map((impact) => [impact, 0]));
    const violations = results.violations.map((v) => {
      counts[v.impact] = (counts[v.impact] ?? 0) + 1;
      return {
        id: v.id,
        impact: v.impact,
        help: v.help,
        helpUrl: v.helpUrl,
        nodes: v.nodes.length,
        targets: v.nodes.slice(0, MAX_TARGETS).map((n) => n.target.join(" ")),
        failureSummary: v.nodes[0]?.failureSummary,
      };
    });
    return {
      route,
      status: response?.status() ?? null,
      finalUrl: page.url().replace(baseUrl, ""),
      counts,
      seriousOrCritical: counts.serious + counts.critical,
      violations,
      // "Needs review": axe could not decide (e.g. text over an image); the reason helps a person check.
      incomplete: results.incomplete.map((v) => ({
        id: v.id,
        impact: v.impact,
        nodes: v.nodes.length,
        targets: v.nodes.slice(0, MAX_TARGETS).map((n) => ({
          target: n.target.join(" "),
          reason: [...n.any, ...n.all, ...n.none].map((check) => check.message).find(Boolean),
        })),
      })),
      consoleErrors,
      scripts: scriptsAtLoad,
    };
  } catch (err) {
    return { route, error: err?.message ?? String(err), consoleErrors };
  } finally {
    await context.close();
  }
}

/**
 * Runs the routes with a small worker pool; results come back in the routes' order. Each page
 * has a time limit: one that runs out is reported as `timeout`, and its browser is killed and
 * replaced (`launch()` gives a Playwright browser with `kill()`). A page that failed only
 * because another page's timeout took the browser away is run again in the new one.
 */
export async function runAxe(launch, baseUrl, routes, { concurrency = 2, pageTimeoutMs = 90_000 } = {}) {
  const results = new Array(routes.length);
  let current = launch().then((browser) => ({ browser, generation: 0 }));
  let timeouts = 0;
  let next = 0;

  const replace = (stale) => {
    current = (async () => {
      await stale.browser.kill();
      return { browser: await launch(), generation: stale.generation + 1 };
    })();
  };

  const attempt = async (route) => {
    const held = await current;
    let timer;
    const timeout = new Promise((done) => (timer = setTimeout(() => done(null), pageTimeoutMs)));
    // A browser taken away mid-page (another page's timeout) fails before auditRoute's own catch.
    const run = auditRoute(held.browser, baseUrl, route).catch((err) => ({
      route,
      error: err?.message ?? String(err),
    }));
    try {
      const result = await Promise.race([run, timeout]);
      if (result) return { result, held };
      timeouts++;
      if ((await current) === held) replace(held);
      return {
        result: { route, timeout: true, error: `timeout: not checked within ${pageTimeoutMs / 1000} s` },
        held,
      };
    } finally {
      clearTimeout(timer);
    }
  };

  const worker = async () => {
    while (next < routes.length) {
      const index = next++;
      const route = routes[index];
      let { result, held } = await attempt(route);
      if (result.error && !result.timeout && (await current) !== held) ({ result } = await attempt(route));
      results[index] = result;
      const summary = result.error
        ? `${result.timeout ? "timeout" : "error"}: ${result.error.split("\n")[0]}`
        : `${result.violations.length} violation(s), ${result.seriousOrCritical} serious/critical`;
      log(`  axe ${index + 1}/${routes.length} ${route}: ${summary}`);
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(concurrency, routes.length) }, worker));
  } finally {
    await (await current).browser.kill();
  }
  return { results, timeouts };
}
