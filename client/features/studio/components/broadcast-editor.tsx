import { useEffect, useId, useState, type FormEvent } from "react";
import { LOCALES, type Locale } from "#worker/contract/locales";
import { numberFormat } from "#worker/contract/intl-formats";
import { SITE_PROFILE } from "#worker/contract/site-profile";
import {
  BROADCAST_LIMITS,
  type BroadcastDetail,
  type BroadcastPreview,
  type BroadcastProgress,
} from "#worker/contract/studio-newsletter-fields";
import { SubmitButton } from "#client/components/forms/submit-button";
import { LoadError } from "#client/components/ui/list-states";
import { notifyError, notifySuccess } from "#client/components/ui/toast";
import { useI18n } from "#client/i18n/i18n-context";
import { useLabels } from "#client/i18n/labels";
import { useAuth } from "#client/lib/auth/auth-state";
import { CallError, unwrap, type CallResult } from "#client/lib/call-result";
import { useData } from "#client/lib/data-cache";
import { forgetNewsletter, newsletterApi } from "../newsletter-api";
import { NEWSLETTER_LABELS, NEWSLETTER_PLURALS } from "../newsletter-labels";
import { BroadcastProgressBar } from "./broadcast-progress";
import { ConfirmDialog } from "./moderation-parts";
import { BUTTON_TONES, FIELD_CLASS, FIELD_LABEL_CLASS } from "./studio-controls";

type Label = ReturnType<typeof useLabels<typeof NEWSLETTER_LABELS>>;
type Fields = Partial<Record<"locale" | "subject" | "markdown" | "email", string>>;

/** A refusal's words: a field's code, the API's code, else a plain failure. */
function errorText(label: Label, code: string | undefined): string {
  const key = `error.${code}`;
  return code && key in NEWSLETTER_LABELS ? label(key as keyof typeof NEWSLETTER_LABELS) : label("actionFailed");
}
function fieldErrors(result: CallResult<unknown>): Fields {
  if (result.ok || !result.fields) return {};
  return Object.fromEntries(Object.entries(result.fields).map(([field, codes]) => [field, codes[0]])) as Fields;
}

/** How often a sending broadcast asks for its progress. */
const POLL_MS = 1500;

/**
 * One broadcast: a draft is written in Markdown, saved, previewed as the
 * email, tested on the author's own address and then sent to the confirmed subscribers of its
 * language with a progress bar; a broadcast that has started is shown with its figures.
 * `id` null is a new draft, which takes its id (and its address) when first saved.
 */
export function BroadcastEditor({
  id,
  onOpen,
  onClose,
}: {
  id: string | null;
  onOpen: (id: string) => void;
  onClose: () => void;
}) {
  const label = useLabels(NEWSLETTER_LABELS);
  const detail = useData(id ? `studio/newsletter/broadcast/${id}` : null, () => unwrap(newsletterApi.broadcast(id!)));
  const gone = detail.error instanceof CallError && detail.error.status === 404;

  let body;
  if (!id) body = <DraftForm detail={null} onSaved={(saved) => onOpen(saved.id)} onDeleted={onClose} />;
  else if (gone) body = <p role="alert">{label("error.not_draft")}</p>;
  else if (detail.error) body = <LoadError onRetry={() => void detail.mutate()} />;
  else if (!detail.data) body = <p role="status">{label("loading")}</p>;
  else if (detail.data.status === "draft")
    body = (
      <DraftForm
        detail={detail.data}
        onSaved={(saved) => void detail.mutate(saved, { revalidate: false })}
        onDeleted={onClose}
        onStarted={() => void detail.mutate()}
      />
    );
  else
    body = (
      <SentView
        detail={detail.data}
        onProgress={(progress) =>
          // While sending, the bar moves; once done, the whole broadcast (its figures) is asked again.
          progress.status === "sending"
            ? void detail.mutate((d) => d && { ...d, progress }, { revalidate: false })
            : void detail.mutate()
        }
      />
    );

  return (
    <section
      aria-labelledby="broadcast-heading"
      className="space-y-4 rounded-lg bg-white p-4 ring-1 ring-ink/10 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="broadcast-heading" className="font-display text-xl font-bold">
          {detail.data?.subject || label("editorHeading")}
        </h3>
        <button type="button" onClick={onClose} className="font-semibold text-wine underline underline-offset-4">
          {label("backToList")}
        </button>
      </div>
      {body}
    </section>
  );
}

function DraftForm({
  detail,
  onSaved,
  onDeleted,
  onStarted,
}: {
  detail: BroadcastDetail | null;
  onSaved: (saved: BroadcastDetail) => void;
  onDeleted: () => void;
  onStarted?: () => void;
}) {
  const label = useLabels(NEWSLETTER_LABELS);
  const { locale: pageLocale } = useI18n();
  const ids = useId();
  const [draft, setDraft] = useState({
    locale: detail?.locale ?? pageLocale,
    subject: detail?.subject ?? "",
    markdown: detail?.markdown ?? "",
  });
  const [errors, setErrors] = useState<Fields>({});
  const [saving, setSaving] = useState(false);
  const saved =
    detail && draft.locale === detail.locale && draft.subject === detail.subject && draft.markdown === detail.markdown;
  const count = numberFormat(pageLocale);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    const result = detail ? await newsletterApi.update(detail.id, draft) : await newsletterApi.create(draft);
    setSaving(false);
    if (!result.ok) {
      const fields = fieldErrors(result);
      setErrors(fields);
      const first = Object.keys(fields)[0];
      if (first) document.getElementById(`${ids}-${first}`)?.focus();
      else notifyError(errorText(label, result.code));
      return;
    }
    setErrors({});
    forgetNewsletter();
    notifySuccess(label("saved"));
    // The list's shape: a new draft has no figures yet; the detail is asked again when opened.
    const view = result.data;
    onSaved({ ...(detail ?? { progress: null!, counts: null, recipients: 0 }), ...view } as BroadcastDetail);
  }

  const field = (name: "subject" | "markdown") => ({
    id: `${ids}-${name}`,
    name,
    value: draft[name],
    onChange: (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [name]: e.target.value })),
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": [
      `${ids}-${name}-hint`,
      name === "markdown" && `${ids}-markdown-signature`,
      errors[name] && `${ids}-${name}-error`,
    ]
      .filter(Boolean)
      .join(" "),
    className: FIELD_CLASS,
  });
  const flag = (name: keyof Fields) =>
    errors[name] && (
      <p id={`${ids}-${name}-error`} className="mt-1 text-sm text-orange-800">
        {errorText(label, errors[name])}
      </p>
    );

  return (
    <div className="space-y-6">
      <form onSubmit={(e) => void save(e)} noValidate className="space-y-4">
        <div>
          <label htmlFor={`${ids}-locale`} className={FIELD_LABEL_CLASS}>
            {label("language")}
          </label>
          <select
            id={`${ids}-locale`}
            name="locale"
            value={draft.locale}
            onChange={(e) => setDraft((d) => ({ ...d, locale: e.target.value as Locale }))}
            aria-describedby={`${ids}-locale-hint`}
            className={`${FIELD_CLASS} max-w-xs`}
          >
            {LOCALES.map((l) => (
              <option key={l} value={l}>
                {label(`language.${l}`)}
              </option>
            ))}
          </select>
          <p id={`${ids}-locale-hint`} className="mt-1 text-xs text-ink/70">
            {label("languageHint")}
          </p>
        </div>
        <div>
          <label htmlFor={`${ids}-subject`} className={FIELD_LABEL_CLASS}>
            {label("subject")}
          </label>
          <input {...field("subject")} type="text" maxLength={BROADCAST_LIMITS.subject} autoComplete="off" />
          <p id={`${ids}-subject-hint`} className="mt-1 text-xs text-ink/70">
            {label("characters", {
              n: count.format(draft.subject.length),
              max: count.format(BROADCAST_LIMITS.subject),
            })}
          </p>
          {flag("subject")}
        </div>
        <div>
          <label htmlFor={`${ids}-markdown`} className={FIELD_LABEL_CLASS}>
            {label("body")}
          </label>
          <textarea
            {...field("markdown")}
            rows={14}
            maxLength={BROADCAST_LIMITS.markdown}
            className={`${FIELD_CLASS} font-mono text-sm`}
          />
          <p id={`${ids}-markdown-hint`} className="mt-1 text-xs text-ink/70">
            {label("bodyHint")}{" "}
            {label("characters", {
              n: count.format(draft.markdown.length),
              max: count.format(BROADCAST_LIMITS.markdown),
            })}
          </p>
          <p id={`${ids}-markdown-signature`} className="mt-1 text-sm text-ink/80">
            {label("signatureAdded", { name: SITE_PROFILE.name })}
          </p>
          {flag("markdown")}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton busy={saving} busyLabel={label("saving")}>
            {label("save")}
          </SubmitButton>
          {detail && !saved && <p className="text-sm text-orange-800">{label("unsaved")}</p>}
        </div>
      </form>
      {!detail ? (
        <p className="text-sm text-ink/75">{label("saveFirst")}</p>
      ) : (
        <DraftActions detail={detail} saved={!!saved} onDeleted={onDeleted} onStarted={onStarted} />
      )}
    </div>
  );
}

/** Preview, test, send and delete: on the saved draft (unsaved changes ask to save first). */
function DraftActions({
  detail,
  saved,
  onDeleted,
  onStarted,
}: {
  detail: BroadcastDetail;
  saved: boolean;
  onDeleted: () => void;
  onStarted?: () => void;
}) {
  const label = useLabels(NEWSLETTER_LABELS, NEWSLETTER_PLURALS);
  const { user } = useAuth();
  const ids = useId();
  const [preview, setPreview] = useState<BroadcastPreview | null>(null);
  const [testTo, setTestTo] = useState(user?.email ?? "");
  const [testError, setTestError] = useState<string | undefined>();
  const [busy, setBusy] = useState<"preview" | "test" | "send" | "delete" | null>(null);
  const [confirming, setConfirming] = useState<"send" | "delete" | null>(null);
  const language = label(`language.${detail.locale}`);

  async function showPreview() {
    setBusy("preview");
    const result = await newsletterApi.preview(detail.id);
    setBusy(null);
    if (!result.ok) return notifyError(errorText(label, result.code));
    setPreview(result.data);
  }
  async function sendTest(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy("test");
    const result = await newsletterApi.test(detail.id, testTo);
    setBusy(null);
    if (!result.ok) {
      const code = fieldErrors(result).email;
      if (code) return setTestError(code);
      return notifyError(errorText(label, result.code));
    }
    setTestError(undefined);
    notifySuccess(label("testSent", { email: result.data.to }));
  }
  async function send() {
    setBusy("send");
    const result = await newsletterApi.send(detail.id);
    setBusy(null);
    setConfirming(null);
    if (!result.ok) return notifyError(errorText(label, result.code));
    forgetNewsletter();
    notifySuccess(label("sendStarted"));
    onStarted?.();
  }
  async function remove() {
    setBusy("delete");
    const result = await newsletterApi.remove(detail.id);
    setBusy(null);
    setConfirming(null);
    if (!result.ok) return notifyError(errorText(label, result.code));
    forgetNewsletter();
    notifySuccess(label("draftDeleted"));
    onDeleted();
  }

  return (
    <div className="space-y-6 border-t border-ink/10 pt-4">
      {!saved && <p className="text-sm text-ink/75">{label("saveFirst")}</p>}
      <div className="space-y-3">
        <button
          type="button"
          disabled={!saved || busy !== null}
          aria-busy={busy === "preview" || undefined}
          onClick={() => void showPreview()}
          className={BUTTON_TONES.plain}
        >
          {label("preview")}
        </button>
        {preview && saved && (
          <section aria-labelledby={`${ids}-preview`} className="space-y-2">
            <h4 id={`${ids}-preview`} className="font-semibold">
              {label("previewHeading")}
            </h4>
            <p className="text-sm">{label("previewSubject", { subject: preview.subject })}</p>
            {/* The email's own HTML, sanitised by the Worker, in a frame that runs nothing. */}
            <iframe
              title={label("previewFrame")}
              sandbox=""
              srcDoc={preview.html}
              className="h-[28rem] w-full rounded-md bg-white ring-1 ring-ink/15"
            />
          </section>
        )}
      </div>
      <form onSubmit={(e) => void sendTest(e)} noValidate className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={`${ids}-test`} className={FIELD_LABEL_CLASS}>
            {label("testTo")}
          </label>
          <input
            id={`${ids}-test`}
            type="email"
            value={testTo}
            onChange={(e) => setTestTo(e.target.value)}
            aria-invalid={testError ? true : undefined}
            aria-describedby={testError ? `${ids}-test-error` : undefined}
            className={FIELD_CLASS}
          />
        </div>
        <button
          type="submit"
          disabled={!saved || busy !== null}
          aria-busy={busy === "test" || undefined}
          className={BUTTON_TONES.plain}
        >
          {busy === "test" ? label("sendingTest") : label("sendTest")}
        </button>
        {testError && (
          <p id={`${ids}-test-error`} className="w-full text-sm text-orange-800">
            {errorText(label, testError)}
          </p>
        )}
      </form>
      <div className="space-y-2">
        <p>
          {detail.recipients > 0
            ? label.plural("recipients", detail.recipients, { language })
            : label("noRecipients", { language })}
        </p>
        {detail.lastError && (
          <p className="text-sm text-orange-800">{label("lastError", { error: detail.lastError })}</p>
        )}
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            disabled={!saved || detail.recipients === 0 || busy !== null}
            onClick={() => setConfirming("send")}
            className={BUTTON_TONES.primary}
          >
            {label("send")}
          </button>
          <button
            type="button"
            disabled={busy !== null}
            onClick={() => setConfirming("delete")}
            className={BUTTON_TONES.plain}
          >
            {label("deleteDraft")}
          </button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming === "send"}
        title={label("sendConfirmTitle")}
        text={label.plural("sendConfirmText", detail.recipients, { subject: detail.subject, language })}
        confirmLabel={label("sendConfirm")}
        busyLabel={label("sendingTest")}
        busy={busy === "send"}
        tone="primary"
        onConfirm={() => void send()}
        onClose={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming === "delete"}
        title={label("deleteDraftTitle")}
        text={label("deleteDraftText", { subject: detail.subject })}
        confirmLabel={label("deleteDraft")}
        busyLabel={label("saving")}
        busy={busy === "delete"}
        onConfirm={() => void remove()}
        onClose={() => setConfirming(null)}
      />
    </div>
  );
}

/** A broadcast that has started: its progress while sending (asked every 1.5 s), then its figures. */
function SentView({ detail, onProgress }: { detail: BroadcastDetail; onProgress: (p: BroadcastProgress) => void }) {
  const label = useLabels(NEWSLETTER_LABELS);
  const { locale } = useI18n();
  const count = numberFormat(locale);
  const sending = detail.status === "sending";
  useEffect(() => {
    if (!sending) return;
    const timer = setInterval(async () => {
      const result = await newsletterApi.progress(detail.id);
      if (result.ok) onProgress(result.data);
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [sending, detail.id, onProgress]);
  return (
    <div className="space-y-3">
      <p className="text-sm text-ink/75">{label(`language.${detail.locale}`)}</p>
      <BroadcastProgressBar progress={detail.progress} />
      {detail.counts && (
        <p>
          {label("counts", {
            sent: count.format(detail.counts.sent),
            failed: count.format(detail.counts.failed),
            unsubscribed: count.format(detail.counts.unsubscribedSince),
          })}
        </p>
      )}
    </div>
  );
}
