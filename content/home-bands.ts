/**
 * The home page's bands below the hero and the intro, in page order. They live apart from
 * `home.ts` because each band loads as the visitor scrolls to it: their text is not part of
 * the first load (decision 027).
 */
import type { Localized } from "./types";

export const HOME_SECTIONS = {
  series: {
    heading: { en: "The book series", es: "Las series de libros", ca: "Les sèries de llibres" },
    intro: {
      en: "Two worlds for two kinds of reader. Choose where to start.",
      es: "Dos mundos para dos tipos de lector. Elige por dónde empezar.",
      ca: "Dos mons per a dos tipus de lector. Tria per on començar.",
    },
    tabs: {
      all: { en: "All series", es: "Todas las series", ca: "Totes les sèries" },
      available: { en: "Available now", es: "Ya disponibles", ca: "Ja disponibles" },
    },
    comingSoon: { en: "Coming Soon", es: "Próximamente", ca: "Properament" },
    open: { en: "Explore the series", es: "Explora la serie", ca: "Explora la sèrie" },
  },
  trailer: {
    heading: { en: "Watch the trailer", es: "Mira el tráiler", ca: "Mira el tràiler" },
    intro: {
      en: "Ninety seconds of storm, sea and secrets, scored with the series' main theme.",
      es: "Noventa segundos de tormenta, mar y secretos, con el tema principal de la serie.",
      ca: "Noranta segons de tempesta, mar i secrets, amb el tema principal de la sèrie.",
    },
    more: { en: "Watch More Videos", es: "Ver más vídeos", ca: "Mira més vídeos" },
  },
  music: {
    heading: { en: "Music and soundtracks", es: "Música y bandas sonoras", ca: "Música i bandes sonores" },
    intro: {
      en: "Every book has its own score. Start with the featured track, then pick a playlist.",
      es: "Cada libro tiene su propia banda sonora. Empieza por el tema destacado y elige una lista.",
      ca: "Cada llibre té la seva pròpia banda sonora. Comença pel tema destacat i tria una llista.",
    },
    featured: { en: "Featured track", es: "Tema destacado", ca: "Tema destacat" },
    from: { en: "From", es: "De", ca: "De" },
    listen: { en: "Listen to the album", es: "Escucha el álbum", ca: "Escolta l'àlbum" },
    more: { en: "All music", es: "Toda la música", ca: "Tota la música" },
    buy: { en: "Buy the track", es: "Compra el tema", ca: "Compra el tema" },
    player: {
      play: {
        en: "Play a sample of {title}",
        es: "Reproduce un fragmento de {title}",
        ca: "Reprodueix un fragment de {title}",
      },
      pause: { en: "Pause the sample", es: "Pausa el fragmento", ca: "Posa en pausa el fragment" },
      position: { en: "Position in the sample", es: "Posición en el fragmento", ca: "Posició dins el fragment" },
      of: { en: "{at} of {length}", es: "{at} de {length}", ca: "{at} de {length}" },
      sample: {
        en: "Sample · full track {length}",
        es: "Fragmento · tema completo {length}",
        ca: "Fragment · tema complet {length}",
      },
      failed: {
        en: "The sample can't play right now. Try again in a moment.",
        es: "El fragmento no se puede reproducir ahora. Vuelve a intentarlo en un momento.",
        ca: "El fragment no es pot reproduir ara. Torna-ho a provar d'aquí a una estona.",
      },
    },
  },
  kpis: {
    heading: { en: "Results that speak", es: "Resultados que hablan", ca: "Resultats que parlen" },
    intro: {
      en: "Fifteen years of campaigns, measured the way clients measure them.",
      es: "Quince años de campañas, medidos como los miden los clientes.",
      ca: "Quinze anys de campanyes, mesurats com els mesuren els clients.",
    },
  },
  dna: {
    more: {
      en: "Explore the Marketing Writing DNA",
      es: "Explora el ADN de escritura de marketing",
      ca: "Explora l'ADN d'escriptura de màrqueting",
    },
  },
  portfolio: {
    heading: { en: "Portfolio highlights", es: "Lo mejor del portafolio", ca: "El millor del portafoli" },
    intro: {
      en: "Two decks clients ask about most, and the first chapters of my debut novel, free.",
      es: "Las dos presentaciones por las que más preguntan los clientes y los primeros capítulos de mi primera novela, gratis.",
      ca: "Les dues presentacions per les quals més pregunten els clients i els primers capítols de la meva primera novel·la, de franc.",
    },
    view: { en: "View on SlideShare", es: "Ver en SlideShare", ca: "Veure a SlideShare" },
    more: { en: "Full portfolio", es: "Portafolio completo", ca: "Portafoli complet" },
  },
  testimonials: {
    heading: { en: "What clients say", es: "Lo que dicen los clientes", ca: "El que diuen els clients" },
    more: { en: "All references", es: "Todas las referencias", ca: "Totes les referències" },
    videos: {
      en: "Includes 5 video references",
      es: "Incluye 5 referencias en vídeo",
      ca: "Inclou 5 referències en vídeo",
    },
  },
} as const satisfies Record<string, Record<string, Localized | Record<string, Localized>>>;
