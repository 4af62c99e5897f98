import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { IMALIVE } from "#content/books/imalive";
import { MORTAL_VENGEANCE } from "#content/books/mortal-vengeance";
import { NEWS_POSTS } from "#content/news/posts";
import { newVisitor, useBrowser } from "../support/e2e/browser";

/**
 * Share buttons on a news post, a series page and a product page, in two languages
 * each: the links carry the page's canonical address, nothing is fetched from another host,
 * Copy link fills the clipboard and says so, and the device's share sheet gets the page.
 */
const baseUrl = inject("baseUrl");
const browser = useBrowser();

const today = new Date().toISOString().slice(0, 10);
const post = NEWS_POSTS.filter((p) => p.published <= today).sort((a, b) => b.published.localeCompare(a.published))[0]!;

const WORDS = {
  en: { group: "Share this", copy: "Copy link", copied: "Link copied", share: "Share" },
  es: { group: "Compártelo", copy: "Copiar enlace", copied: "Enlace copiado", share: "Compartir" },
  ca: { group: "Comparteix-ho", copy: "Copia l'enllaç", copied: "Enllaç copiat", share: "Comparteix" },
} as const;

type Lang = keyof typeof WORDS;

/** The title the page shares: the page's own h1, or the series' name for a series page. */
const PAGES: { path: string; lang: Lang; title?: string }[] = [
  { path: `/news/${post.slug}`, lang: "en" },
  { path: `/es/news/${post.slug}`, lang: "es" },
  { path: "/series/mortal-vengeance", lang: "en", title: MORTAL_VENGEANCE.title.en },
  { path: "/ca/series/imalive", lang: "ca", title: IMALIVE.title.ca },
  { path: "/la-bodega/ebooks/mortal-vengeance-1-ebook", lang: "en" },
  { path: "/es/la-bodega/ebooks/mortal-vengeance-1-ebook", lang: "es" },
];

/** Scrolls down until the share group has come (series pages render their last bands late). */
async function findShareGroup(page: Page, name: string) {
  const group = page.getByRole("region", { name, exact: true });
  for (let tries = 0; tries < 40 && (await group.count()) === 0; tries++) {
    await page.mouse.wheel(0, 1200);
    await page.waitForTimeout(250);
  }
  await group.waitFor({ timeout: 10_000 });
  await group.scrollIntoViewIfNeeded();
  return group;
}

describe("share buttons", () => {
  for (const { path, lang, title } of PAGES) {
    it(`${path}: links with the canonical address, no third-party request, Copy link and the share sheet`, async () => {
      const origin = new URL(baseUrl).origin;
      const { page, problems } = await newVisitor(browser, {
        locale: { en: "en-US", es: "es-ES", ca: "ca-ES" }[lang],
        permissions: ["clipboard-read", "clipboard-write"],
      });
      // A device with the Web Share API: the call is recorded instead of opening a sheet.
      await page.context().addInitScript(() => {
        const calls: ShareData[] = [];
        Object.assign(window, { shareCalls: calls });
        Object.defineProperty(navigator, "share", {
          configurable: true,
          value: (data: ShareData) => {
            calls.push(data);
            return Promise.resolve();
          },
        });
      });
      const elsewhere: string[] = [];
      page.on("request", (request) => {
        const url = request.url();
        if (/^(data|blob):/.test(url)) return;
        if (new URL(url).origin !== origin) elsewhere.push(url);
      });

      await page.goto(`${baseUrl}${path}`);
      const words = WORDS[lang];
      const group = await findShareGroup(page, words.group);
      const url = `${origin}${path}`;
      // The same address the Worker names as canonical in the head.
      expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(url);

      const links = group.getByRole("link");
      expect(await links.count()).toBe(6);
      const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute("href") ?? ""));
      for (const href of hrefs) expect(href).toContain(encodeURIComponent(url));
      expect(hrefs.map((href) => href.replace(/\?.*$/, ""))).toEqual([
        "mailto:",
        "https://twitter.com/intent/tweet",
        "https://www.facebook.com/sharer/sharer.php",
        "https://www.linkedin.com/sharing/share-offsite/",
        "https://wa.me/",
        "https://bsky.app/intent/compose",
      ]);
      const x = group.getByRole("link", { name: /X/ });
      expect(await x.getAttribute("target")).toBe("_blank");
      expect(await x.getAttribute("rel")).toBe("noopener noreferrer");

      // Copy link, by keyboard: the clipboard holds the address, the status says so.
      await group.getByRole("button", { name: words.copy }).focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => group.getByRole("status").textContent()).toBe(words.copied);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

      // The device's share sheet gets the page's title, a text and the same address.
      const heading = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
      await group.getByRole("button", { name: words.share, exact: true }).click();
      const calls = await page.evaluate(() => (window as unknown as { shareCalls: ShareData[] }).shareCalls);
      expect(calls).toHaveLength(1);
      expect(calls[0]!.url).toBe(url);
      expect(calls[0]!.title).toBe(title ?? heading);
      expect(calls[0]!.text?.length).toBeGreaterThan(10);

      expect(elsewhere).toEqual([]);
      expect(problems).toEqual([]);
      await page.context().close();
    });
  }
});
