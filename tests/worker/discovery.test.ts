import { describe, expect, it } from "vitest";
import { MORTAL_VENGEANCE } from "#content/books";
import { NEWS_POSTS, publishedPosts } from "#content/news/posts";
import { CASE_STUDIES } from "#content/success-stories";
import { rssXml } from "#worker/edge/rss";
import { sitemapXml } from "#worker/edge/discovery";
import { parseHead } from "../support/worker/html";
import { ORIGIN, page, request } from "../support/worker/http";

type Ld = Record<string, unknown>;
const ofType = (list: Ld[], type: string) => list.filter((data) => data["@type"] === type);
const newest = [...NEWS_POSTS].sort((a, b) => b.published.localeCompare(a.published))[0]!;

describe("news posts", () => {
  it("each published post has its page in each language, titled by the post, with NewsArticle data", async () => {
    for (const post of NEWS_POSTS) {
      for (const [prefix, lang] of [
        ["", "en"],
        ["/es", "es"],
        ["/ca", "ca"],
      ] as const) {
        const res = await page(`${prefix}/news/${post.slug}`);
        expect(res.status, post.slug).toBe(200);
        const head = await parseHead(res);
        const title = post.title[lang] ?? post.title.en;
        expect(head.title).toBe(`${title} | Adrià Vidal`);
        expect(head.description).toBe(post.summary[lang] ?? post.summary.en);
        expect(head.og["og:type"]).toEqual(["article"]);
        const [article] = ofType(head.jsonLd, "NewsArticle");
        expect(article).toMatchObject({ headline: title, datePublished: post.published, inLanguage: lang });
        expect(article!.mainEntityOfPage).toBe(`${ORIGIN}${prefix}/news/${post.slug}`);
      }
    }
  });

  it("an unknown slug is the not-found page with status 404, not indexed", async () => {
    for (const path of ["/news/no-such-post", "/es/news/no-such-post", "/news/la-bodega-opens-2"]) {
      const res = await page(path);
      expect(res.status, path).toBe(404);
      const head = await parseHead(res);
      expect(head.robots).toBe("noindex, follow");
      expect(head.canonical).toBeNull();
    }
  });

  it("a post dated in the future is neither listed, fed nor served until its day", () => {
    const before = new Date(`${newest.published}T00:00:00Z`);
    before.setUTCDate(before.getUTCDate() - 1);
    expect(publishedPosts(before).some((post) => post.id === newest.id)).toBe(false);
    expect(rssXml(ORIGIN, "en", before)).not.toContain(`/news/${newest.slug}<`);
    expect(sitemapXml(ORIGIN, before)).not.toContain(`/news/${newest.slug}<`);
    expect(publishedPosts(new Date(`${newest.published}T12:00:00Z`))[0]!.id).toBe(newest.id);
  });
});

describe("RSS feeds", () => {
  for (const [path, lang] of [
    ["/rss.xml", "en"],
    ["/es/rss.xml", "es"],
    ["/ca/rss.xml", "ca"],
  ] as const) {
    it(`${path} lists every published post newest first in ${lang}`, async () => {
      const res = await request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get("Content-Type")).toBe("application/rss+xml; charset=utf-8");
      const xml = await res.text();
      expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
      expect(xml).toContain('<rss version="2.0"');
      expect(xml).toContain(`<language>${lang}</language>`);
      const prefix = lang === "en" ? "" : `/${lang}`;
      expect(xml).toContain(`<atom:link href="${ORIGIN}${prefix}/rss.xml" rel="self" type="application/rss+xml"/>`);
      const links = [...xml.matchAll(/<item><title>([^<]*)<\/title><link>([^<]+)<\/link>/g)];
      const posts = publishedPosts();
      expect(links.map((m) => m[2])).toEqual(posts.map((post) => `${ORIGIN}${prefix}/news/${post.slug}`));
      const escape = (text: string) => text.replaceAll("&", "&amp;").replaceAll("'", "&#39;").replaceAll('"', "&quot;");
      expect(links[0]![1]).toBe(escape(posts[0]!.title[lang] ?? posts[0]!.title.en));
      expect(xml).toMatch(/<pubDate>[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} 12:00:00 GMT<\/pubDate>/);
      // Every element opened is closed: a crude but real well-formedness check.
      for (const tag of ["item", "title", "link", "guid", "pubDate", "category", "description"]) {
        expect(xml.split(`<${tag}>`).length + xml.split(`<${tag} `).length - 2, tag).toBe(
          xml.split(`</${tag}>`).length - 1,
        );
      }
    });
  }

  it("every page's head names the feed in its language", async () => {
    const en = await parseHead(await page("/books"));
    const html = await (await page("/ca/news")).text();
    expect(html).toContain(
      `<link rel="alternate" type="application/rss+xml" title="Adrià Vidal — Notícies" href="${ORIGIN}/ca/rss.xml">`,
    );
    expect(en.lang).toBe("en");
    expect(await (await page("/")).text()).toContain(`href="${ORIGIN}/rss.xml"`);
  });

  it("only the three feeds exist", async () => {
    expect((await request("/fr/rss.xml")).status).toBe(404);
    expect((await request("/rss.xml", { method: "POST" })).status).toBe(405);
  });
});

describe("sitemap", () => {
  it("lists every published news post in the three languages with alternates and lastmod", async () => {
    const xml = await (await request("/sitemap.xml")).text();
    for (const post of publishedPosts()) {
      for (const prefix of ["", "/es", "/ca"]) {
        const loc = `<loc>${ORIGIN}${prefix}/news/${post.slug}</loc><lastmod>${post.updated ?? post.published}</lastmod>`;
        expect(xml, loc).toContain(loc);
      }
    }
    // Schema order within <url>: loc, then lastmod, then the alternates; nothing else.
    for (const [url] of xml.matchAll(/<url>.*?<\/url>/g)) {
      expect(url).toMatch(
        /^<url><loc>[^<]+<\/loc>(<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>)?(<xhtml:link rel="alternate" hreflang="(en|es|ca|x-default)" href="[^"]+"\/>){4}<\/url>$/,
      );
    }
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });
});

describe("structured data per page type", () => {
  it("series pages: BookSeries whose books are Books isPartOf the series, no curated quote as a Review", async () => {
    const head = await parseHead(await page("/series/mortal-vengeance"));
    const [series] = ofType(head.jsonLd, "BookSeries");
    expect(series).toMatchObject({ name: "Mortal Vengeance", author: { "@id": `${ORIGIN}/#person` } });
    const books = series!.hasPart as Ld[];
    expect(books).toHaveLength(MORTAL_VENGEANCE.books.length);
    for (const book of books) {
      expect(book["@type"]).toBe("Book");
      expect(book.isPartOf).toEqual({ "@id": series!["@id"] });
    }
    expect(books[0]).toMatchObject({ datePublished: MORTAL_VENGEANCE.books[0]!.published, position: 1 });
    // Ratings in structured data come only from owners' published reviews (decision 050).
    for (const book of books) expect(book.review).toBeUndefined();
    const crumbs = ofType(head.jsonLd, "BreadcrumbList")[0]!.itemListElement as Ld[];
    expect(crumbs.map((c) => c.item)).toEqual([`${ORIGIN}/`, `${ORIGIN}/books`, `${ORIGIN}/series/mortal-vengeance`]);
  });

  it("books lists both series; IMALIVE's book has no publication date yet", async () => {
    const head = await parseHead(await page("/es/books"));
    const series = ofType(head.jsonLd, "BookSeries");
    expect(series.map((s) => s.name)).toEqual(["Mortal Vengeance", "IMALIVE"]);
    expect((series[1]!.hasPart as Ld[])[0]).not.toHaveProperty("datePublished");
  });

  it("music: MusicAlbum with MusicRecording tracks; the AI artist's album is by a group", async () => {
    const head = await parseHead(await page("/music"));
    const albums = ofType(head.jsonLd, "MusicAlbum");
    expect(albums).toHaveLength(2);
    const tracks = albums[0]!.track as Ld[];
    expect(tracks[0]).toMatchObject({
      "@type": "MusicRecording",
      position: 1,
      duration: expect.stringMatching(/^PT\d+M\d+S$/),
    });
    expect(albums[0]!.byArtist).toEqual({ "@id": `${ORIGIN}/#person` });
    expect(albums[1]!.byArtist).toMatchObject({ "@type": "MusicGroup", name: "AIE" });
    const ai = await parseHead(await page("/music/aie-artist"));
    expect(ofType(ai.jsonLd, "MusicAlbum")).toHaveLength(1);
  });

  it("success stories: each case study is a CreativeWork", async () => {
    const head = await parseHead(await page("/ca/success-stories"));
    const [list] = ofType(head.jsonLd, "ItemList");
    const items = (list!.itemListElement as Ld[]).map((entry) => entry.item as Ld);
    expect(items).toHaveLength(CASE_STUDIES.length);
    expect(items.every((item) => item["@type"] === "CreativeWork")).toBe(true);
    expect(items[0]!.url).toBe(`${ORIGIN}/ca/success-stories#${CASE_STUDIES[0]!.slug}`);
  });

  it("the Person is site-wide, with the bio in the page's language", async () => {
    const en = await parseHead(await page("/terms"));
    const es = await parseHead(await page("/es/terms"));
    const [person] = ofType(en.jsonLd, "Person");
    expect(person!.description).toMatch(/^I'm Adrià Vidal/);
    expect(ofType(es.jsonLd, "Person")[0]!.description).toMatch(/^Soy Adrià Vidal/);
  });

  it("each page type shares its own artwork, which exists as a JPEG", async () => {
    const images = new Map<string, string>();
    for (const path of ["/", "/books", "/music", "/news", `/news/${newest.slug}`, "/success-stories", "/la-bodega"]) {
      const head = await parseHead(await page(path));
      images.set(path, head.og["og:image"]![0]!);
      expect(head.twitter["twitter:image"]).toBe(head.og["og:image"]![0]);
      expect(head.og["og:image:alt"]![0]!.length).toBeGreaterThan(10);
    }
    expect(new Set(images.values()).size).toBe(6);
    expect(images.get("/news")).toBe(images.get(`/news/${newest.slug}`));
    for (const image of images.values()) {
      const res = await request(new URL(image).pathname);
      expect(res.status, image).toBe(200);
      expect(res.headers.get("Content-Type")).toBe("image/jpeg");
    }
  });
});

describe("largest-paint images", () => {
  it("are preloaded on the pages that open with one, and only there", async () => {
    const preload = async (path: string) =>
      /<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/.exec(await (await page(path)).text())?.[1];
    expect(await preload("/series/mortal-vengeance")).toBe(MORTAL_VENGEANCE.cover.src);
    expect(await preload("/es/about")).toBe("/media/portrait/adria-vidal.svg");
    expect(await preload(`/news/${newest.slug}`)).toBe(newest.image.src);
    expect(await preload("/")).toBeUndefined();
    expect(await preload("/contact")).toBeUndefined();
  });
});
