import { useLocation, useSearch } from "wouter";
import { LOCALES, LOCALE_NAMES, localizePath } from "#worker/contract/locales";
import { useI18n } from "../../i18n/i18n-context";
import { saveLanguageChoice } from "../language-choice";

/**
 * Goes to the same page under the chosen language's prefix and remembers the choice. A plain
 * link, so the other language's document loads: each document carries only its own language's
 * text (docs/decisions/026-text-per-language.md), and the link works before the app has started.
 */
export function LanguageSwitcher() {
  const { locale, t } = useI18n();
  const [path] = useLocation();
  const search = useSearch();
  return (
    <nav aria-label={t("language.label")} data-language-switcher="">
      <ul className="flex items-center gap-1">
        {LOCALES.map((code) => {
          const current = code === locale;
          const target = localizePath(path, code) + (search ? `?${search}` : "");
          return (
            <li key={code}>
              <a
                href={target}
                hrefLang={code}
                lang={code}
                aria-current={current ? "true" : undefined}
                title={LOCALE_NAMES[code]}
                onClick={() => saveLanguageChoice(code)}
                className={`rounded px-1.5 py-0.5 text-xs font-semibold tracking-wide uppercase transition-colors ${
                  current ? "bg-gold text-ink" : "text-white/85 hover:text-white"
                }`}
              >
                <span aria-hidden="true">{code}</span>
                <span className="sr-only">{LOCALE_NAMES[code]}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
