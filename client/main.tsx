import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { splitLocale } from "../worker/contract/locales";
import { App } from "./app/app";
import { loadLocale } from "./i18n/i18n";
import "./styles.css";

// Load the page's language before the first render so nothing flashes in English.
const { locale } = splitLocale(window.location.pathname);
loadLocale(locale)
  .catch(() => undefined)
  .finally(() => {
    const root = createRoot(document.getElementById("root")!);
    // A transition renders the app in short slices, so the first render never blocks input long.
    startTransition(() =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
  });
