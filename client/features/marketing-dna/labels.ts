import type { Localized } from "#content/types";

/** Every label is written in all three languages (no English fallback on this page). */
type Full = Required<Localized>;

/** The interface words of /marketing-dna: headings, labels and link texts that are not editorial content. */
export const DNA_LABELS = {
  principlesHeading: { en: "The principles", es: "Los principios", ca: "Els principis" },
  principlesIntro: {
    en: "Each one comes with a line rewritten the way I would rewrite it for a client.",
    es: "Cada uno va acompañado de una frase reescrita tal como la reescribiría para un cliente.",
    ca: "Cadascun va acompanyat d'una frase reescrita tal com la reescriuria per a un client.",
  },
  example: { en: "Example", es: "Ejemplo", ca: "Exemple" },
  before: { en: "Before", es: "Antes", ca: "Abans" },
  after: { en: "After", es: "Después", ca: "Després" },
  processHeading: { en: "How a project runs", es: "Cómo funciona un proyecto", ca: "Com funciona un projecte" },
  processIntro: {
    en: "The same five steps for a tagline or a full relaunch, in this order.",
    es: "Los mismos cinco pasos para un eslogan o para un relanzamiento completo, en este orden.",
    ca: "Els mateixos cinc passos per a un eslògan o per a un rellançament complet, en aquest ordre.",
  },
  ctaHeading: {
    en: "Put these principles to work",
    es: "Pon estos principios a trabajar",
    ca: "Posa aquests principis a treballar",
  },
  ctaText: {
    en: "Tell me about your brand and the number you want to move, or see what the principles achieved for other clients.",
    es: "Cuéntame cómo es tu marca y qué cifra quieres mover, o mira lo que estos principios consiguieron para otros clientes.",
    ca: "Explica'm com és la teva marca i quina xifra vols moure, o mira què van aconseguir aquests principis per a altres clients.",
  },
  getInTouch: { en: "Get in touch", es: "Escríbeme", ca: "Escriu-me" },
  successStories: { en: "See the success stories", es: "Ver los casos de éxito", ca: "Veure els casos d'èxit" },
} as const satisfies Record<string, Full>;
