import { cloudflare } from "@cloudflare/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build, defineConfig, minify, runnerImport, transformWithOxc, type Plugin, type Rollup } from "vite";
import { openingStyles } from "./scripts/lib/opening-styles.ts";
import { perLanguageText, TEXT_LOCALES } from "./scripts/lib/vite-per-language-text.ts";
import { behaviourStates } from "./client/document/behaviour-markup.ts";
import { openingStylesPath } from "./worker/contract/openings.ts";
import { staticHeadersFile } from "./worker/edge/security-headers.ts";

/**
 * Hashed build files skip the Worker (wrangler.toml run_worker_first), so their security
 * headers come from a `_headers` file generated from the same source as the Worker's.
 */
function staticSecurityHeaders(): Plugin {
  return {
    name: "la-bodega:static-security-headers",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle() {
      this.emitFile({ type: "asset", fileName: "_headers", source: staticHeadersFile() });
    },
  };
}

/**
 * Writes `page-chunks.json`: for each page (`page:<kebab-id>`), each language's text for the
 * entry and for each page (`entry:<locale>`, `page:<kebab-id>:<locale>`, decision 026) and each
 * lazily loaded dictionary (`dictionary:<locale>`), the chunks it needs beyond the entry. The
 * Worker names them in the page's head as modulepreloads, so a first visit fetches them
 * alongside the entry instead of one after another.
 */
function pageChunksManifest(): Plugin {
  return {
    name: "la-bodega:page-chunks",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === "chunk");
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const entry = chunks.find((chunk) => chunk.isEntry && chunk.name !== DOCUMENT_ENTRY_NAME);
      const documentEntry = chunks.find((chunk) => chunk.isEntry && chunk.name === DOCUMENT_ENTRY_NAME);
      const loaded = new Set(entry ? [entry.fileName, ...entry.imports] : []);
      const isTextOf = (file: string, locale: string) => {
        const id = byFile.get(file)?.facadeModuleId ?? "";
        // A text variant (decision 026), or a feature's strings its module awaits at load
        // (client/features/<feature>/strings/<locale>.ts, as the lead-capture forms do).
        return id.startsWith(`\0text:${locale}:`) || id.endsWith(`/strings/${locale}.ts`);
      };
      /**
       * The chunks `starts` import, following static imports, and dynamic imports only of
       * `locale`'s text (the facades of decision 026 and the features' strings are awaited at once).
       */
      const needs = (starts: string[], locale: string | null, skip: Set<string>) => {
        const files = new Set<string>();
        const walk = (file: string) => {
          if (skip.has(file) || files.has(file)) return;
          files.add(file);
          const chunk = byFile.get(file);
          chunk?.imports.forEach(walk);
          if (locale) chunk?.dynamicImports.filter((d) => isTextOf(d, locale)).forEach(walk);
        };
        starts.forEach(walk);
        return files;
      };
      const list = (files: Set<string>, without: Set<string> = new Set()) =>
        [...files].filter((file) => !without.has(file)).map((file) => `/${file}`);
      const map: Record<string, string[]> = {};
      const entryText = new Map<string, Set<string>>();
      for (const locale of TEXT_LOCALES) {
        const files = entry ? needs([entry.fileName], locale, new Set()) : new Set<string>();
        entryText.set(locale, files);
        map[`entry:${locale}`] = list(files, loaded);
      }
      for (const chunk of chunks) {
        if (!chunk.isDynamicEntry || !chunk.facadeModuleId) continue;
        const page = /client\/pages\/([a-z0-9-]+)-page\.tsx$/.exec(chunk.facadeModuleId);
        if (page) {
          const common = needs([chunk.fileName], null, loaded);
          map[`page:${page[1]}`] = list(common);
          // The app imports the page it arrives on by this address rather than through the
          // table of every page, which stays out of the first load (client/app/page-components.ts).
          map[`module:${page[1]}`] = [`/${chunk.fileName}`];
          for (const locale of TEXT_LOCALES) {
            const skip = new Set([...loaded, ...entryText.get(locale)!, ...common]);
            map[`page:${page[1]}:${locale}`] = list(needs([chunk.fileName], locale, new Set()), skip);
          }
        }
        const dictionary = /client\/i18n\/dictionaries\/(en|es|ca)\.ts$/.exec(chunk.facadeModuleId);
        if (dictionary) map[`dictionary:${dictionary[1]}`] = list(needs([chunk.fileName], null, loaded));
      }
      // A document's one script (decision 072), with what it imports, for the Worker to name.
      if (documentEntry) {
        const imports = needs([documentEntry.fileName], null, new Set());
        imports.delete(documentEntry.fileName);
        map["document:entry"] = [`/${documentEntry.fileName}`, ...list(imports)];
      }
      this.emitFile({ type: "asset", fileName: "page-chunks.json", source: JSON.stringify(map) });
    },
  };
}

/**
 * The modules the entry imports statically, found once the module graph is complete, so the
 * chunking below can keep them in one chunk: the text facades' top-level awaits (decision 026)
 * otherwise make the bundler split the app's shell into some thirty small files.
 */
const entryGraph = new Set<string>();
/** What a document's script imports statically: its own chunk, ahead of the shell's group. */
const documentGraph = new Set<string>();
/**
 * What hydrating an island imports statically (React, the island's root and its providers), and
 * what the islands share with the app's shell (icons, the toasts): a chunk of their own, so a
 * document's first island brings these and not the rest of the shell.
 */
const islandGraph = new Set<string>();
const HYDRATE_ISLAND = resolve("client/islands/hydrate-island.tsx");
const ISLAND_TABLE = resolve("client/islands/island-table.ts");
/** A document's one script (docs/decisions/072-documents-with-islands.md), a second entry of the client build. */
const DOCUMENT_ENTRY = resolve("client/document/document-entry.ts");
const DOCUMENT_ENTRY_NAME = "document";
function collectEntryGraph(): Plugin {
  return {
    name: "la-bodega:entry-graph",
    apply: "build",
    buildEnd() {
      if (this.environment?.name !== "client") return;
      entryGraph.clear();
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry && id !== DOCUMENT_ENTRY);
      // The entry (index.html) and the scripts it names stay in the entry chunk, which then
      // imports the shell: one <script> for the Worker to defer (decision 025).
      const named = new Set(entries.flatMap((id) => [id, ...(this.getModuleInfo(id)?.importedIds ?? [])]));
      // What a document's script imports stays out of the shell, or a document would load it.
      documentGraph.clear();
      const walkDocument = (id: string) => {
        if (documentGraph.has(id)) return;
        documentGraph.add(id);
        this.getModuleInfo(id)?.importedIds.forEach(walkDocument);
      };
      walkDocument(DOCUMENT_ENTRY);
      islandGraph.clear();
      const walkIslands = (id: string) => {
        if (islandGraph.has(id) || documentGraph.has(id)) return;
        islandGraph.add(id);
        this.getModuleInfo(id)?.importedIds.forEach(walkIslands);
      };
      walkIslands(HYDRATE_ISLAND);
      const walk = (id: string) => {
        if (entryGraph.has(id) || visited.has(id)) return;
        visited.add(id);
        if (!named.has(id) && !documentGraph.has(id)) entryGraph.add(id);
        this.getModuleInfo(id)?.importedIds.forEach(walk);
      };
      const visited = new Set<string>();
      entries.forEach(walk);
      // The islands' own code stays in their chunks; what of it the shell holds too comes here.
      const shared = new Set<string>();
      const walkShared = (id: string) => {
        if (shared.has(id) || documentGraph.has(id)) return;
        shared.add(id);
        this.getModuleInfo(id)?.importedIds.forEach(walkShared);
      };
      this.getModuleInfo(ISLAND_TABLE)?.dynamicallyImportedIds.forEach(walkShared);
      for (const id of shared) if (entryGraph.has(id)) islandGraph.add(id);
    },
  };
}

/**
 * The inline boot script (docs/decisions/025-*.md): client/boot/boot-script.ts, compiled and
 * minified into index.html right after <meta charset>, inside a function so its names stay its
 * own. Built here from typed source; the Worker gives it the page's nonce like any script.
 */
function bootScript(): Plugin {
  const file = resolve("client/boot/boot-script.ts");
  return {
    name: "la-bodega:boot-script",
    async transformIndexHtml(html) {
      const { code } = await transformWithOxc(await readFile(file, "utf8"), file, { lang: "ts" });
      // Type-only imports leave an empty `export {}`, which a classic script can't have.
      const wrapped = `(()=>{${code.replace(/^export \{\};?$/m, "")}})();`;
      const minified = await minify("boot-script.js", wrapped, { compress: true, mangle: true });
      if (minified.errors.length) throw new Error(`boot-script.ts: ${minified.errors[0]!.message}`);
      return html.replace(/<meta charset[^>]*>/, (meta) => `${meta}<script>${minified.code.trim()}</script>`);
    },
  };
}

/** Where the site search's per-language indexes go (docs/decisions/037-site-search.md). */
const SEARCH_INDEX_DIR = "client/features/search/index";

/**
 * Writes the site search's index of each language from the content files
 * (scripts/lib/search-index.ts) before anything is bundled, so every build ships the index of
 * the content it builds. The files are build output, ignored by git (decision 064); one is
 * rewritten only when it changes, so the dev server sees no churn. Read through a module runner
 * because the builder reads the news bodies by glob.
 */
let searchIndexWritten: Promise<void> | null = null;
function searchIndexFiles(): Plugin {
  return {
    name: "la-bodega:search-index",
    buildStart() {
      searchIndexWritten ??= (async () => {
        type Builder = typeof import("./scripts/lib/search-index.ts");
        const { module } = await runnerImport<Builder>(resolve("scripts/lib/search-index.ts"), {
          configFile: false,
          logLevel: "error",
        });
        await mkdir(resolve(SEARCH_INDEX_DIR), { recursive: true });
        for (const locale of TEXT_LOCALES) {
          const file = resolve(SEARCH_INDEX_DIR, `${locale}.json`);
          const text = module.searchIndexJson(locale);
          const before = await readFile(file, "utf8").catch(() => null);
          if (before !== text) await writeFile(file, text);
        }
      })();
      return searchIndexWritten;
    },
  };
}

/** What client/prerender/render-opening.tsx exports. */
interface OpeningRenderer {
  openingsToRender(): {
    address: string;
    file: string;
    views: string[];
    standIns: { address: string; data: Record<string, unknown> }[];
  }[];
  renderOpening(address: string, data?: Record<string, unknown>): Promise<string>;
}

/** The server build of client/prerender/render-opening.tsx, kept out of the deployed files. */
const PRERENDER_OUT = "node_modules/.cache/prerender";

/**
 * Prerenders every public page's document in every language (decision 074): a server build of
 * the app renders each page as its first browser render would, and the fragments go to
 * `_openings/` in the client output, where the Worker picks them up for #root, each beside the
 * stylesheet rules it draws with (`.css`, decision 030).
 */
function prerenderOpenings(): Plugin {
  return {
    name: "la-bodega:prerender-openings",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options) {
      const clientDir = options.dir!;
      const outDir = resolve(PRERENDER_OUT);
      await build({
        configFile: false,
        logLevel: "warn",
        plugins: [react()],
        build: {
          ssr: "client/prerender/render-opening.tsx",
          outDir,
          emptyOutDir: true,
          target: "node20",
          rolldownOptions: { output: { codeSplitting: false } },
        },
        ssr: { noExternal: true },
      });
      const module = pathToFileURL(join(outDir, "render-opening.js")).href;
      const { openingsToRender, renderOpening } = (await import(`${module}?${Date.now()}`)) as OpeningRenderer;
      const stylesOf = openingStyles(clientDir, await readFile(join(clientDir, "index.html"), "utf8"));
      for (const { address, file, views, standIns } of openingsToRender()) {
        const html = await renderOpening(address);
        const target = join(clientDir, file);
        await mkdir(dirname(target), { recursive: true });
        await writeFile(target, html);
        // Only the rules this opening draws with go inline (decision 030), with those of the
        // states its plain-script parts set (decision 073), of the page's other views and of
        // stand-ins for what only the Worker can draw (the shelves), which the Worker draws
        // with the same rules.
        let drawn = html + behaviourStates(html);
        for (const view of views) drawn += await renderOpening(view);
        for (const { address: view, data } of standIns) drawn += await renderOpening(view, data);
        await writeFile(openingStylesPath(target), await stylesOf(drawn));
      }
    },
  };
}

/** The Worker's renderer of documents is the app's own (decision 074; worker/contract/page-renderer.ts). */
export const PAGE_RENDERER_ALIAS = { "@la-bodega/page-renderer": resolve("client/prerender/render-page.tsx") };

/** React's own hook instead of the shim for older React that wouter asks for (see the file). */
const SYNC_EXTERNAL_STORE_ALIAS = {
  "use-sync-external-store/shim/index.js": resolve("client/lib/use-sync-external-store.ts"),
};

export default defineConfig({
  publicDir: "client/public",
  resolve: { alias: { ...PAGE_RENDERER_ALIAS, ...SYNC_EXTERNAL_STORE_ALIAS } },
  plugins: [
    react(),
    tailwindcss(),
    searchIndexFiles(),
    cloudflare(),
    perLanguageText(),
    collectEntryGraph(),
    bootScript(),
    staticSecurityHeaders(),
    pageChunksManifest(),
    prerenderOpenings(),
  ],
  server: { host: "127.0.0.1" },
  preview: { host: "127.0.0.1" },
  build: {
    // Modern browsers only: smaller output, no legacy polyfills.
    target: "es2022",
    // Every browser es2022 reaches supports modulepreload but Safari before 17, which then
    // fetches the preloaded chunks when the code asks for them instead of ahead of it.
    modulePreload: { polyfill: false },
    // Rolldown's note on slow plugins (the prerender takes most of the build, by design) is
    // printed as a warning a newcomer would have to interpret at every `npm start`.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          input: { index: resolve("index.html"), [DOCUMENT_ENTRY_NAME]: DOCUMENT_ENTRY },
          output: {
            codeSplitting: {
              // The frame's group comes first, then the islands' runtime: the shell's takes its
              // members' imports with it, and a document must not load the app's shell for a
              // module they share.
              groups: [
                { name: "frame", priority: 3, test: (id: string) => documentGraph.has(id) && id !== DOCUMENT_ENTRY },
                { name: "islands", priority: 2, test: (id: string) => islandGraph.has(id) },
                { name: "shell", priority: 1, test: (id: string) => entryGraph.has(id) },
              ],
            },
          },
        },
      },
    },
  },
  // The image converter's workers are modules, so they can load code lazily too.
  worker: { format: "es" },
});
