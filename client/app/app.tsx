import { useEffect, useState } from "react";
import { Router, useLocation } from "wouter";
import { localePrefix, splitLocale, type Locale } from "#worker/contract/locales";
import { matchPage } from "#worker/contract/pages";
import { takeOverEarlyActions } from "../boot/early-actions";
import { isLocaleLoaded, loadLocale } from "../i18n/i18n";
import { I18nProvider } from "../i18n/i18n-context";
import { AuthProvider } from "../lib/auth/auth-state";
import { Layout } from "./layout/layout";
import { StudioFrame } from "./layout/studio-frame";
import { loadPageTableOnIntent, pageComponent } from "./page-components";
import { isDocumentAddress, loadAddress } from "../lib/document-address";

/**
 * The address the Worker rendered the document for, until the visitor first moves on (none
 * when the build prerenders a page outside a browser).
 */
let arrivalPath: string | null = typeof window === "undefined" ? null : window.location.pathname;

/** Picks the screen for the current (unprefixed) path with the same table the Worker uses. */
function Pages({ locale }: { locale: Locale }) {
  const [path] = useLocation();
  const match = matchPage(path);
  const pageId = match?.page.id ?? "notFound";
  const Page = pageComponent(pageId);

  // The Worker wrote the head of the page the visitor arrived on and counted it; each later page
  // gets its head and its count from the app (after-navigation.ts, loaded when first needed).
  useEffect(() => {
    if (window.location.pathname === arrivalPath) return;
    arrivalPath = null;
    let live = true;
    void import("./after-navigation").then((next) => live && next.afterNavigation(pageId, locale));
    return () => {
      live = false;
    };
  }, [path, pageId, locale]);

  // The studio is the author's back office, in a frame of its own.
  if (pageId === "studio")
    return (
      <StudioFrame routeKey={path}>
        <Page params={match?.params ?? {}} />
      </StudioFrame>
    );
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
  // Re-render once a language's dictionary arrives; whether it is loaded is the source of truth.
  const [, dictionaryLoaded] = useState(0);
  const ready = isLocaleLoaded(locale);

  useEffect(() => {
    document.documentElement.lang = locale;
    if (ready) return;
    let live = true;
    loadLocale(locale).then(() => live && dictionaryLoaded((n) => n + 1));
    return () => {
      live = false;
    };
  }, [locale, ready]);

  if (!ready) return null;
  return (
    <I18nProvider locale={locale}>
      <Router base={localePrefix(locale)}>
        <Pages locale={locale} />
      </Router>
    </I18nProvider>
  );
}

/**
 * Moving on from a screen of the app: a page that is a document (decision 072) loads as one,
 * since the app has no screen for it; every other page is a client-side navigation.
 */
function aroundNavigation(navigate: (to: string, options?: object) => void, to: string, options?: object) {
  const url = new URL(to, window.location.href);
  if (isDocumentAddress(url)) loadAddress(url);
  else navigate(to, options);
}

/** The whole site; `ssrPath` is the address when the build prerenders a page's opening. */
export function App({ ssrPath }: { ssrPath?: string }) {
  // Until the app has taken over the prerendered markup, the inline boot script keeps what the
  // visitor does; from here on the app carries it out (decision 025). Tests wait for this mark
  // before they press anything, unless they test exactly that.
  useEffect(() => {
    document.documentElement.dataset.appReady = "true";
    takeOverEarlyActions();
    return loadPageTableOnIntent();
  }, []);
  return (
    <AuthProvider>
      <Router aroundNav={aroundNavigation} {...(ssrPath === undefined ? {} : { ssrPath })}>
        <LocaleShell />
      </Router>
    </AuthProvider>
  );
}
