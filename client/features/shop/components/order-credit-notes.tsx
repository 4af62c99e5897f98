import type { OrderView } from "#worker/contract/orders-fields";
import { creditNotePageUrl, creditNotePdfUrl } from "#worker/contract/invoices";
import { formatPrice } from "#worker/contract/shop-fields";
import { useI18n } from "#client/i18n/i18n-context";
import { useLabels } from "#client/i18n/labels";
import { INVOICE_LABELS } from "../invoice-labels";

/**
 * The credit notes the order's refunds issued (decision 062), each as a printable page in a new
 * tab and a PDF, in the order's language. The Worker lists them only to the buyer's account.
 */
export function OrderCreditNotes({ order, headingId }: { order: OrderView; headingId?: string }) {
  const say = useLabels(INVOICE_LABELS);
  const { locale } = useI18n();
  if (!order.creditNotes?.length) return null;
  const link = "font-semibold text-wine underline underline-offset-4 hover:no-underline";
  return (
    <div className="mt-3 text-sm" data-credit-notes>
      <p className="text-ink/75">{say("creditNotes")}</p>
      <ul className="mt-1 space-y-1">
        {order.creditNotes.map((note) => (
          <li key={note.number} className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <a
              href={creditNotePageUrl(order.id, note.number)}
              target="_blank"
              rel="noopener"
              className={link}
              aria-describedby={headingId}
            >
              {say("creditNote", {
                number: note.number,
                amount: formatPrice(note.totalCents, note.currency, locale),
              })}
              <span className="sr-only"> {say("invoiceNewTab")}</span>
            </a>
            <a href={creditNotePdfUrl(order.id, note.number)} download className={link} aria-describedby={headingId}>
              {say("creditNotePdf")}
              <span className="sr-only"> {note.number}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
