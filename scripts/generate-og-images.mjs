/**
 * Renders the Open Graph artwork per page type (1200×630 JPEG, what social networks accept)
 * into client/public/og/ with Debian's Chromium. Run after changing the designs:
 *   node scripts/generate-og-images.mjs
 * The files are committed; nothing here runs at build or request time.
 */
import "./lib/project-node.mjs";
import { mkdir } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { CHROME_FLAGS, CHROME_PATH } from "./lib/chromium-flags.mjs";

const OUT = join(dirname(fileURLToPath(import.meta.url)), "..", "client", "public", "og");
const NAME = "Adrià Vidal";

/** Each card: background gradient, an accent, a kicker and a title. */
const CARDS = {
  books: {
    from: "#0d1a22",
    to: "#4a1226",
    accent: "#e8b04b",
    kicker: "Books",
    title: "Mortal Vengeance · IMALIVE",
    motif: "book",
  },
  music: {
    from: "#14110f",
    to: "#1f5f73",
    accent: "#e8b04b",
    kicker: "Music & soundtracks",
    title: "Scores for stories",
    motif: "wave",
  },
  news: {
    from: "#faf7f2",
    to: "#eadfcd",
    accent: "#8a1f3d",
    kicker: "News",
    title: "Notes from the desk",
    motif: "lines",
    dark: true,
  },
  work: {
    from: "#5e1429",
    to: "#8a1f3d",
    accent: "#e8b04b",
    kicker: "Marketing · Writing · QA",
    title: "Copy that is built, not decorated",
    motif: "helix",
  },
  shop: {
    from: "#14110f",
    to: "#5e1429",
    accent: "#e8b04b",
    kicker: "La Bodega",
    title: "Digital books and music",
    motif: "book",
  },
};

function motif(kind, accent) {
  switch (kind) {
    case "book":
      return `<g transform="translate(860 120)"><rect width="220" height="330" rx="10" fill="${accent}" opacity=".9"/><rect x="24" y="24" width="172" height="282" rx="6" fill="none" stroke="#14110f" stroke-width="4" opacity=".5"/><path d="M60 250h100M60 270h70" stroke="#14110f" stroke-width="6" opacity=".6"/></g>`;
    case "wave":
      return `<path d="M760 320 ${Array.from({ length: 20 }, (_, i) => `L${780 + i * 20} ${320 + Math.sin(i / 1.6) * (40 + (i % 5) * 14)}`).join(" ")}" fill="none" stroke="${accent}" stroke-width="8" stroke-linecap="round"/>`;
    case "lines":
      return `<g stroke="${accent}" stroke-width="10" stroke-linecap="round" opacity=".8">${[0, 1, 2, 3, 4].map((i) => `<path d="M800 ${170 + i * 60}h${260 - (i % 2) * 90}"/>`).join("")}</g>`;
    default:
      return `<g fill="none" stroke="${accent}" stroke-width="7">${[0, 1].map((k) => `<path d="M${820 + k * 40} 120 C 1100 240, 760 380, ${1040 - k * 40} 520"/>`).join("")}</g>`;
  }
}

function svg(card) {
  const text = card.dark ? "#14110f" : "#ffffff";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${card.from}"/><stop offset="1" stop-color="${card.to}"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  ${motif(card.motif, card.accent)}
  <text x="80" y="190" font-family="system-ui, sans-serif" font-size="34" font-weight="700" letter-spacing="5" fill="${card.accent}">${card.kicker.toUpperCase()}</text>
  <foreignObject x="80" y="220" width="680" height="260"><div xmlns="http://www.w3.org/1999/xhtml" style="font: 700 72px/1.1 Georgia, serif; color: ${text}">${card.title}</div></foreignObject>
  <rect x="80" y="500" width="120" height="6" fill="${card.accent}"/>
  <text x="80" y="560" font-family="Georgia, serif" font-size="40" fill="${text}">${NAME}</text>
</svg>`;
}

await mkdir(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  for (const [name, card] of Object.entries(CARDS)) {
    await page.setContent(`<!doctype html><html><body style="margin:0">${svg(card)}</body></html>`);
    await page.screenshot({ path: join(OUT, `${name}.jpg`), type: "jpeg", quality: 82 });
    console.log(`og/${name}.jpg`);
  }
} finally {
  await browser.close();
}
