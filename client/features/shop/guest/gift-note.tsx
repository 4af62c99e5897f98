import { useState } from "react";
import type { OrderGiftView } from "#worker/contract/orders-fields";
import { notifyError, notifySuccess } from "#client/components/ui/toast";
import { useI18n } from "#client/i18n/i18n-context";
import { useLabels } from "#client/i18n/labels";
import { SECONDARY_BUTTON } from "../components/cart-actions";
import { formatOrderDate } from "../components/order-parts";
import { guestApi } from "./guest-api";
import { GUEST_LABELS } from "./guest-labels";

/** A gift's day (UTC `YYYY-MM-DD`) in the reader's language. */
const giftDay = (day: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));

/**
 * What an order says when it is a gift: for whom (or from whom), where it stands (waiting for
 * its day, sent, claimed, withdrawn by a refund), and for the buyer "send it again".
 */
export function GiftNote({ gift, canResend = false }: { gift: OrderGiftView; canResend?: boolean }) {
  const { locale } = useI18n();
  const label = useLabels(GUEST_LABELS);
  const [busy, setBusy] = useState(false);
  const given = gift.role === "given";
  const state =
    gift.state === "scheduled"
      ? label("giftScheduled", { day: giftDay(gift.deliverOn, locale) })
      : gift.state === "sent"
        ? label("giftSent", { day: gift.sentAt ? formatOrderDate(gift.sentAt, locale) : "" })
        : gift.state === "claimed"
          ? label("giftClaimed", { day: gift.claimedAt ? formatOrderDate(gift.claimedAt, locale) : "" })
          : label("giftRevoked");

  async function resend() {
    setBusy(true);
    const result = await guestApi.resendGift(gift.id);
    setBusy(false);
    if (result.ok) notifySuccess(label("giftResent"));
    else notifyError(label("claimFailed"));
  }

  return (
    <div className="mt-4 rounded-xl bg-wine/5 p-4 ring-1 ring-wine/20" data-gift={gift.state}>
      <p className="font-semibold">
        {given ? label("giftFor", { name: gift.recipientName }) : label("giftFrom", { name: gift.fromName })}
      </p>
      {gift.message && <p className="mt-1 whitespace-pre-line text-ink/80">“{gift.message}”</p>}
      {given && <p className="mt-1 text-sm text-ink/80">{state}</p>}
      {given && gift.state !== "revoked" && <p className="mt-1 text-sm text-ink/70">{label("giftNoFiles")}</p>}
      {given && canResend && gift.state === "sent" && (
        <button type="button" disabled={busy} onClick={() => void resend()} className={`${SECONDARY_BUTTON} mt-3`}>
          {label("resendGift")}
        </button>
      )}
    </div>
  );
}
