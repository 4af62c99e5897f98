import type { Context } from "hono";
import { isStudioPath, type ConversionForm } from "../contract/audience";
import { splitLocale, type Locale } from "../contract/locales";
import { findPage } from "../edge/pages";
import { isAutomated, recordConversion, recordPageView, sendingPage } from "../services/audience";
import type { AppEnv } from "../types";
import { sessionOf } from "./session";
import { logText } from "../services/log-text";

/**
 * Counting the audience from a request (docs/decisions/039-audience-without-cookies.md): after the
 * response, never in its way. A failure is logged and forgotten; the visitor never sees it.
 */

/** Runs `work` once the response is out (or right away where there is no execution context). */
function afterResponse(c: Context<AppEnv>, label: string, work: () => Promise<void>) {
  const done = work().catch((error: unknown) => console.error(`[audience] ${label} not counted: ${logText(error)}`));
  try {
    c.executionCtx.waitUntil(done);
  } catch {
    // No execution context (a direct app.request in a test): the promise runs on its own.
  }
}

/** Cloudflare's request properties, where the request came through Cloudflare. */
function cf(c: Context<AppEnv>) {
  return c.req.raw.cf as { country?: unknown; botManagement?: { score?: number; verifiedBot?: boolean } } | undefined;
}

/** A signed-in session of one of the studio's addresses: the author's own visits are not audience. */
async function isStudioVisitor(c: Context<AppEnv>): Promise<boolean> {
  const admins = c.var.config.studio.admins;
  if (admins.length === 0) return false;
  const session = await sessionOf(c);
  return session !== null && admins.includes(session.user.email.toLowerCase());
}

/**
 * Counts a view of the page at `rawPath` (a document the Worker served, or the beacon's address
 * after a client-side navigation), unless a crawler or the studio asked, or no page is there.
 */
export function countPageView(c: Context<AppEnv>, rawPath: string): void {
  const userAgent = c.req.header("User-Agent");
  const purpose = c.req.header("Sec-Purpose") ?? c.req.header("Purpose");
  if (!userAgent || isAutomated({ userAgent, botManagement: cf(c)?.botManagement, purpose })) return;
  if (isStudioPath(splitLocale(rawPath).path)) return;
  afterResponse(c, "page view", async () => {
    const page = await findPage(c.var.db, rawPath);
    if (!page || (await isStudioVisitor(c))) return;
    await recordPageView(c.var.db, {
      now: Date.now(),
      path: page.canonicalPath,
      language: page.locale,
      referer: c.req.header("Referer"),
      siteOrigin: c.var.origin,
      country: cf(c)?.country,
      userAgent,
      ip: c.req.header("CF-Connecting-IP"),
    });
  });
}

/**
 * Counts a sign-up or a lead for the page it was sent from: the form's own `pageUrl` where it
 * sends one, else the Referer; `locale` (the form's) when neither names a page.
 */
export function countConversion(c: Context<AppEnv>, form: ConversionForm, locale: Locale, pageUrl?: string): void {
  afterResponse(c, "conversion", async () => {
    if (await isStudioVisitor(c)) return;
    const page = sendingPage(pageUrl ?? c.req.header("Referer"), c.var.origin);
    await recordConversion(c.var.db, { now: Date.now(), form, path: page.path, language: page.language ?? locale });
  });
}
