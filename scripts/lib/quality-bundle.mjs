/**
 * JavaScript weight of the built client, measured on the files in dist/client gzipped at
 * level 9 (close to what a CDN serves, and independent of how the local server compresses):
 *
 * - declared first load: the entry <script> and <link rel="modulepreload"> files named in
 *   dist/client/index.html;
 * - observed first load: every same-origin script the browser actually fetched while loading
 *   the home page (the entry plus the lazy chunks it pulls in right away, e.g. the home page's);
 * - page chunks: every JS file in the build other than the declared first load.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { DIST_CLIENT } from "./quality-common.mjs";

function gzipSize(path) {
  return gzipSync(readFileSync(path), { level: 9 }).length;
}

function fileFor(urlPath) {
  return join(DIST_CLIENT, decodeURIComponent(urlPath.split("?")[0]));
}

function attribute(tag, name) {
  return new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(tag)?.slice(1).find(Boolean);
}

/** Same-origin JS files index.html asks for at first load (entry scripts and modulepreloads). */
export function declaredFirstLoad() {
  const html = readFileSync(join(DIST_CLIENT, "index.html"), "utf8");
  const paths = new Set();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attribute(tag, "src");
    if (src?.startsWith("/")) paths.add(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const href = attribute(tag, "href");
    if (/modulepreload/i.test(attribute(tag, "rel") ?? "") && href?.startsWith("/")) paths.add(href);
  }
  return [...paths];
}

/** Script URLs (paths) the browser fetches from the site while loading `route`. */
export async function observedFirstLoad(browser, baseUrl, route = "/") {
  const context = await browser.newContext({ locale: "en-US" });
  const page = await context.newPage();
  const scripts = new Set();
  page.on("request", (request) => {
    if (request.resourceType() === "script" && request.url().startsWith(baseUrl)) {
      scripts.add(new URL(request.url()).pathname);
    }
  });
  try {
    await page.goto(baseUrl + route, { waitUntil: "networkidle", timeout: 45_000 });
    return [...scripts];
  } finally {
    await context.close();
  }
}

function sized(paths) {
  // A script the browser loaded that is not in dist/ (none expected) is listed with null size.
  const files = paths.map((path) => ({ path, gzipBytes: existsSync(fileFor(path)) ? gzipSize(fileFor(path)) : null }));
  return { files, gzipBytes: files.reduce((sum, f) => sum + (f.gzipBytes ?? 0), 0) };
}

function allJs(dir = DIST_CLIENT) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return allJs(path);
    return entry.name.endsWith(".js") ? ["/" + relative(DIST_CLIENT, path).split("\\").join("/")] : [];
  });
}

export function measureBundle(observedPaths) {
  const declared = declaredFirstLoad();
  const declaredSet = new Set(declared);
  const pageChunks = sized(allJs().filter((p) => !declaredSet.has(p)));
  pageChunks.files.sort((a, b) => b.gzipBytes - a.gzipBytes);
  const declaredSized = sized(declared);
  const observed = observedPaths ? sized(observedPaths) : null;
  return {
    method: "gzip level 9 of the files in dist/client",
    declaredFirstLoad: declaredSized,
    observedFirstLoad: observed,
    // The observed set includes the declared one plus what the entry loads at once.
    firstLoadGzipBytes: Math.max(declaredSized.gzipBytes, observed?.gzipBytes ?? 0),
    largestPageChunk: pageChunks.files[0] ?? null,
    pageChunks: pageChunks.files,
  };
}
