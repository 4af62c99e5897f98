import { describe, expect, inject, it } from "vitest";
import { NEWS_POSTS } from "#content/news/posts";
import { newVisitor, useBrowser } from "../support/e2e/browser";

/** News, its feeds and the sitemap as a browser and a feed reader see them. */
const baseUrl = inject("baseUrl");
const browser = useBrowser();

const today = new Date().toISOString().slice(0, 10);
const posts = NEWS_POSTS.filter((p) => p.published <= today).sort((a, b) => b.published.localeCompare(a.published));

describe("news", () => {
  it("lists posts newest first, six a page; a post opens with its text, and the reader can go back", async () => {
    const { page, problems } = await newVisitor(browser);
    await page.goto(`${baseUrl}/news`);
    const list = page.getByTestId("news-list");
    const titles = () => list.getByRole("heading", { level: 2 }).allTextContents();
    await list.waitFor();
    expect(await titles()).toEqual(posts.slice(0, 6).map((p) => p.title.en));
    const pagination = page.getByRole("navigation", { name: "News pages" });
    expect(await pagination.getByRole("link", { name: "Page 1" }).getAttribute("aria-current")).toBe("page");
    await pagination.getByRole("link", { name: "Older posts" }).click();
    await page.waitForURL(`${baseUrl}/news?page=2`);
    expect(await titles()).toEqual(posts.slice(6, 12).map((p) => p.title.en));

    const post = posts[6]!;
    await list.getByRole("link", { name: post.title.en }).click();
    await page.waitForURL(`${baseUrl}/news/${post.slug}`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(post.title.en);
    expect(await page.title()).toBe(`${post.title.en} | Adrià Vidal`);
    // The post's text arrives as its own chunk.
    await page.locator("article p").nth(3).waitFor();
    await page.getByRole("link", { name: /Back to news/ }).click();
    await page.waitForURL(`${baseUrl}/news`);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("in Spanish, with the post's own address; an unknown post is the not-found page", async () => {
    const { page, problems } = await newVisitor(browser, { locale: "es-ES" });
    const post = posts[0]!;
    const res = await page.goto(`${baseUrl}/es/news/${post.slug}`);
    expect(res?.status()).toBe(200);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(post.title.es);
    expect(await page.locator("html").getAttribute("lang")).toBe("es");
    const missing = await page.goto(`${baseUrl}/es/news/no-existe`);
    expect(missing?.status()).toBe(404);
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(problems.filter((p) => !p.includes("404"))).toEqual([]);
    await page.context().close();
  });
});

describe("feeds and sitemap", () => {
  it("each language's RSS feed is well-formed XML listing every published post", async () => {
    const { page } = await newVisitor(browser);
    await page.goto(`${baseUrl}/news`);
    for (const [path, lang] of [
      ["/rss.xml", "en"],
      ["/es/rss.xml", "es"],
      ["/ca/rss.xml", "ca"],
    ] as const) {
      const feed = await page.evaluate(async (url) => {
        const text = await (await fetch(url)).text();
        const xml = new DOMParser().parseFromString(text, "application/xml");
        return {
          error: xml.querySelector("parsererror")?.textContent ?? null,
          language: xml.querySelector("channel > language")?.textContent,
          titles: [...xml.querySelectorAll("item > title")].map((t) => t.textContent),
          links: [...xml.querySelectorAll("item > link")].map((t) => t.textContent),
        };
      }, path);
      expect(feed.error, path).toBeNull();
      expect(feed.language).toBe(lang);
      expect(feed.titles).toEqual(posts.map((p) => p.title[lang] ?? p.title.en));
      expect(feed.links[0]).toBe(`${baseUrl}${lang === "en" ? "" : `/${lang}`}/news/${posts[0]!.slug}`);
    }
    // The page's head points feed readers at it.
    expect(await page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute("href")).toBe(
      `${baseUrl}/rss.xml`,
    );
    await page.context().close();
  });

  it("the sitemap is well-formed, lists pages and posts in three languages, each with four alternates", async () => {
    const { page } = await newVisitor(browser);
    await page.goto(`${baseUrl}/`);
    const sitemap = await page.evaluate(async () => {
      const xml = new DOMParser().parseFromString(await (await fetch("/sitemap.xml")).text(), "application/xml");
      const urls = [...xml.getElementsByTagNameNS("http://www.sitemaps.org/schemas/sitemap/0.9", "url")];
      return {
        error: xml.querySelector("parsererror")?.textContent ?? null,
        locs: urls.map(
          (u) => u.getElementsByTagNameNS("http://www.sitemaps.org/schemas/sitemap/0.9", "loc")[0]?.textContent ?? "",
        ),
        alternates: urls.map((u) => u.getElementsByTagNameNS("http://www.w3.org/1999/xhtml", "link").length),
      };
    });
    expect(sitemap.error).toBeNull();
    expect(sitemap.alternates.every((n) => n === 4)).toBe(true);
    for (const post of posts) {
      for (const prefix of ["", "/es", "/ca"]) expect(sitemap.locs).toContain(`${baseUrl}${prefix}/news/${post.slug}`);
    }
    expect(sitemap.locs).toContain(`${baseUrl}/ca/series/mortal-vengeance`);
    expect(sitemap.locs.some((loc) => loc.includes("/account"))).toBe(false);
    await page.context().close();
  });
});
