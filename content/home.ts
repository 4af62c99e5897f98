/**
 * The home page's first screen: the hero slides and the intro band. The bands below them are
 * in `home-bands.ts`. Books, music, testimonials, the DNA panel and the figures come from their
 * own content files and the site profile, so each fact is written once.
 */
import type { ImageRef, Localized } from "./types";

export interface HeroAction {
  label: Localized;
  /** A site path, an https URL (opens the provider's site), or "cv" for the CV lead form. */
  href: string | "cv";
  tone: "primary" | "secondary" | "link";
}

export interface HeroSlide {
  id: "intro" | "mortal-vengeance" | "imalive" | "marketing-dna";
  eyebrow: Localized;
  title: Localized;
  text: Localized;
  actions: readonly HeroAction[];
  /** Artwork beside the text on wide screens (decorative when the title already names it). */
  art?: ImageRef;
  /** Tailwind background classes: each slide has its own mood. */
  background: string;
}

/**
 * The intro slide's background video. Left empty until the author supplies one; with a video
 * set here the slide plays it muted and looped (never under reduced motion).
 */
export const HERO_VIDEO: { src: string; type: "video/mp4" | "video/webm"; poster?: string } | null = null;

export const HERO_SLIDES: readonly HeroSlide[] = [
  {
    id: "intro",
    eyebrow: {
      en: "Writer · Composer · QA Analyst · Marketer",
      es: "Escritor · Compositor · Analista QA · Marketer",
      ca: "Escriptor · Compositor · Analista QA · Màrqueting",
    },
    title: {
      en: "Stories, soundtracks and strategy",
      es: "Historias, bandas sonoras y estrategia",
      ca: "Històries, bandes sonores i estratègia",
    },
    text: {
      en: "Dark thrillers set in the Caribbean, the music that goes with them, and fifteen years of helping brands find their voice.",
      es: "Thrillers oscuros ambientados en el Caribe, la música que los acompaña y quince años ayudando a las marcas a encontrar su voz.",
      ca: "Thrillers foscos ambientats al Carib, la música que els acompanya i quinze anys ajudant les marques a trobar la seva veu.",
    },
    actions: [
      { label: { en: "Books", es: "Libros", ca: "Llibres" }, href: "/books", tone: "primary" },
      { label: { en: "Music", es: "Música", ca: "Música" }, href: "/music", tone: "secondary" },
      { label: { en: "Portfolio", es: "Portafolio", ca: "Portafoli" }, href: "/portfolio-gallery", tone: "secondary" },
      { label: { en: "Download My CV", es: "Descarga mi CV", ca: "Descarrega el meu CV" }, href: "cv", tone: "link" },
    ],
    // Supplied artwork (2.6 KB of SVG) until a photo or the HERO_VIDEO replaces it.
    art: {
      src: "/media/hero/intro.svg",
      width: 600,
      height: 800,
      alt: {
        en: "An open book at dusk whose pages become the sea, with music rising from it",
        es: "Un libro abierto al atardecer cuyas páginas se vuelven mar, con música que se eleva de él",
        ca: "Un llibre obert al capvespre les pàgines del qual es tornen mar, amb música que se n'eleva",
      },
    },
    background: "bg-gradient-to-br from-ink via-[#221420] to-wine-dark",
  },
  {
    id: "mortal-vengeance",
    eyebrow: {
      en: "Young-adult psychological thriller",
      es: "Thriller psicológico juvenil",
      ca: "Thriller psicològic juvenil",
    },
    title: { en: "Mortal Vengeance", es: "Mortal Vengeance", ca: "Mortal Vengeance" },
    text: {
      en: "The sea gave Teo back three days after it took him. On Santa Brisa everyone calls it an accident. Celeste knows it wasn't.",
      es: "El mar devolvió a Teo tres días después de llevárselo. En Santa Brisa todos dicen que fue un accidente. Celeste sabe que no.",
      ca: "El mar va tornar el Teo tres dies després d'endur-se'l. A Santa Brisa tothom diu que va ser un accident. La Celeste sap que no.",
    },
    actions: [
      {
        label: { en: "Discover the series", es: "Descubre la serie", ca: "Descobreix la sèrie" },
        href: "/series/mortal-vengeance",
        tone: "primary",
      },
      {
        label: { en: "Watch the trailer", es: "Mira el tráiler", ca: "Mira el tràiler" },
        href: "https://www.youtube.com/watch?v=I8ihN5KXSc7",
        tone: "secondary",
      },
    ],
    art: {
      src: "/media/covers/mortal-vengeance-1.svg",
      width: 600,
      height: 900,
      alt: {
        en: "Cover of Mortal Vengeance, book one",
        es: "Cubierta de Mortal Vengeance, libro uno",
        ca: "Coberta de Mortal Vengeance, llibre u",
      },
    },
    background: "bg-gradient-to-br from-[#0d1a22] via-[#13303b] to-ink",
  },
  {
    id: "imalive",
    eyebrow: {
      en: "Middle-grade adventure · Coming soon",
      es: "Aventura infantil · Próximamente",
      ca: "Aventura infantil · Properament",
    },
    title: { en: "IMALIVE", es: "IMALIVE", ca: "IMALIVE" },
    text: {
      en: "Every night the old laptop from the flea market shows one word. Nil, Aina and Jun are about to find out who is asking for help.",
      es: "Cada noche el viejo portátil del mercadillo muestra una sola palabra. Nil, Aina y Jun están a punto de descubrir quién pide ayuda.",
      ca: "Cada nit el vell portàtil dels Encants mostra una sola paraula. En Nil, l'Aina i en Jun estan a punt de descobrir qui demana ajuda.",
    },
    actions: [
      {
        label: { en: "Meet IMALIVE", es: "Conoce IMALIVE", ca: "Coneix IMALIVE" },
        href: "/series/imalive",
        tone: "primary",
      },
      {
        label: { en: "Be the first to know", es: "Entérate el primero", ca: "Sigues el primer a saber-ho" },
        href: "/series/imalive",
        tone: "secondary",
      },
    ],
    art: {
      src: "/media/covers/imalive-1.svg",
      width: 600,
      height: 900,
      alt: {
        en: "Cover of IMALIVE: The Signal in the Attic",
        es: "Cubierta de IMALIVE: The Signal in the Attic",
        ca: "Coberta d'IMALIVE: The Signal in the Attic",
      },
    },
    background: "bg-gradient-to-br from-[#1f3f73] via-sea to-[#2b6f5f]",
  },
  {
    id: "marketing-dna",
    eyebrow: { en: "Marketing Writing DNA", es: "ADN de escritura de marketing", ca: "ADN d'escriptura de màrqueting" },
    title: {
      en: "Copy that is built, not decorated",
      es: "Textos construidos, no decorados",
      ca: "Textos construïts, no decorats",
    },
    text: {
      en: "Six principles behind campaigns for more than 200 brands: reader first, one idea per message, evidence over adjectives, and a test for every claim.",
      es: "Seis principios detrás de campañas para más de 200 marcas: el lector primero, una idea por mensaje, pruebas antes que adjetivos y un test para cada afirmación.",
      ca: "Sis principis darrere de campanyes per a més de 200 marques: el lector primer, una idea per missatge, proves abans que adjectius i un test per a cada afirmació.",
    },
    actions: [
      {
        label: { en: "Explore the DNA", es: "Explora el ADN", ca: "Explora l'ADN" },
        href: "/marketing-dna",
        tone: "primary",
      },
      {
        label: { en: "See the results", es: "Mira los resultados", ca: "Mira els resultats" },
        href: "/marketing-dna",
        tone: "secondary",
      },
    ],
    background: "bg-gradient-to-br from-wine-dark via-wine to-[#8a5a1f]",
  },
];

/** The intro band under the hero: part of the first screen, so it stays with the hero. */
export const HOME_INTRO = {
  eyebrow: { en: "Me in a nutshell", es: "Yo, en pocas palabras", ca: "Jo, en poques paraules" },
  heading: {
    en: "Four crafts, one habit: paying attention",
    es: "Cuatro oficios, un hábito: prestar atención",
    ca: "Quatre oficis, un hàbit: parar atenció",
  },
  more: { en: "Read my story", es: "Lee mi historia", ca: "Llegeix la meva història" },
} as const satisfies Record<string, Localized>;
