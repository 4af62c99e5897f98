import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { TURNSTILE_ACTIONS } from "#worker/contract/lead-capture-fields";
import { isValidEmail } from "#worker/contract/secure-input";
import { signInHref } from "#client/components/ui/sign-in-link";
import { Spinner } from "#client/components/ui/spinner";
import { useI18n } from "#client/i18n/i18n-context";
import { useLabels } from "#client/i18n/labels";
import { useAuth } from "#client/lib/auth/auth-state";
import { BotCheckNotReadyError, getBotCheckToken, warmUpBotCheck } from "#client/lib/bot-check";
import { announceLibraryChanged } from "#client/lib/library-event";
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from "../components/cart-actions";
import { PANEL } from "../components/order-parts";
import { LIBRARY_PATH } from "../components/order-success";
import { guestApi } from "./guest-api";
import { GuestEmailField } from "./guest-checkout";
import { GUEST_LABELS, type GuestLabel } from "./guest-labels";

type Outcome = { kind: "idle" } | { kind: "busy" } | { kind: "done" } | { kind: "refused"; text: GuestLabel };

/** The refusal a claim answered with, in words (the links are single-use and may expire). */
function refusalOf(status: number | undefined, gift: boolean): GuestLabel {
  if (status === 409) return gift ? "giftUsed" : "linkUsed";
  if (status === 410) return "linkExpired";
  if (status === 403) return "linkInvalid";
  return "claimFailed";
}

interface GiftPreview {
  title: string;
  fromName: string;
  message: string;
  state: "open" | "claimed" | "revoked";
}

/**
 * A magic link's or a gift's page. Opening it does nothing (mail scanners open links): the
 * reader signs in (coming back here), then presses the button, which claims with a POST.
 */
export function ClaimScreen() {
  const label = useLabels(GUEST_LABELS);
  const { user, loading } = useAuth();
  const [location] = useLocation();
  const search = useSearch();
  const token = new URLSearchParams(search).get("token") ?? "";
  const gift = location.endsWith("/claim-gift");
  const [outcome, setOutcome] = useState<Outcome>({ kind: "idle" });
  const [preview, setPreview] = useState<GiftPreview | null>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!gift || !token) return;
    void guestApi.giftPreview(token).then((result) => {
      if (result.ok) setPreview(result.data);
      else setOutcome({ kind: "refused", text: "linkInvalid" });
    });
  }, [gift, token]);

  async function claim() {
    setOutcome({ kind: "busy" });
    const result = gift ? await guestApi.claimGift(token) : await guestApi.claimOrders(token);
    if (result.ok) {
      announceLibraryChanged();
      return setOutcome({ kind: "done" });
    }
    setOutcome({
      kind: "refused",
      text: result.status === 403 && gift && preview ? "giftRevokedClaim" : refusalOf(result.status, gift),
    });
    button.current?.focus();
  }

  const heading = gift ? label("claimGiftHeading") : label("claimOrdersHeading");
  const revoked = preview?.state === "revoked";
  const claimed = preview?.state === "claimed";

  return (
    <section aria-labelledby="claim-heading" className="bg-paper pb-24 text-ink">
      <div className={`mx-auto max-w-2xl px-4 sm:px-6 ${PANEL}`}>
        <h2 id="claim-heading" className="font-display text-3xl font-bold">
          {heading}
        </h2>
        {gift && preview && (
          <>
            <p className="mt-4 text-lg leading-relaxed">
              {label("claimGiftText", { from: preview.fromName, title: preview.title })}
            </p>
            {preview.message && <p className="mt-3 whitespace-pre-line text-ink/80">“{preview.message}”</p>}
          </>
        )}
        {!gift && <p className="mt-4 leading-relaxed text-ink/80">{label("claimOrdersText")}</p>}

        <p role="status" aria-live="polite" className="mt-4 font-medium">
          {outcome.kind === "done"
            ? label(gift ? "claimedGift" : "claimedOrders")
            : outcome.kind === "refused"
              ? label(outcome.text)
              : revoked
                ? label("giftRevokedClaim")
                : claimed
                  ? label("giftUsed")
                  : ""}
        </p>

        {!token ? null : loading ? (
          <Spinner className="mt-6 h-6 w-6 text-wine" />
        ) : !user ? (
          <div className="mt-6">
            <p className="text-ink/80">{label("signInFirst")}</p>
            <div className="mt-4 flex flex-wrap gap-3">
              <Link href={signInHref(location, search)} className={PRIMARY_BUTTON}>
                {label("signIn")}
              </Link>
              <Link
                href={`/auth?tab=sign-up&redirect=${encodeURIComponent(`${location}?${search}`)}`}
                className={SECONDARY_BUTTON}
              >
                {label("createAccount")}
              </Link>
            </div>
          </div>
        ) : outcome.kind === "done" || revoked || claimed ? (
          <Link href={LIBRARY_PATH} className={`mt-6 ${PRIMARY_BUTTON}`}>
            {label("openLibrary")}
          </Link>
        ) : (
          <button
            ref={button}
            type="button"
            disabled={outcome.kind === "busy"}
            onClick={() => void claim()}
            className={`mt-6 ${PRIMARY_BUTTON} disabled:cursor-progress disabled:opacity-80`}
          >
            {outcome.kind === "busy" && <Spinner />}
            {label(outcome.kind === "busy" ? "claiming" : gift ? "claimGift" : "claimOrders")}
          </button>
        )}
        {!gift && (outcome.kind === "refused" || !token) && <AskForLink />}
      </div>
    </section>
  );
}

/** A new magic link to an address (same answer whether it bought anything: it tells no one). */
export function AskForLink() {
  const { locale } = useI18n();
  const label = useLabels(GUEST_LABELS);
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState("");
  const [error, setError] = useState<GuestLabel | null>(null);
  const [state, setState] = useState<"idle" | "busy" | "sent">("idle");

  async function submit(event: FormEvent) {
    event.preventDefault();
    const typed = email.trim();
    if (!typed) return setError("emailRequired");
    if (!isValidEmail(typed)) return setError("emailInvalid");
    setState("busy");
    let token: string;
    try {
      token = await getBotCheckToken(TURNSTILE_ACTIONS.guestClaim, form.current ?? undefined);
    } catch (err) {
      if (!(err instanceof BotCheckNotReadyError)) console.error(err);
      setState("idle");
      return setError("claimFailed");
    }
    const result = await guestApi.requestLink(typed, locale, token);
    setState(result.ok ? "sent" : "idle");
    if (!result.ok) setError(result.status === 429 ? "tooMany" : "claimFailed");
  }

  return (
    <form
      ref={form}
      noValidate
      onSubmit={(event) => void submit(event)}
      onFocus={warmUpBotCheck}
      className="mt-8 border-t border-ink/10 pt-6"
      aria-labelledby={`${id}-heading`}
    >
      <h3 id={`${id}-heading`} className="font-semibold">
        {label("askLinkHeading")}
      </h3>
      <p className="mt-1 text-sm text-ink/80">{label("askLinkText")}</p>
      <GuestEmailField
        id={id}
        email={email}
        error={error ? label(error) : null}
        onEmail={(typed) => {
          setEmail(typed);
          setError(null);
        }}
        labelClassName="mt-3"
      />
      <button type="submit" disabled={state === "busy"} className={`mt-3 ${SECONDARY_BUTTON}`}>
        {state === "busy" && <Spinner />}
        {label("askLink")}
      </button>
      <p role="status" className="mt-2 text-sm">
        {state === "sent" ? label("askLinkSent") : ""}
      </p>
    </form>
  );
}
