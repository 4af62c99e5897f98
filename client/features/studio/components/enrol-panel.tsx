import { useEffect, useId, useRef, useState } from "react";
import { PasswordField } from "#client/components/forms/password-field";
import { SubmitButton } from "#client/components/forms/submit-button";
import { notifyError } from "#client/components/ui/toast";
import { authClient } from "#client/lib/auth/auth-client";
import { authErrorText } from "#client/lib/auth/auth-errors";
import { accountStrings } from "#client/i18n/account-strings";
import { useLabels } from "#client/i18n/labels";
import { SecondFactorForm } from "#client/components/forms/second-factor-form";
import { STUDIO_LABELS } from "../labels";
import { QrCode } from "./qr-code";

interface Enrolment {
  totpURI: string;
  backupCodes: string[];
}

/** The key inside an otpauth:// address, in groups of four as apps show it for typing. */
export function readableKey(totpURI: string): string {
  const secret = new URL(totpURI).searchParams.get("secret") ?? "";
  return secret.replace(/(.{4})(?=.)/g, "$1 ");
}

/** The backup codes as a file the author keeps: a heading line, then one code per line. */
function codesFile(heading: string, codes: string[]): string {
  return URL.createObjectURL(new Blob([`${heading}\n\n${codes.join("\n")}\n`], { type: "text/plain" }));
}

/**
 * The first visit: the password again (better-auth asks it before issuing a key), then the
 * key as a QR code and as text for password managers, the ten backup codes, and the first code
 * from the app, which turns the second factor on and lets the author in.
 */
export function EnrolPanel({ email, onDone }: { email: string; onDone: () => void }) {
  const label = useLabels(STUDIO_LABELS);
  const t = useLabels(accountStrings);
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [fileUrl, setFileUrl] = useState<string | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const firstStep = useRef<HTMLParagraphElement>(null);
  // The password form is gone: focus goes to the first step, read from the top.
  useEffect(() => {
    if (enrolment) firstStep.current?.focus();
  }, [enrolment]);
  useEffect(() => () => void (fileUrl && URL.revokeObjectURL(fileUrl)), [fileUrl]);
  const headingId = useId();
  const codeHeadingId = useId();

  async function start(event: React.FormEvent) {
    event.preventDefault();
    if (!password) {
      notifyError(label("enrolError"), label("passwordRequired"));
      return passwordRef.current?.focus();
    }
    setBusy(true);
    const result = await authClient.enableTwoFactor(password);
    setBusy(false);
    if (!result.ok) {
      notifyError(label("enrolError"), authErrorText(t, result));
      return passwordRef.current?.select();
    }
    setPassword("");
    setEnrolment(result.data);
    setFileUrl(codesFile(label("codesFileHeading", { email }), result.data.backupCodes));
  }

  return (
    <section aria-labelledby={headingId} className="max-w-2xl space-y-6">
      <h2 id={headingId} className="font-display text-2xl font-bold">
        {label("enrolHeading")}
      </h2>
      {!enrolment ? (
        <form onSubmit={start} noValidate className="space-y-4">
          <p className="text-ink/80">{label("enrolIntro")}</p>
          <PasswordField
            ref={passwordRef}
            name="password"
            label={label("password")}
            value={password}
            onChange={setPassword}
            autoComplete="current-password"
          />
          <SubmitButton busy={busy} busyLabel={label("starting")}>
            {label("start")}
          </SubmitButton>
        </form>
      ) : (
        <ol className="space-y-8">
          <li className="space-y-3">
            <p ref={firstStep} tabIndex={-1} className="font-medium">
              {label("scanStep")}
            </p>
            <QrCode value={enrolment.totpURI} label={label("qrAlt")} />
            <p>
              <span className="text-sm font-medium text-ink/80">{label("key")}: </span>
              <code
                className="rounded bg-white px-2 py-1 font-mono text-base break-all ring-1 ring-ink/15"
                data-totp-key=""
              >
                {readableKey(enrolment.totpURI)}
              </code>
            </p>
          </li>
          <li className="space-y-3">
            <p className="font-medium">{label("backupStep")}</p>
            <ul className="grid max-w-md grid-cols-2 gap-2 font-mono" data-backup-codes="">
              {enrolment.backupCodes.map((code) => (
                <li key={code} className="rounded bg-white px-3 py-1.5 ring-1 ring-ink/15">
                  {code}
                </li>
              ))}
            </ul>
            {fileUrl && (
              <a
                href={fileUrl}
                download={label("codesFileName")}
                className="inline-flex min-h-11 items-center font-semibold text-wine underline underline-offset-4"
              >
                {label("downloadCodes")}
              </a>
            )}
          </li>
          <li className="space-y-3">
            <p id={codeHeadingId} className="font-medium">
              {label("codeStep")}
            </p>
            <SecondFactorForm headingId={codeHeadingId} onPassed={onDone} appOnly />
          </li>
        </ol>
      )}
    </section>
  );
}
