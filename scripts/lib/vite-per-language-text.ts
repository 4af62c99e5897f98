/**
 * Every page ships only the text of the language it shows (docs/decisions/026-text-per-language.md).
 *
 * The content files and label tables hold each text in all three languages side by side
 * (`{ en, es, ca }`, a `Localized`), which is right for writing them and for the Worker, but in
 * the browser it made every page carry three languages. In the client build this plugin turns
 * each such module into:
 *
 * - three variants, `\0text:<locale>:<file>`: the module's own code with every localized object
 *   literal reduced to that language's value (or English where the language has none yet), so
 *   the other languages' text is not in the variant at all; and
 * - a facade under the module's own id, which awaits the variant of the language the page was
 *   loaded in (top-level await) and re-exports its bindings. Importers don't change.
 *
 * The language is fixed for the life of a document (client/i18n/text-locale.ts); switching
 * language loads the other language's page. The Worker and the prerender build read the modules
 * whole, untouched.
 */
import MagicString from "magic-string";
import { resolve } from "node:path";
import type { Plugin } from "vite";

export const TEXT_LOCALES = ["en", "es", "ca"] as const;
type TextLocale = (typeof TEXT_LOCALES)[number];

const VARIANT_PREFIX = "\0text:";
const ROOT = resolve(import.meta.dirname, "../..");
const TEXT_LOCALE_MODULE = resolve(ROOT, "client/i18n/text-locale.ts");

/**
 * The modules that hold localized text (the same set `npm run content:coverage` reads, plus the
 * page-meta table): content, the features' label tables, and the contract's texts.
 */
export function holdsLocalizedText(file: string): boolean {
  const path = file.split("?")[0]!.replaceAll("\\", "/");
  if (!path.startsWith(`${ROOT}/`)) return false;
  const rel = path.slice(ROOT.length + 1);
  return (
    (/^content\/.+\.ts$/.test(rel) && !/^content\/(types|public-pages)\.ts$/.test(rel)) ||
    /^client\/.+\/(labels|[a-z-]+-labels)\.ts$/.test(rel) ||
    /^worker\/contract\/(author-profile|content-items|page-meta|newsletter-consent)\.ts$/.test(rel)
  );
}

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function isNode(value: unknown): value is Node {
  return typeof value === "object" && value !== null && typeof (value as Node).type === "string";
}

function keyName(property: Node): string | null {
  if (property.type !== "Property" || property.computed || property.kind !== "init" || property.method) return null;
  const key = property.key as Node;
  if (key.type === "Identifier") return key.name as string;
  if (key.type === "Literal" && typeof key.value === "string") return key.value;
  return null;
}

/** `{ en: …, es?: …, ca?: … }` and nothing else: the value of each language, by name. */
function localizedValues(node: Node): Map<string, Node> | null {
  if (node.type !== "ObjectExpression") return null;
  const properties = node.properties as Node[];
  const values = new Map<string, Node>();
  for (const property of properties) {
    const name = keyName(property);
    if (!name || !(TEXT_LOCALES as readonly string[]).includes(name)) return null;
    values.set(name, property.value as Node);
  }
  return values.has("en") ? values : null;
}

/**
 * The module's code with every localized object literal reduced to `locale`'s value. The value
 * is wrapped by `__text`, which answers it under every language's key, so code that reads
 * `.es` or `.en` (a React key, a helper inside the module) keeps working.
 */
export function keepOneLanguage(code: string, ast: Node, locale: TextLocale): { code: string; reduced: number } {
  const out = new MagicString(code);
  let reduced = 0;
  const visit = (node: Node) => {
    const values = localizedValues(node);
    if (values) {
      const value = values.get(locale) ?? values.get("en")!;
      out.overwrite(node.start, value.start, "__text(");
      out.overwrite(value.end, node.end, ")");
      reduced++;
      visit(value);
      return;
    }
    for (const [key, child] of Object.entries(node)) {
      if (key === "type" || key === "start" || key === "end") continue;
      if (Array.isArray(child)) child.forEach((item) => isNode(item) && visit(item));
      else if (isNode(child)) visit(child);
    }
  };
  visit(ast);
  if (!reduced) return { code, reduced };
  out.prepend("const __text = (value) => ({ en: value, es: value, ca: value });\n");
  return { code: out.toString(), reduced };
}

/** The names a module exports, and the sources it re-exports wholesale. */
function exportsOf(ast: Node): { names: string[]; starSources: string[]; hasDefault: boolean } {
  const names: string[] = [];
  const starSources: string[] = [];
  let hasDefault = false;
  for (const statement of ast.body as Node[]) {
    if (statement.type === "ExportDefaultDeclaration") hasDefault = true;
    else if (statement.type === "ExportAllDeclaration") {
      if (statement.exported)
        names.push(((statement.exported as Node).name ?? (statement.exported as Node).value) as string);
      else starSources.push((statement.source as Node).value as string);
    } else if (statement.type === "ExportNamedDeclaration") {
      const declaration = statement.declaration as Node | null;
      if (declaration?.type === "VariableDeclaration") {
        for (const declarator of declaration.declarations as Node[]) {
          const id = declarator.id as Node;
          if (id.type !== "Identifier") throw new Error("per-language text: destructured exports are not supported");
          names.push(id.name as string);
        }
      } else if (declaration) names.push((declaration.id as Node).name as string);
      for (const specifier of (statement.specifiers as Node[]) ?? []) {
        const exported = specifier.exported as Node;
        const name = (exported.name ?? exported.value) as string;
        if (name === "default") hasDefault = true;
        else names.push(name);
      }
    }
  }
  return { names, starSources, hasDefault };
}

function facade(file: string, ast: Node): string {
  const { names, starSources, hasDefault } = exportsOf(ast);
  const variant = (locale: TextLocale) => `import(${JSON.stringify(`${VARIANT_PREFIX}${locale}:${file}`)})`;
  const lines = [
    `import { textLocale } from ${JSON.stringify(TEXT_LOCALE_MODULE)};`,
    // One function per variant in an object: as a conditional, the minifier hoisted Vite's
    // preload wrapper out of the three imports (their placeholders were alike), and every page
    // then preloaded the English variant's file whatever its language.
    `const variants = { en: () => ${variant("en")}, es: () => ${variant("es")}, ca: () => ${variant("ca")} };`,
    `const text = await (variants[textLocale] ?? variants.en)();`,
    ...names.map((name) => `export const ${name} = text.${name};`),
    ...starSources.map((source) => `export * from ${JSON.stringify(source)};`),
  ];
  if (hasDefault) lines.push("export default text.default;");
  return lines.join("\n");
}

export function perLanguageText(): Plugin {
  /** Each localized module's JavaScript (after the TypeScript transform), for its variants. */
  const compiled = new Map<string, string>();
  return {
    name: "la-bodega:per-language-text",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    enforce: "post",
    async resolveId(source, importer) {
      if (source.startsWith(VARIANT_PREFIX)) return source;
      // A variant's own imports resolve as the original module's would.
      if (importer?.startsWith(VARIANT_PREFIX)) {
        const original = importer.slice(VARIANT_PREFIX.length).replace(/^[a-z]{2}:/, "");
        return this.resolve(source, original);
      }
      return null;
    },
    load(id) {
      if (!id.startsWith(VARIANT_PREFIX)) return null;
      const [, locale, file] = /^\0text:([a-z]{2}):(.*)$/.exec(id)!;
      const code = compiled.get(file!);
      if (code === undefined) throw new Error(`per-language text: ${file} was not compiled before its variant`);
      const ast = this.parse(code) as unknown as Node;
      return { code: keepOneLanguage(code, ast, locale as TextLocale).code, moduleSideEffects: false };
    },
    transform(code, id) {
      if (id.startsWith("\0") || !holdsLocalizedText(id)) return null;
      const ast = this.parse(code) as unknown as Node;
      // A module with no localized literal (types, helpers) stays as it is.
      if (!keepOneLanguage(code, ast, "en").reduced) return null;
      compiled.set(id, code);
      return { code: facade(id, ast), map: null };
    },
  };
}
