import { useCallback, useId, useRef, useState, type FormEvent } from "react";
import { TURNSTILE_ACTIONS, firstIssue } from "#worker/contract/lead-capture-fields";
import { Spinner } from "#client/components/ui/spinner";
import { notifySuccess } from "#client/components/ui/toast";
import { useI18n } from "#client/i18n/i18n-context";
import { notifyFailure } from "#client/lib/call-failure";
import { callWithBotCheck, errorToast, formFailure, loadSchemas, toastWords } from "../api/form-flow";
import { subscribeToNewsletter } from "../api/lead-capture-api";
import { useSubmission } from "../api/use-submission";
import { LeadForm } from "./form-parts";
import { useLeadCaptureText } from "../strings";

/**
 * The newsletter sign-up, on the home page and in the footer. Double
 * opt-in: success means the confirmation email is on its way.
 */
export function NewsletterForm({ tone = "light" }: { tone?: "light" | "dark" }) {
  const { locale } = useI18n();
  const t = useLeadCaptureText();
  const id = useId();
  const [email, setEmail] = useState("");
  const failed = useCallback(() => errorToast(t, "newsletter.failure.title", "newsletter.failure.text"), [t]);
  const { submitting, submit } = useSubmission(failed);
  const form = useRef<HTMLFormElement>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(async (sending) => {
      const { newsletterFormSchema } = await loadSchemas();
      const parsed = newsletterFormSchema.safeParse({ email });
      if (!parsed.success) {
        const problem = firstIssue(parsed.error.issues, ["email_required", "email_invalid"] as const);
        if (problem === "email_required")
          errorToast(t, "newsletter.emailRequired.title", "newsletter.emailRequired.text");
        else errorToast(t, "newsletter.emailInvalid.title", "newsletter.emailInvalid.text");
        return;
      }
      sending();
      const result = await callWithBotCheck(
        t,
        TURNSTILE_ACTIONS.newsletter,
        (turnstileToken) =>
          subscribeToNewsletter({
            email: parsed.data.email,
            page_url: window.location.href,
            timestamp: new Date().toISOString(),
            turnstileToken,
            locale,
          }),
        form.current,
      );
      if (!result) return;
      if (result.ok) {
        setEmail("");
        notifySuccess(t("newsletter.success.title"), t("newsletter.success.text"));
      } else {
        notifyFailure(
          result,
          formFailure(t, {
            tooMany: toastWords(t, "newsletter.tooMany.title", "newsletter.tooMany.text"),
            otherwise: toastWords(t, "newsletter.failure.title", "newsletter.failure.text"),
          }),
        );
      }
    });
  };

  const dark = tone === "dark";
  return (
    <LeadForm
      form={form}
      onSubmit={onSubmit}
      submitting={submitting}
      className="flex w-full max-w-md flex-col gap-2 sm:flex-row"
    >
      <label htmlFor={id} className="sr-only">
        {t("newsletter.email")}
      </label>
      <input
        id={id}
        type="email"
        name="email"
        autoComplete="email"
        placeholder={t("newsletter.placeholder")}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        disabled={submitting}
        maxLength={254}
        className={`min-h-11 flex-1 rounded-md border px-3 py-2 disabled:opacity-60 ${
          dark
            ? "border-white/30 bg-white/10 text-white placeholder:text-white/60"
            : "border-ink/25 bg-white text-ink placeholder:text-ink/45"
        }`}
      />
      <button
        type="submit"
        disabled={submitting}
        className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-5 py-2 font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-75 ${
          dark ? "bg-gold text-ink hover:bg-white" : "bg-wine text-white hover:bg-wine-dark"
        }`}
      >
        {submitting && <Spinner />}
        <span>{submitting ? t("newsletter.submitting") : t("newsletter.submit")}</span>
      </button>
    </LeadForm>
  );
}
