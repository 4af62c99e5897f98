import type { Localized } from "#content/types";
import type { PluralForms } from "../../lib/plural-label";

/** The portfolio gallery's and the success stories' own interface text (not content). */
export const PORTFOLIO_LABELS = {
  // Gallery
  galleryHeading: { en: "Work samples", es: "Muestras de trabajo", ca: "Mostres de feina" },
  filter: { en: "Filter by category", es: "Filtrar por categoría", ca: "Filtra per categoria" },
  all: { en: "All", es: "Todo", ca: "Tot" },
  client: { en: "Client", es: "Cliente", ca: "Client" },
  year: { en: "Year", es: "Año", ca: "Any" },
  storiesHeading: {
    en: "Want the whole story?",
    es: "¿Quieres conocer la historia completa?",
    ca: "Vols conèixer la història completa?",
  },
  storiesText: {
    en: "Selected projects told from start to finish: the problem, what I did about it and the numbers that followed.",
    es: "Una selección de proyectos contados de principio a fin: el problema, lo que hice para resolverlo y las cifras que vinieron después.",
    ca: "Una selecció de projectes explicats de cap a peus: el problema, què vaig fer per resoldre'l i les xifres que en van sortir.",
  },
  storiesLink: { en: "Read the success stories", es: "Leer los casos de éxito", ca: "Llegeix els casos d'èxit" },

  // Success stories
  contents: { en: "In this page", es: "En esta página", ca: "En aquesta pàgina" },
  backToContents: { en: "Back to the contents", es: "Volver al índice", ca: "Torna a l'índex" },
  sector: { en: "Sector", es: "Sector", ca: "Sector" },
  problem: { en: "Problem", es: "Problema", ca: "Problema" },
  approach: { en: "Approach", es: "Enfoque", ca: "Enfocament" },
  result: { en: "Result", es: "Resultado", ca: "Resultat" },
  ctaHeading: {
    en: "Have a problem like these?",
    es: "¿Tienes un problema parecido?",
    ca: "Tens un problema semblant?",
  },
  ctaText: {
    en: "Tell me what is holding your project back, and we'll work out together where to start.",
    es: "Cuéntame qué está frenando tu proyecto y veremos juntos por dónde empezar.",
    ca: "Explica'm què està frenant el teu projecte i veurem junts per on començar.",
  },
  startProject: { en: "Start a project", es: "Empezar un proyecto", ca: "Comença un projecte" },
} as const satisfies Record<string, Localized>;

export type PortfolioLabel = keyof typeof PORTFOLIO_LABELS;

export const PORTFOLIO_PLURALS = {
  itemsShown: {
    en: { one: "{{count}} item shown", other: "{{count}} items shown" },
    es: { one: "Se muestra {{count}} trabajo", other: "Se muestran {{count}} trabajos" },
    ca: { one: "Es mostra {{count}} treball", other: "Es mostren {{count}} treballs" },
  },
} as const satisfies Record<string, Localized<PluralForms>>;
