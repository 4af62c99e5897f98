import type { Localized } from "#content/types";

/** The words of a biography's Copy control: the only press words its code carries. */
export const BIO_COPY_LABELS = {
  copy: { en: "Copy", es: "Copiar", ca: "Copia" },
  /** Read after "Copy" by screen readers, which would otherwise hear three alike buttons. */
  copySuffix: { en: "the {length} biography", es: "la biografía {length}", ca: "la biografia {length}" },
  copied: {
    en: "Copied the {length} biography",
    es: "Biografía {length} copiada",
    ca: "Biografia {length} copiada",
  },
  copyByHand: {
    en: "Your browser didn't let us copy. The text is selected below: copy it from there.",
    es: "Tu navegador no nos deja copiar. El texto está seleccionado aquí abajo: cópialo desde ahí.",
    ca: "El teu navegador no ens deixa copiar. El text és seleccionat aquí sota: copia'l des d'allà.",
  },
  bioField: { en: "Biography text", es: "Texto de la biografía", ca: "Text de la biografia" },
} as const satisfies Record<string, Localized>;
