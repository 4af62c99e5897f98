import type { FormEvent, ReactNode, RefObject } from "react";
import { LIMITS } from "#worker/contract/lead-capture-fields";
import { SecureField } from "#client/components/forms/secure-field";
import { SubmitButton } from "#client/components/forms/submit-button";
import { useI18n } from "#client/i18n/i18n-context";
import { prepareForm } from "../api/form-flow";

/**
 * A lead-capture form: validated by the flow (noValidate), busy while it sends, and the first
 * focus warms up the bot check and the schemas.
 */
export function LeadForm({
  form,
  onSubmit,
  submitting,
  label,
  className,
  children,
}: {
  form: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent) => void;
  submitting: boolean;
  label?: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <form
      ref={form}
      noValidate
      onSubmit={onSubmit}
      onFocus={prepareForm}
      aria-label={label}
      aria-busy={submitting}
      className={className}
    >
      {children}
    </form>
  );
}

/** The name and email a dialog's registration asks for first; the name takes the focus. */
export function NameAndEmailFields({
  values,
  set,
  labels,
  submitting,
}: {
  values: { fullName: string; email: string };
  set: (field: "fullName" | "email") => (value: string) => void;
  labels: { fullName: string; email: string };
  submitting: boolean;
}) {
  return (
    <>
      <SecureField
        kind="text"
        name="fullName"
        label={labels.fullName}
        value={values.fullName}
        onChange={set("fullName")}
        maxLength={LIMITS.fullName}
        required
        autoComplete="name"
        disabled={submitting}
        autoFocus
      />
      <SecureField
        kind="email"
        name="email"
        label={labels.email}
        value={values.email}
        onChange={set("email")}
        required
        autoComplete="email"
        disabled={submitting}
      />
    </>
  );
}

/** Said under every lead-capture form: the submission passes a bot check. */
export function BotCheckNotice() {
  const { t } = useI18n();
  return <p className="text-xs text-ink/60">{t("forms.botCheckNotice")}</p>;
}

/** A dialog form's end: cancel and submit, then the bot-check notice. */
export function DialogFormActions({
  onCancel,
  cancelLabel,
  submitting,
  busyLabel,
  submitLabel,
}: {
  onCancel: () => void;
  cancelLabel: string;
  submitting: boolean;
  busyLabel: string;
  submitLabel: string;
}) {
  return (
    <>
      <div className="flex flex-wrap items-center justify-end gap-3 pt-2">
        <button
          type="button"
          onClick={onCancel}
          className="min-h-11 rounded-md px-4 py-2 font-medium text-ink/80 hover:bg-ink/5"
        >
          {cancelLabel}
        </button>
        <SubmitButton busy={submitting} busyLabel={busyLabel}>
          {submitLabel}
        </SubmitButton>
      </div>
      <BotCheckNotice />
    </>
  );
}
