import type { Localized } from "#content/types";

export const NEWS_LABELS = {
  readMore: { en: "Read the post", es: "Leer la entrada", ca: "Llegeix l'entrada" },
  pagination: { en: "News pages", es: "Páginas de noticias", ca: "Pàgines de notícies" },
  previousPage: { en: "Newer posts", es: "Entradas más recientes", ca: "Entrades més recents" },
  nextPage: { en: "Older posts", es: "Entradas anteriores", ca: "Entrades anteriors" },
  page: { en: "Page {number}", es: "Página {number}", ca: "Pàgina {number}" },
  pageOf: { en: "Page {number} of {total}", es: "Página {number} de {total}", ca: "Pàgina {number} de {total}" },
  rss: { en: "Follow the news by RSS", es: "Sigue las noticias por RSS", ca: "Segueix les notícies per RSS" },
  backToNews: { en: "Back to news", es: "Volver a noticias", ca: "Torna a notícies" },
  newer: { en: "Newer post", es: "Entrada más reciente", ca: "Entrada més recent" },
  older: { en: "Older post", es: "Entrada anterior", ca: "Entrada anterior" },
  updated: { en: "Updated {date}", es: "Actualizado el {date}", ca: "Actualitzat el {date}" },
  loadingPost: { en: "Loading the post…", es: "Cargando la entrada…", ca: "Carregant l'entrada…" },
  empty: {
    en: "No posts yet. Come back soon.",
    es: "Todavía no hay entradas. Vuelve pronto.",
    ca: "Encara no hi ha entrades. Torna aviat.",
  },
} as const satisfies Record<string, Localized>;
