/**
 * Trying before buying (decision 051): the listening samples' player, the sample chapter's
 * page and what each download contains, in every language. Read with
 * `useLabels(SAMPLE_LABELS, SAMPLE_PLURALS)`.
 */
import type { Localized } from "#content/types";
import type { PluralForms } from "../../lib/plural-label";

type Label = Required<Localized>;

export const SAMPLE_LABELS = {
  // The product page's samples
  listenHeading: { en: "Listen before you buy", es: "Escucha antes de comprar", ca: "Escolta abans de comprar" },
  listenNote: {
    en: "Short previews, one at a time. Nothing loads until you press play; the purchase downloads the full files.",
    es: "Breves adelantos, de uno en uno. No se carga nada hasta que pulsas reproducir; con la compra descargas los archivos completos.",
    ca: "Petits tastos, d'un en un. No es carrega res fins que prems reproduir; amb la compra et baixes els fitxers complets.",
  },
  samplesOf: { en: "Samples of {title}", es: "Fragmentos de {title}", ca: "Fragments de {title}" },
  play: {
    en: "Play the sample of {title}",
    es: "Reproducir el fragmento de {title}",
    ca: "Reprodueix el fragment de {title}",
  },
  pause: { en: "Pause {title}", es: "Pausar {title}", ca: "Posa en pausa {title}" },
  position: {
    en: "Position in the sample of {title}",
    es: "Posición en el fragmento de {title}",
    ca: "Posició en el fragment de {title}",
  },
  of: { en: "{at} of {length}", es: "{at} de {length}", ca: "{at} de {length}" },
  idle: { en: "Sample · {length}", es: "Fragmento · {length}", ca: "Fragment · {length}" },
  idleUnknown: { en: "Sample", es: "Fragmento", ca: "Fragment" },
  failed: {
    en: "This sample couldn't play. Check your connection and try again.",
    es: "No se ha podido reproducir el fragmento. Comprueba la conexión y vuelve a intentarlo.",
    ca: "No s'ha pogut reproduir el fragment. Comprova la connexió i torna-ho a provar.",
  },
  // The product page's way to the sample chapter
  readHeading: { en: "Read the first chapter", es: "Lee el primer capítulo", ca: "Llegeix el primer capítol" },
  readText: {
    en: "Right here in your browser, free, with no sign-up.",
    es: "Aquí mismo, en tu navegador, gratis y sin registrarte.",
    ca: "Aquí mateix, al teu navegador, gratis i sense registrar-te.",
  },
  readLink: { en: "Read the sample chapter", es: "Leer el capítulo de muestra", ca: "Llegeix el capítol de mostra" },
  // The sample chapter's page
  chapterEyebrow: { en: "Sample chapter", es: "Capítulo de muestra", ca: "Capítol de mostra" },
  chapterError: {
    en: "The sample chapter couldn't load",
    es: "No se ha podido cargar el capítulo de muestra",
    ca: "No s'ha pogut carregar el capítol de mostra",
  },
  chapterInOther: {
    en: "This chapter is not available in English yet; here it is in {language}.",
    es: "Este capítulo aún no está en español; aquí lo tienes en {language}.",
    ca: "Aquest capítol encara no és en català; aquí el tens en {language}.",
  },
  chapterEnd: {
    en: "That's the end of the sample. Keep reading: the whole book downloads as soon as you pay.",
    es: "Aquí termina el fragmento. Sigue leyendo: el libro completo se descarga en cuanto pagas.",
    ca: "Aquí acaba el fragment. Continua llegint: el llibre sencer es baixa tan bon punt pagues.",
  },
  backToProduct: { en: "Back to {title}", es: "Volver a {title}", ca: "Torna a {title}" },
  buyBook: { en: "Buy the book · {price}", es: "Comprar el libro · {price}", ca: "Compra el llibre · {price}" },
  // What each download contains
  contents: { en: "Contents", es: "Contenido", ca: "Contingut" },
  bitrate: { en: "{kbps} kbps", es: "{kbps} kbps", ca: "{kbps} kbps" },
  length: { en: "{time} long", es: "Duración {time}", ca: "Durada {time}" },
} as const satisfies Record<string, Label>;

export const SAMPLE_PLURALS = {
  pages: {
    en: { one: "{{count}} page", other: "{{count}} pages" },
    es: { one: "{{count}} página", other: "{{count}} páginas" },
    ca: { one: "{{count}} pàgina", other: "{{count}} pàgines" },
  },
  words: {
    en: { one: "{{count}} word", other: "{{count}} words" },
    es: { one: "{{count}} palabra", other: "{{count}} palabras" },
    ca: { one: "{{count}} paraula", other: "{{count}} paraules" },
  },
} as const satisfies Record<string, Required<Localized<PluralForms>>>;

/** Seconds as a clock: "0:30", "3:07", "1:02:03". */
export function durationClock(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const [h, m, s] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  const pad = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}
