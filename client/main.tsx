import { StrictMode } from "react";
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
    createRoot(document.getElementById("root")!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
