/** The studio order page's words for the credit notes its refunds issued (decision 062). */
export const ORDER_CREDIT_NOTE_LABELS = {
  heading: { en: "Credit notes", es: "Facturas rectificativas", ca: "Factures rectificatives" },
  intro: {
    en: "Each refund of the invoiced sale issued one, correcting the invoice: the buyer sees the same.",
    es: "Cada devolución de la venta facturada emitió una, que rectifica la factura: el comprador ve lo mismo.",
    ca: "Cada devolució de la venda facturada en va emetre una, que rectifica la factura: el comprador veu el mateix.",
  },
  note: {
    en: "No. {number}, {date}: {amount}",
    es: "N.º {number}, {date}: {amount}",
    ca: "Núm. {number}, {date}: {amount}",
  },
  open: { en: "Open it", es: "Abrirla", ca: "Obre-la" },
  pdf: { en: "PDF", es: "PDF", ca: "PDF" },
  newTab: { en: "(opens in a new tab)", es: "(se abre en otra pestaña)", ca: "(s'obre en una altra pestanya)" },
} as const;
