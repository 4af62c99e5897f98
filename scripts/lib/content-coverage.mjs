/**
 * Translation coverage of the editorial content. A "localized" value is an object whose keys
 * are only language codes (en, es, ca); English is required, Spanish and Catalan fall back to
 * English when missing. Walks any exported data and reports, per language, what is missing.
 */
const LANGUAGES = ["en", "es", "ca"];

function isLocalized(value) {
  if (!value || typeof value !== "object" || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => LANGUAGES.includes(key));
}

/** Missing translations in `data` (any exported value), with a readable path to each. */
export function findGaps(data, path, seen = new Set()) {
  const gaps = { en: [], es: [], ca: [] };
  let entries = 0;
  const walk = (value, at) => {
    if (!value || typeof value !== "object" || seen.has(value)) return;
    seen.add(value);
    if (isLocalized(value)) {
      entries++;
      for (const lang of LANGUAGES) {
        const text = value[lang];
        const empty = text === undefined || text === "" || (Array.isArray(text) && text.length === 0);
        if (empty) gaps[lang].push(at);
      }
      return;
    }
    for (const [key, child] of Object.entries(value))
      walk(child, Array.isArray(value) ? `${at}[${key}]` : `${at}.${key}`);
  };
  walk(data, path);
  return { entries, gaps };
}

/** Coverage of several modules: { file: moduleNamespace }. */
export function coverage(modules) {
  const report = { entries: 0, gaps: { en: [], es: [], ca: [] } };
  // An entry re-exported by another file is counted once.
  const seen = new Set();
  for (const [file, namespace] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(namespace)) {
      if (typeof value === "function") continue;
      const { entries, gaps } = findGaps(value, `${file}:${name}`, seen);
      report.entries += entries;
      for (const lang of LANGUAGES) report.gaps[lang].push(...gaps[lang]);
    }
  }
  return report;
}
