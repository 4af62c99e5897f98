import type { Localized } from "#content/types";

/** The library's invoice and credit note links (decisions 053 and 062), in every language. */
export const INVOICE_LABELS = {
  invoicePage: {
    en: "View and print the invoice",
    es: "Ver e imprimir la factura",
    ca: "Mira i imprimeix la factura",
  },
  invoicePdf: { en: "Invoice as PDF", es: "Factura en PDF", ca: "Factura en PDF" },
  invoiceNewTab: {
    en: "(opens in a new tab)",
    es: "(se abre en una pestaña nueva)",
    ca: "(s'obre en una pestanya nova)",
  },
  creditNotes: {
    en: "Credit notes for your refunds",
    es: "Facturas rectificativas de tus devoluciones",
    ca: "Factures rectificatives dels teus reemborsaments",
  },
  creditNote: {
    en: "Credit note {number} ({amount})",
    es: "Factura rectificativa {number} ({amount})",
    ca: "Factura rectificativa {number} ({amount})",
  },
  creditNotePdf: { en: "PDF", es: "PDF", ca: "PDF" },
} as const satisfies Record<string, Required<Localized>>;
