import { useRef, useState } from "react";
import { SubmitButton } from "#client/components/forms/submit-button";
import { notifySuccess } from "#client/components/ui/toast";
import { localizePath } from "#worker/contract/locales";
import { useI18n } from "#client/i18n/i18n-context";
import { authClient } from "#client/lib/auth/auth-client";
import { CheckEmail } from "./check-email";
import { useAuthAction } from "#client/lib/auth/use-auth-action";
import { EmailField, emailProblem } from "./credential-fields";

/** Asks for a reset link; the same answer whether or not the address has an account. */
export function ForgotPasswordForm() {
  const { busy, run, reject, t } = useAuthAction();
  const { locale } = useI18n();
  const [email, setEmail] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const title = t("auth.toasts.resetError");

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const address = email.trim();
    const wrongAddress = emailProblem(address);
    if (wrongAddress) return reject(title, t(wrongAddress), emailRef.current);
    // The link lands on this page's reset tab, in the reader's language.
    const redirectTo = `${window.location.origin}${localizePath("/auth", locale)}?tab=reset-password`;
    const done = await run(title, () => authClient.requestPasswordReset(address, redirectTo));
    if (!done) return;
    notifySuccess(t("auth.checkEmail.title"), t("auth.checkEmail.reset"));
    setSentTo(address);
  }

  if (sentTo)
    return <CheckEmail title={t("auth.checkEmail.title")} text={t("auth.checkEmail.resetSentTo", { email: sentTo })} />;

  return (
    <form onSubmit={submit} noValidate className="space-y-2">
      <EmailField ref={emailRef} value={email} onChange={setEmail} />
      <SubmitButton busy={busy} busyLabel={t("auth.actions.sendingResetLink")}>
        {t("auth.actions.sendResetLink")}
      </SubmitButton>
    </form>
  );
}
