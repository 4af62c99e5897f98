/**
 * Each page ships only the text of its own language (docs/decisions/026-text-per-language.md):
 * the build's per-language variants of the content and label modules, checked on the code
 * transform itself and on the built files every page loads.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { runInNewContext } from "node:vm";
import { parseAst } from "vite";
import { describe, expect, it } from "vitest";
import * as leadCaptureFields from "#worker/contract/lead-capture-fields";
import { leadCaptureCa } from "#client/features/lead-capture/strings/ca";
import { leadCaptureEn } from "#client/features/lead-capture/strings/en";
import { leadCaptureEs } from "#client/features/lead-capture/strings/es";
import { holdsLocalizedText, keepOneLanguage, TEXT_LOCALES } from "#scripts/lib/vite-per-language-text";

const ROOT = resolve(import.meta.dirname, "../..");
const DIST = join(ROOT, "dist", "client");
type Locale = (typeof TEXT_LOCALES)[number];

function reduce(code: string, locale: Locale) {
  return keepOneLanguage(code, parseAst(code) as never, locale);
}

/** Evaluates a reduced snippet that assigns `result`. */
function evaluate(code: string): unknown {
  const context: { result?: unknown } = {};
  runInNewContext(code, context);
  return context.result;
}

describe("keepOneLanguage", () => {
  const source = `result = {
    title: { en: "The night the storm came", es: "La noche de la tormenta", ca: "La nit de la tempesta" },
    body: { en: [{ type: "p", text: { en: "nested English", es: "anidado", ca: "niat" } }], es: [{ type: "p", text: "solo" }] },
    onlyEnglish: { en: "Only in English" },
    notLocalized: { en: "kept", href: "/x" },
    names: ["en", "es"],
  };`;

  it("keeps the page's language, under every language's key", () => {
    const { code, reduced } = reduce(source, "es");
    expect(reduced).toBeGreaterThan(0);
    expect(code).not.toContain("The night the storm came");
    expect(code).not.toContain("La nit de la tempesta");
    const result = evaluate(code) as Record<string, Record<string, unknown>>;
    expect(result.title).toEqual({
      en: "La noche de la tormenta",
      es: "La noche de la tormenta",
      ca: "La noche de la tormenta",
    });
    expect(result.body!.es).toEqual([{ type: "p", text: "solo" }]);
  });

  it("falls back to English where the language has no text yet, and reduces nested texts", () => {
    const { code } = reduce(source, "ca");
    const result = evaluate(code) as Record<string, Record<string, unknown>>;
    expect(result.onlyEnglish!.ca).toBe("Only in English");
    expect(result.body!.ca).toEqual([{ type: "p", text: { en: "niat", es: "niat", ca: "niat" } }]);
    expect(code).not.toContain("nested English");
  });

  it("leaves objects that are not a text in every language alone", () => {
    const result = evaluate(reduce(source, "en").code) as Record<string, unknown>;
    expect(result.notLocalized).toEqual({ en: "kept", href: "/x" });
    expect(result.names).toEqual(["en", "es"]);
    expect(reduce(`result = { en: 1, foo: 2 };`, "es").reduced).toBe(0);
  });
});

/** Every file under `dir`, as absolute paths. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" }).map((file) => join(dir, file));
}

/** Strings inside a value (a text, rich text blocks, plural forms). */
function stringsIn(value: unknown, into: string[] = []): string[] {
  if (typeof value === "string") into.push(value);
  else if (Array.isArray(value)) value.forEach((item) => stringsIn(item, into));
  else if (value && typeof value === "object") Object.values(value).forEach((item) => stringsIn(item, into));
  return into;
}

const isLocalized = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) &&
  typeof value === "object" &&
  !Array.isArray(value) &&
  "en" in (value as object) &&
  Object.keys(value as object).every((key) => (TEXT_LOCALES as readonly string[]).includes(key));

/**
 * Per language, the strings only that language has: long enough to be unambiguous, with no
 * character a bundler would escape, and written differently in the other languages.
 */
async function exclusiveStrings(): Promise<Record<Locale, Set<string>>> {
  const texts: Record<Locale, Set<string>> = { en: new Set(), es: new Set(), ca: new Set() };
  const seen = new Set<unknown>();
  const walk = (value: unknown) => {
    if (!value || typeof value !== "object" || seen.has(value)) return;
    seen.add(value);
    if (isLocalized(value)) {
      for (const locale of TEXT_LOCALES) stringsIn(value[locale]).forEach((text) => texts[locale].add(text));
      return;
    }
    Object.values(value).forEach(walk);
  };
  const modules = [
    ...filesUnder(join(ROOT, "content")),
    ...filesUnder(join(ROOT, "client")),
    ...filesUnder(join(ROOT, "worker/contract")),
  ]
    .filter((file) => holdsLocalizedText(file))
    .sort();
  expect(modules.length).toBeGreaterThan(20);
  for (const file of modules) walk(await import(/* @vite-ignore */ file));
  for (const locale of TEXT_LOCALES) {
    const dictionary = await import(/* @vite-ignore */ join(ROOT, "client/i18n/dictionaries", `${locale}.ts`));
    stringsIn(dictionary[locale]).forEach((text) => texts[locale].add(text));
  }
  // Values the forms send as data whatever the page's language (the spec's stored defaults of
  // the resume request) are not text for the reader.
  const sentAsData = new Set<unknown>(Object.values(leadCaptureFields).filter((value) => typeof value === "string"));
  const usable = (text: string) => text.length >= 24 && !/["'`\\\n]/.test(text) && !sentAsData.has(text);
  const exclusive = {} as Record<Locale, Set<string>>;
  for (const locale of TEXT_LOCALES) {
    // Not written the same, nor quoted whole, in another language ("Tema principal, piano sol"
    // is inside the Spanish "… piano solo"; an album's English title inside a Spanish sentence).
    const others = TEXT_LOCALES.filter((other) => other !== locale)
      .flatMap((other) => [...texts[other]])
      .join("\u0000");
    exclusive[locale] = new Set([...texts[locale]].filter((text) => usable(text) && !others.includes(text)));
  }
  return exclusive;
}

describe.runIf(existsSync(join(DIST, "page-chunks.json")))("the built pages", () => {
  it("carry their own language's text and none of the others'", async () => {
    const exclusive = await exclusiveStrings();
    const chunks = JSON.parse(readFileSync(join(DIST, "page-chunks.json"), "utf8")) as Record<string, string[]>;
    const html = readFileSync(join(DIST, "index.html"), "utf8");
    const entry = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]!);
    const shared = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((match) => match[1]!);
    const pages = Object.keys(chunks).filter((key) => /^page:[a-z0-9-]+$/.test(key));
    expect(pages.length).toBeGreaterThan(20);
    const leaks: string[] = [];
    for (const locale of TEXT_LOCALES) {
      let own = 0;
      for (const page of pages) {
        const files = new Set([
          ...entry,
          ...shared,
          ...(chunks[`entry:${locale}`] ?? []),
          ...(chunks[`dictionary:${locale}`] ?? []),
          ...(chunks[page] ?? []),
          ...(chunks[`${page}:${locale}`] ?? []),
        ]);
        const code = [...files].map((file) => readFileSync(join(DIST, file), "utf8")).join("\n");
        for (const other of TEXT_LOCALES) {
          for (const text of exclusive[other]) {
            if (!code.includes(text)) continue;
            if (other === locale) own++;
            else leaks.push(`${page} in ${locale} carries ${other}: "${text.slice(0, 60)}" (${relative(ROOT, DIST)})`);
          }
        }
      }
      // The check can see text at all: each language's pages carry plenty of their own.
      expect(own, `${locale}'s own text`).toBeGreaterThan(100);
    }
    expect(leaks.slice(0, 10)).toEqual([]);
  }, 120_000);
});

describe.runIf(existsSync(join(DIST, "page-chunks.json")))("a feature's strings", () => {
  it("are preloaded in the page's language with a page that opens on them (the contact form)", () => {
    const chunks = JSON.parse(readFileSync(join(DIST, "page-chunks.json"), "utf8")) as Record<string, string[]>;
    const strings = { en: leadCaptureEn, es: leadCaptureEs, ca: leadCaptureCa };
    for (const locale of TEXT_LOCALES) {
      const code = (chunks[`page:contact:${locale}`] ?? []).map((file) => readFileSync(join(DIST, file), "utf8"));
      for (const other of TEXT_LOCALES) {
        const carries = code.some((text) => text.includes(strings[other].contactForm.messagePlaceholder));
        expect(carries, `contact in ${locale} preloads the ${other} form strings`).toBe(other === locale);
      }
    }
  });
});

describe.runIf(existsSync(join(DIST, "page-chunks.json")))("each language's variant", () => {
  it("is preloaded by its own import only: a page never fetches another language's variant", () => {
    // Each facade picks its variant with `{ en: () => import(…), es: …, ca: … }[textLocale]`, and
    // Vite wraps each import with the files it needs. When the three imports sat in one
    // conditional, the minifier hoisted one wrapper out of them, and every page preloaded the
    // English variant's file whatever its language.
    const assets = join(DIST, "assets");
    let facades = 0;
    const wrong: string[] = [];
    for (const file of readdirSync(assets).filter((name) => name.endsWith(".js"))) {
      const code = readFileSync(join(assets, file), "utf8");
      const imports = [...code.matchAll(/\b(en|es|ca):\(\)=>[\w$]+\(\(\)=>import\(`\.\/([^`]+)`\)/g)];
      if (imports.length === 0) continue;
      facades++;
      const deps = (/m\.f=\[([^\]]*)\]/.exec(code)?.[1] ?? "").split(",").map((name) => name.replace(/"/g, ""));
      for (const match of imports) {
        // The wrapper's own list comes before the next import: none (`[]`) or its file first.
        const rest = code.slice(match.index + match[0].length);
        const own = rest.slice(0, rest.search(/import\(/) >>> 0);
        const first = /^(?:\.then\([^)]*\))?,(?:(\[\])|__vite__mapDeps\(\[(\d+))/.exec(own);
        if (!first || (first[1] === undefined && deps[Number(first[2])] !== `assets/${match[2]}`))
          wrong.push(`${file}: the ${match[1]} variant ${match[2]} is not preloaded by its own import`);
      }
    }
    expect(facades, "facades found in the build (has their shape changed?)").toBeGreaterThan(10);
    expect(wrong.slice(0, 5)).toEqual([]);
  });
});
