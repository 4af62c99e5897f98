import type { Localized } from "#content/types";

/** Every label is written in all three languages (no English fallback on these pages). */
type Full = Required<Localized>;

/**
 * The interface words of /about, /experience, /experience-detailed and /experience/references:
 * headings, labels and link texts that are not editorial content. `{count}` and `{hours}` are
 * filled in by `fill()`.
 */
export const CAREER_LABELS = {
  /* Shared */
  breadcrumb: { en: "Breadcrumb", es: "Ruta de navegación", ca: "Ruta de navegació" },
  onThisPage: { en: "On this page", es: "En esta página", ca: "En aquesta pàgina" },
  present: { en: "Present", es: "actualidad", ca: "actualitat" },
  dateRangeTo: { en: "to", es: "a", ca: "a" },
  skills: { en: "Skills", es: "Competencias", ca: "Competències" },
  education: { en: "Education", es: "Formación", ca: "Formació" },
  languages: { en: "Languages", es: "Idiomas", ca: "Llengües" },
  languagesIntro: {
    en: "I write and work in the first three every day, and I rewrite rather than translate between them.",
    es: "Escribo y trabajo a diario en los tres primeros, y entre ellos reescribo en lugar de traducir.",
    ca: "Escric i treballo cada dia en les tres primeres, i entre elles reescric en lloc de traduir.",
  },
  getInTouch: { en: "Get in touch", es: "Escríbeme", ca: "Escriu-me" },
  pressKit: { en: "Press kit", es: "Kit de prensa", ca: "Kit de premsa" },
  replyPromise: {
    en: "I answer every message myself, within {hours} hours.",
    es: "Respondo yo mismo a cada mensaje, en menos de {hours} horas.",
    ca: "Responc jo mateix cada missatge, en menys de {hours} hores.",
  },

  /* /about */
  workTogetherHeading: { en: "Working together", es: "Trabajar juntos", ca: "Treballar junts" },
  workTogetherText: {
    en: "Tell me about your project, or see fifteen years of work in one timeline first.",
    es: "Cuéntame tu proyecto, o consulta antes quince años de trabajo en una sola línea de tiempo.",
    ca: "Explica'm el teu projecte, o consulta abans quinze anys de feina en una sola línia de temps.",
  },
  seeCareer: { en: "See my career", es: "Ver mi trayectoria", ca: "Veure la meva trajectòria" },

  /* /experience */
  areasHeading: { en: "Four crafts, one habit", es: "Cuatro oficios, un hábito", ca: "Quatre oficis, un hàbit" },
  timelineHeading: { en: "Career timeline", es: "Trayectoria profesional", ca: "Trajectòria professional" },
  timelineIntro: {
    en: "Newest first. Some roles overlap: for years I wrote, tested and composed in the same week.",
    es: "De la más reciente a la más antigua. Algunos puestos se solapan: durante años escribí, probé software y compuse en la misma semana.",
    ca: "De la més recent a la més antiga. Alguns càrrecs se solapen: durant anys vaig escriure, provar programari i compondre la mateixa setmana.",
  },
  kpisHeading: { en: "Results in numbers", es: "Resultados en cifras", ca: "Resultats en xifres" },
  kpisIntro: {
    en: "Measured with clients, not assumed: the figures behind fifteen years of campaigns.",
    es: "Medidos con los clientes, no supuestos: las cifras de quince años de campañas.",
    ca: "Mesurats amb els clients, no suposats: les xifres de quinze anys de campanyes.",
  },
  moreHeading: { en: "More detail", es: "Más detalle", ca: "Més detall" },
  detailedLinkTitle: { en: "Detailed experience", es: "Experiencia detallada", ca: "Experiència detallada" },
  detailedLinkText: {
    en: "Every role in full: responsibilities, achievements and skills.",
    es: "Cada puesto al completo: responsabilidades, logros y competencias.",
    ca: "Cada càrrec sencer: responsabilitats, assoliments i competències.",
  },
  referencesLinkTitle: { en: "References", es: "Referencias", ca: "Referències" },
  referencesLinkText: {
    en: "What clients and colleagues say, including five video references.",
    es: "Lo que dicen clientes y compañeros, con cinco referencias en vídeo.",
    ca: "El que diuen clients i companys, amb cinc referències en vídeo.",
  },

  /* /experience-detailed */
  rolesNav: { en: "Roles on this page", es: "Puestos en esta página", ca: "Càrrecs en aquesta pàgina" },
  current: { en: "Current", es: "Actual", ca: "Actual" },
  responsibilities: { en: "Responsibilities", es: "Responsabilidades", ca: "Responsabilitats" },
  achievements: { en: "Achievements", es: "Logros", ca: "Assoliments" },
  seeReferences: { en: "Read the references", es: "Leer las referencias", ca: "Llegir les referències" },
  detailedCtaHeading: {
    en: "Hear it from the people I worked with",
    es: "Escúchalo de quienes trabajaron conmigo",
    ca: "Escolta-ho de qui va treballar amb mi",
  },
  detailedCtaText: {
    en: "Clients and colleagues describe the work in their own words, five of them on video.",
    es: "Clientes y compañeros describen el trabajo con sus propias palabras; cinco de ellos, en vídeo.",
    ca: "Clients i companys descriuen la feina amb les seves paraules; cinc d'ells, en vídeo.",
  },

  /* /experience/references */
  testimonialsHeading: { en: "What clients say", es: "Lo que dicen los clientes", ca: "El que diuen els clients" },
  testimonialsIntro: {
    en: "Written testimonials from clients in tourism, retail, fintech, publishing and hospitality.",
    es: "Testimonios escritos de clientes de turismo, comercio, fintech, edición y hostelería.",
    ca: "Testimonis escrits de clients de turisme, comerç, fintech, edició i hostaleria.",
  },
  videoReferencesOne: {
    en: "{count} video reference",
    es: "{count} referencia en vídeo",
    ca: "{count} referència en vídeo",
  },
  videoReferencesOther: {
    en: "{count} video references",
    es: "{count} referencias en vídeo",
    ca: "{count} referències en vídeo",
  },
  videoReferencesIntro: {
    en: "Short videos recorded by clients and colleagues from every stage of my career. Each one has a written summary, for those who would rather read, and nothing loads from YouTube until you press play.",
    es: "Vídeos breves grabados por clientes y compañeros de todas las etapas de mi carrera. Cada uno tiene un resumen escrito, para quien prefiera leer, y nada se carga desde YouTube hasta que pulsas reproducir.",
    ca: "Vídeos breus enregistrats per clients i companys de totes les etapes de la meva carrera. Cadascun té un resum escrit, per a qui prefereixi llegir, i res no es carrega des de YouTube fins que prems reproduir.",
  },
  watchVideos: {
    en: "Watch the {count} video references",
    es: "Ver las {count} referencias en vídeo",
    ca: "Veure les {count} referències en vídeo",
  },
  readTestimonials: { en: "Read the testimonials", es: "Leer los testimonios", ca: "Llegir els testimonis" },
  duration: { en: "Duration", es: "Duración", ca: "Durada" },
  minutes: { en: "min", es: "min", ca: "min" },
  seconds: { en: "s", es: "s", ca: "s" },
  referencesCtaHeading: {
    en: "Want to speak to a reference?",
    es: "¿Quieres hablar con alguna referencia?",
    ca: "Vols parlar amb alguna referència?",
  },
  referencesCtaText: {
    en: "Full references with contact details are available on request.",
    es: "Las referencias completas, con datos de contacto, están disponibles si las pides.",
    ca: "Les referències completes, amb dades de contacte, estan disponibles si les demanes.",
  },
} as const satisfies Record<string, Full>;
