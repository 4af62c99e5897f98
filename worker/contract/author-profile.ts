import type { Localized } from "./localized";

/**
 * The author's portrait, bio and the figures the site claims, written in every language. Kept
 * apart from site-profile.ts so the pages that show them load their text in one language only,
 * and the header and footer load none of it (docs/decisions/026-text-per-language.md).
 */

/** The author's portrait: supplied artwork until a photo replaces it at the same path. */
export const AUTHOR_PHOTO = {
  src: "/media/portrait/adria-vidal.svg",
  width: 800,
  height: 1000,
  alt: {
    en: "Illustrated portrait of Adrià Vidal",
    es: "Retrato ilustrado de Adrià Vidal",
    ca: "Retrat il·lustrat d'Adrià Vidal",
  },
} as const satisfies { src: string; width: number; height: number; alt: Localized };

/** The short bio: the home page's "in a nutshell" and the Person JSON-LD description. */
export const AUTHOR_BIO: Localized = {
  en: "I'm Adrià Vidal, a Barcelona-born novelist, composer, QA analyst and marketing strategist. After fifteen years helping more than two hundred brands find their voice, and six years living in the eastern Caribbean, I write dark thrillers set on its islands, score the music that goes with them, and still test every word and every release as if a reader's trust depended on it. It does.",
  es: "Soy Adrià Vidal, novelista, compositor, analista QA y estratega de marketing nacido en Barcelona. Después de quince años ayudando a más de doscientas marcas a encontrar su voz, y de seis años viviendo en el Caribe oriental, escribo thrillers oscuros ambientados en sus islas, compongo la música que los acompaña y sigo probando cada palabra y cada lanzamiento como si de ello dependiera la confianza del lector. Porque depende.",
  ca: "Sóc l'Adrià Vidal, novel·lista, compositor, analista QA i estrateg de màrqueting nascut a Barcelona. Després de quinze anys ajudant més de dues-centes marques a trobar la seva veu, i de sis anys vivint al Carib oriental, escric thrillers foscos ambientats a les seves illes, componc la música que els acompanya i continuo provant cada paraula i cada llançament com si en depengués la confiança del lector. Perquè en depèn.",
};

export interface Claim {
  id: string;
  /** The figure as written in each language (Spanish and Catalan put a space before %). */
  value: Localized;
  label: Localized;
  detail?: Localized;
}

/** The figures the site claims: the intro's three stats and the KPI cards. */
export const SITE_CLAIMS = {
  intro: [
    {
      id: "years",
      value: { en: "15+", es: "+15", ca: "+15" },
      label: { en: "Years of experience", es: "Años de experiencia", ca: "Anys d'experiència" },
    },
    {
      id: "brands",
      value: { en: "200+", es: "+200", ca: "+200" },
      label: { en: "Brands and projects", es: "Marcas y proyectos", ca: "Marques i projectes" },
    },
    {
      id: "satisfaction",
      value: { en: "95%", es: "95 %", ca: "95 %" },
      label: { en: "Client satisfaction", es: "Clientes satisfechos", ca: "Clients satisfets" },
    },
  ],
  kpis: [
    {
      id: "satisfaction",
      value: { en: "95%+", es: "+95 %", ca: "+95 %" },
      label: { en: "Client satisfaction", es: "Satisfacción de clientes", ca: "Satisfacció dels clients" },
      detail: {
        en: "Clients who rate the work good or excellent in the closing survey.",
        es: "Clientes que valoran el trabajo como bueno o excelente en la encuesta de cierre.",
        ca: "Clients que valoren la feina com a bona o excel·lent a l'enquesta de tancament.",
      },
    },
    {
      id: "brands",
      value: { en: "200+", es: "+200", ca: "+200" },
      label: { en: "Brands advised", es: "Marcas asesoradas", ca: "Marques assessorades" },
      detail: {
        en: "From family businesses to international hotel groups, since 2010.",
        es: "De negocios familiares a grupos hoteleros internacionales, desde 2010.",
        ca: "De negocis familiars a grups hotelers internacionals, des del 2010.",
      },
    },
    {
      id: "sales",
      value: { en: "30%", es: "30 %", ca: "30 %" },
      label: { en: "Sales increase", es: "Aumento de ventas", ca: "Augment de vendes" },
      detail: {
        en: "Average uplift per campaign.",
        es: "Mejora media por campaña.",
        ca: "Millora mitjana per campanya.",
      },
    },
    {
      id: "retention",
      value: { en: "40%", es: "40 %", ca: "40 %" },
      label: { en: "Higher client retention", es: "Más retención de clientes", ca: "Més retenció de clients" },
      detail: {
        en: "Compared with the brand's figures before the work began.",
        es: "Frente a las cifras de la marca antes de empezar.",
        ca: "Respecte de les xifres de la marca abans de començar.",
      },
    },
    {
      id: "awareness",
      value: { en: "2x", es: "×2", ca: "×2" },
      label: { en: "Brand awareness", es: "Notoriedad de marca", ca: "Notorietat de marca" },
      detail: {
        en: "Typical growth in aided recall after a year of consistent messaging.",
        es: "Crecimiento habitual del recuerdo asistido tras un año de mensajes coherentes.",
        ca: "Creixement habitual del record assistit després d'un any de missatges coherents.",
      },
    },
  ],
} as const satisfies { intro: readonly Claim[]; kpis: readonly Claim[] };
