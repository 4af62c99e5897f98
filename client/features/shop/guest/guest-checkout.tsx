import { useId, useRef, useState, type FormEvent } from "react";
import { TURNSTILE_ACTIONS } from "#worker/contract/lead-capture-fields";
import { isValidEmail } from "#worker/contract/secure-input";
import { Spinner } from "#client/components/ui/spinner";
import { notifyError } from "#client/components/ui/toast";
import { useI18n } from "#client/i18n/i18n-context";
import { useLabels } from "#client/i18n/labels";
import { BotCheckNotReadyError, getBotCheckToken, warmUpBotCheck } from "#client/lib/bot-check";
import type { CallResult } from "#client/lib/call-result";
import { PRIMARY_BUTTON } from "../components/cart-actions";
import { LockIcon } from "../components/shop-icons";
import { pricingErrorOf } from "../pricing";
import { PRICING_LABELS } from "../pricing-labels";
import { guestApi, type GuestCartItem } from "./guest-api";
import { GUEST_LABELS, type GuestLabel } from "./guest-labels";

/** The shop's form controls (the studio's look, shared by the gift form). */
export const FIELD =
  "block min-h-11 w-full rounded-md border border-ink/25 bg-white px-3 py-2 text-ink focus:border-wine";
export const FIELD_LABEL = "mb-1 block text-sm font-medium text-ink";

/** A field's error under it, tied to the field by `aria-describedby`. */
export function FieldError({ id, text }: { id: string; text: string | null }) {
  if (!text) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-orange-800">
      {text}
    </p>
  );
}

/** A guest's email: its label, the field, and its error under it. */
export function GuestEmailField({
  id,
  email,
  error,
  onEmail,
  labelClassName = "",
}: {
  id: string;
  email: string;
  error: string | null;
  onEmail: (email: string) => void;
  labelClassName?: string;
}) {
  const label = useLabels(GUEST_LABELS);
  return (
    <>
      <label htmlFor={id} className={`${labelClassName} ${FIELD_LABEL}`}>
        {label("email")}
      </label>
      <input
        id={id}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(event) => onEmail(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={FIELD}
      />
      <FieldError id={`${id}-error`} text={error} />
    </>
  );
}

/** What a failed checkout call says, in the guest screens' words (nothing is ever charged). */
export function checkoutFailure(result: Extract<CallResult<unknown>, { ok: false }>): GuestLabel {
  if (result.status === 429) return "tooMany";
  return "checkoutFailed";
}

/** Runs the bot check then a checkout call; on success the browser leaves for the payment page. */
export async function payWith(
  form: HTMLFormElement | null,
  call: (token: string) => Promise<CallResult<{ url: string }>>,
): Promise<Extract<CallResult<unknown>, { ok: false }> | "bot_check"> {
  let token: string;
  try {
    token = await getBotCheckToken(TURNSTILE_ACTIONS.checkout, form ?? undefined);
  } catch (err) {
    if (!(err instanceof BotCheckNotReadyError)) console.error(err);
    return "bot_check";
  }
  const result = await call(token);
  if (result.ok) {
    window.location.assign(result.data.url);
    return new Promise(() => undefined); // the page is leaving
  }
  return result;
}

/**
 * The cart's "checkout as a guest": an email, then the payment page. The guest's cart (slugs)
 * goes with it; the Worker prices it.
 */
export function GuestCheckout({ items, code }: { items: GuestCartItem[]; code?: string | undefined }) {
  const { locale } = useI18n();
  const label = useLabels(GUEST_LABELS);
  const pricingLabel = useLabels(PRICING_LABELS);
  const id = useId();
  const headingId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState("");
  const [error, setError] = useState<GuestLabel | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const typed = email.trim();
    if (!typed) return setError("emailRequired");
    if (!isValidEmail(typed)) return setError("emailInvalid");
    setBusy(true);
    const failed = await payWith(form.current, (token) => guestApi.checkout(locale, token, typed, items, code));
    setBusy(false);
    if (failed === "bot_check") return notifyError(label("checkoutFailed"));
    if (failed.fields?.email) return setError("emailInvalid");
    // A code this address has used already, a minimum raised meanwhile: the pricing's own words.
    const refused = pricingErrorOf(failed.fields);
    if (refused) return notifyError(pricingLabel(refused));
    notifyError(label(checkoutFailure(failed)));
  }

  return (
    <form
      ref={form}
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => void submit(event)}
      onFocus={warmUpBotCheck}
      className="rounded-xl bg-paper p-5 ring-1 ring-ink/10"
    >
      <h3 id={headingId} className="font-semibold">
        {label("guestHeading")}
      </h3>
      <p className="mt-2 text-sm leading-relaxed text-ink/80">{label("guestText")}</p>
      <div className="mt-4">
        <GuestEmailField
          id={id}
          email={email}
          error={error ? label(error) : null}
          onEmail={(typed) => {
            setEmail(typed);
            setError(null);
          }}
        />
      </div>
      <button
        type="submit"
        disabled={busy}
        className={`${PRIMARY_BUTTON} mt-4 w-full disabled:cursor-progress disabled:opacity-80`}
      >
        {busy ? <Spinner /> : <LockIcon width="18" height="18" />}
        {label("guestPay")}
      </button>
      <p role="status" className="sr-only">
        {busy ? label("opening") : ""}
      </p>
    </form>
  );
}
