/**
 * La Bodega's interface labels (the catalogue's own texts come from D1), in every language.
 * Placeholders are written `{name}` and filled by `useShopLabel()`; plurals are written
 * `{{count}}` and picked by `shopPlural()`.
 */
import type { Localized } from "../../content/types";
import type { Locale } from "../../../worker/contract/locales";
import { localized } from "../../../worker/contract/localized";
import { fillLabel } from "../../lib/format";

/** A label written out in all three languages. */
type Label = Required<Localized>;

export const SHOP_LABELS = {
  // The store's opening
  eyebrow: { en: "The shop", es: "La tienda", ca: "La botiga" },
  tagline: {
    en: "Ebooks, soundtracks and bundles straight from the author, in DRM-free files that are yours to keep.",
    es: "Ebooks, bandas sonoras y packs directamente del autor, en archivos sin DRM que son tuyos para siempre.",
    ca: "Ebooks, bandes sonores i packs directament de l'autor, en fitxers sense DRM que són teus per sempre.",
  },
  promisesHeading: { en: "Why buy here", es: "Por qué comprar aquí", ca: "Per què comprar aquí" },
  instantDownload: { en: "Instant download", es: "Descarga inmediata", ca: "Descàrrega immediata" },
  instantDownloadText: {
    en: "Your files are ready to download as soon as the payment goes through.",
    es: "Tus archivos están listos para descargar en cuanto se confirma el pago.",
    ca: "Els teus fitxers són a punt per baixar tan bon punt es confirma el pagament.",
  },
  securePayment: { en: "Secure payment", es: "Pago seguro", ca: "Pagament segur" },
  securePaymentText: {
    en: "Pay by card, Apple Pay or Google Pay through a secure, encrypted checkout.",
    es: "Paga con tarjeta, Apple Pay o Google Pay en un proceso de pago seguro y cifrado.",
    ca: "Paga amb targeta, Apple Pay o Google Pay en un procés de pagament segur i xifrat.",
  },
  yoursToKeep: { en: "Yours to keep", es: "Tuyo para siempre", ca: "Teu per sempre" },
  yoursToKeepText: {
    en: "No DRM, and every order keeps its downloads in your account.",
    es: "Sin DRM, y cada pedido conserva sus descargas en tu cuenta.",
    ca: "Sense DRM, i cada comanda conserva les seves descàrregues al teu compte.",
  },

  // Filters
  filtersHeading: { en: "Browse the shop", es: "Explora la tienda", ca: "Explora la botiga" },
  categories: { en: "Categories", es: "Categorías", ca: "Categories" },
  all: { en: "All", es: "Todo", ca: "Tot" },
  availableOnly: { en: "Only available now", es: "Solo lo disponible ahora", ca: "Només el que està disponible ara" },
  sortBy: { en: "Sort by", es: "Ordenar por", ca: "Ordena per" },
  "sort.featured": { en: "Featured", es: "Destacados", ca: "Destacats" },
  "sort.newest": { en: "Newest", es: "Novedades", ca: "Novetats" },
  "sort.price-asc": { en: "Price: low to high", es: "Precio: de menor a mayor", ca: "Preu: de més baix a més alt" },
  "sort.price-desc": { en: "Price: high to low", es: "Precio: de mayor a menor", ca: "Preu: de més alt a més baix" },
  loadingCatalogue: { en: "Loading the catalogue…", es: "Cargando el catálogo…", ca: "S'està carregant el catàleg…" },
  emptyHeading: { en: "Nothing here right now", es: "Ahora mismo no hay nada por aquí", ca: "Ara mateix no hi ha res per aquí" },
  emptyText: {
    en: "No product matches these filters. Try another category, or see the whole shop.",
    es: "Ningún producto coincide con estos filtros. Prueba otra categoría o mira toda la tienda.",
    ca: "Cap producte no coincideix amb aquests filtres. Prova una altra categoria o mira tota la botiga.",
  },
  showAll: { en: "Show all products", es: "Ver todos los productos", ca: "Mostra tots els productes" },
  catalogueError: { en: "The shop couldn't load", es: "No se ha podido cargar la tienda", ca: "No s'ha pogut carregar la botiga" },
  errorText: {
    en: "Check your connection and try again.",
    es: "Comprueba tu conexión y vuelve a intentarlo.",
    ca: "Comprova la connexió i torna-ho a provar.",
  },
  tryAgain: { en: "Try again", es: "Volver a intentarlo", ca: "Torna-ho a provar" },

  // A product, on its card and its page
  "kind.ebook": { en: "Ebook", es: "Ebook", ca: "Ebook" },
  "kind.album": { en: "Album", es: "Álbum", ca: "Àlbum" },
  "kind.track": { en: "Track", es: "Tema", ca: "Tema" },
  "kind.bundle": { en: "Bundle", es: "Pack", ca: "Pack" },
  comingSoon: { en: "Coming Soon", es: "Próximamente", ca: "Properament" },
  soldOut: { en: "Sold out", es: "Agotado", ca: "Esgotat" },
  inLanguage: { en: "In {language}", es: "En {language}", ca: "En {language}" },
  "language.en": { en: "English", es: "inglés", ca: "anglès" },
  "language.es": { en: "Spanish", es: "español", ca: "castellà" },
  "language.ca": { en: "Catalan", es: "catalán", ca: "català" },
  addToCart: { en: "Add to cart", es: "Añadir al carrito", ca: "Afegeix a la cistella" },
  adding: { en: "Adding…", es: "Añadiendo…", ca: "S'està afegint…" },
  inCart: { en: "In your cart", es: "En tu carrito", ca: "A la teva cistella" },
  /** Read after "In your cart" on the card's link, which goes to the cart. */
  goToCart: { en: "go to the cart", es: "ir al carrito", ca: "ves a la cistella" },
  price: { en: "Price", es: "Precio", ca: "Preu" },

  // The product page
  backToStore: { en: "Back to the store", es: "Volver a la tienda", ca: "Torna a la botiga" },
  loadingProduct: { en: "Loading the product…", es: "Cargando el producto…", ca: "S'està carregant el producte…" },
  productError: {
    en: "This product couldn't load",
    es: "No se ha podido cargar este producto",
    ca: "No s'ha pogut carregar aquest producte",
  },
  format: { en: "Format", es: "Formato", ca: "Format" },
  language: { en: "Language", es: "Idioma", ca: "Llengua" },
  released: { en: "Released", es: "Publicado", ca: "Publicat" },
  buyNow: { en: "Buy now", es: "Comprar ahora", ca: "Compra ara" },
  alreadyInCart: { en: "It's in your cart.", es: "Ya está en tu carrito.", ca: "Ja és a la teva cistella." },
  viewCart: { en: "View cart", es: "Ver el carrito", ca: "Mira la cistella" },
  notOnSale: { en: "Not on sale yet", es: "Todavía no está a la venta", ca: "Encara no és a la venda" },
  comingSoonText: {
    en: "This one isn't out yet, so it can't be bought for now. The news page will announce it the moment it is.",
    es: "Todavía no ha salido, así que por ahora no se puede comprar. La página de noticias lo anunciará en cuanto salga.",
    ca: "Encara no ha sortit, així que de moment no es pot comprar. La pàgina de notícies ho anunciarà tan bon punt surti.",
  },
  readNews: { en: "Read the news", es: "Lee las noticias", ca: "Llegeix les notícies" },
  soldOutText: {
    en: "This edition has sold out, so it can't be bought right now. The rest of the catalogue is still in the store.",
    es: "Esta edición está agotada, así que ahora mismo no se puede comprar. El resto del catálogo sigue en la tienda.",
    ca: "Aquesta edició està esgotada, així que ara mateix no es pot comprar. La resta del catàleg continua a la botiga.",
  },
  synopsis: { en: "Full synopsis", es: "Sinopsis completa", ca: "Sinopsi completa" },
  aboutMusic: { en: "About the music", es: "Sobre la música", ca: "Sobre la música" },
  readerReviews: { en: "Reader reviews", es: "Opiniones de lectores", ca: "Opinions de lectors" },
  listenerReviews: { en: "Listener reviews", es: "Opiniones de oyentes", ca: "Opinions d'oients" },
  behindTheStory: { en: "Behind the story", es: "Detrás de la historia", ca: "Darrere la història" },
  behindTheMusic: { en: "Behind the music", es: "Detrás de la música", ca: "Darrere la música" },
  downloads: { en: "What you download", es: "Qué descargas", ca: "Què et baixes" },
  downloadsIntro: {
    en: "Ready to download as soon as the payment goes through, and kept in your account.",
    es: "Listo para descargar en cuanto se confirma el pago, y guardado en tu cuenta.",
    ca: "A punt per baixar tan bon punt es confirma el pagament, i desat al teu compte.",
  },
  file: { en: "File", es: "Archivo", ca: "Fitxer" },
  size: { en: "Size", es: "Tamaño", ca: "Mida" },
  bundleContents: { en: "What's in the bundle", es: "Qué incluye el pack", ca: "Què inclou el pack" },
  bundleDownloads: {
    en: "You download everything each of these includes.",
    es: "Descargas todo lo que incluye cada uno de ellos.",
    ca: "Et baixes tot el que inclou cadascun d'ells.",
  },
  bundleSaving: {
    en: "You save {saving} compared with buying them separately ({total}).",
    es: "Ahorras {saving} respecto a comprarlos por separado ({total}).",
    ca: "Estalvies {saving} respecte a comprar-los per separat ({total}).",
  },
  sampleHeading: { en: "Listen to a sample", es: "Escucha un fragmento", ca: "Escolta'n un fragment" },
  sampleLabel: { en: "Sample of {title}", es: "Fragmento de {title}", ca: "Fragment de {title}" },
  sampleNote: {
    en: "A short preview. The purchase downloads the full files.",
    es: "Un breve adelanto. Con la compra descargas los archivos completos.",
    ca: "Un petit tast. Amb la compra et baixes els fitxers complets.",
  },
  audioUnsupported: {
    en: "Your browser can't play this sample.",
    es: "Tu navegador no puede reproducir este fragmento.",
    ca: "El teu navegador no pot reproduir aquest fragment.",
  },
  excerptHeading: {
    en: "Read the first chapters free",
    es: "Lee gratis los primeros capítulos",
    ca: "Llegeix gratis els primers capítols",
  },
  excerptText: {
    en: "Try it before you buy it: leave your name and email and the opening chapters download straight away as an EPUB.",
    es: "Pruébalo antes de comprarlo: deja tu nombre y tu correo y los primeros capítulos se descargan al momento en EPUB.",
    ca: "Prova'l abans de comprar-lo: deixa el teu nom i el teu correu i els primers capítols es baixen a l'instant en EPUB.",
  },
} as const satisfies Record<string, Label>;

export type ShopLabel = keyof typeof SHOP_LABELS;

/** The two plural forms each of the site's languages needs. */
export interface PluralForms {
  one: string;
  other: string;
}

export const SHOP_PLURALS = {
  productsShown: {
    en: { one: "Showing {{count}} product", other: "Showing {{count}} products" },
    es: { one: "Se muestra {{count}} producto", other: "Se muestran {{count}} productos" },
    ca: { one: "Es mostra {{count}} producte", other: "Es mostren {{count}} productes" },
  },
  /** Read after a category's name: "Music, 5 products". */
  products: {
    en: { one: "{{count}} product", other: "{{count}} products" },
    es: { one: "{{count}} producto", other: "{{count}} productos" },
    ca: { one: "{{count}} producte", other: "{{count}} productes" },
  },
  includes: {
    en: { one: "Includes {{count}} item", other: "Includes {{count}} items" },
    es: { one: "Incluye {{count}} producto", other: "Incluye {{count}} productos" },
    ca: { one: "Inclou {{count}} producte", other: "Inclou {{count}} productes" },
  },
} as const satisfies Record<string, Required<Localized<PluralForms>>>;

export type ShopPlural = keyof typeof SHOP_PLURALS;

/** A label in `locale` with its `{name}` placeholders filled. */
export function shopLabel(key: ShopLabel, locale: Locale, values?: Readonly<Record<string, string | number>>): string {
  const text: string = localized(SHOP_LABELS[key], locale);
  return values ? fillLabel(text, values) : text;
}

/**
 * `forms` for `count` in `locale`: `Intl.PluralRules` picks the form ("one" or anything else),
 * and `{{count}}` becomes the number written the locale's way.
 */
export function shopPlural(key: ShopPlural, count: number, locale: Locale): string {
  const { one, other } = localized<PluralForms>(SHOP_PLURALS[key], locale);
  const text = new Intl.PluralRules(locale).select(count) === "one" ? one : other;
  return text.replaceAll("{{count}}", new Intl.NumberFormat(locale).format(count));
}
