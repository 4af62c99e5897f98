import { INVOICE_LABELS } from "../invoice-labels";
import { useLabels } from "#client/i18n/labels";
import { invoicePageUrl, invoicePdfUrl } from "#worker/contract/invoices";

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
