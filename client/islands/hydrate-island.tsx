import { StrictMode, Suspense, useEffect, type ComponentType, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { Router } from "wouter";
import { localePrefix, type Locale } from "#worker/contract/locales";
import { loadLocale } from "../i18n/i18n";
import { I18nProvider } from "../i18n/i18n-context";
import { AuthProvider } from "../lib/auth/auth-state";
import { useDocumentLocation } from "./document-location";
import { ISLAND_HYDRATED_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from "./island-load";
import { ISLANDS, type IslandName } from "./island-table";

/** Tells the loader the island's root has committed. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

/**
 * Hydrates one island (docs/decisions/072-*.md): its code and the page's language first, then
 * React takes over the server's markup of that element alone, inside the providers the server
 * rendered it in (island.tsx), so every node is kept. Resolves once the root has committed.
 */
export async function hydrateIsland(element: HTMLElement, name: IslandName, locale: Locale): Promise<void> {
  const [Component] = await Promise.all([ISLANDS[name]() as Promise<ComponentType<object>>, loadLocale(locale)]);
  const props = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? "{}") as object;
  await new Promise<void>((resolve) => {
    const onCommit = () => {
      element.setAttribute(ISLAND_HYDRATED_ATTRIBUTE, "true");
      resolve();
    };
    hydrateRoot(
      element,
      <StrictMode>
        <I18nProvider locale={locale}>
          <AuthProvider>
            <Router hook={useDocumentLocation} base={localePrefix(locale)}>
              <Suspense fallback={null}>
                {/* Inside the boundary: React hydrates a boundary's content in a later pass. */}
                <Committed onCommit={onCommit}>
                  <Component {...props} />
                </Committed>
              </Suspense>
            </Router>
          </AuthProvider>
        </I18nProvider>
      </StrictMode>,
      // A mismatch costs the server's markup for that part (React draws it again): say so, so
      // the browser tests and a reader's console both see it.
      { onRecoverableError: (error) => console.error("Hydration:", error) },
    );
  });
}
