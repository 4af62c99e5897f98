import type { Locale } from "../contract/locales";

/** The Send-to-Kindle email (decision 056), in en, es and ca. Amazon reads only the attachment. */
export const DELIVERY_EMAIL_COPY = {
  en: {
    kindle: {
      subject: (title: string) => `${title} for your Kindle`,
      body: (title: string, fileName: string) =>
        `Here is ${title} (${fileName}), sent from your La Bodega library to this Kindle address. Amazon adds it to your Kindle library within a few minutes.`,
      footer: "You received this because a La Bodega reader sent a book they own to this Send-to-Kindle address.",
    },
  },
  es: {
    kindle: {
      subject: (title: string) => `${title} para tu Kindle`,
      body: (title: string, fileName: string) =>
        `Aquí tienes ${title} (${fileName}), enviado desde tu biblioteca de La Bodega a esta dirección de Kindle. Amazon lo añade a tu biblioteca de Kindle en unos minutos.`,
      footer:
        "Has recibido este correo porque un lector de La Bodega ha enviado un libro suyo a esta dirección de Enviar a Kindle.",
    },
  },
  ca: {
    kindle: {
      subject: (title: string) => `${title} per al teu Kindle`,
      body: (title: string, fileName: string) =>
        `Aquí tens ${title} (${fileName}), enviat des de la teva biblioteca de La Bodega a aquesta adreça de Kindle. Amazon l'afegeix a la teva biblioteca de Kindle en uns minuts.`,
      footer:
        "Has rebut aquest correu perquè un lector de La Bodega ha enviat un llibre seu a aquesta adreça d'Envia al Kindle.",
    },
  },
} as const satisfies Record<Locale, unknown>;
