/** The studio's words for a product's "notify me" sign-ups and release notice. */
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
  preorders: { en: "Take pre-orders", es: "Aceptar reservas", ca: "Acceptar reserves" },
  preordersHelp: {
    en: "While coming soon with a release date ahead: buyers pay now and get the files on that day, when the product goes on sale by itself.",
    es: "Mientras esté en «Próximamente» con una fecha de publicación futura: se paga ahora y los archivos llegan ese día, cuando el producto se pone a la venta solo.",
    ca: "Mentre sigui a «Properament» amb una data de publicació futura: es paga ara i els fitxers arriben aquell dia, quan el producte es posa a la venda sol.",
  },
  "error.preorders_need_future_date": {
    en: "Pre-orders need a release date after today.",
    es: "Las reservas necesitan una fecha de publicación posterior a hoy.",
    ca: "Les reserves necessiten una data de publicació posterior a avui.",
  },
  "error.preorders_need_coming_soon": {
    en: "Only a coming-soon product takes pre-orders.",
    es: "Solo un producto en «Próximamente» acepta reservas.",
    ca: "Només un producte a «Properament» accepta reserves.",
  },
  loading: { en: "Loading the sign-ups...", es: "Cargando las altas...", ca: "S'estan carregant les altes..." },
} as const;
