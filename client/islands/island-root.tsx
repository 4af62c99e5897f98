import { StrictMode, Suspense, type ReactNode } from "react";
import { Router, type RouterProps } from "wouter";
import { localePrefix, type Locale } from "#worker/contract/locales";
import { I18nProvider } from "../i18n/i18n-context";
import { AuthProvider } from "../lib/auth/auth-state";

/**
 * What an island is rendered inside, as its own React root: on the server (render-page.tsx) and
 * when the browser hydrates it (hydrate-island.tsx). Both sides render this same tree, so the
 * markup and every `useId` (under the island's own identifier prefix) match.
 */
export function IslandRoot({
  locale,
  router,
  children,
}: {
  locale: Locale;
  /** The server gives the address (`ssrPath`); the browser, the document's location hook. */
  router: Pick<RouterProps, "ssrPath" | "hook">;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <I18nProvider locale={locale}>
        <AuthProvider>
          <Router {...router} base={localePrefix(locale)}>
            <Suspense fallback={null}>{children}</Suspense>
          </Router>
        </AuthProvider>
      </I18nProvider>
    </StrictMode>
  );
}
