import { beforeAll, describe, expect, it } from "vitest";
import { sampleChapterTitle } from "#worker/contract/shop-samples";
import { PAGE_META } from "#worker/contract/page-meta";
import { PAGES } from "#worker/contract/pages";
import { NEWS_POSTS } from "#content/news/posts";
import { parseHead } from "../support/worker/html";
import { ORIGIN, page } from "../support/worker/http";
import { seedChapterFiles, seedShopFixtures } from "../support/worker/shop-fixtures";

const LOCALES = [
  { prefix: "", lang: "en" },
  { prefix: "/es", lang: "es" },
  { prefix: "/ca", lang: "ca" },
] as const;

/** One concrete path per page (parameterised routes get sample values; a news post must exist). */
const POST = NEWS_POSTS.at(-1)!;
const samplePath = (path: string) =>
  path === "/news/:slug" ? `/news/${POST.slug}` : path.replace(":category", "ebooks").replace(":slug", "book-one");

/** The fixture product's texts (tests/support/worker/shop-fixtures.ts): Catalan falls back to English. */
const PRODUCT_META = {
  en: { title: "Book One", description: "The first book." },
  es: { title: "Libro uno", description: "El primer libro." },
  ca: { title: "Book One", description: "The first book." },
};

beforeAll(async () => {
  await seedShopFixtures();
  // The sample chapter's page is drawn with its chapter, from R2.
  await seedChapterFiles();
});

describe("per-page head injection", () => {
  for (const p of PAGES) {
    for (const { prefix, lang } of LOCALES) {
      const path = prefix + (samplePath(p.paths[0]) === "/" && prefix ? "" : samplePath(p.paths[0]));
      it(`${p.id} in ${lang} (${path})`, async () => {
        const res = await page(path);
        expect(res.status).toBe(200);
        expect(res.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
        const head = await parseHead(res);
        const meta =
          p.id === "newsPost"
            ? { title: POST.title[lang] ?? POST.title.en, description: POST.summary[lang] ?? POST.summary.en }
            : p.id === "product"
              ? PRODUCT_META[lang]
              : p.id === "sampleChapter"
                ? { ...PRODUCT_META[lang], title: sampleChapterTitle(PRODUCT_META[lang].title, lang) }
                : (PAGE_META[lang][p.id] ?? PAGE_META.en[p.id]);
        expect(head.lang).toBe(lang);
        expect(head.title).toContain(meta.title);
        expect(head.description).toBe(meta.description);
        expect(head.robots).toBe(p.index ? "index, follow" : "noindex, follow");
        const canonicalPath = samplePath(p.paths[0]);
        const local = (pre: string) => `${ORIGIN}${pre}${canonicalPath === "/" && pre ? "" : canonicalPath}`;
        expect(head.canonical).toBe(local(prefix));
        expect(head.alternates).toEqual({ en: local(""), es: local("/es"), ca: local("/ca"), "x-default": local("") });
        expect(head.og["og:title"]).toEqual([meta.title]);
        expect(head.og["og:url"]).toEqual([local(prefix)]);
        expect(head.og["og:locale"]).toEqual([{ en: "en_US", es: "es_ES", ca: "ca_ES" }[lang]]);
        expect(head.og["og:locale:alternate"]).toHaveLength(2);
        expect(head.twitter["twitter:card"]).toBe("summary_large_image");
        expect(head.twitter["twitter:title"]).toBe(meta.title);
        expect(head.jsonLd[0]).toEqual(
          expect.objectContaining({ "@context": "https://schema.org", "@type": "Person", name: "Adrià Vidal" }),
        );
        // Every indexed page but the home page says where it sits, ending with itself.
        const crumbs = head.jsonLd.find((data) => data["@type"] === "BreadcrumbList") as
          | { itemListElement: { item: string }[] }
          | undefined;
        if (p.index && p.id !== "home") expect(crumbs?.itemListElement.at(-1)?.item).toBe(local(prefix));
      });
    }
  }

  it("the sharing image it names exists", async () => {
    const head = await parseHead(await page("/music"));
    const image = head.og["og:image"]![0]!;
    expect(head.twitter["twitter:image"]).toBe(image);
    const res = await page(new URL(image).pathname);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/jpeg");
  });

  it("Spanish and Catalan heads are really translated", async () => {
    const en = await parseHead(await page("/books"));
    const es = await parseHead(await page("/es/books"));
    const ca = await parseHead(await page("/ca/books"));
    expect(new Set([en.description, es.description, ca.description]).size).toBe(3);
  });

  it("aliases show the same page with the canonical address", async () => {
    const about = await parseHead(await page("/experience/about"));
    expect(about.canonical).toBe(`${ORIGIN}/about`);
    const shop = await parseHead(await page("/es/shop"));
    expect(shop.canonical).toBe(`${ORIGIN}/es/la-bodega`);
    expect(shop.title).toContain("La Bodega");
  });

  it("escapes nothing unsafe into the head and keeps one description and one title", async () => {
    const html = await (await page("/")).text();
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    // The body is the app's root holding the page's prerendered opening, which starts with the skip link.
    expect(html).toContain('<div id="root"><a href="#main"');
  });
});
