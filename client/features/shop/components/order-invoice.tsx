import type { Localized } from "../../../../content/types";
import { useLabels } from "../../../i18n/labels";
import { invoicePageUrl, invoicePdfUrl } from "../../../../worker/contract/invoices";

const INVOICE_LABELS = {
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

/**
 * A paid order's invoice (decision 053): the printable page in a new tab and the PDF. Both are
 * issued by the Worker in the order's language on first request.
 */
export function OrderInvoice({ orderId, headingId }: { orderId: string; headingId: string }) {
  const say = useLabels(INVOICE_LABELS);
  const link = "font-semibold text-wine underline underline-offset-4 hover:no-underline";
  return (
    <p className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
      <a href={invoicePageUrl(orderId)} target="_blank" rel="noopener" className={link} aria-describedby={headingId}>
        {say("invoicePage")}
        <span className="sr-only"> {say("invoiceNewTab")}</span>
      </a>
      <a href={invoicePdfUrl(orderId)} download className={link} aria-describedby={headingId}>
        {say("invoicePdf")}
      </a>
    </p>
  );
}
