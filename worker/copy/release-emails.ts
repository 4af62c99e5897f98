import type { Locale } from "../contract/locales";

/** "Notify me" and pre-order release emails, in en, es and ca. */
export const RELEASE_EMAIL_COPY = {
  en: {
    confirm: {
      subject: (title: string) => `Confirm: we'll email you when ${title} is out`,
      body: (title: string) =>
        `You asked to hear when ${title} is released. Press the button to confirm this address; until you do, you won't get anything.`,
      action: "Confirm my address",
      ignore: "If you didn't ask for this, ignore this email: nothing will be sent to you.",
    },
    released: {
      subject: (title: string) => `${title} is out`,
      body: (title: string) =>
        `${title} is out today, and you asked us to tell you. It's waiting for you in La Bodega.`,
      action: "See it in La Bodega",
      footer: "This is the one email you signed up for; there won't be another about this release.",
      unsubscribe: "Forget my address",
    },
    preorder: {
      subject: (title: string) => `${title} is out: it's in your library`,
      body: (title: string) =>
        `The day has come: ${title}, which you pre-ordered, is in your library and ready to download.`,
      action: "Open my library",
      footer: "You received this email because you pre-ordered this title in La Bodega.",
    },
    receiptLine: (title: string, day: string) => `${title} (pre-order, arrives on ${day})`,
  },
  es: {
    confirm: {
      subject: (title: string) => `Confirma: te escribiremos cuando salga ${title}`,
      body: (title: string) =>
        `Pediste saber cuándo sale ${title}. Pulsa el botón para confirmar esta dirección; hasta entonces no recibirás nada.`,
      action: "Confirmar mi dirección",
      ignore: "Si no lo pediste, ignora este correo: no te enviaremos nada.",
    },
    released: {
      subject: (title: string) => `Ya ha salido ${title}`,
      body: (title: string) => `${title} sale hoy, y pediste que te avisáramos. Te espera en La Bodega.`,
      action: "Verlo en La Bodega",
      footer: "Este es el único correo que pediste; no habrá otro sobre este lanzamiento.",
      unsubscribe: "Olvidad mi dirección",
    },
    preorder: {
      subject: (title: string) => `Ya ha salido ${title}: está en tu biblioteca`,
      body: (title: string) =>
        `Ha llegado el día: ${title}, que reservaste, ya está en tu biblioteca, listo para descargar.`,
      action: "Abrir mi biblioteca",
      footer: "Recibes este correo porque reservaste este título en La Bodega.",
    },
    receiptLine: (title: string, day: string) => `${title} (reserva, llega el ${day})`,
  },
  ca: {
    confirm: {
      subject: (title: string) => `Confirma-ho: t'escriurem quan surti ${title}`,
      body: (title: string) =>
        `Vas demanar saber quan surt ${title}. Prem el botó per confirmar aquesta adreça; fins aleshores no rebràs res.`,
      action: "Confirmar la meva adreça",
      ignore: "Si no ho vas demanar, ignora aquest correu: no t'enviarem res.",
    },
    released: {
      subject: (title: string) => `Ja ha sortit ${title}`,
      body: (title: string) => `${title} surt avui, i vas demanar que t'avisèssim. T'espera a La Bodega.`,
      action: "Veure-ho a La Bodega",
      footer: "Aquest és l'únic correu que vas demanar; no n'hi haurà cap altre sobre aquest llançament.",
      unsubscribe: "Oblideu la meva adreça",
    },
    preorder: {
      subject: (title: string) => `Ja ha sortit ${title}: és a la teva biblioteca`,
      body: (title: string) =>
        `Ha arribat el dia: ${title}, que vas reservar, ja és a la teva biblioteca, a punt per baixar.`,
      action: "Obrir la meva biblioteca",
      footer: "Reps aquest correu perquè vas reservar aquest títol a La Bodega.",
    },
    receiptLine: (title: string, day: string) => `${title} (reserva, arriba el ${day})`,
  },
} as const satisfies Record<Locale, unknown>;
