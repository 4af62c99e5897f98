/**
 * Interface labels of the book pages that the content files don't carry, in every language.
 * Placeholders are written `{name}` and filled by `useLabels(BOOK_LABELS)`.
 */
import type { Localized } from "#content/types";

/** A label written out in all three languages (a `Localized` with no fallbacks needed). */
type Label = Required<Localized>;

export const BOOK_LABELS = {
  onThisPage: { en: "On this page", es: "En esta página", ca: "En aquesta pàgina" },
  seriesHeading: { en: "The series", es: "Las series", ca: "Les sèries" },
  seriesIntro: {
    en: "A dark thriller for young adults, available now, and an adventure for younger readers on its way.",
    es: "Un thriller oscuro para lectores juveniles, ya disponible, y una aventura para lectores más jóvenes que está en camino.",
    ca: "Un thriller fosc per a lectors juvenils, ja disponible, i una aventura per a lectors més joves que és en camí.",
  },
  genre: { en: "Genre", es: "Género", ca: "Gènere" },
  audience: { en: "Readers", es: "Lectores", ca: "Lectors" },
  comingSoon: { en: "Coming Soon", es: "Próximamente", ca: "Properament" },
  exploreSeries: { en: "Explore the series", es: "Descubre la serie", ca: "Descobreix la sèrie" },
  seriesBooks: { en: "The {series} books", es: "Los libros de {series}", ca: "Els llibres de {series}" },
  seriesBooksIntro: {
    en: "Each book is a complete mystery, and together they tell what really happened to Teo.",
    es: "Cada libro es un misterio completo y, juntos, cuentan qué le pasó de verdad a Teo.",
    ca: "Cada llibre és un misteri complet i, junts, expliquen què li va passar de debò a en Teo.",
  },
  bookNumber: { en: "Book {number}", es: "Libro {number}", ca: "Llibre {number}" },
  published: { en: "Published", es: "Publicado", ca: "Publicat" },
  expected: { en: "Expected", es: "Previsto", ca: "Previst" },
  pages: { en: "Pages", es: "Páginas", ca: "Pàgines" },
  pageCount: { en: "{count} pages", es: "{count} páginas", ca: "{count} pàgines" },
  isbn: { en: "ISBN", es: "ISBN", ca: "ISBN" },
  details: { en: "Details", es: "Detalles", ca: "Detalls" },
  moreAboutBooks: {
    en: "Synopses, reviews and where to buy",
    es: "Sinopsis, opiniones y dónde comprarlos",
    ca: "Sinopsis, opinions i on comprar-los",
  },
  buyNow: { en: "Buy now", es: "Cómpralo ahora", ca: "Compra'l ara" },
  buyFrom: { en: "Buy {title} from {store}", es: "Comprar {title} en {store}", ca: "Comprar {title} a {store}" },
  excerptHeading: {
    en: "Read the first chapters free",
    es: "Lee gratis los primeros capítulos",
    ca: "Llegeix gratis els primers capítols",
  },
  excerptText: {
    en: "Meet Celeste and the town of Punta Caracol before you decide. Leave your name and email and the opening chapters of Mortal Vengeance download straight away as an EPUB.",
    es: "Conoce a Celeste y el pueblo de Punta Caracol antes de decidirte. Deja tu nombre y tu correo y los primeros capítulos de Mortal Vengeance se descargan al momento en EPUB.",
    ca: "Coneix la Celeste i el poble de Punta Caracol abans de decidir-te. Deixa el teu nom i el teu correu i els primers capítols de Mortal Vengeance es descarreguen a l'instant en EPUB.",
  },
  seeBooks: { en: "See the books", es: "Ver los libros", ca: "Veure els llibres" },
  seeBook: { en: "About the first book", es: "Sobre el primer libro", ca: "Sobre el primer llibre" },
  aboutSeries: { en: "About the series", es: "Sobre la serie", ca: "Sobre la sèrie" },
  theBooks: { en: "Books in the series", es: "Los libros de la serie", ca: "Els llibres de la sèrie" },
  theBook: { en: "The first book", es: "El primer libro", ca: "El primer llibre" },
  readerReviews: { en: "Reader reviews", es: "Opiniones de lectores", ca: "Opinions de lectors" },
  readerReviewsIntro: {
    en: "What readers have said about the books, in their own words.",
    es: "Lo que han dicho los lectores sobre los libros, con sus propias palabras.",
    ca: "El que han dit els lectors sobre els llibres, amb les seves pròpies paraules.",
  },
  behindTheStory: { en: "Behind the story", es: "Detrás de la historia", ca: "Darrere la història" },
  trailer: { en: "Book trailer", es: "Tráiler del libro", ca: "Tràiler del llibre" },
  notOnSale: { en: "Not on sale yet", es: "Todavía no está a la venta", ca: "Encara no és a la venda" },
  notOnSaleText: {
    en: "This book isn't out yet, so there is nowhere to buy it for now. The news page will announce it the moment it is.",
    es: "Este libro todavía no ha salido, así que por ahora no se puede comprar en ningún sitio. La página de noticias lo anunciará en cuanto salga.",
    ca: "Aquest llibre encara no ha sortit, així que de moment no es pot comprar enlloc. La pàgina de notícies ho anunciarà tan bon punt surti.",
  },
  stayInTouch: { en: "Be the first to know", es: "Entérate antes que nadie", ca: "Assabenta-te'n abans que ningú" },
  stayInTouchText: {
    en: "Everything about IMALIVE, from the cover to the publication date, appears in the news first. Have a question about the series? Write to me.",
    es: "Todo lo relacionado con IMALIVE, desde la cubierta hasta la fecha de publicación, aparece primero en las noticias. ¿Tienes alguna pregunta sobre la serie? Escríbeme.",
    ca: "Tot el que tingui a veure amb IMALIVE, des de la coberta fins a la data de publicació, apareix primer a les notícies. Tens alguna pregunta sobre la sèrie? Escriu-me.",
  },
  readNews: { en: "Read the news", es: "Lee las noticias", ca: "Llegeix les notícies" },
  contact: { en: "Get in touch", es: "Escríbeme", ca: "Escriu-me" },
} as const satisfies Record<string, Label>;

export type BookLabel = keyof typeof BOOK_LABELS;
