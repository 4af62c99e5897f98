import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { Locale } from "#worker/contract/locales";
import { I18nProvider } from "#client/i18n/i18n-context";

/** Renders UI inside the app's providers at `path` (unprefixed, within `locale`'s base). */
export function renderAt(ui: ReactNode, { path = "/", locale = "en" as Locale } = {}) {
  const location = memoryLocation({ path: (locale === "en" ? "" : `/${locale}`) + path, record: true });
  const result = render(
    <Router hook={location.hook}>
      <I18nProvider locale={locale}>
        <Router base={locale === "en" ? "" : `/${locale}`}>{ui}</Router>
      </I18nProvider>
    </Router>,
  );
  return { ...result, location };
}
