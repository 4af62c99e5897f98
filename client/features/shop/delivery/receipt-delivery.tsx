import { useEffect, useId, useState, type FormEvent } from "react";
import type { ReceiptDelivery } from "#worker/contract/delivery-fields";
import { useLabels } from "#client/i18n/labels";
import { dataOrThrow } from "#client/lib/call-result";
import { useData } from "#client/lib/data-cache";
import { SECONDARY_BUTTON } from "../components/cart-actions";
import { TEXT_LINK } from "../components/order-parts";
import { deliveryApi } from "./delivery-api";
import { DELIVERY_LABELS, type DeliveryLabel } from "./delivery-labels";

const INPUT =
  "min-w-0 flex-1 rounded-lg border border-ink/25 bg-white px-3 py-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-wine";

/**
 * Where the receipt went (masked), "Resend receipt", and for a signed-in buyer "Wrong address?",
 * which sends it to the corrected address and keeps it on the order. What happened is said in a
 * live region. `showAddress` is off where the page already says where it went.
 */
export function ReceiptDeliveryView({
  delivery,
  access,
  showAddress = true,
}: {
  delivery: ReceiptDelivery;
  access?: string;
  showAddress?: boolean;
}) {
  const label = useLabels(DELIVERY_LABELS);
  const id = useId();
  const [to, setTo] = useState(delivery.to);
  const [correcting, setCorrecting] = useState(false);
  const [draft, setDraft] = useState("");
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState("");
  const [fieldError, setFieldError] = useState<DeliveryLabel | null>(null);

  async function resend(email?: string) {
    if (busy) return;
    setBusy(true);
    const result = await deliveryApi.resendReceipt(delivery.orderId, {
      ...(access ? { access } : {}),
      ...(email ? { email } : {}),
    });
    setBusy(false);
    if (result.ok) {
      setTo(result.data.to);
      setCorrecting(false);
      setFieldError(null);
      setStatus(label("receiptResent", { email: result.data.to ?? "" }));
      return;
    }
    const code = result.fields?.email?.[0];
    if (code && code in DELIVERY_LABELS) {
      setFieldError(code as DeliveryLabel);
      return;
    }
    setStatus(label(result.status === 429 ? "receiptTooMany" : "receiptFailed"));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void resend(draft);
  }

  return (
    <div className="mt-4 rounded-xl bg-paper px-4 py-3 text-sm" data-receipt={delivery.orderId}>
      {showAddress && to && <p className="font-semibold">{label("receiptSentTo", { email: to })}</p>}
      <p className="text-ink/80">{label("receiptMissing")}</p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <button
          type="button"
          aria-disabled={busy || undefined}
          onClick={() => void resend()}
          className={`${SECONDARY_BUTTON} min-h-9 px-3 py-1 text-sm`}
        >
          {label("receiptResend")}
        </button>
        {delivery.canCorrect && !correcting && (
          <button type="button" onClick={() => setCorrecting(true)} className={TEXT_LINK}>
            {label("receiptCorrect")}
          </button>
        )}
      </div>
      {correcting && (
        <form onSubmit={submit} className="mt-3 flex flex-col gap-1" noValidate>
          <label htmlFor={`${id}-email`} className="font-semibold">
            {label("receiptNewAddress")}
          </label>
          <div className="flex flex-wrap gap-2">
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={`${id}-error`}
              className={INPUT}
            />
            <button
              type="submit"
              aria-disabled={busy || undefined}
              className={`${SECONDARY_BUTTON} min-h-10 px-4 py-2`}
            >
              {label("receiptSendTo")}
            </button>
            <button
              type="button"
              onClick={() => {
                setCorrecting(false);
                setFieldError(null);
              }}
              className={`${SECONDARY_BUTTON} min-h-10 px-4 py-2`}
            >
              {label("kindleCancel")}
            </button>
          </div>
          <p id={`${id}-error`} role="status" className="font-semibold text-wine">
            {fieldError ? label(fieldError) : ""}
          </p>
        </form>
      )}
      <p role="status" className="mt-2 font-semibold">
        {status}
      </p>
    </div>
  );
}

/** The library's line for one order: the reader's receipts are read once for the whole library. */
export function LibraryReceipt({ userId, orderId }: { userId: string; orderId: string }) {
  const { data } = useData(["receipts", userId], async () => dataOrThrow(await deliveryApi.receipts()).receipts);
  const delivery = data?.find((d) => d.orderId === orderId);
  return delivery ? <ReceiptDeliveryView delivery={delivery} /> : null;
}

/** The success page's line: one order, a guest's read with the page's access token. */
export function SuccessReceipt({ orderId, access }: { orderId: string; access?: string }) {
  const [delivery, setDelivery] = useState<ReceiptDelivery | null>(null);
  useEffect(() => {
    let live = true;
    void deliveryApi.receipt(orderId, access).then((result) => {
      if (live && result.ok) setDelivery(result.data);
    });
    return () => {
      live = false;
    };
  }, [orderId, access]);
  return delivery ? (
    <ReceiptDeliveryView delivery={delivery} {...(access ? { access } : {})} showAddress={false} />
  ) : null;
}
