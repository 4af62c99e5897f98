import type { Localized } from "./types";

/**
 * The languages the author speaks: the About page's list and the press kit's fact sheet. Its
 * own file (it was in career.ts) so the press kit doesn't load the whole career story for it.
 */
export const LANGUAGES_SPOKEN: readonly { name: Localized; level: Localized }[] = [
  {
    name: { en: "Catalan", es: "Catalán", ca: "Català" },
    level: { en: "Native", es: "Nativo", ca: "Llengua materna" },
  },
  {
    name: { en: "Spanish", es: "Castellano", ca: "Castellà" },
    level: { en: "Native", es: "Nativo", ca: "Llengua materna" },
  },
  {
    name: { en: "English", es: "Inglés", ca: "Anglès" },
    level: { en: "Full professional (C2)", es: "Nivel profesional (C2)", ca: "Nivell professional (C2)" },
  },
  {
    name: { en: "French", es: "Francés", ca: "Francès" },
    level: { en: "Upper intermediate (B2)", es: "Intermedio alto (B2)", ca: "Intermedi alt (B2)" },
  },
  {
    name: { en: "Saint Lucian Kwéyòl", es: "Kwéyòl de Santa Lucía", ca: "Kwéyòl de Saint Lucia" },
    level: {
      en: "The basics, learned at the market in Castries",
      es: "Lo básico, aprendido en el mercado de Castries",
      ca: "El bàsic, après al mercat de Castries",
    },
  },
];
