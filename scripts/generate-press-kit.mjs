/**
 * Renders the press kit's downloadable files into client/public/media/press/ with Debian's
 * Chromium, and writes their list (size in pixels and bytes, type, stand-in or not) to
 * worker/contract/press-files.ts. Run after a cover, the portrait or the wordmark changes:
 *   node scripts/generate-press-kit.mjs
 * Like the Open Graph artwork (generate-og-images.mjs), the output is committed: the build and
 * the Worker never need a browser. Which covers there are comes from content/ (every book of
 * every series and every album), so a new book gets its press cover by running this again.
 */
import "./lib/project-node.mjs";
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";
import { chromium } from "playwright-core";
import { format } from "oxfmt";
import { CHROME_FLAGS, CHROME_PATH } from "./lib/chromium-flags.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const PUBLIC = join(ROOT, "client", "public");
const OUT = join(PUBLIC, "media", "press");
const MANIFEST = join(ROOT, "worker", "contract", "press-files.ts");

/** content/*.ts is TypeScript: bundle it to a scratch file to read the books and albums. */
async function loadContent() {
  const dir = await mkdtemp(join(tmpdir(), "press-kit-"));
  try {
    const outfile = join(dir, "content.mjs");
    await build({
      stdin: {
        contents: `export { SERIES } from "./content/books.ts"; export { SOUNDTRACK, AIE_EP } from "./content/music.ts"; export { AUTHOR_PHOTO } from "./worker/contract/author-profile.ts";`,
        resolveDir: ROOT,
        loader: "ts",
      },
      bundle: true,
      format: "esm",
      platform: "neutral",
      outfile,
      logLevel: "error",
    });
    return await import(pathToFileURL(outfile).href);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The typographic wordmark: the name in the site's display face over a thin rule and the four
 * crafts. No font is embedded or fetched: the SVG names the same system serif stack as the site,
 * and the PNGs are that drawn by Chromium (so the PNG is the one to use where exact shapes matter).
 */
function wordmark(theme) {
  const ink = theme === "light" ? "#14110f" : "#faf7f2";
  const accent = theme === "light" ? "#8a1f3d" : "#e8b04b";
  const serif = `'Iowan Old Style', 'Palatino Linotype', Palatino, Georgia, 'Liberation Serif', 'Times New Roman', serif`;
  const sans = `ui-sans-serif, system-ui, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Liberation Sans', sans-serif`;
  const title =
    theme === "light" ? "Adrià Vidal wordmark, for light backgrounds" : "Adrià Vidal wordmark, for dark backgrounds";
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="360" viewBox="0 0 1200 360" role="img" aria-labelledby="t"><title id="t">${title}</title>
<text x="600" y="196" text-anchor="middle" fill="${ink}" font-family="${serif}" font-size="150" font-weight="700" letter-spacing="-2">Adrià Vidal</text>
<rect x="470" y="236" width="260" height="4" fill="${accent}"/>
<text x="600" y="300" text-anchor="middle" fill="${ink}" font-family="${sans}" font-size="30" font-weight="600" letter-spacing="9">WRITER · COMPOSER · QA · MARKETING</text>
</svg>
`;
}

const { SERIES, SOUNDTRACK, AIE_EP, AUTHOR_PHOTO } = await loadContent();

/** What to render: the source SVG (the page's thumbnail) and the size of the download. */
const jobs = [
  {
    id: "portrait",
    kind: "photo",
    source: AUTHOR_PHOTO.src,
    file: "adria-vidal-portrait.jpg",
    scale: 2,
    standIn: true,
  },
  ...SERIES.flatMap((series) =>
    series.books.map((book) => ({
      id: book.id,
      kind: "cover",
      source: book.cover.src,
      file: `${book.slug}-cover.jpg`,
      scale: 2,
      standIn: true,
    })),
  ),
  ...[SOUNDTRACK, AIE_EP].map((album) => ({
    id: album.id,
    kind: "cover",
    source: album.cover.src,
    file: `${album.slug}-cover.jpg`,
    scale: 2.5,
    standIn: true,
  })),
];

await mkdir(OUT, { recursive: true });
for (const theme of ["light", "dark"]) {
  const file = `adria-vidal-wordmark-${theme}.svg`;
  await writeFile(join(OUT, file), wordmark(theme));
  jobs.push({ id: `wordmark-${theme}-svg`, kind: "logo", theme, source: `/media/press/${file}`, file, vector: true });
  jobs.push({
    id: `wordmark-${theme}-png`,
    kind: "logo",
    theme,
    source: `/media/press/${file}`,
    file: `adria-vidal-wordmark-${theme}.png`,
    scale: 2,
  });
}

const svgSize = (svg) => {
  const m = /<svg[^>]*\bwidth="(\d+)"[^>]*\bheight="(\d+)"/.exec(svg);
  if (!m) throw new Error("SVG without width and height");
  return { width: Number(m[1]), height: Number(m[2]) };
};

const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
const entries = [];
try {
  const page = await browser.newPage();
  for (const job of jobs) {
    const svg = await readFile(join(PUBLIC, job.source), "utf8");
    const size = svgSize(svg);
    if (!job.vector) {
      const width = Math.round(size.width * job.scale);
      const height = Math.round(size.height * job.scale);
      await page.setViewportSize({ width, height });
      const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
      await page.setContent(
        `<!doctype html><html><body style="margin:0;background:transparent"><img src="${src}" width="${width}" height="${height}" style="display:block"></body></html>`,
      );
      await page.locator("img").evaluate((img) => img.decode());
      const png = job.file.endsWith(".png");
      await page.screenshot({
        path: join(OUT, job.file),
        type: png ? "png" : "jpeg",
        ...(png ? { omitBackground: true } : { quality: 88 }),
      });
    }
    const { width, height } = job.vector
      ? size
      : { width: Math.round(size.width * job.scale), height: Math.round(size.height * job.scale) };
    const bytes = (await stat(join(OUT, job.file))).size;
    const type = job.file.endsWith(".svg") ? "image/svg+xml" : job.file.endsWith(".png") ? "image/png" : "image/jpeg";
    entries.push({
      id: job.id,
      kind: job.kind,
      ...(job.theme ? { theme: job.theme } : {}),
      file: job.file,
      type,
      width,
      height,
      bytes,
      thumbnail: job.source,
      standIn: Boolean(job.standIn),
    });
  }
} finally {
  await browser.close();
}

const body = entries.map((e) => `  ${JSON.stringify(e)},`).join("\n");
const manifest = `// Written by scripts/generate-press-kit.mjs; run it again rather than editing this file.
import type { PressFile } from "./press-kit";

/**
 * The press kit's files, in client/public/media/press/. \`standIn\` marks the seed's artwork
 * (the illustrated portrait, the illustrated covers): the operator replaces those files with the
 * real photo and covers and runs the script again (docs/decisions/038-press-kit.md).
 */
export const PRESS_FILES = [
${body}
] as const satisfies readonly PressFile[];
`;
// Formatted as the lint expects, so a fresh run leaves no diff.
// Written as the formatter would write it, with the project's settings.
const { $schema, ignorePatterns, ...formatting } = JSON.parse(await readFile(join(ROOT, ".oxfmtrc.json"), "utf8"));
const formatted = await format(MANIFEST, manifest, formatting);
if (formatted.errors.length) throw new Error(`The press files' list doesn't format: ${formatted.errors[0].message}`);
await writeFile(MANIFEST, formatted.code);
console.log(
  `${entries.length} press files in ${OUT.slice(ROOT.length + 1)}; list in ${MANIFEST.slice(ROOT.length + 1)}`,
);
