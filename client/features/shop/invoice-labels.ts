import type { Localized } from "../../../content/types";

/** The library's invoice links (decision 053), in every language. */
export const INVOICE_LABELS = {
  invoicePage: {
    en: "View and print the invoice",
    es: "Ver e imprimir la factura",
    ca: "Veure i imprimir la factura",
  },
  invoicePdf: { en: "Invoice as PDF", es: "Factura en PDF", ca: "Factura en PDF" },
  invoiceNewTab: {
    en: "(opens in a new tab)",
    es: "(se abre en una pestaña nueva)",
    ca: "(s'obre en una pestanya nova)",
  },
} as const satisfies Record<string, Required<Localized>>;
