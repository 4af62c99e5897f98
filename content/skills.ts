/**
 * The skills named on /experience and /experience-detailed, each written once for every page
 * that shows it. A generic skill is written in each language, as a Spanish or Catalan CV would
 * put it; a tool, a standard or a certificate keeps its one name (a plain string) everywhere.
 * Plain data: types only.
 */
import type { Localized } from "./types";

/** A skill's name: the same in every language (a proper noun), or written in each. */
export type SkillName = string | Required<Localized>;

export const SKILLS = {
  /* Writing */
  "long-form-fiction": { en: "Long-form fiction", es: "Novela", ca: "Novel·la" },
  fiction: { en: "Fiction", es: "Ficción", ca: "Ficció" },
  "narrative-structure": { en: "Narrative structure", es: "Estructura narrativa", ca: "Estructura narrativa" },
  "structural-editing": { en: "Structural editing", es: "Edición estructural", ca: "Edició estructural" },
  editing: { en: "Editing", es: "Edición de textos", ca: "Edició de textos" },
  worldbuilding: { en: "Worldbuilding", es: "Construcción de mundos", ca: "Construcció de mons" },
  "book-marketing": { en: "Book marketing", es: "Marketing editorial", ca: "Màrqueting editorial" },
  "public-speaking": { en: "Public speaking", es: "Hablar en público", ca: "Parlar en públic" },
  "brand-storytelling": { en: "Brand storytelling", es: "Relato de marca", ca: "Relat de marca" },
  "writing-in-three-languages": {
    en: "Writing in English, Spanish and Catalan",
    es: "Escritura en inglés, castellano y catalán",
    ca: "Escriptura en anglès, castellà i català",
  },

  /* Music */
  composition: { en: "Composition", es: "Composición", ca: "Composició" },
  "game-scoring": { en: "Scoring for games", es: "Música para videojuegos", ca: "Música per a videojocs" },
  "podcast-music": { en: "Podcast music", es: "Música para pódcasts", ca: "Música per a pòdcasts" },
  production: { en: "Production", es: "Producción musical", ca: "Producció musical" },
  "field-recording": { en: "Field recording", es: "Grabación de campo", ca: "Enregistrament de camp" },
  "mixing-mastering": { en: "Mixing & mastering", es: "Mezcla y masterización", ca: "Mescla i masterització" },
  "logic-pro": "Logic Pro",
  fmod: "FMOD",

  /* Quality assurance */
  "test-strategy": { en: "Test strategy", es: "Estrategia de pruebas", ca: "Estratègia de proves" },
  accessibility: { en: "Accessibility", es: "Accesibilidad", ca: "Accessibilitat" },
  "accessibility-wcag": {
    en: "Accessibility (WCAG 2.1)",
    es: "Accesibilidad (WCAG 2.1)",
    ca: "Accessibilitat (WCAG 2.1)",
  },
  playwright: "Playwright",
  cypress: "Cypress",
  typescript: "TypeScript",
  istqb: "ISTQB",
  "istqb-foundation": "ISTQB Foundation",
  "ci-cd": "CI/CD",

  /* Marketing and communication */
  "brand-strategy": { en: "Brand strategy", es: "Estrategia de marca", ca: "Estratègia de marca" },
  copywriting: { en: "Copywriting", es: "Redacción publicitaria", ca: "Redacció publicitària" },
  "content-strategy": { en: "Content strategy", es: "Estrategia de contenidos", ca: "Estratègia de continguts" },
  "email-lifecycle": { en: "Email & lifecycle", es: "Email y fidelización", ca: "Correu i fidelització" },
  "ab-testing": { en: "A/B testing", es: "Pruebas A/B", ca: "Proves A/B" },
  analytics: { en: "Analytics", es: "Analítica web", ca: "Analítica web" },
  seo: "SEO",
  "social-media-strategy": {
    en: "Social media strategy",
    es: "Estrategia en redes sociales",
    ca: "Estratègia a les xarxes socials",
  },
  "editorial-planning": { en: "Editorial planning", es: "Planificación editorial", ca: "Planificació editorial" },
  "community-management": {
    en: "Community management",
    es: "Gestión de comunidades",
    ca: "Gestió de comunitats",
  },
  "team-leadership": { en: "Team leadership", es: "Liderazgo de equipos", ca: "Lideratge d'equips" },
  "hospitality-marketing": {
    en: "Hospitality marketing",
    es: "Marketing turístico y hotelero",
    ca: "Màrqueting turístic i hoteler",
  },
  radio: { en: "Radio", es: "Cuñas de radio", ca: "Falques de ràdio" },
  naming: { en: "Naming", es: "Creación de nombres", ca: "Creació de noms" },
  "concept-development": {
    en: "Concept development",
    es: "Desarrollo de conceptos",
    ca: "Desenvolupament de conceptes",
  },
  proofreading: { en: "Proofreading", es: "Corrección de textos", ca: "Correcció de textos" },
} as const satisfies Record<string, SkillName>;

export type SkillId = keyof typeof SKILLS;
