import { LOCALES, localizePath } from "../contract/locales";
import { productPath } from "../contract/shop";
import { escapeHtml } from "../contract/html-escape";
import { publicPages } from "#content/public-pages";

/** robots.txt: everything public is crawlable; the API is not. Names the sitemap. */
export function robotsTxt(siteUrl: string): string {
  return ["User-agent: *", "Allow: /", "Disallow: /api/", "", `Sitemap: ${siteUrl}/sitemap.xml`, ""].join("\n");
}

/**
 * sitemap.xml: every indexable page, every published news post and every product on the
 * shelves (from D1) in every language, each
 * with its hreflang alternates and x-default; posts carry their last modification date.
 */
export function sitemapXml(
  siteUrl: string,
  now = new Date(),
  products: readonly { category: string; slug: string; updatedAt: Date }[] = [],
): string {
  const entries = [
    ...publicPages(now),
    ...products.map((p) => ({ path: productPath(p), lastmod: p.updatedAt.toISOString().slice(0, 10) })),
  ];
  const urls = entries.flatMap(({ path, lastmod }) =>
    LOCALES.map((locale) => {
      const alternates = [
        ...LOCALES.map(
          (alt) =>
            `<xhtml:link rel="alternate" hreflang="${alt}" href="${escapeHtml(siteUrl + localizePath(path, alt))}"/>`,
        ),
        `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(siteUrl + path)}"/>`,
      ].join("");
      const modified = lastmod ? `<lastmod>${lastmod}</lastmod>` : "";
      return `<url><loc>${escapeHtml(siteUrl + localizePath(path, locale))}</loc>${modified}${alternates}</url>`;
    }),
  );
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n` +
    urls.join("\n") +
    `\n</urlset>\n`
  );
}

const CRAWLER =
  /bot|crawl|spider|slurp|facebookexternalhit|embedly|preview|lighthouse|bingpreview|duckduck|yandex|baidu|semrush|ahrefs/i;

/** Search engines and link unfurlers must see the page they asked for, never a redirect. */
export function isCrawler(userAgent: string | undefined): boolean {
  return !userAgent || CRAWLER.test(userAgent);
}
