import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { RELEASE_NOTICE_LINK_PARAM, type ReleaseNoticeLinkAction } from "#worker/contract/release-notice-fields";
import { EMAIL_PATTERN } from "#worker/contract/secure-input";
import { Spinner } from "#client/components/ui/spinner";
import { useI18n } from "#client/i18n/i18n-context";
import { useLabels } from "#client/i18n/labels";
import { BotCheckNotReadyError, getBotCheckToken, warmUpBotCheck } from "#client/lib/bot-check";
import { api } from "#client/lib/api-client";
import { describeFailure } from "#client/lib/call-failure";
import { settle } from "#client/lib/call-result";
import { RELEASE_NOTICE_LABELS } from "../release-notice-labels";
import { PRIMARY_BUTTON } from "./cart-actions";

type LabelKey = keyof typeof RELEASE_NOTICE_LABELS;

const releaseNoticeApi = {
  signUp: (json: Parameters<(typeof api)["release-notices"]["$post"]>[0]["json"]) =>
    settle(() => api["release-notices"].$post({ json })),
  confirm: (token: string) => settle(() => api["release-notices"].confirm.$post({ query: { token } })),
  unsubscribe: (token: string) => settle(() => api["release-notices"].unsubscribe.$post({ query: { token } })),
};

/**
 * "Notify me" on a coming-soon or sold-out product (decision 052): an address and an explicit
 * consent; the answer is the same whether the address was new or already there, and says to
 * confirm from the email. Field problems sit under their field, the outcome in a live region.
 */
export function ReleaseNoticeForm({ slug }: { slug: string }) {
  const { locale } = useI18n();
  const label = useLabels(RELEASE_NOTICE_LABELS);
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const consentInput = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState("");
  const [consent, setConsent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ field: "email" | "consent" | null; key: LabelKey } | null>(null);
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const address = email.trim();
    if (!address || !EMAIL_PATTERN.test(address)) {
      setProblem({ field: "email", key: address ? "emailInvalid" : "emailRequired" });
      emailInput.current?.focus();
      return;
    }
    if (!consent) {
      setProblem({ field: "consent", key: "consentRequired" });
      consentInput.current?.focus();
      return;
    }
    setBusy(true);
    setProblem(null);
    let turnstileToken: string;
    try {
      turnstileToken = await getBotCheckToken("release_notice", form.current ?? undefined);
    } catch (err) {
      if (!(err instanceof BotCheckNotReadyError)) console.error(err);
      setProblem({ field: null, key: "botCheck" });
      setBusy(false);
      return;
    }
    const result = await releaseNoticeApi.signUp({
      product: slug,
      email: address,
      locale,
      consent: true,
      page_url: window.location.href.split("?")[0],
      turnstileToken,
    });
    setBusy(false);
    if (result.ok) {
      setSent(true);
      return;
    }
    const emailRefused = result.fields?.email !== undefined;
    setProblem({
      field: emailRefused ? "email" : null,
      key: emailRefused
        ? "emailInvalid"
        : describeFailure<LabelKey>(result, {
            cases: [
              ["bot_check_failed", "botCheck"],
              ["conflict", "released"],
            ],
            tooMany: "tooMany",
            otherwise: "failure",
          }),
    });
  }

  const headingId = `${id}-heading`;
  const errorId = `${id}-error`;
  return (
    <section aria-labelledby={headingId} className="mt-5 border-t border-ink/10 pt-5">
      <h2 id={headingId} className="font-display text-lg font-bold">
        {label("heading")}
      </h2>
      <p className="mt-1 text-ink/80">{label("intro")}</p>
      <div aria-live="polite" role="status">
        {sent && (
          <p className="mt-3 rounded-md border border-green-700/30 bg-green-50 p-3 text-green-900">{label("sent")}</p>
        )}
      </div>
      {!sent && (
        <form
          ref={form}
          noValidate
          onSubmit={(event) => void submit(event)}
          onFocus={warmUpBotCheck}
          onPointerEnter={warmUpBotCheck}
          className="mt-3"
        >
          <label htmlFor={`${id}-email`} className="block text-sm font-semibold">
            {label("email")}
          </label>
          <div className="mt-1 flex flex-col gap-2 sm:flex-row">
            <input
              ref={emailInput}
              id={`${id}-email`}
              type="email"
              name="email"
              autoComplete="email"
              maxLength={254}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={problem?.field === "email" || undefined}
              aria-describedby={problem?.field === "email" ? errorId : undefined}
              className="min-h-11 flex-1 rounded-md border border-ink/25 bg-white px-3 py-2 text-ink"
            />
            <button type="submit" aria-disabled={busy || undefined} className={PRIMARY_BUTTON}>
              {busy && <Spinner />}
              {label(busy ? "submitting" : "submit")}
            </button>
          </div>
          <div className="mt-3 flex items-start gap-2 text-sm">
            <input
              ref={consentInput}
              id={`${id}-consent`}
              type="checkbox"
              checked={consent}
              onChange={(e) => setConsent(e.target.checked)}
              aria-invalid={problem?.field === "consent" || undefined}
              aria-describedby={problem?.field === "consent" ? errorId : undefined}
              className="mt-0.5 h-5 w-5 shrink-0 accent-wine"
            />
            <label htmlFor={`${id}-consent`} className="text-ink/80">
              {label("consent")}
            </label>
          </div>
          <div aria-live="assertive">
            {problem && (
              <p id={errorId} className="mt-2 text-sm font-semibold text-red-800">
                {label(problem.key)}
              </p>
            )}
          </div>
        </form>
      )}
    </section>
  );
}

/** The action and token of a confirm or unsubscribe link that opened this page, if any. */
export function releaseNoticeLink(search: string): { action: ReleaseNoticeLinkAction; token: string } | null {
  const params = new URLSearchParams(search);
  const action = params.get(RELEASE_NOTICE_LINK_PARAM);
  const token = params.get("token");
  if ((action !== "confirm" && action !== "unsubscribe") || !token) return null;
  return { action, token };
}

/**
 * Where the emails' links land, on the product's own page: opening it changes nothing (mail
 * scanners follow links); the visitor's press sends the POST.
 */
export function ReleaseNoticeLinkPanel({ action, token }: { action: ReleaseNoticeLinkAction; token: string }) {
  const label = useLabels(RELEASE_NOTICE_LABELS);
  const [state, setState] = useState<{ step: "idle" | "working" } | { step: "done"; ok: boolean; key: LabelKey }>({
    step: "idle",
  });
  const confirm = action === "confirm";
  const headingId = useId();

  async function run() {
    if (state.step === "working") return;
    setState({ step: "working" });
    const result = confirm ? await releaseNoticeApi.confirm(token) : await releaseNoticeApi.unsubscribe(token);
    if (result.ok) {
      setState({ step: "done", ok: true, key: confirm ? "confirmed" : "unsubscribed" });
      return;
    }
    const key = describeFailure<LabelKey>(result, {
      cases: [
        ["link_expired", "linkExpired"],
        ["link_invalid", "linkInvalid"],
      ],
      tooMany: "tooMany",
      otherwise: "failure",
    });
    setState({ step: "done", ok: false, key });
  }

  return (
    <section aria-labelledby={headingId} className="mb-6 rounded-xl bg-white p-5 ring-1 ring-wine/30">
      <h2 id={headingId} className="font-display text-xl font-bold">
        {label(confirm ? "confirmHeading" : "unsubscribeHeading")}
      </h2>
      <div aria-live="polite" role="status">
        {state.step === "done" && (
          <p
            className={`mt-3 rounded-md border p-3 ${state.ok ? "border-green-700/30 bg-green-50 text-green-900" : "border-orange-600/40 bg-orange-50 text-orange-900"}`}
          >
            {label(state.key)}
          </p>
        )}
      </div>
      {(state.step !== "done" || !state.ok) && (
        <>
          <p className="mt-2 text-ink/80">{label(confirm ? "confirmText" : "unsubscribeText")}</p>
          <button
            type="button"
            onClick={() => void run()}
            aria-disabled={state.step === "working" || undefined}
            className={`${PRIMARY_BUTTON} mt-4`}
          >
            {state.step === "working" && <Spinner />}
            {label(state.step === "working" ? "working" : confirm ? "confirmButton" : "unsubscribeButton")}
          </button>
        </>
      )}
    </section>
  );
}

/**
 * The panel of a "notify me" email's link (`?notice=confirm&token=…`) above a product, an island
 * of the product's document that loads only at such an address (`linked`): the server's HTML is
 * the same for every visitor, so the link is read here, once the panel is hydrated.
 */
export function ReleaseNoticeFromLink() {
  const [link, setLink] = useState<ReturnType<typeof releaseNoticeLink>>(null);
  useEffect(() => setLink(releaseNoticeLink(window.location.search)), []);
  if (!link) return null;
  return (
    <div className="mt-6">
      <ReleaseNoticeLinkPanel action={link.action} token={link.token} />
    </div>
  );
}
