import { Hono, type Context } from "hono";
import { getCookie } from "hono/cookie";
import { LANGUAGE_COOKIE, type Locale } from "../contract/locales";
import { devMailboxPage } from "../edge/dev-mailbox-page";
import { robotsTxt, sitemapXml } from "../edge/discovery";
import { pageRedirect, publicFile, renderPage, type PageRequest } from "../edge/pages";
import { rssXml } from "../edge/rss";
import { SPECULATION_RULES, SPECULATION_RULES_PATH } from "../edge/speculation-rules";
import { getDevMail, listDevMail } from "../email/dev-mailbox-transport";
import { countPageView } from "../middleware/audience";
import { isLocalDevelopment } from "../middleware/config";
import { publishedProductPaths } from "../services/catalogue";
import type { AppEnv } from "../types";

/** What the edge's page rendering takes from this request. */
function pageRequest(c: Context<AppEnv>): PageRequest {
  return {
    url: c.req.url,
    origin: c.var.origin,
    assets: c.env.ASSETS,
    db: c.var.db,
    files: c.env.FILES,
    kv: c.env.KV,
    nonce: c.var.nonce,
    turnstileSiteKey: c.var.config.turnstile.siteKey,
    languageCookie: getCookie(c, LANGUAGE_COOKIE),
    userAgent: c.req.header("User-Agent"),
    acceptLanguage: c.req.header("Accept-Language"),
  };
}

function feed(c: Context<AppEnv>, locale: Locale) {
  c.header("Content-Type", "application/rss+xml; charset=utf-8");
  c.header("Cache-Control", "public, max-age=3600");
  return c.body(rssXml(c.var.origin, locale));
}

/**
 * The edge in front of the SPA: discovery files, moved addresses, locale redirects and every
 * page's HTML with its own head. Unknown paths get the not-found page with status 404.
 */
export const siteRoutes = new Hono<AppEnv>()
  .get("/robots.txt", (c) => {
    c.header("Cache-Control", "public, max-age=3600");
    return c.text(robotsTxt(c.var.origin));
  })
  .get("/sitemap.xml", async (c) => {
    const products = await publishedProductPaths(c.var.db);
    c.header("Content-Type", "application/xml; charset=utf-8");
    c.header("Cache-Control", "public, max-age=3600");
    return c.body(sitemapXml(c.var.origin, new Date(), products));
  })
  .get(SPECULATION_RULES_PATH, (c) => {
    c.header("Content-Type", "application/speculationrules+json");
    c.header("Cache-Control", "public, max-age=3600");
    return c.body(JSON.stringify(SPECULATION_RULES));
  })
  .get("/rss.xml", (c) => feed(c, "en"))
  .get("/es/rss.xml", (c) => feed(c, "es"))
  .get("/ca/rss.xml", (c) => feed(c, "ca"))
  .get("/dev/mail", async (c, next) => {
    // Exists only in development; elsewhere it is an unknown path like any other.
    if (!isLocalDevelopment(c)) return next();
    const mail = await listDevMail(c.var.db);
    c.header("Cache-Control", "no-store");
    return c.html(devMailboxPage(mail));
  })
  .get("/dev/mail/:id", async (c, next) => {
    if (!isLocalDevelopment(c)) return next();
    const mail = await getDevMail(c.var.db, c.req.param("id"));
    if (!mail?.html) return next();
    // The mail as its reader's mail client would draw it. The site's CSP still holds (inline
    // styles yes, scripts no: the mail has no nonce), so a template can't run anything here.
    c.header("Cache-Control", "no-store");
    c.header("X-Robots-Tag", "noindex, nofollow");
    return c.html(mail.html);
  })
  // Covers uploaded from the studio (decision 046), the one public part of the bucket. A key is
  // never reused for other bytes (each upload has its own), so a year's immutable caching holds.
  .on(["GET", "HEAD"], "/media/uploads/:name{[A-Za-z0-9._-]+}", async (c, next) => {
    const object = await c.env.FILES.get(`covers/${c.req.param("name")}`);
    if (!object) return next();
    const headers = new Headers({
      "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
      "Content-Length": String(object.size),
      "Cache-Control": "public, max-age=31536000, immutable",
      ETag: object.httpEtag,
      "X-Content-Type-Options": "nosniff",
    });
    return new Response(c.req.method === "HEAD" ? null : object.body, { headers });
  })
  .on(["GET", "HEAD"], "*", async (c) => {
    const url = new URL(c.req.url);
    const moved = pageRedirect(url);
    if (moved) return c.redirect(moved, 301);
    const file = await publicFile(c.env.ASSETS, c.req.raw);
    if (file) return file;
    const res = await renderPage(pageRequest(c), url.pathname);
    // A page the visitor is shown is a view; a redirect, a not-found page or a HEAD is not.
    if (res.status === 200 && c.req.method === "GET") countPageView(c, url.pathname);
    return res;
  })
  .all("*", (c) => {
    c.header("Allow", "GET, HEAD");
    return c.text("Method Not Allowed", 405);
  });
