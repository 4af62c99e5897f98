import { forwardRef, useId, useState } from "react";
import { PASSWORD_LIMITS } from "#worker/contract/password-rules";
import { accountStrings } from "../../i18n/account-strings";
import { useLabels } from "../../i18n/labels";

interface PasswordFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: "current-password" | "new-password";
  error?: string | null;
  hint?: string;
  disabled?: boolean;
}

/** A password input with a show/hide toggle; it can't take more than the server accepts. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { label, name, value, onChange, autoComplete, error, hint, disabled },
  ref,
) {
  const t = useLabels(accountStrings);
  const id = useId();
  const [visible, setVisible] = useState(false);
  const describedBy = [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={id}
          name={name}
          type={visible ? "text" : "password"}
          value={value}
          autoComplete={autoComplete}
          maxLength={PASSWORD_LIMITS.max}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
          className={`block w-full rounded-md border bg-white py-2 pr-24 pl-3 text-ink disabled:opacity-60 ${
            error ? "border-red-700" : "border-ink/25"
          }`}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          className="absolute inset-y-1 right-1 rounded px-2 text-sm font-medium text-wine hover:bg-wine/10"
        >
          {visible ? t("auth.fields.hidePassword") : t("auth.fields.showPassword")}
        </button>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink/65">
          {hint}
        </p>
      )}
      <p id={`${id}-error`} role="alert" className="mt-1 min-h-5 text-sm leading-5 text-red-800">
        {error ?? ""}
      </p>
    </div>
  );
});
