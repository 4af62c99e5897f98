import { useCallback, useRef, useState, type FormEvent } from "react";
import { Link } from "wouter";
import {
  CONTACT_FORM_CHECK_ORDER,
  CONTACT_REASONS,
  LIMITS,
  TURNSTILE_ACTIONS,
  contactSubject,
  firstIssue,
  type ContactReason,
} from "#worker/contract/lead-capture-fields";
import { notifySuccess } from "#client/components/ui/toast";
import { CURRENT_NEWSLETTER_CONSENT, newsletterConsentText } from "#worker/contract/newsletter-consent";
import { useI18n } from "#client/i18n/i18n-context";
import { notifyFailure } from "#client/lib/call-failure";
import { callWithBotCheck, errorToast, formFailure, loadSchemas, toastWords } from "../api/form-flow";
import { sendContactRequest } from "../api/lead-capture-api";
import { useSubmission } from "../api/use-submission";
import { SecureField } from "#client/components/forms/secure-field";
import { SubmitButton } from "#client/components/forms/submit-button";
import { BotCheckNotice, LeadForm } from "./form-parts";
import { useLeadCaptureText } from "../strings";

const EMPTY = {
  name: "",
  lastName: "",
  email: "",
  reason: "",
  company: "",
  message: "",
  privacyPolicy: false,
  stayUpdated: false,
};
type Values = typeof EMPTY;
type Field = keyof Values;

/**
 * The reason a link chose (`/contact?reason=media_opportunity` from the press kit), or "" when
 * it names none we know. The contact page's document is drawn with it (pages.ts `reads`).
 */
export function reasonFromSearch(search: string): string {
  const reason = new URLSearchParams(search).get("reason");
  return reason && (CONTACT_REASONS as readonly string[]).includes(reason) ? reason : "";
}

/** Which field each check is about, to move focus there with the toast. */
const CHECK_FIELD: Record<(typeof CONTACT_FORM_CHECK_ORDER)[number], Field> = {
  name_required: "name",
  email_required: "email",
  email_invalid: "email",
  reason_required: "reason",
  company_required: "company",
  privacy_required: "privacyPolicy",
};

/**
 * The "Let's Connect" form of the home page and the contact page (an island there, whose
 * `reason` is the one its address chose).
 */
export function ContactForm({ reason = "" }: { reason?: string }) {
  const { locale } = useI18n();
  const t = useLeadCaptureText();
  const [values, setValues] = useState<Values>(() => ({ ...EMPTY, reason }));
  // The check that failed, said at its field as well as in the spec's toast; gone once the field changes.
  const [invalid, setInvalid] = useState<{ field: Field; text: string } | null>(null);
  const errorAt = (field: Field) => (invalid?.field === field ? invalid.text : undefined);
  const failed = useCallback(() => errorToast(t, "contactForm.failure.title", "contactForm.failure.text"), [t]);
  const { submitting, submit } = useSubmission(failed);
  const form = useRef<HTMLFormElement>(null);
  const set =
    <K extends Field>(field: K) =>
    (value: Values[K]) => {
      setValues((v) => ({ ...v, [field]: value }));
      setInvalid((current) => (current?.field === field ? null : current));
    };
  const isJob = values.reason === "job_position";

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(async (sending) => {
      const { homeContactFormSchema } = await loadSchemas();
      const parsed = homeContactFormSchema.safeParse(values);
      if (!parsed.success) {
        // The spec's six checks, in its order: one toast, for the first that fails.
        const check = firstIssue(parsed.error.issues, CONTACT_FORM_CHECK_ORDER) ?? "name_required";
        errorToast(t, `contactForm.errors.${check}.title`, `contactForm.errors.${check}.text`);
        setInvalid({ field: CHECK_FIELD[check], text: t(`contactForm.errors.${check}.text`) });
        form.current?.querySelector<HTMLElement>(`[name="${CHECK_FIELD[check]}"]`)?.focus();
        return;
      }
      const v = parsed.data;
      const reason = v.reason as ContactReason;
      sending();
      const result = await callWithBotCheck(
        t,
        TURNSTILE_ACTIONS.contact,
        (turnstileToken) =>
          sendContactRequest({
            form: "contact",
            fullName: `${v.name} ${v.lastName}`.trim(),
            email: v.email,
            subject: contactSubject(reason, isJob ? v.company : ""),
            message: v.message,
            reason,
            company: isJob ? v.company : "",
            privacyPolicy: true,
            stayUpdated: v.stayUpdated,
            turnstileToken,
            locale,
          }),
        form.current,
      );
      if (!result) return;
      if (result.ok) {
        notifySuccess(t("contactForm.success.title"), t("contactForm.success.text"));
        setValues(EMPTY);
      } else {
        notifyFailure(
          result,
          formFailure(t, {
            tooMany: toastWords(t, "contactForm.tooMany.title", "contactForm.tooMany.text"),
            otherwise: toastWords(t, "contactForm.failure.title", "contactForm.failure.text"),
          }),
        );
      }
    });
  };

  const checkbox = "mt-0.5 h-5 w-5 shrink-0 rounded border-ink/40 accent-wine";

  return (
    <LeadForm
      form={form}
      onSubmit={onSubmit}
      submitting={submitting}
      label={t("contactForm.formLabel")}
      className="grid gap-x-5 gap-y-2 sm:grid-cols-2"
    >
      <SecureField
        kind="text"
        name="name"
        label={t("contactForm.name")}
        value={values.name}
        onChange={set("name")}
        error={errorAt("name")}
        maxLength={LIMITS.name}
        required
        autoComplete="given-name"
        disabled={submitting}
      />
      <SecureField
        kind="text"
        name="lastName"
        label={t("contactForm.lastName")}
        value={values.lastName}
        onChange={set("lastName")}
        maxLength={LIMITS.lastName}
        autoComplete="family-name"
        disabled={submitting}
      />
      <div className="sm:col-span-2">
        <SecureField
          kind="email"
          name="email"
          label={t("contactForm.email")}
          value={values.email}
          onChange={set("email")}
          error={errorAt("email")}
          required
          autoComplete="email"
          disabled={submitting}
        />
      </div>
      <div className={isJob ? "" : "sm:col-span-2"}>
        <label htmlFor="contact-reason" className="mb-1 block text-sm font-medium">
          {t("contactForm.reason")}
          <span className="text-wine" aria-hidden="true">
            {" "}
            *
          </span>
          <span className="sr-only"> ({t("forms.requiredMark")})</span>
        </label>
        <select
          id="contact-reason"
          name="reason"
          value={values.reason}
          aria-invalid={errorAt("reason") ? true : undefined}
          aria-describedby={errorAt("reason") ? "contact-reason-error" : undefined}
          required
          disabled={submitting}
          onChange={(e) => set("reason")(e.target.value)}
          className="block w-full rounded-md border border-ink/25 bg-white px-3 py-2 text-ink disabled:opacity-60"
        >
          <option value="">{t("contactForm.reasonPlaceholder")}</option>
          {CONTACT_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {t(`contactForm.reasons.${reason}`)}
            </option>
          ))}
        </select>
        {errorAt("reason") && (
          <p id="contact-reason-error" className="mt-1 text-sm text-orange-700">
            {errorAt("reason")}
          </p>
        )}
      </div>
      {isJob && (
        <SecureField
          kind="text"
          name="company"
          label={t("contactForm.company")}
          value={values.company}
          onChange={set("company")}
          error={errorAt("company")}
          maxLength={LIMITS.company}
          required
          autoComplete="organization"
          disabled={submitting}
        />
      )}
      <div className="sm:col-span-2">
        <SecureField
          kind="textarea"
          name="message"
          label={t("contactForm.message")}
          value={values.message}
          onChange={set("message")}
          maxLength={LIMITS.contactMessage}
          placeholder={t("contactForm.messagePlaceholder")}
          rows={6}
          disabled={submitting}
        />
      </div>
      <div className="space-y-3 sm:col-span-2">
        <label className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            name="privacyPolicy"
            className={checkbox}
            checked={values.privacyPolicy}
            disabled={submitting}
            onChange={(e) => set("privacyPolicy")(e.target.checked)}
            aria-required="true"
            aria-invalid={errorAt("privacyPolicy") ? true : undefined}
            aria-describedby={errorAt("privacyPolicy") ? "contact-privacy-error" : undefined}
          />
          <span>
            {t("contactForm.privacyBefore")}{" "}
            <Link href="/privacy" className="font-medium text-wine underline underline-offset-2">
              {t("contactForm.privacyLink")}
            </Link>
            <span className="text-wine" aria-hidden="true">
              {" "}
              *
            </span>
          </span>
        </label>
        {errorAt("privacyPolicy") && (
          <p id="contact-privacy-error" className="text-sm text-orange-700">
            {errorAt("privacyPolicy")}
          </p>
        )}
        <label className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            name="stayUpdated"
            className={checkbox}
            checked={values.stayUpdated}
            disabled={submitting}
            onChange={(e) => set("stayUpdated")(e.target.checked)}
          />
          <span>{newsletterConsentText(CURRENT_NEWSLETTER_CONSENT.contact_form, locale)}</span>
        </label>
      </div>
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
        <SubmitButton busy={submitting} busyLabel={t("forms.sending")}>
          {t("contactForm.submit")}
        </SubmitButton>
        <BotCheckNotice />
      </div>
    </LeadForm>
  );
}
