import { useId, useState, type FormEvent } from "react";
import type { PricingErrorCode } from "../../../../worker/contract/pricing-fields";
import { formatPrice } from "../../../../worker/contract/shop-fields";
import type { CartLine } from "../../../../worker/contract/cart-fields";
import { useI18n } from "../../../i18n/i18n-context";
import { useLabels } from "../../../i18n/labels";
import { PRICING_LABELS } from "../pricing-labels";
import { amountText, parseAmount } from "../pricing";

/**
 * A pay-what-you-want line's price: a field preset to the amount chosen (the suggested one until
 * changed), with the minimum stated. Saved on Enter or when the field is left; the Worker checks
 * it (and again at checkout) and its refusal is shown under the field.
 */
export function AmountField({
  line,
  onCommit,
}: {
  line: CartLine;
  onCommit: (slug: string, cents: number) => Promise<PricingErrorCode | null>;
}) {
  const { locale } = useI18n();
  const label = useLabels(PRICING_LABELS);
  const id = useId();
  const chosen = line.amountCents ?? line.priceCents;
  const comma = locale !== "en";
  const [text, setText] = useState(() => amountText(chosen, comma));
  const [error, setError] = useState<PricingErrorCode | null>(null);
  const [saved, setSaved] = useState(false);
  const price = (cents: number) => formatPrice(cents, line.currency, locale);
  const min = line.minPriceCents ?? 0;
  const hint =
    min === 0
      ? label("amountFree", { suggested: price(line.priceCents) })
      : label("amountHint", { min: price(min), suggested: price(line.priceCents) });

  async function commit(event?: FormEvent) {
    event?.preventDefault();
    setSaved(false);
    const cents = parseAmount(text);
    if (cents === null) return setError("amount_invalid");
    if (cents < min) return setError("amount_below_minimum");
    if (cents === chosen) return setError(null);
    const refused = await onCommit(line.slug, cents);
    setError(refused);
    setSaved(refused === null);
  }

  return (
    <form onSubmit={(event) => void commit(event)} className="flex flex-col items-end gap-1 text-right">
      <label htmlFor={id} className="text-sm font-semibold">
        {label("amountLabel")}
      </label>
      <input
        id={id}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => void commit()}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint ${id}-status`}
        className="w-28 rounded-lg border border-ink/25 bg-white px-3 py-1.5 text-right text-lg font-bold tabular-nums focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-wine"
      />
      <p id={`${id}-hint`} className="max-w-56 text-xs text-ink/70">
        {hint}
      </p>
      <p
        id={`${id}-status`}
        role="status"
        className={`max-w-56 text-xs ${error ? "font-semibold text-wine" : "text-ink/70"}`}
      >
        {error ? label(error) : saved ? label("amountSaved") : ""}
      </p>
    </form>
  );
}
