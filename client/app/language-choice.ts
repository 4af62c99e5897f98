import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, type Locale } from "#worker/contract/locales";

/**
 * Records an explicit language choice: localStorage (the saved language wins on the next visit) and a
 * cookie the Worker reads so it never redirects a visitor away from the language they chose.
 */
export function saveLanguageChoice(locale: Locale): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // Storage can be blocked (private mode); the cookie still carries the choice.
  }
  const secure = location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}
