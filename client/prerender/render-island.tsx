import { renderToString } from "react-dom/server";
import type { Locale } from "#worker/contract/locales";
import { IslandComponent, type IslandSlot } from "../islands/island";
import { IslandRoot } from "../islands/island-root";

/**
 * An island's markup, rendered as the root the browser will hydrate it as (island-root.tsx),
 * under its own identifier prefix. A part still loading renders as a client-rendered boundary,
 * which the page's render (render-page.tsx) answers by rendering again.
 */
export function renderIsland({ name, props, prefix }: IslandSlot, locale: Locale, address: string): string {
  return renderToString(
    <IslandRoot locale={locale} router={{ ssrPath: address }}>
      <IslandComponent name={name} props={props} />
    </IslandRoot>,
    { identifierPrefix: prefix },
  );
}
