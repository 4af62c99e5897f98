import { useId, useState, type FormEvent } from "react";
import { PAY_WHAT_YOU_WANT_MAX_CENTS, type PricingErrorCode } from "#worker/contract/pricing-fields";
import { formatPrice, type ProductSummary } from "#worker/contract/shop-fields";
import type { CartLine } from "#worker/contract/cart-fields";
import { useI18n } from "#client/i18n/i18n-context";
import { useLabels } from "#client/i18n/labels";
import { PRICING_LABELS } from "../pricing-labels";
import { amountText, parseAmount } from "../pricing";
import { useCart, type CartProduct } from "../cart/use-cart";
import { ProductPurchaseActions } from "./cart-actions";

type Priced = Pick<ProductSummary, "priceCents" | "minPriceCents" | "currency">;

/**
 * What the buyer typed, read as cents, or the refusal the Worker would give (it checks again
 * when it prices): not an amount, below the product's minimum, above the maximum.
 */
function checkAmount(text: string, product: Priced): { cents: number } | { error: PricingErrorCode } {
  const cents = parseAmount(text);
  if (cents === null) return { error: "amount_invalid" };
  if (cents < (product.minPriceCents ?? 0)) return { error: "amount_below_minimum" };
  if (cents > PAY_WHAT_YOU_WANT_MAX_CENTS) return { error: "amount_above_maximum" };
  return { cents };
}

/**
 * The pay-what-you-want input: its label, the field, the minimum and suggested price stated
 * under it, and a status line (an error, or what happened) announced to screen readers.
 */
function AmountControl({
  product,
  text,
  onText,
  onBlur,
  error,
  status,
  align,
}: {
  product: Priced;
  text: string;
  onText: (text: string) => void;
  onBlur?: () => void;
  error: PricingErrorCode | null;
  status?: string;
  align: "start" | "end";
}) {
  const { locale } = useI18n();
  const label = useLabels(PRICING_LABELS);
  const id = useId();
  const price = (cents: number) => formatPrice(cents, product.currency, locale);
  const min = product.minPriceCents ?? 0;
  const hint =
    min === 0
      ? label("amountFree", { suggested: price(product.priceCents) })
      : label("amountHint", { min: price(min), suggested: price(product.priceCents) });
  const end = align === "end";
  return (
    <div className={`flex flex-col gap-1 ${end ? "items-end text-right" : "items-start"}`}>
      <label htmlFor={id} className="text-sm font-semibold">
        {label("amountLabel")}
      </label>
      <input
        id={id}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        onChange={(event) => onText(event.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint ${id}-status`}
        className={`w-28 rounded-lg border border-ink/25 bg-white px-3 py-1.5 text-lg font-bold tabular-nums focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-wine ${end ? "text-right" : ""}`}
      />
      <p id={`${id}-hint`} className="max-w-64 text-xs text-ink/70">
        {hint}
      </p>
      <p
        id={`${id}-status`}
        role="status"
        className={`max-w-64 text-xs ${error ? "font-semibold text-wine" : "text-ink/70"}`}
      >
        {error ? label(error) : (status ?? "")}
      </p>
    </div>
  );
}

/**
 * A pay-what-you-want line's price in the cart: a field preset to the amount chosen (the
 * suggested one until changed), with the minimum stated. Saved on Enter or when the field is
 * left; the Worker checks it (and again at checkout) and its refusal is shown under the field.
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
  const chosen = line.amountCents ?? line.priceCents;
  const [text, setText] = useState(() => amountText(chosen, locale !== "en"));
  const [error, setError] = useState<PricingErrorCode | null>(null);
  const [saved, setSaved] = useState(false);

  async function commit(event?: FormEvent) {
    event?.preventDefault();
    setSaved(false);
    const checked = checkAmount(text, line);
    if ("error" in checked && checked.error !== "amount_above_maximum") return setError(checked.error);
    // Above the maximum is the Worker's to refuse, with its own words.
    const cents = "cents" in checked ? checked.cents : parseAmount(text)!;
    if (cents === chosen) return setError(null);
    const refused = await onCommit(line.slug, cents);
    setError(refused);
    setSaved(refused === null);
  }

  return (
    <form onSubmit={(event) => void commit(event)}>
      <AmountControl
        product={line}
        text={text}
        onText={setText}
        onBlur={() => void commit()}
        error={error}
        status={saved ? label("amountSaved") : ""}
        align="end"
      />
    </form>
  );
}

/**
 * A pay-what-you-want product's buying actions on its page (and its sample chapter's): the
 * amount field, preset to the suggested price, then the cart's buttons, which put the product
 * in the cart with that amount. Once it is in the cart, the amount is changed there.
 */
export function PayWhatYouWantPurchase({ product }: { product: Priced & CartProduct }) {
  const { locale } = useI18n();
  const [text, setText] = useState(() => amountText(product.priceCents, locale !== "en"));
  const [error, setError] = useState<PricingErrorCode | null>(null);
  const inCart = useCart().has(product.slug);
  return (
    <div className="flex flex-col gap-4">
      {!inCart && <AmountControl product={product} text={text} onText={setText} error={error} align="start" />}
      <ProductPurchaseActions
        product={product}
        amount={{
          read: () => {
            const checked = checkAmount(text, product);
            setError("error" in checked ? checked.error : null);
            return "cents" in checked ? checked.cents : null;
          },
          refused: setError,
        }}
      />
    </div>
  );
}
