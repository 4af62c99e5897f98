import type { Localized, NewsPost } from "../types";

/**
 * News, newest first. Each post's text is the default export of `./bodies/<slug>.ts`, loaded
 * only when the post is opened.
 */
export const NEWS_POSTS: readonly NewsPost[] = [
  {
    id: "news:la-bodega-opens",
    slug: "la-bodega-opens",
    published: "2026-11-10",
    category: "site",
    title: {
      en: "La Bodega is open: ebooks and music, ready to download",
      es: "Abre La Bodega: ebooks y música para descargar al momento",
      ca: "Obre La Bodega: ebooks i música per baixar a l'instant",
    },
    summary: {
      en: "The site now has its own shop. Buy the Mortal Vengeance ebook or the original soundtrack here and download it straight away.",
      es: "La web ya tiene tienda propia. Compra aquí el ebook de Mortal Vengeance o la banda sonora original y descárgalos al instante.",
      ca: "El web ja té botiga pròpia. Compra aquí l'ebook de Mortal Vengeance o la banda sonora original i baixa-te'ls a l'instant.",
    },
    image: {
      src: "/media/news/la-bodega-opens.svg",
      width: 1200,
      height: 630,
      alt: {
        en: "A small shop front with a striped wine and cream awning and a sign reading La Bodega, books and a record in the window and an Open sign on the door, beside the words La Bodega is open, ebooks and music, instant download.",
        es: "La fachada de una pequeña tienda con un toldo a rayas granate y crema y un rótulo que dice La Bodega, libros y un disco en el escaparate y un cartel de Open en la puerta, junto a las palabras La Bodega is open, ebooks and music, instant download.",
        ca: "La façana d'una botigueta amb un tendal a ratlles granat i crema i un rètol que diu La Bodega, llibres i un disc a l'aparador i un cartell d'Open a la porta, al costat de les paraules La Bodega is open, ebooks and music, instant download.",
      },
    },
  },
  {
    id: "news:windward-writing-progress",
    slug: "windward-writing-progress",
    published: "2026-09-24",
    category: "books",
    title: {
      en: "Windward: notes from the middle of the draft",
      es: "Windward: apuntes desde la mitad del borrador",
      ca: "Windward: notes des del mig de l'esborrany",
    },
    summary: {
      en: "Book 3 of Mortal Vengeance is halfway written. Where the story is heading, what I've cut, and why Celeste finally crosses to the windward side of Santa Brisa.",
      es: "El tercer libro de Mortal Vengeance va por la mitad. Hacia dónde va la historia, qué he recortado y por qué Celeste cruza por fin a la costa de barlovento de Santa Brisa.",
      ca: "El tercer llibre de Mortal Vengeance ja és a mig camí. Cap on va la història, què he retallat i per què la Celeste travessa per fi cap a la costa de sobrevent de Santa Brisa.",
    },
    image: {
      src: "/media/news/windward-writing-progress.svg",
      width: 1200,
      height: 630,
      alt: {
        en: "Two manuscript pages headed Windward, marked draft, 60,000 words, in front of a dark, jagged windward coast with surf below and wind lines across a grey-blue sky.",
        es: "Dos páginas de manuscrito encabezadas con Windward y la nota draft, 60,000 words, delante de una costa de barlovento oscura y recortada, con oleaje abajo y ráfagas de viento en un cielo gris azulado.",
        ca: "Dues pàgines de manuscrit encapçalades amb Windward i la nota draft, 60,000 words, davant d'una costa de sobrevent fosca i retallada, amb onatge a baix i ratxes de vent en un cel gris blavós.",
      },
    },
  },
  {
    id: "news:aie-synthetic-tides",
    slug: "aie-synthetic-tides",
    published: "2026-05-15",
    category: "music",
    title: {
      en: "AIE releases Synthetic Tides",
      es: "AIE publica Synthetic Tides",
      ca: "AIE publica Synthetic Tides",
    },
    summary: {
      en: "Synthetic Tides, the five-track EP from AIE, my experimental project with AI tools, is out today, with full credits for what the software did and what I did.",
      es: "Ya está aquí Synthetic Tides, el EP de cinco temas de AIE, mi proyecto experimental con herramientas de IA, con créditos detallados de lo que hizo el software y lo que hice yo.",
      ca: "Ja ha sortit Synthetic Tides, l'EP de cinc temes d'AIE, el meu projecte experimental amb eines d'IA, amb crèdits detallats del que va fer el programari i del que vaig fer jo.",
    },
    image: {
      src: "/media/news/aie-synthetic-tides.svg",
      width: 1200,
      height: 630,
      alt: {
        en: "The letters AIE in bold white capitals above Synthetic Tides in gold italics, with jagged digital waveforms and a smooth red wave across a dotted blue-black background.",
        es: "Las letras AIE en mayúsculas blancas y gruesas sobre Synthetic Tides en cursiva dorada, con formas de onda digitales quebradas y una ola roja suave sobre un fondo negro azulado punteado.",
        ca: "Les lletres AIE en majúscules blanques i gruixudes sobre Synthetic Tides en cursiva daurada, amb formes d'ona digitals trencades i una onada vermella suau sobre un fons negre blavós puntejat.",
      },
    },
  },
  {
    id: "news:relat-summit-talk",
    slug: "relat-summit-talk",
    published: "2026-02-16",
    updated: "2026-03-23",
    category: "events",
    title: {
      en: "Speaking at Relat Summit in Barcelona",
      es: "Doy una charla en Relat Summit, en Barcelona",
      ca: "Faig una xerrada a Relat Summit, a Barcelona",
    },
    summary: {
      en: "On 19 March I'm giving a talk at Relat Summit, Barcelona's conference on marketing and storytelling, about what novelists know about attention that brands keep forgetting.",
      es: "El 19 de marzo doy una charla en Relat Summit, el congreso de marketing y storytelling de Barcelona, sobre lo que los novelistas saben de la atención y las marcas olvidan una y otra vez.",
      ca: "El 19 de març faig una xerrada a Relat Summit, el congrés de màrqueting i relat de Barcelona, sobre el que els novel·listes saben de l'atenció i les marques obliden una vegada i una altra.",
    },
    image: {
      src: "/media/news/relat-summit-talk.svg",
      width: 1200,
      height: 630,
      alt: {
        en: "A microphone on a stand under a gold spotlight on a deep red stage, beside the words Barcelona, 19.03.2026, Relat Summit, Stories That Sell Without Shouting, Adrià Vidal.",
        es: "Un micrófono en su pie bajo un foco dorado en un escenario granate, junto a las palabras Barcelona, 19.03.2026, Relat Summit, Stories That Sell Without Shouting, Adrià Vidal.",
        ca: "Un micròfon al seu peu sota un focus daurat en un escenari granat, al costat de les paraules Barcelona, 19.03.2026, Relat Summit, Stories That Sell Without Shouting, Adrià Vidal.",
      },
    },
  },
  {
    id: "news:imalive-announced",
    slug: "imalive-announced",
    published: "2025-12-03",
    category: "books",
    title: {
      en: "Announcing IMALIVE, a new series for younger readers",
      es: "Os presento IMALIVE, una nueva serie para lectores más jóvenes",
      ca: "Us presento IMALIVE, una sèrie nova per a lectors més joves",
    },
    summary: {
      en: "An old laptop from Els Encants, one word on the screen every night, and three friends following its clues across Barcelona. IMALIVE, for readers aged 8 to 12, is coming in spring 2027.",
      es: "Un portátil viejo de Els Encants, una sola palabra en la pantalla cada noche y tres amigos que siguen sus pistas por Barcelona. IMALIVE, para lectores de 8 a 12 años, llegará en la primavera de 2027.",
      ca: "Un portàtil vell dels Encants, una sola paraula a la pantalla cada nit i tres amics que en segueixen les pistes per Barcelona. IMALIVE, per a lectors de 8 a 12 anys, arribarà la primavera del 2027.",
    },
    image: {
      src: "/media/news/imalive-announced.svg",
      width: 1200,
      height: 630,
      alt: {
        en: "An old laptop glowing in the dark with the word IMALIVE on its screen and a blinking cursor, in front of a starry Barcelona skyline, under the words A new series, spring 2027.",
        es: "Un portátil viejo que brilla en la oscuridad con la palabra IMALIVE en la pantalla y un cursor parpadeante, ante un perfil estrellado de Barcelona, bajo las palabras A new series, spring 2027.",
        ca: "Un portàtil vell que brilla en la foscor amb la paraula IMALIVE a la pantalla i un cursor que parpelleja, davant d'un perfil estelat de Barcelona, sota les paraules A new series, spring 2027.",
      },
    },
  },
  {
    id: "news:undertow-out-now",
    slug: "undertow-out-now",
    published: "2025-10-14",
    category: "books",
    title: {
      en: "Undertow is out today",
      es: "Undertow ya está a la venta",
      ca: "Undertow ja és a la venda",
    },
    summary: {
      en: "Mortal Vengeance: Undertow, the second book in the series, is out today. A year after Teo, a tourist vanishes from a yacht in the harbour, and the white shells come back.",
      es: "Mortal Vengeance: Undertow, el segundo libro de la serie, sale hoy. Un año después de lo de Teo, una turista desaparece de un yate en el puerto y vuelven las conchas blancas.",
      ca: "Mortal Vengeance: Undertow, el segon llibre de la sèrie, surt avui. Un any després del que va passar amb en Teo, una turista desapareix d'un iot al port i tornen les petxines blanques.",
    },
    image: {
      src: "/media/news/undertow-out-now.svg",
      width: 1200,
      height: 630,
      alt: {
        en: "A white shell sinking into a spiral current in deep blue water, with a few bubbles rising, above the words Undertow, Mortal Vengeance, book 2, out now.",
        es: "Una concha blanca que se hunde en una corriente en espiral en aguas azul oscuro, con algunas burbujas que suben, sobre las palabras Undertow, Mortal Vengeance, book 2, out now.",
        ca: "Una petxina blanca que s'enfonsa en un corrent en espiral en aigües blau fosc, amb unes quantes bombolles que pugen, sobre les paraules Undertow, Mortal Vengeance, book 2, out now.",
      },
    },
  },
  {
    id: "news:mortal-vengeance-soundtrack",
    slug: "mortal-vengeance-soundtrack",
    published: "2025-03-21",
    category: "music",
    title: {
      en: "The Mortal Vengeance soundtrack is out",
      es: "Ya está aquí la banda sonora de Mortal Vengeance",
      ca: "Ja ha sortit la banda sonora de Mortal Vengeance",
    },
    summary: {
      en: "Twelve tracks of piano, cello, steel pan and storm, written for the world of Santa Brisa. Out today on Spotify, Apple Music and Bandcamp.",
      es: "Doce temas de piano, violonchelo, steel pan y tormenta, escritos para el mundo de Santa Brisa. Desde hoy en Spotify, Apple Music y Bandcamp.",
      ca: "Dotze temes de piano, violoncel, steel pan i tempesta, escrits per al món de Santa Brisa. Des d'avui a Spotify, Apple Music i Bandcamp.",
    },
    image: {
      src: "/media/news/mortal-vengeance-soundtrack.svg",
      width: 1200,
      height: 630,
      alt: {
        en: "A piano keyboard across the bottom with two melody lines, gold and red, rising and falling above it on black, under the words Original soundtrack, 12 tracks, Mortal Vengeance.",
        es: "Un teclado de piano en la parte inferior con dos líneas melódicas, una dorada y otra roja, que suben y bajan sobre fondo negro, bajo las palabras Original soundtrack, 12 tracks, Mortal Vengeance.",
        ca: "Un teclat de piano a la part de baix amb dues línies melòdiques, una de daurada i una de vermella, que pugen i baixen sobre fons negre, sota les paraules Original soundtrack, 12 tracks, Mortal Vengeance.",
      },
    },
  },
  {
    id: "news:mortal-vengeance-out-now",
    slug: "mortal-vengeance-out-now",
    published: "2024-10-08",
    category: "books",
    title: {
      en: "Mortal Vengeance is out today",
      es: "Mortal Vengeance ya está a la venta",
      ca: "Mortal Vengeance ja és a la venda",
    },
    summary: {
      en: "My first novel, a dark young-adult psychological thriller set on the Caribbean island of Santa Brisa, is published today.",
      es: "Hoy se publica mi primera novela, un thriller psicológico juvenil y oscuro ambientado en Santa Brisa, una isla del Caribe.",
      ca: "Avui es publica la meva primera novel·la, un thriller psicològic juvenil i fosc ambientat a Santa Brisa, una illa del Carib.",
    },
    image: {
      src: "/media/news/mortal-vengeance-out-now.svg",
      width: 1200,
      height: 630,
      alt: {
        en: "A black breakwater running into a dark sea under a storm sky with a streak of lightning, beside the words Mortal Vengeance, out now, 08.10.2024.",
        es: "Un rompeolas negro que se adentra en un mar oscuro bajo un cielo de tormenta con un rayo, junto a las palabras Mortal Vengeance, out now, 08.10.2024.",
        ca: "Una escullera negra que s'endinsa en un mar fosc sota un cel de tempesta amb un llamp, al costat de les paraules Mortal Vengeance, out now, 08.10.2024.",
      },
    },
  },
  {
    id: "news:mortal-vengeance-cover-reveal",
    slug: "mortal-vengeance-cover-reveal",
    published: "2024-06-18",
    category: "books",
    title: {
      en: "Cover reveal: Mortal Vengeance",
      es: "Os presento la cubierta de Mortal Vengeance",
      ca: "Us presento la coberta de Mortal Vengeance",
    },
    summary: {
      en: "Here is the cover of my debut novel, a young-adult thriller set on the Caribbean island of Santa Brisa, out on 8 October 2024.",
      es: "Esta es la cubierta de mi primera novela, un thriller juvenil ambientado en la isla caribeña de Santa Brisa, que sale el 8 de octubre de 2024.",
      ca: "Aquesta és la coberta de la meva primera novel·la, un thriller juvenil ambientat a l'illa caribenya de Santa Brisa, que surt el 8 d'octubre de 2024.",
    },
    image: {
      src: "/media/news/mortal-vengeance-cover-reveal.svg",
      width: 1200,
      height: 630,
      alt: {
        en: "Red theatre curtains drawn back from a dark book cover titled Mortal Vengeance, showing a breakwater and a single white shell, above the words Cover reveal, out 8 October 2024.",
        es: "Un telón rojo que se abre ante una cubierta oscura titulada Mortal Vengeance, con un rompeolas y una sola concha blanca, sobre las palabras Cover reveal, out 8 October 2024.",
        ca: "Un teló vermell que s'obre davant d'una coberta fosca titulada Mortal Vengeance, amb una escullera i una sola petxina blanca, sobre les paraules Cover reveal, out 8 October 2024.",
      },
    },
  },
];

/** The posts' categories, named in each language (the news pages and the feeds). */
export const NEWS_CATEGORIES: Record<NewsPost["category"], Localized> = {
  books: { en: "Books", es: "Libros", ca: "Llibres" },
  music: { en: "Music", es: "Música", ca: "Música" },
  events: { en: "Events", es: "Eventos", ca: "Esdeveniments" },
  work: { en: "Work", es: "Trabajo", ca: "Feina" },
  site: { en: "Site news", es: "Novedades del sitio", ca: "Novetats del lloc" },
};

/**
 * Posts whose day has come, newest first: a post dated in the future waits for its day in the
 * list, its page, the feeds and the sitemap alike.
 */
export function publishedPosts(now = new Date()): NewsPost[] {
  const today = now.toISOString().slice(0, 10);
  // ISO dates sort as text; localeCompare would build a collator, a long task on first use.
  return NEWS_POSTS.filter((post) => post.published <= today).sort((a, b) =>
    a.published < b.published ? 1 : a.published > b.published ? -1 : 0,
  );
}
