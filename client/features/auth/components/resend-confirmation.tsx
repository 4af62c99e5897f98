import { notifySuccess } from "#client/components/ui/toast";
import { authClient } from "#client/lib/auth/auth-client";
import { useAuthAction } from "#client/lib/auth/use-auth-action";

/** "Send the confirmation email again", for an address that isn't confirmed yet. */
export function ResendConfirmation({
  email,
  errorTitle,
  className = "",
}: {
  email: string;
  errorTitle: string;
  className?: string;
}) {
  const { busy, run, t } = useAuthAction();

  async function resend() {
    const sent = await run(errorTitle, () => authClient.sendConfirmation(email.trim()));
    if (sent) notifySuccess(t("auth.toasts.confirmationResentTitle"), t("auth.toasts.confirmationResentText"));
  }

  return (
    <button
      type="button"
      onClick={resend}
      disabled={busy}
      className={`font-semibold text-wine underline underline-offset-4 disabled:opacity-60 ${className}`}
    >
      {t("auth.actions.resendConfirmation")}
    </button>
  );
}
