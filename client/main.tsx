import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { splitLocale } from "#worker/contract/locales";
import { matchPage } from "#worker/contract/pages";
import { App } from "./app/app";
import { loadPage } from "./app/page-components";
import { loadLocale } from "./i18n/i18n";
import { skipViewTransitionsOffSite } from "./lib/view-transitions";
import "./styles.css";

skipViewTransitionsOffSite();

// The app's pages (the account, the cart and checkout, the studio) arrive as an empty #root:
// the public pages are documents with their own small script (docs/decisions/074-*.md). Load
// the page's language and its screen before the first render, so nothing flashes in English
// and the first commit is the whole page rather than a loading state.
const { locale, path } = splitLocale(window.location.pathname);
Promise.all([loadLocale(locale), loadPage(matchPage(path)?.page.id ?? "notFound")])
  .catch(() => undefined)
  .finally(() => {
    // A transition renders the app in short slices, so the first render never blocks input long.
    startTransition(() => {
      createRoot(document.getElementById("root")!).render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    });
  });
