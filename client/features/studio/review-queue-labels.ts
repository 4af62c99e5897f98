import type { Localized } from "#content/types";

/** The studio's review queue (decision 050), in every language. */
export const REVIEW_QUEUE_LABELS = {
  intro: {
    en: "Reviews by readers who own the product. New and edited ones wait here; only approved ones show on the product's page and count in its rating.",
    es: "Reseñas de lectores que tienen el producto. Las nuevas y las editadas esperan aquí; solo las aprobadas se ven en su página y cuentan en su valoración.",
    ca: "Ressenyes de lectors que tenen el producte. Les noves i les editades esperen aquí; només les aprovades es veuen a la seva pàgina i compten en la valoració.",
  },
  stateFilter: { en: "Show reviews", es: "Mostrar reseñas", ca: "Mostra ressenyes" },
  "state.pending": { en: "Waiting", es: "Pendientes", ca: "Pendents" },
  "state.approved": { en: "Approved", es: "Aprobadas", ca: "Aprovades" },
  "state.hidden": { en: "Hidden", es: "Ocultas", ca: "Amagades" },
  listName: { en: "Reviews", es: "Reseñas", ca: "Ressenyes" },
  loading: { en: "Loading reviews…", es: "Cargando reseñas…", ca: "Carregant ressenyes…" },
  "empty.pending": {
    en: "No review is waiting. New ones will appear here.",
    es: "No hay ninguna reseña pendiente. Las nuevas aparecerán aquí.",
    ca: "No hi ha cap ressenya pendent. Les noves apareixeran aquí.",
  },
  "empty.approved": {
    en: "No approved reviews.",
    es: "No hay reseñas aprobadas.",
    ca: "No hi ha ressenyes aprovades.",
  },
  "empty.hidden": { en: "No hidden reviews.", es: "No hay reseñas ocultas.", ca: "No hi ha ressenyes amagades." },
  more: { en: "Show more", es: "Mostrar más", ca: "Mostra'n més" },
  loadingMore: { en: "Loading more…", es: "Cargando más…", ca: "Carregant-ne més…" },
  stars: { en: "{rating} of 5 stars", es: "{rating} de 5 estrellas", ca: "{rating} de 5 estrelles" },
  edited: { en: "edited", es: "editada", ca: "editada" },
  "language.en": { en: "English", es: "Inglés", ca: "Anglès" },
  "language.es": { en: "Spanish", es: "Castellano", ca: "Castellà" },
  "language.ca": { en: "Catalan", es: "Catalán", ca: "Català" },
  noName: { en: "(no public name)", es: "(sin nombre público)", ca: "(sense nom públic)" },
  approve: { en: "Approve", es: "Aprobar", ca: "Aprova" },
  hide: { en: "Hide", es: "Ocultar", ca: "Amaga" },
  delete: { en: "Delete", es: "Borrar", ca: "Esborra" },
  working: { en: "Working…", es: "Un momento…", ca: "Un moment…" },
  approved: {
    en: "Review approved: it shows on its page.",
    es: "Reseña aprobada: ya se ve en su página.",
    ca: "Ressenya aprovada: ja es veu a la seva pàgina.",
  },
  hidden: { en: "Review hidden.", es: "Reseña ocultada.", ca: "Ressenya amagada." },
  deleted: { en: "Review deleted.", es: "Reseña borrada.", ca: "Ressenya esborrada." },
  deleteTitle: { en: "Delete this review?", es: "¿Borrar esta reseña?", ca: "Vols esborrar aquesta ressenya?" },
  deleteText: {
    en: "The review by {author} goes for good (the audit log keeps what it said). Its reader can write a new one.",
    es: "La reseña de {author} se borra para siempre (el registro conserva lo que decía). Su lector puede escribir otra.",
    ca: "La ressenya de {author} s'esborra per sempre (el registre conserva el que deia). El seu lector en pot escriure una altra.",
  },
} as const satisfies Record<string, Required<Localized>>;
