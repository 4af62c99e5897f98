import { useEffect, useState } from "react";
import { SWRConfig } from "swr";
import { Router, useLocation } from "wouter";
import { localePrefix, splitLocale, type Locale } from "../../worker/contract/locales";
import { pageMeta, pageTitle } from "../../worker/contract/page-meta";
import { matchPage } from "../../worker/contract/pages";
import { isLocaleLoaded, loadLocale } from "../i18n/i18n";
import { SWR_SETTINGS } from "../lib/data-cache";
import { I18nProvider } from "../i18n/i18n-context";
import { Layout } from "./layout/layout";
import { PAGE_COMPONENTS } from "./page-components";

/** Picks the screen for the current (unprefixed) path with the same table the Worker uses. */
function Pages({ locale }: { locale: Locale }) {
  const [path] = useLocation();
  const match = matchPage(path);
  const pageId = match?.page.id ?? "notFound";
  const Page = PAGE_COMPONENTS[pageId];

  useEffect(() => {
    document.title = pageTitle(pageId, locale);
    document.querySelector('meta[name="description"]')?.setAttribute("content", pageMeta(pageId, locale).description);
  }, [pageId, locale]);

  return (
    <Layout heroMode={Boolean(match && "heroHeader" in match.page && match.page.heroHeader)} routeKey={path}>
      <Page params={match?.params ?? {}} />
    </Layout>
  );
}

/** Splits the language prefix off the address and renders the site in that language. */
function LocaleShell() {
  const [fullPath] = useLocation();
  const { locale } = splitLocale(fullPath);
  const [ready, setReady] = useState(() => isLocaleLoaded(locale));

  useEffect(() => {
    document.documentElement.lang = locale;
    if (isLocaleLoaded(locale)) {
      setReady(true);
      return;
    }
    setReady(false);
    let live = true;
    loadLocale(locale).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [locale]);

  if (!ready) return null;
  return (
    <I18nProvider locale={locale}>
      <Router base={localePrefix(locale)}>
        <Pages locale={locale} />
      </Router>
    </I18nProvider>
  );
}

export function App() {
  return (
    <SWRConfig value={SWR_SETTINGS}>
      <Router>
        <LocaleShell />
      </Router>
    </SWRConfig>
  );
}
