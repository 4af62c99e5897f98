import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { IMALIVE, MORTAL_VENGEANCE, SERIES } from "#content/books";
import * as career from "#content/career";
import { HERO_SLIDES } from "#content/home";
import { PRIVACY } from "#content/legal/privacy";
import { TERMS } from "#content/legal/terms";
import * as marketingDna from "#content/marketing-dna";
import { AIE_EP, MUSIC_VIDEOS, PLAYLISTS, SOUNDTRACK, TRAILER } from "#content/music";
import { NEWS_POSTS } from "#content/news/posts";
import { PORTFOLIO_ITEMS } from "#content/portfolio";
import { TESTIMONIALS, VIDEO_REFERENCES } from "#content/references";
import { CASE_STUDIES } from "#content/success-stories";
import type { EmbedRef, ImageRef } from "#content/types";
import { CONTENT_ITEMS, isContentItemId } from "#worker/contract/content-items";
import { AUTHOR_PHOTO, SITE_CLAIMS } from "#worker/contract/author-profile";
import { THIRD_PARTY_HOSTS } from "#worker/edge/security-headers";
import { coverage, findGaps } from "#scripts/lib/content-coverage.mjs";

const PUBLIC = join(__dirname, "../../client/public");
const BODIES = import.meta.glob("../../content/news/bodies/*.ts", { eager: true, import: "default" });

/** Every ImageRef and EmbedRef anywhere in the content. */
function collect(
  value: unknown,
  images: ImageRef[] = [],
  embeds: EmbedRef[] = [],
): { images: ImageRef[]; embeds: EmbedRef[] } {
  if (!value || typeof value !== "object") return { images, embeds };
  const v = value as Record<string, unknown>;
  if (typeof v.src === "string" && typeof v.width === "number") images.push(v as unknown as ImageRef);
  if (typeof v.embedUrl === "string") embeds.push(v as unknown as EmbedRef);
  for (const child of Object.values(v)) collect(child, images, embeds);
  return { images, embeds };
}
const ALL = [
  SERIES,
  SOUNDTRACK,
  AIE_EP,
  PLAYLISTS,
  TRAILER,
  MUSIC_VIDEOS,
  NEWS_POSTS,
  PORTFOLIO_ITEMS,
  CASE_STUDIES,
  TESTIMONIALS,
  VIDEO_REFERENCES,
  HERO_SLIDES,
  AUTHOR_PHOTO,
  career,
  PRIVACY,
  TERMS,
  marketingDna,
];

describe("content files", () => {
  it("have English everywhere; the coverage walker finds a missing English text", () => {
    const report = coverage({
      books: { SERIES },
      music: { SOUNDTRACK, AIE_EP, PLAYLISTS },
      career,
      legal: { PRIVACY, TERMS },
      marketingDna,
      news: { NEWS_POSTS, BODIES },
    });
    expect(report.entries).toBeGreaterThan(250);
    expect(report.gaps.en).toEqual([]);
    const broken = findGaps({ title: { es: "Sólo en español" }, ok: { en: "Fine" } }, "sample");
    expect(broken.gaps.en).toEqual(["sample.title"]);
    expect(broken.gaps.ca).toEqual(["sample.title", "sample.ok"]);
  });

  it("every image exists in client/public with the size it declares, and has alt text in each language", () => {
    const { images } = collect(ALL);
    expect(images.length).toBeGreaterThan(40);
    for (const image of images) {
      const file = join(PUBLIC, image.src);
      expect(existsSync(file), image.src).toBe(true);
      if (image.src.endsWith(".svg")) {
        const svg = readFileSync(file, "utf8");
        expect(svg, image.src).toMatch(new RegExp(`width="${image.width}"`));
        expect(svg, image.src).toMatch(new RegExp(`height="${image.height}"`));
      }
      for (const lang of ["en", "es", "ca"] as const)
        expect(image.alt[lang]?.length, `${image.src} ${lang}`).toBeGreaterThan(5);
    }
  });

  it("every embed comes from a host the content security policy allows as a frame", () => {
    const { embeds } = collect(ALL);
    const allowed = [...THIRD_PARTY_HOSTS.music, ...THIRD_PARTY_HOSTS.video, ...THIRD_PARTY_HOSTS.slides];
    expect(embeds.length).toBeGreaterThanOrEqual(12);
    for (const embed of embeds) expect(allowed, embed.embedUrl).toContain(new URL(embed.embedUrl).origin);
  });

  it("every likeable item shown on the site is registered in content-items with the same id, place and title", () => {
    const shown = [
      ...SERIES.map((s) => ({ id: s.id, href: s.href, title: s.title.en })),
      ...SERIES.flatMap((s) => s.books.map((b) => ({ id: b.id, href: s.href, title: undefined }))),
      ...NEWS_POSTS.map((p) => ({ id: p.id, href: `/news/${p.slug}`, title: p.title.en })),
      ...PORTFOLIO_ITEMS.flatMap((p) => (p.itemId ? [{ id: p.itemId, href: undefined, title: undefined }] : [])),
      { id: SOUNDTRACK.tracks[0]!.id, href: "/music", title: undefined },
    ];
    for (const item of shown) {
      expect(isContentItemId(item.id), item.id).toBe(true);
      const registered = CONTENT_ITEMS[item.id as keyof typeof CONTENT_ITEMS];
      if (item.href) expect(registered.href, item.id).toBe(item.href);
      if (item.title && registered.kind === "news") expect(registered.title.en, item.id).toBe(item.title);
    }
  });

  it("each news post has its text in ./bodies, and slugs and ids agree", () => {
    for (const post of NEWS_POSTS) {
      expect(post.id).toBe(`news:${post.slug}`);
      const body = BODIES[`../../content/news/bodies/${post.slug}.ts`] as { en: unknown[] } | undefined;
      expect(body?.en.length, post.slug).toBeGreaterThan(2);
    }
    expect(new Set(NEWS_POSTS.map((p) => p.slug)).size).toBe(NEWS_POSTS.length);
  });

  it("says what the site claims, and the home page has every band it lists", () => {
    expect(SITE_CLAIMS.intro.map((c) => c.value.en)).toEqual(["15+", "200+", "95%"]);
    expect(SITE_CLAIMS.kpis.map((c) => c.value.en)).toEqual(["95%+", "200+", "30%", "40%", "2x"]);
    expect(HERO_SLIDES.map((s) => s.id)).toEqual(["intro", "mortal-vengeance", "imalive", "marketing-dna"]);
    expect(HERO_SLIDES[1]!.actions.map((a) => a.href)).toEqual([MORTAL_VENGEANCE.href, TRAILER.externalUrl]);
    expect(HERO_SLIDES[2]!.actions.every((a) => a.href === IMALIVE.href)).toBe(true);
    expect(HERO_SLIDES[3]!.actions.every((a) => a.href === "/marketing-dna")).toBe(true);
    expect(HERO_SLIDES[0]!.actions.map((a) => a.href)).toEqual(["/books", "/music", "/portfolio-gallery", "cv"]);
    expect(PLAYLISTS).toHaveLength(3);
    expect(TESTIMONIALS.length).toBeGreaterThanOrEqual(3);
    expect(VIDEO_REFERENCES).toHaveLength(5);
    expect(IMALIVE.comingSoon).toBe(true);
    expect(IMALIVE.books.every((b) => b.buyLinks.length === 0)).toBe(true);
    for (const id of ["social-media-deck", "case-study-deck", "mortal-vengeance-excerpt"])
      expect(
        PORTFOLIO_ITEMS.some((p) => p.id === id),
        id,
      ).toBe(true);
  });
});
