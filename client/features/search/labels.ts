import type { Localized } from "#content/types";
import type { PluralForms } from "../../lib/plural-label";

/**
 * The search dialog's words, loaded with the dialog (the header's button takes its name from the
 * main dictionary, `nav.search`). Placeholders are `{name}`.
 */
export const SEARCH_LABELS = {
  title: { en: "Search the site", es: "Buscar en la web", ca: "Cerca al web" },
  field: {
    en: "Search books, music, news, La Bodega and the portfolio",
    es: "Busca libros, música, noticias, La Bodega y el portafolio",
    ca: "Cerca llibres, música, notícies, La Bodega i el portafoli",
  },
  placeholder: { en: "Type to search…", es: "Escribe para buscar…", ca: "Escriu per cercar…" },
  results: { en: "Results", es: "Resultados", ca: "Resultats" },
  close: { en: "Close search", es: "Cerrar la búsqueda", ca: "Tanca la cerca" },
  loading: { en: "Loading search…", es: "Cargando la búsqueda…", ca: "Carregant la cerca…" },
  failed: {
    en: "Search couldn't load. Check your connection and try again.",
    es: "No se ha podido cargar la búsqueda. Revisa tu conexión y vuelve a intentarlo.",
    ca: "No s'ha pogut carregar la cerca. Revisa la connexió i torna-ho a provar.",
  },
  retry: { en: "Try again", es: "Reintentar", ca: "Torna-ho a provar" },
  shopMissing: {
    en: "La Bodega's products couldn't be loaded; the rest of the site is searched.",
    es: "No se han podido cargar los productos de La Bodega; se busca en el resto de la web.",
    ca: "No s'han pogut carregar els productes de La Bodega; es cerca a la resta del web.",
  },
  noResults: {
    en: "Nothing matches “{query}”.",
    es: "No hay nada que coincida con «{query}».",
    ca: "No hi ha res que coincideixi amb «{query}».",
  },
  noResultsHint: {
    en: "Check the spelling, use fewer words, or browse:",
    es: "Revisa la ortografía, usa menos palabras o explora:",
    ca: "Revisa l'ortografia, fes servir menys paraules o explora:",
  },
  browse: { en: "Browse:", es: "Explora:", ca: "Explora:" },
  keys: {
    en: "↑ ↓ to move, Enter to open, Esc to close",
    es: "↑ ↓ para moverte, Intro para abrir, Esc para cerrar",
    ca: "↑ ↓ per moure't, Retorn per obrir, Esc per tancar",
  },
  books: { en: "Books", es: "Libros", ca: "Llibres" },
  music: { en: "Music", es: "Música", ca: "Música" },
  news: { en: "News", es: "Noticias", ca: "Notícies" },
  shop: { en: "La Bodega", es: "La Bodega", ca: "La Bodega" },
  portfolio: { en: "Portfolio", es: "Portafolio", ca: "Portafoli" },
  contact: { en: "Contact", es: "Contacto", ca: "Contacte" },
  /** A group's name for screen readers: `{name}` and its count. */
  group: { en: "{name}, {count}", es: "{name}, {count}", ca: "{name}, {count}" },
} as const satisfies Record<string, Localized>;

export const SEARCH_PLURALS = {
  /** Announced by the live region as the results change. */
  found: {
    en: { one: "{{count}} result", other: "{{count}} results" },
    es: { one: "{{count}} resultado", other: "{{count}} resultados" },
    ca: { one: "{{count}} resultat", other: "{{count}} resultats" },
  },
} as const satisfies Record<string, Localized<PluralForms>>;
