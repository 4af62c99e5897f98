import { useEffect, type ComponentType, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import type { Locale } from "#worker/contract/locales";
import { loadLocale } from "../i18n/i18n";
import { useDocumentLocation } from "./document-location";
import { IslandRoot } from "./island-root";
import { ISLAND_HYDRATED_ATTRIBUTE, ISLAND_ID_PREFIX_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from "./island-load";
import { ISLANDS, type IslandName } from "./island-table";

/** Tells the loader the island's root has committed. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

/**
 * Hydrates one island (docs/decisions/072-*.md): its code and the page's language first, then
 * React takes over the server's markup of that element alone, as the same root the server
 * rendered it as (island-root.tsx, same identifier prefix), so every node is kept. Resolves
 * once the root has committed.
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
      <IslandRoot locale={locale} router={{ hook: useDocumentLocation }}>
        {/* Inside the boundary: React hydrates a boundary's content in a later pass. */}
        <Committed onCommit={onCommit}>
          <Component {...props} />
        </Committed>
      </IslandRoot>,
      {
        identifierPrefix: element.getAttribute(ISLAND_ID_PREFIX_ATTRIBUTE) ?? "",
        // A mismatch costs the server's markup for that part (React draws it again): say so, so
        // the browser tests and a reader's console both see it.
        onRecoverableError: (error) => console.error("Hydration:", error),
      },
    );
  });
}
