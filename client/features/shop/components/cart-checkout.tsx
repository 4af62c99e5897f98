import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Link } from "wouter";
import type { CartView } from "#worker/contract/cart-fields";
import { TURNSTILE_ACTIONS } from "#worker/contract/lead-capture-fields";
import { formatPrice } from "#worker/contract/shop-fields";
import { LockIcon } from "./shop-icons";
import { Spinner } from "#client/components/ui/spinner";
import { notifyError } from "#client/components/ui/toast";
import { useI18n } from "#client/i18n/i18n-context";
import { BotCheckNotReadyError, getBotCheckToken, warmUpBotCheck } from "#client/lib/bot-check";
import { useAuth } from "#client/lib/auth/auth-state";
import { signInHref } from "#client/components/ui/sign-in-link";
import { checkoutProblem, ordersApi } from "../orders-api";
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from "./cart-actions";
import { PANEL } from "./order-parts";
import { CHECKOUT_PROMISES } from "./promises";
import { useLabels } from "#client/i18n/labels";
import { SHOP_LABELS, SHOP_PLURALS } from "../labels";
import type { CheckoutPreview } from "#worker/contract/pricing-fields";
import { pricingErrorOf } from "../pricing";
import { PRICING_LABELS } from "../pricing-labels";
import { DiscountCodeEntry, DiscountLines } from "./discount-code-entry";
import { GuestCheckout } from "../guest/guest-checkout";

/** Where the cart's sign-in links send a guest, and bring them back from. */
const CART_PATH = "/cart";
export const CART_SIGN_IN_HREF = signInHref(CART_PATH);
export const CART_SIGN_UP_HREF = `/auth?tab=sign-up&redirect=${encodeURIComponent(CART_PATH)}`;

/**
 * The cart's summary: the count and total, then checkout for a reader (a guest pays with an
 * email, or signs in to keep the purchase in a library), and the shop's promises.
 */
export function CartSummary({ view, onNothingToBuy }: { view: CartView; onNothingToBuy: () => void }) {
  const { locale } = useI18n();
  const { user } = useAuth();
  const label = useLabels(SHOP_LABELS, SHOP_PLURALS);
  const plural = label.plural;
  const headingId = useId();
  const [preview, setPreview] = useState<CheckoutPreview | null>(null);
  // A code's preview holds while the cart is what it priced; a changed cart asks again.
  const applied = preview && preview.subtotalCents === view.totalCents ? preview : null;
  const guestItems = user
    ? undefined
    : view.lines.map((line) => ({
        slug: line.slug,
        ...(line.amountCents !== undefined ? { amountCents: line.amountCents } : {}),
      }));
  return (
    <aside aria-labelledby={headingId} className={`${PANEL} lg:sticky lg:top-28`}>
      <h2 id={headingId} className="font-display text-2xl font-bold">
        {label("summaryHeading")}
      </h2>
      <p className="mt-1 text-sm text-ink/70">{plural("products", view.count)}</p>
      <DiscountCodeEntry preview={applied} onPreview={setPreview} items={guestItems} />
      {applied?.code && <DiscountLines preview={applied} />}
      <p className="mt-5 flex items-baseline justify-between gap-4 border-t border-ink/10 pt-4">
        <span className="text-lg font-semibold">{label("total")}</span>
        <span className="font-display text-3xl font-bold tabular-nums">
          {formatPrice(applied ? applied.totalCents : view.totalCents, view.currency, locale)}
        </span>
      </p>
      <p className="mt-1 text-right text-sm text-ink/70">{label("vatIncluded")}</p>
      <div className="mt-6 space-y-4">
        {user ? (
          <CheckoutForm onNothingToBuy={onNothingToBuy} code={applied?.code ?? undefined} />
        ) : (
          <>
            <GuestCheckout items={guestItems!} code={applied?.code ?? undefined} />
            <SignInToCheckout />
          </>
        )}
      </div>
      <Promises />
    </aside>
  );
}

/** A guest: why an account is needed, and the way to one that comes back here. */
function SignInToCheckout() {
  const label = useLabels(SHOP_LABELS);
  const headingId = useId();
  return (
    <div role="group" aria-labelledby={headingId} className="rounded-xl bg-paper p-5 ring-1 ring-ink/10">
      <h3 id={headingId} className="font-semibold">
        {label("signInHeading")}
      </h3>
      <p className="mt-2 text-sm leading-relaxed text-ink/80">{label("signInText")}</p>
      <div className="mt-4 flex flex-col gap-3">
        <Link href={CART_SIGN_IN_HREF} className={PRIMARY_BUTTON}>
          {label("signIn")}
        </Link>
        <Link href={CART_SIGN_UP_HREF} className={SECONDARY_BUTTON}>
          {label("createAccount")}
        </Link>
      </div>
    </div>
  );
}

/**
 * Checkout for a reader: the bot check's token, `POST /api/checkout`, then the payment page.
 * The button is disabled while this runs; a failure is a toast that says whether anything
 * was charged (never), and the focus returns to the button.
 */
function CheckoutForm({ onNothingToBuy, code }: { onNothingToBuy: () => void; code?: string | undefined }) {
  const { locale } = useI18n();
  const { refresh } = useAuth();
  const label = useLabels(SHOP_LABELS, SHOP_PLURALS);
  const pricingLabel = useLabels(PRICING_LABELS);
  const plural = label.plural;
  const form = useRef<HTMLFormElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // A ref as well as state: a double click lands before the re-render that disables the button.
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const [failures, setFailures] = useState(0);

  // The button was disabled while busy, which drops the focus: give it back after a failure.
  useEffect(() => {
    if (failures > 0) button.current?.focus();
  }, [failures]);

  // Back from the payment page through the browser's back/forward cache: usable again.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      running.current = false;
      setBusy(false);
    };
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
  }, []);

  const fail = (title: string, text?: string) => {
    notifyError(title, text);
    running.current = false;
    setBusy(false);
    setFailures((n) => n + 1);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (running.current) return;
    running.current = true;
    setBusy(true);
    let token: string;
    try {
      token = await getBotCheckToken(TURNSTILE_ACTIONS.checkout, form.current ?? undefined);
    } catch (err) {
      if (!(err instanceof BotCheckNotReadyError)) console.error(err);
      fail(label("checkoutBotCheckNotReady"), label("checkoutBotCheckNotReadyText"));
      return;
    }
    const result = await ordersApi.checkout(locale, token, code);
    if (result.ok) {
      // Stays busy: the browser is leaving for the payment page.
      window.location.assign(result.data.url);
      return;
    }
    // A price or code the Worker refused (a minimum raised, a code used up meanwhile): its own message.
    const refused = pricingErrorOf(result.fields);
    if (refused) return fail(pricingLabel(refused));
    const problem = checkoutProblem(result);
    fail(
      label(problem.title),
      problem.waitMinutes ? plural("waitMinutes", problem.waitMinutes) : problem.text ? label(problem.text) : undefined,
    );
    if (problem.title === "checkoutSignedOut") void refresh();
    if (problem.title === "checkoutNothing") onNothingToBuy();
  }

  return (
    <form ref={form} onSubmit={(event) => void submit(event)} onFocus={warmUpBotCheck} onPointerEnter={warmUpBotCheck}>
      <button
        ref={button}
        type="submit"
        disabled={busy}
        className={`${PRIMARY_BUTTON} w-full py-3 text-lg disabled:cursor-progress disabled:opacity-80`}
      >
        {busy ? <Spinner /> : <LockIcon width="18" height="18" />}
        {label(busy ? "processing" : "checkout")}
      </button>
      <p role="status" className="sr-only">
        {busy ? label("checkoutOpening") : ""}
      </p>
      <p className="mt-3 text-center text-sm text-ink/70">{label("checkoutNote")}</p>
    </form>
  );
}

/** The store's promises, where the reader decides: instant download, secure card and wallet payment. */
function Promises() {
  const label = useLabels(SHOP_LABELS);
  return (
    <ul aria-label={label("promisesHeading")} className="mt-6 space-y-4 border-t border-ink/10 pt-5">
      {CHECKOUT_PROMISES.map(({ title, text, Icon }) => (
        <li key={title} className="flex gap-3">
          <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-wine/10 text-wine">
            <Icon width="18" height="18" />
          </span>
          <div>
            <p className="text-sm font-semibold">{label(title)}</p>
            <p className="mt-0.5 text-sm leading-relaxed text-ink/75">{label(text)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
