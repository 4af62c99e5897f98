import { useCallback, useRef, useState, type FormEvent } from "react";
import { LIMITS, TURNSTILE_ACTIONS, firstIssue } from "#worker/contract/lead-capture-fields";
import { Dialog } from "#client/components/ui/dialog";
import { notifySuccess } from "#client/components/ui/toast";
import { useI18n } from "#client/i18n/i18n-context";
import { notifyFailure } from "#client/lib/call-failure";
import { callWithBotCheck, errorToast, formFailure, loadSchemas, toastWords } from "../api/form-flow";
import { sendContactRequest, startDownload } from "../api/lead-capture-api";
import { useSubmission } from "../api/use-submission";
import { SecureField } from "#client/components/forms/secure-field";
import { DialogFormActions, LeadForm, NameAndEmailFields } from "./form-parts";
import { useLeadCaptureText } from "../strings";

const EMPTY = { fullName: "", email: "", subject: "", message: "" };

/**
 * The Contact & Resume Request modal: on success the form clears, the
 * modal closes, the toast shows and the resume downloads. On failure everything stays.
 */
export default function LeadFormDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { locale } = useI18n();
  const t = useLeadCaptureText();
  const [values, setValues] = useState(EMPTY);
  const failed = useCallback(() => errorToast(t, "leadForm.failure.title", "leadForm.failure.text"), [t]);
  const { submitting, submit } = useSubmission(failed);
  const form = useRef<HTMLFormElement>(null);
  const set = (field: keyof typeof EMPTY) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(async (sending) => {
      const { resumeFormSchema } = await loadSchemas();
      const parsed = resumeFormSchema.safeParse(values);
      if (!parsed.success) {
        const problem = firstIssue(parsed.error.issues, ["name_required", "email_required", "email_invalid"] as const);
        if (problem === "email_invalid") errorToast(t, "leadForm.invalidEmail.title", "leadForm.invalidEmail.text");
        else errorToast(t, "leadForm.required.title", "leadForm.required.text");
        const field = problem === "name_required" ? "fullName" : "email";
        form.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
        return;
      }
      sending();
      const result = await callWithBotCheck(
        t,
        TURNSTILE_ACTIONS.resume,
        (turnstileToken) => sendContactRequest({ form: "resume", ...values, turnstileToken, locale }),
        form.current,
      );
      if (!result) return;
      if (result.ok) {
        setValues(EMPTY);
        onClose();
        notifySuccess(t("leadForm.success.title"), t("leadForm.success.text"));
        if (result.data.download) startDownload(result.data.download);
      } else {
        notifyFailure(
          result,
          formFailure(t, {
            tooMany: toastWords(t, "leadForm.tooMany.title", "leadForm.tooMany.text"),
            otherwise: toastWords(t, "leadForm.failure.title", "leadForm.failure.text"),
          }),
        );
      }
    });
  };

  const count = (value: string, max: number) => t("leadForm.charactersLeft", { count: value.length, max });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t("leadForm.title")}
      description={t("leadForm.description")}
      closeLabel={t("common.close")}
    >
      <LeadForm form={form} onSubmit={onSubmit} submitting={submitting} className="space-y-2">
        <NameAndEmailFields
          values={values}
          set={set}
          labels={{ fullName: t("leadForm.fullName"), email: t("leadForm.email") }}
          submitting={submitting}
        />
        <SecureField
          kind="text"
          name="subject"
          label={t("leadForm.subject")}
          value={values.subject}
          onChange={set("subject")}
          maxLength={LIMITS.subject}
          placeholder={t("leadForm.subjectPlaceholder")}
          disabled={submitting}
        />
        <SecureField
          kind="textarea"
          name="message"
          label={t("leadForm.message")}
          value={values.message}
          onChange={set("message")}
          maxLength={LIMITS.resumeMessage}
          placeholder={t("leadForm.messagePlaceholder")}
          rows={4}
          disabled={submitting}
          hint={count(values.message, LIMITS.resumeMessage)}
        />
        <DialogFormActions
          onCancel={onClose}
          cancelLabel={t("leadForm.cancel")}
          submitting={submitting}
          busyLabel={t("forms.sending")}
          submitLabel={t("leadForm.submit")}
        />
      </LeadForm>
    </Dialog>
  );
}
