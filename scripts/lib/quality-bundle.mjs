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
export async function observedFirstLoad(browser, baseUrl, route = "/", { timeoutMs = 45_000 } = {}) {
  const context = await browser.newContext({ locale: "en-US" });
  const page = await context.newPage();
  const scripts = new Set();
  page.on("request", (request) => {
    if (request.resourceType() === "script" && request.url().startsWith(baseUrl)) {
      scripts.add(new URL(request.url()).pathname);
    }
  });
  try {
    await page.goto(baseUrl + route, { waitUntil: "networkidle", timeout: timeoutMs });
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

// ---------------------------------------------------------------------------------------------
// Language leaks: does a page in one language ship the text of another?

const LOCALES = ["en", "es", "ca"];
/** Shorter strings ("Books", "Email") are often the same word in several languages. */
export const LEAK_MIN_CHARS = 24;

/** Where the site's text lives: modules that define values in several languages. */
const TEXT_ROOTS = ["content", "client", "worker/contract"];
const MULTILINGUAL = /\b(?:es|ca)\s*:/;
/** A file or folder named after one locale (en.ts, es/…, page.ca.ts): a per-language module. */
const LOCALE_SEGMENT = /(^|[/.-])(en|es|ca)(?=[/.-])/;

function sourceFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.(test|d)\.ts$/.test(entry.name) ? [path] : [];
  });
}

function isPlainObject(value) {
  return value != null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype;
}

/** `{ en, es?, ca? }` and nothing else: one value in several languages. */
function isLocalized(value) {
  if (!isPlainObject(value) || !("en" in value)) return false;
  return Object.keys(value).every((key) => LOCALES.includes(key));
}

function leaves(value, out = [], seen = new Set()) {
  if (typeof value === "string") out.push(value);
  else if (value && typeof value === "object" && !seen.has(value)) {
    seen.add(value);
    for (const item of Array.isArray(value) ? value : Object.values(value)) leaves(item, out, seen);
  }
  return out;
}

/**
 * Adds, per locale, the strings of every `Localized` object inside `value` that are at least
 * LEAK_MIN_CHARS long and not also a value of another language of the same object.
 */
function collectLocalized(value, byLocale, seen = new Set()) {
  if (!value || typeof value !== "object" || seen.has(value)) return;
  seen.add(value);
  if (isLocalized(value)) {
    const texts = Object.fromEntries(LOCALES.map((l) => [l, new Set(value[l] == null ? [] : leaves(value[l]))]));
    for (const locale of LOCALES) {
      for (const text of texts[locale]) {
        const shared = LOCALES.some((other) => other !== locale && texts[other].has(text));
        if (!shared && text.trim().length >= LEAK_MIN_CHARS) byLocale[locale].add(text);
      }
    }
    return;
  }
  for (const item of Array.isArray(value) ? value : Object.values(value)) collectLocalized(item, byLocale, seen);
}

/** Zips per-language trees (en.ts / es.ts / ca.ts) into one tree with `Localized` leaves. */
function zipLocales(trees) {
  const present = LOCALES.filter((l) => trees[l] !== undefined);
  const strings = present.filter((l) => typeof trees[l] === "string");
  // `en: ""` keeps a leaf that English lacks recognisable as Localized (an empty text never counts).
  if (strings.length) return { en: "", ...Object.fromEntries(strings.map((l) => [l, trees[l]])) };
  const objects = present.filter((l) => trees[l] && typeof trees[l] === "object");
  if (!objects.length) return undefined;
  const out = {};
  for (const key of new Set(objects.flatMap((l) => Object.keys(trees[l])))) {
    const zipped = zipLocales(Object.fromEntries(objects.map((l) => [l, trees[l][key]])));
    if (zipped !== undefined) out[key] = zipped;
  }
  return out;
}

/**
 * Reference strings per locale, read from the site's own modules (loaded through Vite, so
 * TypeScript and imports resolve as in the build): every `Localized` value in content/,
 * client/ and worker/contract/, and per-language modules (en.ts/es.ts/ca.ts side by side, or
 * en/ es/ ca/ folders) zipped key by key. Independent of how the site splits its text by language.
 */
export async function languageReferences(root) {
  const { createServer } = await import("vite");
  const server = await createServer({
    root,
    configFile: false,
    logLevel: "silent",
    appType: "custom",
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  const byLocale = Object.fromEntries(LOCALES.map((l) => [l, new Set()]));
  const failed = [];
  const perLanguage = new Map(); // "path with the locale replaced" → { locale: exports }
  const storedValues = new Set();
  let modules = 0;
  try {
    for (const dir of TEXT_ROOTS) {
      for (const file of sourceFiles(join(root, dir))) {
        const rel = relative(root, file).split("\\").join("/");
        const localeMatch = LOCALE_SEGMENT.exec(rel);
        const source = readFileSync(file, "utf8");
        if (!localeMatch && !(rel.startsWith("content/") || MULTILINGUAL.test(source))) continue;
        let exports;
        try {
          exports = await server.ssrLoadModule(file);
        } catch (err) {
          failed.push({ file: rel, error: String(err?.message ?? err).split("\n")[0] });
          continue;
        }
        modules++;
        collectLocalized({ ...exports }, byLocale);
        if (localeMatch) {
          const key = rel.replace(LOCALE_SEGMENT, (m, lead) => `${lead}{locale}`);
          const entry = perLanguage.get(key) ?? {};
          // Per-language modules name their exports after the language (en, accountsEs…): pair
          // them by position, the order each file declares them in.
          entry[localeMatch[2]] = Object.values(exports).filter((v) => v && typeof v === "object");
          perLanguage.set(key, entry);
        }
      }
    }
    // What the API stores for a field left empty (the resume request's "Requesting resume
    // download"): data the operator reads, in the shared schema every form ships, not text shown
    // to the visitor; the English dictionary happens to use the same words as a placeholder.
    const stored = await server.ssrLoadModule(join(root, "worker/contract/lead-capture-fields.ts"));
    for (const [name, value] of Object.entries(stored))
      if (name.startsWith("DEFAULT_") && typeof value === "string") storedValues.add(value);
  } finally {
    await server.close();
  }
  for (const entry of perLanguage.values()) {
    if (Object.keys(entry).length < 2) continue;
    const count = Math.max(...Object.values(entry).map((list) => list.length));
    for (let i = 0; i < count; i++) {
      collectLocalized(
        zipLocales(Object.fromEntries(Object.entries(entry).map(([l, list]) => [l, list[i]]))),
        byLocale,
      );
    }
  }
  return {
    modules,
    failed,
    strings: Object.fromEntries(LOCALES.map((l) => [l, [...byLocale[l]].filter((text) => !storedValues.has(text))])),
  };
}

/** A string as it may appear in a built JS file: raw, or escaped as a JS string literal. */
function forms(text) {
  const escaped = JSON.stringify(text).slice(1, -1);
  const single = escaped.replace(/\\"/g, '"').replace(/'/g, "\\'");
  return [...new Set([text, escaped, single])];
}

/**
 * A checker of pages' scripts against the references: `check(locale, scriptPaths)` gives the
 * strings of other languages (not also written for `locale`) found in those files.
 */
export function leakChecker(references) {
  // A foreign string quoted whole inside the page's own language is not a leak: an album's
  // English title inside a Spanish sentence, or the Catalan "piano sol" inside "piano solo".
  const own = Object.fromEntries(LOCALES.map((l) => [l, references.strings[l].join("\u0000")]));
  const foreign = Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      LOCALES.filter((l) => l !== locale).flatMap((l) =>
        references.strings[l].filter((text) => !own[locale].includes(text)).map((text) => ({ locale: l, text })),
      ),
    ]),
  );
  const fileCache = new Map(); // path → file text (null when not in dist/)
  const read = (path) => {
    if (!fileCache.has(path))
      fileCache.set(path, existsSync(fileFor(path)) ? readFileSync(fileFor(path), "utf8") : null);
    return fileCache.get(path);
  };
  const hitCache = new Map(); // `${locale} ${path}` → hits
  return function check(locale, scriptPaths) {
    const found = new Map();
    for (const path of scriptPaths) {
      const key = `${locale} ${path}`;
      if (!hitCache.has(key)) {
        const code = read(path);
        hitCache.set(
          key,
          code == null ? [] : foreign[locale].filter(({ text }) => forms(text).some((f) => code.includes(f))),
        );
      }
      for (const hit of hitCache.get(key)) if (!found.has(hit.text)) found.set(hit.text, { ...hit, file: path });
    }
    const hits = [...found.values()];
    return {
      count: hits.length,
      byLocale: Object.fromEntries(
        LOCALES.filter((l) => l !== locale).map((l) => [l, hits.filter((h) => h.locale === l).length]),
      ),
      examples: hits.slice(0, 2).map((h) => ({ locale: h.locale, text: h.text.slice(0, 80), file: h.file })),
      scripts: scriptPaths.length,
    };
  };
}
