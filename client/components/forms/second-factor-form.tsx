import { useId, useRef, useState } from "react";
import { SubmitButton } from "./submit-button";
import { authClient } from "../../lib/auth/auth-client";
import { useAuthAction } from "../../lib/auth/use-auth-action";

/** Six digits, as authenticator apps show them (spaces typed or pasted are dropped). */
const APP_CODE = /^\d{6}$/;

/**
 * The code step of a sign-in with an authenticator app, also the studio's door for a session
 * that hasn't passed it: the app's 6-digit code, or one of the backup codes. The field takes
 * focus, so typing goes straight in; iOS and Android offer the code from their password
 * managers (`autocomplete="one-time-code"`).
 */
export function SecondFactorForm({
  onPassed,
  headingId,
  appOnly = false,
}: {
  onPassed: () => void | Promise<void>;
  headingId?: string;
  /** Enrolment: the first code must come from the app (backup codes don't turn it on). */
  appOnly?: boolean;
}) {
  const { busy, run, reject, t } = useAuthAction();
  const [backup, setBackup] = useState(false);
  const [code, setCode] = useState("");
  const field = useRef<HTMLInputElement>(null);
  const id = useId();
  const title = t("auth.secondFactor.error");

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const typed = backup ? code.trim() : code.replace(/\s+/g, "");
    if (!backup && !APP_CODE.test(typed)) return reject(title, t("auth.secondFactor.codeRequired"), field.current);
    if (backup && !typed) return reject(title, t("auth.secondFactor.backupRequired"), field.current);
    const passed = await run(title, () => (backup ? authClient.verifyBackupCode(typed) : authClient.verifyTotp(typed)));
    if (!passed) {
      field.current?.select();
      return;
    }
    await onPassed();
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-labelledby={headingId}>
      {!appOnly && (
        <p className="text-ink/80">{t(backup ? "auth.secondFactor.backupIntro" : "auth.secondFactor.intro")}</p>
      )}
      <div>
        <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
          {t(backup ? "auth.secondFactor.backupCode" : "auth.secondFactor.code")}
        </label>
        <input
          ref={field}
          id={id}
          key={backup ? "backup" : "app"}
          name={backup ? "backupCode" : "code"}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          // The step exists to take this code: focus goes to it, not to the page's heading
          // (at enrolment the QR code and the backup codes come first, so it doesn't).
          autoFocus={!appOnly}
          autoComplete="one-time-code"
          inputMode={backup ? "text" : "numeric"}
          spellCheck={false}
          maxLength={backup ? 40 : 9}
          className="block w-full max-w-xs rounded-md border border-ink/25 bg-white px-3 py-2 font-mono text-lg tracking-[0.2em] text-ink"
        />
      </div>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <SubmitButton busy={busy} busyLabel={t("auth.secondFactor.verifying")}>
          {t("auth.secondFactor.verify")}
        </SubmitButton>
        {!appOnly && (
          <button
            type="button"
            onClick={() => {
              setBackup((b) => !b);
              setCode("");
            }}
            className="text-sm font-medium text-wine underline-offset-4 hover:underline"
          >
            {t(backup ? "auth.secondFactor.useApp" : "auth.secondFactor.useBackup")}
          </button>
        )}
      </div>
    </form>
  );
}
