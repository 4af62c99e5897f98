import type { Ref } from "react";
import { isValidEmail } from "#worker/contract/secure-input";
import { PasswordField } from "#client/components/forms/password-field";
import { SecureField } from "#client/components/forms/secure-field";
import { accountStrings } from "#client/i18n/account-strings";
import { useLabels } from "#client/i18n/labels";

/** The account's address, as every auth form asks for it. */
export function EmailField({
  ref,
  value,
  onChange,
}: {
  ref: Ref<HTMLInputElement & HTMLTextAreaElement>;
  value: string;
  onChange: (value: string) => void;
}) {
  const t = useLabels(accountStrings);
  return (
    <SecureField
      ref={ref}
      kind="email"
      name="email"
      label={t("auth.fields.email")}
      value={value}
      onChange={onChange}
      autoComplete="email"
      required
    />
  );
}

/**
 * The account's password: the one it has when signing in, a new one (with the rules as a hint)
 * when signing up.
 */
export function AccountPasswordField({
  ref,
  value,
  onChange,
  error,
  isNew,
}: {
  ref: Ref<HTMLInputElement>;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  isNew: boolean;
}) {
  const t = useLabels(accountStrings);
  return (
    <PasswordField
      ref={ref}
      name="password"
      label={t("auth.fields.password")}
      value={value}
      onChange={onChange}
      autoComplete={isNew ? "new-password" : "current-password"}
      hint={isNew ? t("auth.fields.passwordHint") : undefined}
      error={error}
    />
  );
}

/** Why a (trimmed) address can't be sent, as the message's key; null when it can. */
export function emailProblem(address: string) {
  if (!address) return "auth.validation.emailRequired" as const;
  if (!isValidEmail(address)) return "auth.validation.emailInvalid" as const;
  return null;
}
