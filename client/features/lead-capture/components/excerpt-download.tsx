import { useCallback, useRef, useState, type FormEvent } from "react";
import { EXCERPTS, TURNSTILE_ACTIONS, type ExcerptId } from "#worker/contract/lead-capture-fields";
import { isValidEmail } from "#worker/contract/secure-input";
import { Dialog } from "#client/components/ui/dialog";
import { DownloadIcon } from "#client/components/ui/icons";
import { notifyError, notifySuccess } from "#client/components/ui/toast";
import { useI18n } from "#client/i18n/i18n-context";
import { notifyFailure } from "#client/lib/call-failure";
import { callWithBotCheck, formFailure, loadSchemas, toastWords } from "../api/form-flow";
import { registerExcerptDownload, startDownload } from "../api/lead-capture-api";
import { useSubmission } from "../api/use-submission";
import { DialogFormActions, LeadForm, NameAndEmailFields } from "./form-parts";
import { useLeadCaptureText } from "../strings";

const EMPTY = { fullName: "", email: "" };

/**
 * A free excerpt behind a short registration: on success the
 * EPUB downloads as "<book title> excerpt.epub", the dialog closes and its fields clear.
 */
/** Button colours: wine on light backgrounds, gold on dark ones. */
const TONES = {
  wine: "bg-wine text-white hover:bg-wine-dark",
  gold: "bg-gold text-ink hover:bg-white",
} as const;

export function ExcerptDownload({
  excerpt,
  className = "",
  tone = "wine",
}: {
  excerpt: ExcerptId;
  className?: string;
  tone?: keyof typeof TONES;
}) {
  const { locale } = useI18n();
  const t = useLeadCaptureText();
  const { bookTitle } = EXCERPTS[excerpt];
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(EMPTY);
  const failed = useCallback(() => notifyError(t("excerpt.exception")), [t]);
  const { submitting, submit } = useSubmission(failed);
  const form = useRef<HTMLFormElement>(null);
  const set = (field: keyof typeof EMPTY) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const focusField = (name: keyof typeof EMPTY) =>
    form.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(async (sending) => {
      const { excerptFormSchema } = await loadSchemas();
      if (!excerptFormSchema.safeParse(values).success) {
        notifyError(t("excerpt.required"));
        focusField(values.fullName.trim() ? "email" : "fullName");
        return;
      }
      if (!isValidEmail(values.email)) {
        notifyError(t("excerpt.invalidEmail"));
        focusField("email");
        return;
      }
      sending();
      const result = await callWithBotCheck(
        t,
        TURNSTILE_ACTIONS.excerpt,
        (turnstileToken) =>
          registerExcerptDownload({ ...values, bookTitle, excerptFile: excerpt, turnstileToken, locale }),
        form.current,
      );
      if (!result) return;
      if (result.ok) {
        startDownload(result.data.download);
        setOpen(false);
        setValues(EMPTY);
        notifySuccess(t("excerpt.success"));
      } else {
        notifyFailure(
          result,
          formFailure(t, {
            offline: toastWords(t, "excerpt.exception"),
            tooMany: toastWords(t, "excerpt.tooMany"),
            otherwise: toastWords(t, "excerpt.failure"),
          }),
        );
      }
    });
  };

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={`inline-flex min-h-11 items-center gap-2 rounded-md px-5 py-2.5 font-semibold ${TONES[tone]} ${className}`}
      >
        <DownloadIcon />
        {t("excerpt.button")}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t("excerpt.title")}
        description={t("excerpt.description", { title: bookTitle })}
        closeLabel={t("common.close")}
      >
        <LeadForm form={form} onSubmit={onSubmit} submitting={submitting} className="space-y-2">
          <NameAndEmailFields
            values={values}
            set={set}
            labels={{ fullName: t("excerpt.fullName"), email: t("excerpt.email") }}
            submitting={submitting}
          />
          <DialogFormActions
            onCancel={() => setOpen(false)}
            cancelLabel={t("excerpt.cancel")}
            submitting={submitting}
            busyLabel={t("excerpt.processing")}
            submitLabel={t("excerpt.submit")}
          />
        </LeadForm>
      </Dialog>
    </>
  );
}
