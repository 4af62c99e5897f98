import { useId, useRef, useState, type FormEvent } from "react";
import { LOCALE_NAMES, LOCALES, type Locale } from "#worker/contract/locales";
import { GIFT_LIMITS, GIFT_MAX_DAYS_AHEAD } from "#worker/contract/orders-fields";
import { isValidEmail } from "#worker/contract/secure-input";
import type { ProductSummary } from "#worker/contract/shop-fields";
import { Dialog } from "#client/components/ui/dialog";
import { Spinner } from "#client/components/ui/spinner";
import { notifyError } from "#client/components/ui/toast";
import { useI18n } from "#client/i18n/i18n-context";
import { useLabels } from "#client/i18n/labels";
import { useAuth } from "#client/lib/auth/auth-state";
import { warmUpBotCheck } from "#client/lib/bot-check";
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from "../components/cart-actions";
import { guestApi } from "./guest-api";
import { checkoutFailure, FIELD, FIELD_LABEL, FieldError, payWith } from "./guest-checkout";
import { GUEST_LABELS, type GuestLabel } from "./guest-labels";

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** What a gift needs of its product. */
type GiftProduct = Pick<ProductSummary, "slug" | "title">;

type FieldName = "recipientName" | "recipientEmail" | "message" | "fromName" | "deliverOn" | "email";
type Errors = Partial<Record<FieldName, GuestLabel>>;

/** The Worker's field codes, in the form's words. */
const CODES: Record<string, GuestLabel> = {
  recipient_name_required: "fieldRequired",
  recipient_email_required: "emailRequired",
  recipient_email_invalid: "emailInvalid",
  email_required: "emailRequired",
  email_invalid: "emailInvalid",
  gift_date_range: "dateRange",
  gift_date_invalid: "dateRange",
  from_name_required: "fieldRequired",
};

/**
 * "Give as a gift" on a product's page: a dialog with the recipient, a message, the day and
 * the language of their email, then the payment page (a one-product checkout).
 */
export function GiftAction({ product }: { product: GiftProduct }) {
  const label = useLabels(GUEST_LABELS);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={`${SECONDARY_BUTTON} mt-3`}>
        {label("giveAsGift")}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={label("giftHeading", { title: product.title })}
        description={label("giftIntro")}
        closeLabel={label("cancel")}
      >
        {open && <GiftForm product={product} />}
      </Dialog>
    </>
  );
}

function GiftForm({ product }: { product: GiftProduct }) {
  const { locale } = useI18n();
  const { user } = useAuth();
  const label = useLabels(GUEST_LABELS);
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const today = isoDay(Date.now());
  const [values, setValues] = useState({
    recipientName: "",
    recipientEmail: "",
    message: "",
    fromName: user?.name ?? "",
    deliverOn: today,
    giftLocale: locale as Locale,
    email: "",
  });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const set = (name: keyof typeof values) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };

  function check(): Errors {
    const found: Errors = {};
    if (!values.recipientName.trim()) found.recipientName = "fieldRequired";
    if (!values.recipientEmail.trim()) found.recipientEmail = "emailRequired";
    else if (!isValidEmail(values.recipientEmail)) found.recipientEmail = "emailInvalid";
    if (
      !values.deliverOn ||
      values.deliverOn < today ||
      values.deliverOn > isoDay(Date.now() + GIFT_MAX_DAYS_AHEAD * DAY_MS)
    )
      found.deliverOn = "dateRange";
    if (!user) {
      if (!values.fromName.trim()) found.fromName = "fieldRequired";
      if (!values.email.trim()) found.email = "emailRequired";
      else if (!isValidEmail(values.email)) found.email = "emailInvalid";
    }
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = check();
    if (Object.keys(found).length) {
      setErrors(found);
      const first = Object.keys(found)[0];
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setBusy(true);
    const gift = {
      recipientName: values.recipientName.trim(),
      recipientEmail: values.recipientEmail.trim(),
      message: values.message,
      fromName: values.fromName.trim(),
      deliverOn: values.deliverOn,
      locale: values.giftLocale,
    };
    const failed = await payWith(form.current, (token) =>
      guestApi.giftCheckout(locale, token, product.slug, gift, user ? undefined : values.email.trim()),
    );
    setBusy(false);
    if (failed === "bot_check") return notifyError(label("checkoutFailed"));
    const fields = failed.fields ?? {};
    const mapped: Errors = {};
    for (const [key, codes] of Object.entries(fields)) {
      const name = key.replace(/^gift\./, "") as FieldName;
      const code = codes[0];
      if (code) mapped[name] = CODES[code] ?? "fieldRequired";
    }
    if (Object.keys(mapped).length) return setErrors(mapped);
    notifyError(label(checkoutFailure(failed)));
  }

  const field = (name: FieldName, text: GuestLabel, input: (props: object) => React.ReactNode) => {
    const fieldId = `${id}-${name}`;
    const error = errors[name];
    return (
      <div>
        <label htmlFor={fieldId} className={FIELD_LABEL}>
          {label(text)}
        </label>
        {input({
          id: fieldId,
          name,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": error ? `${fieldId}-error` : undefined,
          className: FIELD,
        })}
        <FieldError id={`${fieldId}-error`} text={error ? label(error) : null} />
      </div>
    );
  };

  return (
    <form ref={form} noValidate onSubmit={(event) => void submit(event)} onFocus={warmUpBotCheck} className="space-y-4">
      {field("recipientName", "recipientName", (p) => (
        <input
          {...p}
          type="text"
          maxLength={GIFT_LIMITS.name}
          value={values.recipientName}
          onChange={(e) => set("recipientName")(e.target.value)}
        />
      ))}
      {field("recipientEmail", "recipientEmail", (p) => (
        <input
          {...p}
          type="email"
          value={values.recipientEmail}
          onChange={(e) => set("recipientEmail")(e.target.value)}
        />
      ))}
      {field("message", "giftMessage", (p) => (
        <textarea
          {...p}
          rows={3}
          maxLength={GIFT_LIMITS.message}
          value={values.message}
          onChange={(e) => set("message")(e.target.value)}
        />
      ))}
      {field("fromName", "fromName", (p) => (
        <input
          {...p}
          type="text"
          maxLength={GIFT_LIMITS.name}
          value={values.fromName}
          onChange={(e) => set("fromName")(e.target.value)}
        />
      ))}
      <div className="grid gap-4 sm:grid-cols-2">
        {field("deliverOn", "deliverOn", (p) => (
          <input
            {...p}
            type="date"
            min={today}
            max={isoDay(Date.now() + GIFT_MAX_DAYS_AHEAD * DAY_MS)}
            value={values.deliverOn}
            onChange={(e) => set("deliverOn")(e.target.value)}
          />
        ))}
        <div>
          <label htmlFor={`${id}-locale`} className={FIELD_LABEL}>
            {label("giftLanguage")}
          </label>
          <select
            id={`${id}-locale`}
            name="giftLocale"
            value={values.giftLocale}
            onChange={(e) => set("giftLocale")(e.target.value)}
            className={FIELD}
          >
            {LOCALES.map((code) => (
              <option key={code} value={code}>
                {LOCALE_NAMES[code]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {!user &&
        field("email", "yourEmail", (p) => (
          <input
            {...p}
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(e) => set("email")(e.target.value)}
          />
        ))}
      <button type="submit" disabled={busy} className={`${PRIMARY_BUTTON} w-full disabled:cursor-progress`}>
        {busy && <Spinner />}
        {label("payGift")}
      </button>
      <p role="status" className="sr-only">
        {busy ? label("opening") : ""}
      </p>
    </form>
  );
}
