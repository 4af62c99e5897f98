/** The site's languages. English is the default and has no path prefix. */
export const LOCALES = ["en", "es", "ca"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** Name of the cookie (and localStorage key) that records an explicit language choice. */
export const LANGUAGE_COOKIE = "language";
export const LANGUAGE_STORAGE_KEY = "language";

export const LOCALE_NAMES: Record<Locale, string> = {
  en: "English",
  es: "Español",
  ca: "Català",
};

/** Open Graph locale codes. */
export const OG_LOCALES: Record<Locale, string> = {
  en: "en_US",
  es: "es_ES",
  ca: "ca_ES",
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? "" : `/${locale}`;
}

/** Splits `/es/books` into `{ locale: "es", path: "/books" }`; unprefixed paths are English. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/(es|ca)(?=\/|$)(.*)$/.exec(pathname);
  if (!match) return { locale: DEFAULT_LOCALE, path: pathname || "/" };
  return { locale: match[1] as Locale, path: match[2] || "/" };
}

/** Builds the path of `path` (unprefixed) in `locale`. */
export function localizePath(path: string, locale: Locale): string {
  const prefix = localePrefix(locale);
  if (!prefix) return path;
  return path === "/" ? prefix : `${prefix}${path}`;
}

/**
 * Picks the best supported language from an Accept-Language header, or null when none of
 * ours is acceptable. Region codes fold to their language (`es-419` → es, `ca-ES` → ca).
 * Malformed parts are ignored, so any header string is safe to pass.
 */
export function negotiateLocale(header: string | null | undefined): Locale | null {
  if (!header) return null;
  let best: { locale: Locale; q: number; order: number } | null = null;
  // Real headers are short; cap the work a hostile one can cause.
  const parts = header.slice(0, 1024).split(",").slice(0, 32);
  parts.forEach((part, order) => {
    const [rawTag, ...params] = part.trim().split(";");
    const tag = rawTag?.trim().toLowerCase() ?? "";
    if (!/^[a-z]{1,8}(-[a-z0-9]{1,8})*$/.test(tag)) return;
    const language = tag.split("-")[0];
    if (!isLocale(language)) return;
    let q = 1;
    for (const param of params) {
      if (!/^\s*q\s*=/i.test(param)) continue;
      const m = /^\s*q\s*=\s*([01](?:\.[0-9]{0,3})?)\s*$/i.exec(param);
      // A malformed weight makes the whole entry unusable rather than a silent q=1.
      q = m ? Number(m[1]) : 0;
    }
    if (!(q > 0 && q <= 1)) return;
    if (!best || q > best.q || (q === best.q && order < best.order)) {
      best = { locale: language, q, order };
    }
  });
  return (best as { locale: Locale } | null)?.locale ?? null;
}
