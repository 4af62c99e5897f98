import type { Localized } from "#content/types";

/** The not-found page's words: only that page (lazy) carries them, not every first load. */
export const NOT_FOUND_LABELS = {
  heading: { en: "Page not found", es: "Página no encontrada", ca: "No s'ha trobat la pàgina" },
  intro: {
    en: "The page you were looking for isn't here. It may have moved, or the address may have a typo.",
    es: "La página que buscabas no está aquí. Puede que se haya movido o que la dirección tenga alguna errata.",
    ca: "La pàgina que buscaves no és aquí. Potser s'ha mogut o potser l'adreça té alguna errada.",
  },
  backHome: { en: "Back to the home page", es: "Volver a la página de inicio", ca: "Torna a la pàgina d'inici" },
  elsewhere: { en: "Other places to go", es: "Otros sitios adonde ir", ca: "Altres llocs on anar" },
  shop: { en: "La Bodega shop", es: "Tienda La Bodega", ca: "Botiga La Bodega" },
  books: { en: "Books", es: "Libros", ca: "Llibres" },
  music: { en: "Music", es: "Música", ca: "Música" },
  contact: { en: "Contact", es: "Contacto", ca: "Contacte" },
} as const satisfies Record<string, Localized>;
