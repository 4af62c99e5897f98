import { useRef, useState } from "react";
import { SubmitButton } from "#client/components/forms/submit-button";
import { notifySuccess } from "#client/components/ui/toast";
import { authClient } from "#client/lib/auth/auth-client";
import { PasswordField } from "#client/components/forms/password-field";
import { useAuthAction } from "#client/lib/auth/use-auth-action";

/** Sets the new password with the token from the emailed link; other sessions end (server). */
export function ResetPasswordForm({
  token,
  linkError,
  onDone,
  onAskAgain,
}: {
  token: string | null;
  linkError: boolean;
  onDone: () => void;
  onAskAgain: () => void;
}) {
  const { busy, run, reject, newPasswordProblem, t } = useAuthAction();
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [errors, setErrors] = useState<{ password?: string; repeat?: string }>({});
  const passwordRef = useRef<HTMLInputElement>(null);
  const repeatRef = useRef<HTMLInputElement>(null);
  const title = t("auth.toasts.updateError");

  if (!token || linkError) {
    return (
      <div role="alert" className="rounded-md border border-red-700/30 bg-red-50 p-4 text-ink">
        <p>{t(linkError ? "auth.resetLinkInvalid" : "auth.resetLinkMissing")}</p>
        <button
          type="button"
          onClick={onAskAgain}
          className="mt-2 font-semibold text-wine underline underline-offset-4"
        >
          {t("auth.tabs.forgotPassword")}
        </button>
      </div>
    );
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const problem = newPasswordProblem(password);
    if (problem) {
      setErrors({ password: problem });
      return reject(title, problem, passwordRef.current);
    }
    if (password !== repeat) {
      setErrors({ repeat: t("auth.validation.passwordsDiffer") });
      return reject(title, t("auth.validation.passwordsDiffer"), repeatRef.current);
    }
    setErrors({});
    const done = await run(title, () => authClient.resetPassword(token!, password));
    if (!done) return;
    notifySuccess(t("auth.toasts.passwordUpdatedTitle"), t("auth.toasts.passwordUpdatedText"));
    onDone();
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-2">
      <PasswordField
        ref={passwordRef}
        name="new-password"
        label={t("auth.fields.newPassword")}
        value={password}
        onChange={setPassword}
        autoComplete="new-password"
        hint={t("auth.fields.passwordHint")}
        error={errors.password ?? null}
      />
      <PasswordField
        ref={repeatRef}
        name="repeat-password"
        label={t("auth.fields.confirmPassword")}
        value={repeat}
        onChange={setRepeat}
        autoComplete="new-password"
        error={errors.repeat ?? null}
      />
      <SubmitButton busy={busy} busyLabel={t("auth.actions.settingPassword")}>
        {t("auth.actions.setPassword")}
      </SubmitButton>
    </form>
  );
}
