import { useRef, useState } from "react";
import { ACCOUNT_NAME_LIMITS } from "#worker/contract/account-fields";
import { SecureField } from "#client/components/forms/secure-field";
import { SubmitButton } from "#client/components/forms/submit-button";
import { notifySuccess } from "#client/components/ui/toast";
import { localizePath } from "#worker/contract/locales";
import { useI18n } from "#client/i18n/i18n-context";
import { authClient } from "#client/lib/auth/auth-client";
import { CheckEmail } from "./check-email";
import { ResendConfirmation } from "./resend-confirmation";
import { useAuthAction } from "#client/lib/auth/use-auth-action";
import { AccountPasswordField, EmailField, emailProblem } from "./credential-fields";

/**
 * Sign-up with full name, email and password. The answer is the same whether or not the
 * address already has an account, so the page never tells a stranger who is registered.
 * `returnTo` (the auth page's `?redirect=`) is where the confirmation link lands.
 */
export function SignUpForm({ returnTo = null }: { returnTo?: string | null }) {
  const { busy, run, reject, newPasswordProblem, t } = useAuthAction();
  const { locale } = useI18n();
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const emailRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const title = t("auth.toasts.signUpError");

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const fullName = name.trim();
    const address = email.trim();
    if (!fullName) return reject(title, t("auth.validation.fullNameRequired"), nameRef.current);
    const wrongAddress = emailProblem(address);
    if (wrongAddress) return reject(title, t(wrongAddress), emailRef.current);
    const problem = newPasswordProblem(password, { email: address, name: fullName });
    setPasswordError(problem);
    if (problem) return reject(title, problem, passwordRef.current);
    // The confirmation link brings the reader back to what they were doing (their cart…).
    const callbackURL = localizePath(returnTo ?? "/", locale);
    const done = await run(title, () => authClient.signUp({ name: fullName, email: address, password }, callbackURL));
    if (!done) return;
    notifySuccess(t("auth.checkEmail.title"), t("auth.checkEmail.confirmation"));
    setSentTo(address);
  }

  if (sentTo) {
    return (
      <CheckEmail title={t("auth.checkEmail.title")} text={t("auth.checkEmail.sentTo", { email: sentTo })}>
        <ResendConfirmation email={sentTo} errorTitle={title} className="mt-4" />
      </CheckEmail>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-2">
      <SecureField
        ref={nameRef}
        kind="text"
        name="name"
        label={t("auth.fields.fullName")}
        value={name}
        onChange={setName}
        autoComplete="name"
        maxLength={ACCOUNT_NAME_LIMITS.max}
        required
      />
      <EmailField ref={emailRef} value={email} onChange={setEmail} />
      <AccountPasswordField ref={passwordRef} value={password} onChange={setPassword} error={passwordError} isNew />
      <SubmitButton busy={busy} busyLabel={t("auth.actions.signingUp")}>
        {t("auth.actions.signUp")}
      </SubmitButton>
    </form>
  );
}
