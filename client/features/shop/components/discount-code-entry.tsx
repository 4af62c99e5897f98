import { useId, useState, type FormEvent } from "react";
import type { CheckoutPreview, PricingErrorCode } from "#worker/contract/pricing-fields";
import { formatPrice } from "#worker/contract/shop-fields";
import { useI18n } from "#client/i18n/i18n-context";
import { useLabels } from "#client/i18n/labels";
import type { GuestCartItem } from "../guest/guest-api";
import { ordersApi } from "../orders-api";
import { pricingErrorOf } from "../pricing";
import { PRICING_LABELS } from "../pricing-labels";
import { SECONDARY_BUTTON } from "./cart-actions";

/**
 * The cart's discount code: typed, checked by the Worker's preview (of the reader's cart, or of
 * the guest's `items`), and once applied the discount and the new total shown; each refusal has
 * its own message, announced.
 */
export function DiscountCodeEntry({
  preview,
  onPreview,
  items,
}: {
  preview: CheckoutPreview | null;
  onPreview: (preview: CheckoutPreview | null) => void;
  items?: GuestCartItem[] | undefined;
}) {
  const { locale } = useI18n();
  const label = useLabels(PRICING_LABELS);
  const id = useId();
  const [text, setText] = useState("");
  const [error, setError] = useState<PricingErrorCode | "failed" | null>(null);
  const [busy, setBusy] = useState(false);

  async function apply(event: FormEvent) {
    event.preventDefault();
    if (busy || !text.trim()) return;
    setBusy(true);
    const result = await ordersApi.preview(locale, text.trim(), items);
    setBusy(false);
    if (result.ok) {
      setError(null);
      onPreview(result.data);
    } else {
      setError(pricingErrorOf(result.fields) ?? "failed");
      onPreview(null);
    }
  }

  const price = (cents: number) => formatPrice(cents, preview?.currency ?? "EUR", locale);
  return (
    <div className="mt-4">
      {preview?.code ? (
        <div className="flex items-center justify-between gap-3 text-sm">
          <p role="status">{label("codeApplied", { code: preview.code, amount: price(preview.discountCents) })}</p>
          <button
            type="button"
            className={`${SECONDARY_BUTTON} min-h-9 px-3 py-1 text-sm`}
            onClick={() => {
              setText("");
              onPreview(null);
            }}
          >
            {label("codeRemove")}
          </button>
        </div>
      ) : (
        <form onSubmit={(event) => void apply(event)} className="flex flex-col gap-1">
          <label htmlFor={id} className="text-sm font-semibold">
            {label("codeLabel")}
          </label>
          <div className="flex gap-2">
            <input
              id={id}
              name="code"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={32}
              value={text}
              onChange={(event) => setText(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-status`}
              className="min-w-0 flex-1 rounded-lg border border-ink/25 bg-white px-3 py-2 uppercase focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-wine"
            />
            <button
              type="submit"
              aria-disabled={busy || undefined}
              className={`${SECONDARY_BUTTON} min-h-10 px-4 py-2`}
            >
              {label("codeApply")}
            </button>
          </div>
          <p id={`${id}-status`} role="status" className="text-sm font-semibold text-wine">
            {error ? label(error) : ""}
          </p>
        </form>
      )}
    </div>
  );
}

/** The summary's lines once a code is applied: subtotal and discount (the total follows). */
export function DiscountLines({ preview }: { preview: CheckoutPreview }) {
  const { locale } = useI18n();
  const label = useLabels(PRICING_LABELS);
  const price = (cents: number) => formatPrice(cents, preview.currency, locale);
  return (
    <dl className="mt-4 space-y-1 border-t border-ink/10 pt-4 text-sm">
      <div className="flex justify-between">
        <dt>{label("subtotal")}</dt>
        <dd className="tabular-nums">{price(preview.subtotalCents)}</dd>
      </div>
      <div className="flex justify-between text-wine">
        <dt>{label("discount", { code: preview.code ?? "" })}</dt>
        <dd className="tabular-nums">−{price(preview.discountCents)}</dd>
      </div>
    </dl>
  );
}
