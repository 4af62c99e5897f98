import type { Localized } from "#content/types";

/** The press kit page's words (the biographies themselves are content/press.ts). */
export const PRESS_LABELS = {
  kitButton: { en: "Download the whole kit (.zip)", es: "Descargar todo el kit (.zip)", ca: "Baixa tot el kit (.zip)" },
  kitDetail: {
    en: "{count} images and the biographies in three languages, about {size}",
    es: "{count} imágenes y las biografías en tres idiomas, unos {size}",
    ca: "{count} imatges i les biografies en tres idiomes, uns {size}",
  },
  contents: { en: "On this page", es: "En esta página", ca: "En aquesta pàgina" },

  bioHeading: { en: "Biography", es: "Biografía", ca: "Biografia" },
  bioIntro: {
    en: "Three lengths, free to quote as written or to shorten. Please credit the author as Adrià Vidal.",
    es: "Tres extensiones, para citar tal cual o acortar. Menciona al autor como Adrià Vidal.",
    ca: "Tres extensions, per citar tal com són o escurçar. Esmenta l'autor com a Adrià Vidal.",
  },
  words: { en: "{count} words", es: "{count} palabras", ca: "{count} paraules" },

  factsHeading: { en: "Fact sheet", es: "Ficha", ca: "Fitxa" },
  name: { en: "Name", es: "Nombre", ca: "Nom" },
  roles: { en: "What he does", es: "A qué se dedica", ca: "A què es dedica" },
  born: { en: "Born", es: "Nacimiento", ca: "Naixement" },
  basedIn: { en: "Based in", es: "Reside en", ca: "Viu a" },
  languages: { en: "Languages", es: "Idiomas", ca: "Idiomes" },
  books: { en: "Books", es: "Libros", ca: "Llibres" },
  music: { en: "Music", es: "Música", ca: "Música" },
  links: { en: "Links", es: "Enlaces", ca: "Enllaços" },
  bookLine: {
    en: "book {number}, {date}, {pages} pages",
    es: "libro {number}, {date}, {pages} páginas",
    ca: "llibre {number}, {date}, {pages} pàgines",
  },
  bookComing: {
    en: "book {number}, coming {date}",
    es: "libro {number}, llega el {date}",
    ca: "llibre {number}, arriba el {date}",
  },
  bookSoon: {
    en: "book {number}, coming soon",
    es: "libro {number}, próximamente",
    ca: "llibre {number}, properament",
  },
  albumLine: {
    en: "{artist}, released {date}",
    es: "{artist}, publicado el {date}",
    ca: "{artist}, publicat el {date}",
  },
  website: { en: "Website", es: "Web", ca: "Web" },

  mediaHeading: { en: "Photos, covers and logos", es: "Fotos, portadas y logotipos", ca: "Fotos, portades i logotips" },
  mediaIntro: {
    en: "Free to use in coverage of the author and his work. Please don't crop the covers or recolour the logo.",
    es: "De uso libre en la cobertura del autor y de su obra. Por favor, no recortes las portadas ni cambies los colores del logotipo.",
    ca: "D'ús lliure en la cobertura de l'autor i de la seva obra. Si us plau, no retallis les portades ni canviïs els colors del logotip.",
  },
  photos: { en: "Photos", es: "Fotos", ca: "Fotos" },
  covers: { en: "Covers", es: "Portadas", ca: "Portades" },
  logos: { en: "Logos", es: "Logotipos", ca: "Logotips" },
  portrait: { en: "Portrait of Adrià Vidal", es: "Retrato de Adrià Vidal", ca: "Retrat d'Adrià Vidal" },
  wordmarkLight: {
    en: "Wordmark for light backgrounds",
    es: "Logotipo para fondos claros",
    ca: "Logotip per a fons clars",
  },
  wordmarkDark: {
    en: "Wordmark for dark backgrounds",
    es: "Logotipo para fondos oscuros",
    ca: "Logotip per a fons foscos",
  },
  wordmarkLightAlt: {
    en: "The name Adrià Vidal in dark serif letters over a thin wine-red rule and the words Writer, Composer, QA, Marketing",
    es: "El nombre Adrià Vidal en letras serif oscuras sobre una fina línea granate y las palabras Writer, Composer, QA, Marketing",
    ca: "El nom Adrià Vidal en lletres serif fosques sobre una línia fina granat i les paraules Writer, Composer, QA, Marketing",
  },
  wordmarkDarkAlt: {
    en: "The name Adrià Vidal in light serif letters over a thin gold rule and the words Writer, Composer, QA, Marketing, on a dark background",
    es: "El nombre Adrià Vidal en letras serif claras sobre una fina línea dorada y las palabras Writer, Composer, QA, Marketing, sobre fondo oscuro",
    ca: "El nom Adrià Vidal en lletres serif clares sobre una línia fina daurada i les paraules Writer, Composer, QA, Marketing, sobre fons fosc",
  },
  format: {
    en: "{format}, {width} × {height} px, {size}",
    es: "{format}, {width} × {height} px, {size}",
    ca: "{format}, {width} × {height} px, {size}",
  },
  download: { en: "Download {format}", es: "Descargar {format}", ca: "Baixa {format}" },
  /** Read after "Download {format}" by screen readers: which picture, how big. */
  downloadSuffix: { en: "{title}, {size}", es: "{title}, {size}", ca: "{title}, {size}" },

  contactHeading: { en: "Press contact", es: "Contacto de prensa", ca: "Contacte de premsa" },
  contactIntro: {
    en: "For interviews, review copies, events and podcasts, write to me directly or use the contact form.",
    es: "Para entrevistas, ejemplares de prensa, eventos y pódcasts, escríbeme directamente o usa el formulario de contacto.",
    ca: "Per a entrevistes, exemplars de premsa, actes i pòdcasts, escriu-me directament o fes servir el formulari de contacte.",
  },
  emailLabel: { en: "Press email", es: "Correo para prensa", ca: "Correu per a premsa" },
  emailSubject: { en: "Press enquiry", es: "Consulta de prensa", ca: "Consulta de premsa" },
  /** The form opens with its "Media opportunity" reason chosen. */
  formLink: {
    en: "Write through the contact form",
    es: "Escribir desde el formulario",
    ca: "Escriu des del formulari",
  },
  responseTime: {
    en: "Press enquiries get a reply within {hours} hours, Monday to Friday, in English, Spanish or Catalan. Tell me your deadline and I will work to it.",
    es: "Las consultas de prensa reciben respuesta en menos de {hours} horas, de lunes a viernes, en español, inglés o catalán. Dime tu fecha de cierre y me ajustaré a ella.",
    ca: "Les consultes de premsa reben resposta en menys de {hours} hores, de dilluns a divendres, en català, castellà o anglès. Digues-me la teva data de tancament i m'hi ajustaré.",
  },
} as const satisfies Record<string, Localized>;
