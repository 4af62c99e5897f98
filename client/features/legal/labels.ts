import type { Localized } from "#content/types";

/** Every label is written in all three languages (no English fallback on these pages). */
type Full = Required<Localized>;

/** The interface words of /terms and /privacy. */
export const LEGAL_LABELS = {
  lastUpdated: { en: "Last updated", es: "Última actualización", ca: "Darrera actualització" },
  contents: { en: "Contents", es: "Índice", ca: "Índex" },
  backToContents: { en: "Back to contents", es: "Volver al índice", ca: "Torna a l'índex" },
} as const satisfies Record<string, Full>;
