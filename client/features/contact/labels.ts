import type { Localized } from "#content/types";

/** The contact page's side panel. */
export const CONTACT_LABELS = {
  heading: { en: "Other ways to reach me", es: "Otras formas de contactar", ca: "Altres maneres de contactar" },
  email: { en: "Email", es: "Correo electrónico", ca: "Correu electrònic" },
  reply: {
    en: "I reply to every message within {hours} hours, Monday to Friday, in English, Spanish or Catalan.",
    es: "Respondo a cada mensaje en menos de {hours} horas, de lunes a viernes, en español, inglés o catalán.",
    ca: "Responc cada missatge en menys de {hours} hores, de dilluns a divendres, en català, castellà o anglès.",
  },
  cv: { en: "Need my CV?", es: "¿Necesitas mi CV?", ca: "Necessites el meu CV?" },
  cvText: {
    en: "Recruiters and clients can download it straight away with the resume request form.",
    es: "Reclutadores y clientes pueden descargarlo al momento con el formulario de solicitud de currículum.",
    ca: "Reclutadors i clients el poden baixar a l'instant amb el formulari de sol·licitud de currículum.",
  },
  cvButton: { en: "Download CV", es: "Descargar CV", ca: "Descarrega el CV" },
  elsewhere: { en: "Elsewhere", es: "En otras webs", ca: "En altres webs" },
} as const satisfies Record<string, Localized>;
