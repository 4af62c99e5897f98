/** The studio's words for a product's "notify me" sign-ups and release notice (issue 21). */
export const RELEASE_NOTICE_STUDIO_LABELS = {
  heading: { en: "Notify me", es: "Avísame", ca: "Avisa'm" },
  intro: {
    en: "Visitors who asked for one email when this product is out. Confirmed addresses get it, in their language, as soon as the product is on sale.",
    es: "Visitantes que pidieron un correo cuando salga este producto. Las direcciones confirmadas lo reciben, en su idioma, en cuanto el producto está a la venta.",
    ca: "Visitants que van demanar un correu quan surti aquest producte. Les adreces confirmades el reben, en la seva llengua, tan bon punt el producte és a la venda.",
  },
  waiting: { en: "Confirmed, waiting", es: "Confirmadas, esperando", ca: "Confirmades, esperant" },
  pending: { en: "Not confirmed yet", es: "Sin confirmar", ca: "Sense confirmar" },
  notified: { en: "Release emails queued", es: "Correos de salida en cola", ca: "Correus de sortida a la cua" },
  sent: { en: "Sent", es: "Enviados", ca: "Enviats" },
  failed: { en: "Failed", es: "Fallidos", ca: "Fallits" },
  unsubscribed: { en: "Withdrawn", es: "Retiradas", ca: "Retirades" },
  loading: { en: "Loading the sign-ups...", es: "Cargando las altas...", ca: "S'estan carregant les altes..." },
} as const;
