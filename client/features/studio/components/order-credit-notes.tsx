import { formatPrice } from "#worker/contract/shop-fields";
import {
  studioCreditNotePageUrl,
  studioCreditNotePdfUrl,
  type StudioOrderDetail,
} from "#worker/contract/studio-order-fields";
import { useI18n } from "#client/i18n/i18n-context";
import { useLabels } from "#client/i18n/labels";
import { ORDER_CREDIT_NOTE_LABELS } from "../order-credit-note-labels";

const LINK = "font-semibold text-wine underline underline-offset-4";

/**
 * The credit notes the order's refunds issued (decision 062), each with the page and PDF the
 * buyer gets. Nothing is drawn for an order without one.
 */
export function OrderCreditNotes({ order }: { order: StudioOrderDetail }) {
  const label = useLabels(ORDER_CREDIT_NOTE_LABELS);
  const { locale } = useI18n();
  if (!order.creditNotes?.length) return null;
  const day = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "Europe/Madrid" });
  return (
    <section
      aria-labelledby="order-credit-notes"
      className="space-y-3 rounded-lg bg-white p-4 ring-1 ring-ink/10 sm:p-5"
    >
      <h3 id="order-credit-notes" className="font-display text-xl font-bold">
        {label("heading")}
      </h3>
      <p className="text-sm text-ink/75">{label("intro")}</p>
      <ul className="space-y-1">
        {order.creditNotes.map((note) => (
          <li key={note.number} className="flex flex-wrap gap-x-4 gap-y-1">
            <span>
              {label("note", {
                number: note.number,
                date: day.format(note.issuedAt),
                amount: formatPrice(note.totalCents, note.currency, locale),
              })}
            </span>
            <a href={studioCreditNotePageUrl(order.id, note.number)} target="_blank" rel="noopener" className={LINK}>
              {label("open")} <span className="sr-only">{`${note.number} ${label("newTab")}`}</span>
            </a>
            <a href={studioCreditNotePdfUrl(order.id, note.number)} className={LINK}>
              {label("pdf")} <span className="sr-only">{note.number}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
