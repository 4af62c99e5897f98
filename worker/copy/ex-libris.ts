import type { Locale } from "../contract/locales";

/** The ex-libris page stamped into a buyer's EPUB and PDF (decision 054), in en, es and ca. */
export const EX_LIBRIS_COPY = {
  en: {
    title: "Ex libris",
    belongsTo: (name: string, reference: string) => [`This copy belongs to `, name, `, order ${reference}.`] as const,
    boughtIn: (reference: string) => `This copy was bought in order ${reference}.`,
    note: "It comes without DRM, so it opens on all your devices. Please keep it for yourself: thank you for buying it from its author.",
    mark: "Copy mark",
  },
  es: {
    title: "Ex libris",
    belongsTo: (name: string, reference: string) =>
      [`Este ejemplar pertenece a `, name, `, pedido ${reference}.`] as const,
    boughtIn: (reference: string) => `Este ejemplar se compró en el pedido ${reference}.`,
    note: "No lleva DRM, así que se abre en todos tus dispositivos. Guárdalo para ti: gracias por comprarlo directamente a su autor.",
    mark: "Marca del ejemplar",
  },
  ca: {
    title: "Ex libris",
    belongsTo: (name: string, reference: string) =>
      [`Aquest exemplar pertany a `, name, `, comanda ${reference}.`] as const,
    boughtIn: (reference: string) => `Aquest exemplar es va comprar a la comanda ${reference}.`,
    note: "No porta DRM, així que s'obre en tots els teus dispositius. Guarda'l per a tu: gràcies per comprar-lo directament al seu autor.",
    mark: "Marca de l'exemplar",
  },
} satisfies Record<Locale, unknown>;
