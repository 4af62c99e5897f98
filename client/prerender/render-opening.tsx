/**
 * Build-time entry (never shipped to browsers): renders a page as the app's first render would,
 * so the Worker can serve it inside #root. The browser's first commit replaces it with the same
 * markup (main.tsx awaits the page and its language first), so nothing moves.
 */
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { LOCALES, localizePath, splitLocale } from "../../worker/contract/locales";
import { matchPage } from "../../worker/contract/pages";
import { publicPages } from "../../worker/edge/discovery";
import { openingFile } from "../../worker/edge/openings";
import { App } from "../app/app";
import { loadPage } from "../app/page-components";
import { loadLocale } from "../i18n/i18n";

/** Every public page in every language, with the file its opening goes to. */
export function openingsToRender(now = new Date()): { address: string; file: string }[] {
  return publicPages(now).flatMap(({ path }) =>
    LOCALES.map((locale) => ({ address: localizePath(path, locale), file: openingFile(locale, path) })),
  );
}

/** How renderToString marks a Suspense boundary it could not finish. */
const CLIENT_RENDERED_BOUNDARY = "<!--$!-->";
const MAX_PASSES = 10;

export async function renderOpening(address: string): Promise<string> {
  const { locale, path } = splitLocale(address);
  await Promise.all([loadLocale(locale), loadPage(matchPage(path)?.page.id ?? "notFound")]);
  // A part that is still loading (a post's body, a feature's strings) renders as its fallback
  // and would make the browser throw the server's markup away; render again once it is here.
  // Everything is bundled into this build, so each pass finds more of it ready.
  for (let pass = 1; ; pass++) {
    const html = renderToString(
      <StrictMode>
        <App ssrPath={address} />
      </StrictMode>,
    );
    if (!html.includes(CLIENT_RENDERED_BOUNDARY)) return html;
    if (pass === MAX_PASSES) throw new Error(`${address}: a part of the page never finished loading`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
