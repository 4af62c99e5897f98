import { useEffect, useId, useRef, useState } from "react";
import { Link, useSearch } from "wouter";
import { readEmailLinkToken, type EmailLinkKind } from "#worker/contract/email-link-fields";
import { SubmitButton } from "#client/components/forms/submit-button";
import { notifySuccess } from "#client/components/ui/toast";
import { accountStrings } from "#client/i18n/account-strings";
import { useLabels } from "#client/i18n/labels";
import { useAuth } from "#client/lib/auth/auth-state";
import { describeFailure } from "#client/lib/call-failure";
import { verifyEmailLink } from "../email-link-api";
import { ResendConfirmation } from "./resend-confirmation";

type Failure = "expired" | "invalid" | "otherAccount" | "rateLimited" | "network" | "unknown";
type State =
  | { step: "ready" }
  | { step: "working" }
  | { step: "done"; kind: EmailLinkKind; signedIn: boolean }
  | { step: "failed"; reason: Failure };

const KEYS = { account: "account", "approve-change": "approveChange", "new-email": "newEmail" } as const;

/** Only a path on this site, for the "Continue" link (never `//evil.example`). */
function sitePath(value: string | null): string | null {
  return value && /^\/(?![/\\])/.test(value) ? value : null;
}

const LINK = "inline-flex min-h-11 items-center rounded-md px-5 py-2.5 font-semibold";
const PRIMARY_LINK = `${LINK} bg-wine text-white hover:bg-wine-dark`;
const SECONDARY_LINK = `${LINK} border border-wine/30 text-wine hover:bg-wine/5`;

/**
 * Where the account mails' links land (/auth/confirm?token=…). Opening the page changes
 * nothing, so mail scanners and link previews that fetch it do no harm; the reader's press
 * sends the POST that confirms the account or approves or confirms an email change. The
 * token is read here only to say what the press will do; the Worker verifies it. `onDone` gets
 * the heading that says it worked, for the page to show in place of the one that asked.
 */
export function EmailLinkAction({ onDone }: { onDone?: (heading: string) => void } = {}) {
  const t = useLabels(accountStrings);
  const { refresh } = useAuth();
  const params = new URLSearchParams(useSearch());
  const token = params.get("token") ?? "";
  const callbackURL = sitePath(params.get("callbackURL"));
  const claims = token ? readEmailLinkToken(token) : null;
  const [state, setState] = useState<State>({ step: "ready" });
  const outcomeRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();

  // The outcome replaces the button: move focus to it so keyboard and screen-reader users
  // land on what happened instead of on a control that is gone.
  useEffect(() => {
    if (state.step === "done" || state.step === "failed") outcomeRef.current?.focus();
  }, [state.step]);

  async function press(event: React.FormEvent) {
    event.preventDefault();
    if (state.step === "working") return;
    setState({ step: "working" });
    const result = await verifyEmailLink({ token, ...(callbackURL ? { callbackURL } : {}) });
    if (result.ok) {
      if (result.data.signedIn) await refresh();
      setState({ step: "done", kind: result.data.kind, signedIn: result.data.signedIn });
      onDone?.(t(`auth.emailLink.doneHeadings.${KEYS[result.data.kind]}`));
      return;
    }
    const reason = describeFailure<Failure>(result, {
      offline: "network",
      cases: [
        ["link_expired", "expired"],
        [["link_invalid", "validation_failed"], "invalid"],
        ["conflict", "otherAccount"],
      ],
      tooMany: "rateLimited",
      otherwise: "unknown",
    });
    setState({ step: "failed", reason });
  }

  const key = claims ? KEYS[claims.kind] : "unknown";
  const words = { email: claims?.email ?? "", newEmail: claims?.newEmail ?? "" };

  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-3xl px-4 pb-24">
      <div className="rounded-lg border border-wine/20 bg-white p-6 shadow-sm">
        {!token ? (
          <>
            <h2 id={headingId} className="font-display text-2xl font-semibold">
              {t("auth.emailLink.headings.unknown")}
            </h2>
            <p className="mt-3">{t("auth.emailLink.missing")}</p>
            <p className="mt-6">
              <Link href="/auth?tab=sign-in" className={SECONDARY_LINK}>
                {t("auth.emailLink.signIn")}
              </Link>
            </p>
          </>
        ) : state.step === "done" ? (
          <div role="status">
            <h2 id={headingId} ref={outcomeRef} tabIndex={-1} className="font-display text-2xl font-semibold">
              {t("auth.emailLink.doneTitle")}
            </h2>
            <p className="mt-3">
              {state.kind === "account"
                ? t(state.signedIn ? "auth.emailLink.done.account" : "auth.emailLink.done.accountSignIn")
                : t(`auth.emailLink.done.${KEYS[state.kind]}`, words)}
            </p>
            <p className="mt-6 flex flex-wrap gap-3">
              {state.kind === "account" && !state.signedIn ? (
                <Link href="/auth?tab=sign-in" className={PRIMARY_LINK}>
                  {t("auth.emailLink.signIn")}
                </Link>
              ) : (
                <>
                  <Link href="/account" className={PRIMARY_LINK}>
                    {t("auth.goToAccount")}
                  </Link>
                  {state.kind === "account" && callbackURL && (
                    <Link
                      href={`~${callbackURL}`}
                      className={SECONDARY_LINK}
                      // The page they signed up from says nothing of it: the word goes with them.
                      onClick={() =>
                        notifySuccess(t("auth.emailLink.doneHeadings.account"), t("auth.emailLink.done.account"))
                      }
                    >
                      {t("auth.emailLink.continue")}
                    </Link>
                  )}
                </>
              )}
            </p>
          </div>
        ) : state.step === "failed" ? (
          <div role="alert">
            <h2 id={headingId} ref={outcomeRef} tabIndex={-1} className="font-display text-2xl font-semibold">
              {t("auth.emailLink.failedTitle")}
            </h2>
            <p className="mt-3">
              {state.reason === "network" || state.reason === "unknown"
                ? t(`auth.errors.${state.reason}`)
                : t(`auth.emailLink.failed.${state.reason}`)}
            </p>
            {state.reason === "network" || state.reason === "unknown" || state.reason === "rateLimited" ? (
              <button type="button" onClick={() => setState({ step: "ready" })} className={`mt-6 ${SECONDARY_LINK}`}>
                {t("account.retry")}
              </button>
            ) : claims?.kind === "account" ? (
              <div className="mt-4">
                <p>{t("auth.emailLink.askAgain.account")}</p>
                <p className="mt-4 flex flex-wrap items-center gap-4">
                  <ResendConfirmation email={claims.email} errorTitle={t("auth.toasts.signInError")} />
                  <Link href="/auth?tab=sign-in" className={SECONDARY_LINK}>
                    {t("auth.emailLink.signIn")}
                  </Link>
                </p>
              </div>
            ) : (
              <div className="mt-4">
                <p>{t("auth.emailLink.askAgain.change")}</p>
                <p className="mt-4">
                  <Link href="/account" className={SECONDARY_LINK}>
                    {t("auth.goToAccount")}
                  </Link>
                </p>
              </div>
            )}
          </div>
        ) : (
          <form onSubmit={press}>
            <h2 id={headingId} className="font-display text-2xl font-semibold">
              {t(`auth.emailLink.headings.${key}`)}
            </h2>
            <p className="mt-3">{t(`auth.emailLink.texts.${key}`, words)}</p>
            <SubmitButton busy={state.step === "working"} busyLabel={t("auth.emailLink.working")} className="mt-6">
              {t(`auth.emailLink.buttons.${key}`)}
            </SubmitButton>
          </form>
        )}
      </div>
    </section>
  );
}
