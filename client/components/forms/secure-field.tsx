import { forwardRef, useId, useState, type ReactNode } from "react";
import {
  EMAIL_MAX_LENGTH,
  TEXTAREA_MAX_LENGTH,
  TEXT_MAX_LENGTH,
  isValidEmail,
  isValidPhone,
  isValidUrl,
  sanitizeText,
  sanitizeTextarea,
} from "#worker/contract/secure-input";
import { useI18n } from "../../i18n/i18n-context";
import type { TranslationKey } from "../../i18n/i18n";

export type SecureFieldKind = "text" | "email" | "phone" | "url" | "textarea";

interface SecureFieldProps {
  kind: SecureFieldKind;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  name: string;
  maxLength?: number;
  required?: boolean;
  autoComplete?: string;
  placeholder?: string;
  disabled?: boolean;
  rows?: number;
  /** Extra help under the field (e.g. a character count). */
  hint?: ReactNode;
  onFocus?: () => void;
  autoFocus?: boolean;
  /** The form's own word on this field (a check that failed on sending), shown where a flag is. */
  error?: string | undefined;
}

const DEFAULT_MAX: Record<SecureFieldKind, number> = {
  text: TEXT_MAX_LENGTH,
  email: EMAIL_MAX_LENGTH,
  phone: 32,
  url: 2048,
  textarea: TEXTAREA_MAX_LENGTH,
};

/** Why a field is flagged, checked when the visitor leaves it (secure inputs refuse markup and scripts). */
function flagFor(kind: SecureFieldKind, value: string, max: number): { key: TranslationKey; cleaned?: string } | null {
  if (kind === "textarea") {
    const result = sanitizeTextarea(value, max);
    return result.changed ? { key: "forms.secureInput.textareaSanitized", cleaned: result.value } : null;
  }
  const result = sanitizeText(value, max);
  if (result.changed) return { key: "forms.secureInput.textSanitized", cleaned: result.value };
  if (!result.value) return null;
  if (kind === "email" && !isValidEmail(result.value)) return { key: "forms.secureInput.email" };
  if (kind === "phone" && !isValidPhone(result.value)) return { key: "forms.secureInput.phone" };
  if (kind === "url" && !isValidUrl(result.value)) return { key: "forms.secureInput.url" };
  return null;
}

const INPUT_TYPES: Record<Exclude<SecureFieldKind, "textarea">, string> = {
  text: "text",
  email: "email",
  phone: "tel",
  url: "url",
};

/**
 * An input that applies the shared secure-input rules: dangerous content is removed and the
 * field turns orange with a warning; a malformed email, phone or URL is flagged the same way.
 */
export const SecureField = forwardRef<HTMLInputElement & HTMLTextAreaElement, SecureFieldProps>(function SecureField(
  {
    kind,
    label,
    value,
    onChange,
    name,
    maxLength,
    required,
    autoComplete,
    placeholder,
    disabled,
    rows = 5,
    hint,
    onFocus,
    autoFocus,
    error,
  },
  ref,
) {
  const { t } = useI18n();
  const id = useId();
  const max = maxLength ?? DEFAULT_MAX[kind];
  const [flag, setFlag] = useState<TranslationKey | null>(null);

  const check = (current: string) => {
    const found = flagFor(kind, current, max);
    if (found?.cleaned !== undefined) onChange(found.cleaned);
    setFlag(found?.key ?? null);
  };

  const common = {
    id,
    name,
    value,
    required,
    disabled,
    placeholder,
    autoComplete,
    maxLength: max,
    onFocus,
    autoFocus,
    "aria-invalid": flag || error ? true : undefined,
    "aria-describedby":
      [flag || error ? `${id}-flag` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ") || undefined,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      onChange(event.target.value);
      // Once flagged, the flag clears as soon as the value is acceptable again.
      if (flag && !flagFor(kind, event.target.value, max)) setFlag(null);
    },
    onBlur: (event: React.FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => check(event.target.value),
    className: `block w-full rounded-md border bg-white px-3 py-2 text-ink placeholder:text-ink/45 disabled:opacity-60 ${
      flag || error ? "border-orange-500" : "border-ink/25"
    }`,
  };

  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
        {label}
        {required && (
          <span className="text-wine" aria-hidden="true">
            {" "}
            *
          </span>
        )}
        {required && <span className="sr-only"> ({t("forms.requiredMark")})</span>}
      </label>
      {kind === "textarea" ? (
        <textarea ref={ref} rows={rows} {...common} />
      ) : (
        <input ref={ref} type={INPUT_TYPES[kind]} inputMode={kind === "phone" ? "tel" : undefined} {...common} />
      )}
      {/* Always there and one line tall: a warning appearing as the visitor leaves the field
          must not push the submit button away from under their pointer. */}
      <p id={`${id}-flag`} role="alert" className="mt-1 min-h-5 text-sm leading-5 text-orange-700">
        {error ?? (flag ? t(flag) : "")}
      </p>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-ink/60">
          {hint}
        </p>
      )}
    </div>
  );
});
