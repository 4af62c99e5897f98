import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { splitLocale } from "#worker/contract/locales";
import { matchPage } from "#worker/contract/pages";
import { App } from "./app/app";
import { loadPage } from "./app/page-components";
import { loadLocale } from "./i18n/i18n";
import { stylesheetsLoaded } from "./boot/stylesheets-loaded";
import { skipViewTransitionsOffSite } from "./lib/view-transitions";
import "./styles.css";

skipViewTransitionsOffSite();

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// Load the page's language and its screen before the first render: nothing flashes in English,
// and a page the Worker served prerendered (docs/decisions/012-prerendered-openings.md) is hydrated whole, its markup kept.
// The lazily loaded parts the server drew into it come too (decision 059), so none of them
// flashes back to its fallback when the first update reaches it.
const { locale, path } = splitLocale(window.location.pathname);
const container = document.getElementById("root")!;
Promise.all([loadLocale(locale), loadPage(matchPage(path)?.page.id ?? "notFound", container), stylesheetsLoaded()])
  .catch(() => undefined)
  .finally(() => {
    // A transition renders the app in short slices, so the first render never blocks input long.
    startTransition(() => {
      // A mismatch costs the server's markup for that part (React draws it again): say so, so
      // the hydration test and a reader's console both see it.
      if (container.firstElementChild)
        hydrateRoot(container, app, { onRecoverableError: (error) => console.error("Hydration:", error) });
      else createRoot(container).render(app);
    });
  });
