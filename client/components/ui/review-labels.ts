import type { Localized } from "#content/types";

/** A review card's labels: only the pages that show reviews (lazy) carry them. */
export const REVIEW_LABELS = {
  /** Above a review written in another language than the page's. */
  writtenInEn: { en: "In English", es: "En inglés", ca: "En anglès" },
  writtenInEs: { en: "In Spanish", es: "En castellano", ca: "En castellà" },
  writtenInCa: { en: "In Catalan", es: "En catalán", ca: "En català" },
  on: { en: "on {source}", es: "en {source}", ca: "a {source}" },
} as const satisfies Record<string, Localized>;
