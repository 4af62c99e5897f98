import { useRef, useState } from "react";
import { SubmitButton } from "#client/components/forms/submit-button";
import { notifySuccess } from "#client/components/ui/toast";
import { useAuth } from "#client/lib/auth/auth-state";
import { authClient } from "#client/lib/auth/auth-client";
import { ResendConfirmation } from "./resend-confirmation";
import { useAuthAction } from "#client/lib/auth/use-auth-action";
import { AccountPasswordField, EmailField, emailProblem } from "./credential-fields";
import { SecondFactorForm } from "#client/components/forms/second-factor-form";

/** Email and password sign-in; an unconfirmed address can ask for its link again. */
export function SignInForm({ onSignedIn, onForgot }: { onSignedIn: () => void; onForgot: () => void }) {
  const { busy, run, reject, t } = useAuthAction();
  const { refresh } = useAuth();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [unconfirmed, setUnconfirmed] = useState(false);
  /** The password was right and the account has an authenticator app: its code comes next. */
  const [codeStep, setCodeStep] = useState(false);
  const emailRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const title = t("auth.toasts.signInError");

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const address = email.trim();
    const wrongAddress = emailProblem(address);
    if (wrongAddress) return reject(title, t(wrongAddress), emailRef.current);
    if (!password) {
      setPasswordError(t("auth.validation.passwordRequired"));
      return reject(title, t("auth.validation.passwordRequired"), passwordRef.current);
    }
    setPasswordError(null);
    setUnconfirmed(false);
    let code: string | undefined;
    const signedIn = await run(title, async () => {
      const result = await authClient.signIn({ email: address, password });
      if (!result.ok) code = result.code;
      return result;
    });
    if (code === "EMAIL_NOT_VERIFIED") setUnconfirmed(true);
    if (!signedIn) return;
    if (signedIn.twoFactorRedirect) return setCodeStep(true);
    await welcome();
  }

  async function welcome() {
    await refresh();
    notifySuccess(t("auth.toasts.signInTitle"), t("auth.toasts.signInText"));
    onSignedIn();
  }

  if (codeStep) {
    return (
      <section aria-labelledby="second-factor-heading" className="space-y-3">
        <h2 id="second-factor-heading" className="font-display text-2xl font-bold text-ink">
          {t("auth.secondFactor.heading")}
        </h2>
        <SecondFactorForm headingId="second-factor-heading" onPassed={welcome} />
      </section>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-2">
      <EmailField ref={emailRef} value={email} onChange={setEmail} />
      <AccountPasswordField
        ref={passwordRef}
        value={password}
        onChange={setPassword}
        error={passwordError}
        isNew={false}
      />
      <div className="flex flex-wrap items-center justify-between gap-3 pt-1">
        <SubmitButton busy={busy} busyLabel={t("auth.actions.signingIn")}>
          {t("auth.actions.signIn")}
        </SubmitButton>
        <button
          type="button"
          onClick={onForgot}
          className="text-sm font-medium text-wine underline-offset-4 hover:underline"
        >
          {t("auth.actions.forgotPassword")}
        </button>
      </div>
      {unconfirmed && (
        <div className="mt-4 rounded-md border border-gold/60 bg-gold/10 p-4 text-sm text-ink" role="status">
          <p>{t("auth.errors.EMAIL_NOT_VERIFIED")}</p>
          <ResendConfirmation email={email} errorTitle={title} className="mt-2" />
        </div>
      )}
    </form>
  );
}
