import { useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Link } from "wouter";
import { dateFormat } from "#worker/contract/intl-dates";
import {
  STAMP_MAX_BYTES,
  copyTooLarge,
  whoseCopyMarkSchema,
  type WhoseCopyAnswer,
  type WhoseCopyMatch,
} from "#worker/contract/whose-copy";
import { useI18n } from "#client/i18n/i18n-context";
import { useLabels } from "#client/i18n/labels";
import { api } from "#client/lib/api-client";
import { settle, type CallResult } from "#client/lib/call-result";
import { useHref } from "#client/lib/use-href";
import { withQuery } from "../studio-api";
import { ORDERS_LABELS } from "../orders-labels";
import { WHOSE_COPY_LABELS } from "../whose-copy-labels";
import { BUTTON_TONES, FIELD_CLASS, FIELD_LABEL_CLASS } from "./studio-controls";

const whoseCopyApi = {
  file: (file: File) => settle(() => api.studio["whose-copy"].$post({ form: { file } })),
  mark: (mark: string) => settle(() => api.studio["whose-copy"].$post({ json: { mark } })),
};

type Label = ReturnType<typeof useLabels<typeof WHOSE_COPY_LABELS>>;
type FieldCode = keyof typeof WHOSE_COPY_LABELS;
const MB = String(STAMP_MAX_BYTES / 1024 / 1024);

/** A field's error code as the author reads it (an unknown code reads as a failed lookup). */
const fieldText = (say: Label, code: string) =>
  code in WHOSE_COPY_LABELS ? say(code as FieldCode, { mb: MB }) : say("failed");

type State =
  | { step: "idle" }
  | { step: "busy"; source: "file" | "mark" }
  | { step: "done"; answer: WhoseCopyAnswer }
  | { step: "failed"; message: string };

/**
 * "Whose copy?" (decision 054): a copy found online, or the mark printed on its
 * ex-libris page, answers the order it was stamped for. The Worker reads the file, checks the
 * author and writes the lookup to the audit log; this screen only asks and shows.
 */
export function WhoseCopySection() {
  const say = useLabels(WHOSE_COPY_LABELS);
  const ids = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const markRef = useRef<HTMLInputElement>(null);
  const [mark, setMark] = useState("");
  const [errors, setErrors] = useState<{ file?: string; mark?: string }>({});
  const [state, setState] = useState<State>({ step: "idle" });
  const busy = state.step === "busy";

  /** The answer, or the field the Worker (or the form) found fault with, focused. */
  function settleAnswer(result: CallResult<WhoseCopyAnswer>, field: "file" | "mark") {
    if (result.ok) return setState({ step: "done", answer: result.data });
    const code = result.fields?.[field]?.[0] ?? (result.status === 413 ? "file_too_large" : undefined);
    if (code) {
      setErrors({ [field]: fieldText(say, code) });
      setState({ step: "idle" });
      (field === "file" ? fileRef : markRef).current?.focus();
      return;
    }
    const refused = result.status === 401 || result.status === 403;
    setState({ step: "failed", message: say(refused ? "refused" : "failed") });
  }

  async function lookUpFile(event: FormEvent) {
    event.preventDefault();
    const file = fileRef.current?.files?.[0];
    const code = !file
      ? "file_required"
      : file.size === 0
        ? "file_empty"
        : copyTooLarge(file.size)
          ? "file_too_large"
          : null;
    if (code || !file) {
      setErrors({ file: fieldText(say, code ?? "file_required") });
      setState({ step: "idle" });
      fileRef.current?.focus();
      return;
    }
    setErrors({});
    setState({ step: "busy", source: "file" });
    settleAnswer(await whoseCopyApi.file(file), "file");
  }

  async function lookUpMark(event: FormEvent) {
    event.preventDefault();
    const parsed = whoseCopyMarkSchema.safeParse({ mark });
    if (!parsed.success) {
      setErrors({ mark: fieldText(say, parsed.error.issues[0]?.message ?? "mark_invalid") });
      setState({ step: "idle" });
      markRef.current?.focus();
      return;
    }
    setErrors({});
    setState({ step: "busy", source: "mark" });
    settleAnswer(await whoseCopyApi.mark(parsed.data.mark), "mark");
  }

  return (
    <div className="space-y-6">
      <p className="max-w-3xl text-ink/80">{say("intro")}</p>
      <div className="grid max-w-4xl gap-6 md:grid-cols-2">
        <form
          onSubmit={(e) => void lookUpFile(e)}
          noValidate
          className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-ink/10"
        >
          <Field id={`${ids}-file`} label={say("fileLabel")} hint={say("fileHint", { mb: MB })} error={errors.file}>
            {(describedBy) => (
              <input
                ref={fileRef}
                id={`${ids}-file`}
                name="file"
                type="file"
                accept=".epub,.pdf,application/epub+zip,application/pdf"
                aria-describedby={describedBy}
                aria-invalid={errors.file ? true : undefined}
                onChange={() => setErrors((e) => ({ ...e, file: undefined }))}
                className={FIELD_CLASS}
              />
            )}
          </Field>
          <button type="submit" className={BUTTON_TONES.primary} disabled={busy}>
            {say("lookUpFile")}
          </button>
        </form>
        <form
          onSubmit={(e) => void lookUpMark(e)}
          noValidate
          className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-ink/10"
        >
          <Field id={`${ids}-mark`} label={say("markLabel")} hint={say("markHint")} error={errors.mark}>
            {(describedBy) => (
              <input
                ref={markRef}
                id={`${ids}-mark`}
                name="mark"
                type="text"
                autoComplete="off"
                spellCheck={false}
                value={mark}
                onChange={(e) => {
                  setMark(e.target.value);
                  setErrors((errs) => ({ ...errs, mark: undefined }));
                }}
                aria-describedby={describedBy}
                aria-invalid={errors.mark ? true : undefined}
                className={`${FIELD_CLASS} font-mono uppercase`}
              />
            )}
          </Field>
          <button type="submit" className={BUTTON_TONES.primary} disabled={busy}>
            {say("lookUpMark")}
          </button>
        </form>
      </div>
      <Results state={state} say={say} headingId={`${ids}-results`} />
    </div>
  );
}

/** A labelled control with its hint and, when there is one, its error (read with the control). */
function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint: string;
  error: string | undefined;
  children: (describedBy: string) => ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className={FIELD_LABEL_CLASS}>
        {label}
      </label>
      {children(error ? `${id}-hint ${id}-error` : `${id}-hint`)}
      <p id={`${id}-hint`} className="mt-1 text-sm text-ink/75">
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

/** One sentence for screen readers: what the lookup found. */
function summaryOf(say: Label, answer: WhoseCopyAnswer): string {
  if (answer.marks.length === 0) return say("noMark");
  return answer.marks
    .map((m) =>
      m.order
        ? say("foundOrder", { mark: m.mark, reference: m.order.reference, holder: m.order.holder ?? say("noName") })
        : `${m.mark}: ${say("unknownMark")}`,
    )
    .join(" ");
}

function Results({ state, say, headingId }: { state: State; say: Label; headingId: string }) {
  const announcement =
    state.step === "busy"
      ? say(state.source === "file" ? "readingFile" : "lookingUp")
      : state.step === "done"
        ? summaryOf(say, state.answer)
        : "";
  return (
    <section aria-labelledby={headingId} className="max-w-4xl space-y-3">
      <h3 id={headingId} className="font-display text-xl font-bold">
        {say("resultsHeading")}
      </h3>
      {/* Always in the page, so what it says next is announced. */}
      <p role="status" aria-live="polite" className="text-ink/80" data-whose-copy-status>
        {announcement}
      </p>
      <div role="alert">{state.step === "failed" && <p className="font-medium text-red-800">{state.message}</p>}</div>
      {state.step === "done" && state.answer.marks.length > 0 && (
        <ul className="space-y-3">
          {state.answer.marks.map((match) => (
            <MatchCard key={match.mark} match={match} say={say} />
          ))}
        </ul>
      )}
    </section>
  );
}

function MatchCard({ match, say }: { match: WhoseCopyMatch; say: Label }) {
  const { locale } = useI18n();
  const href = useHref();
  const orders = useLabels(ORDERS_LABELS);
  const day = dateFormat(locale, { dateStyle: "medium" });
  const { order } = match;
  return (
    <li className="rounded-xl bg-white p-4 ring-1 ring-ink/10" data-mark={match.mark}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-ink/70">{say("mark")}</dt>
        <dd className="font-mono font-semibold">{match.mark}</dd>
        {order ? (
          <>
            <dt className="text-ink/70">{say("holder")}</dt>
            <dd className="font-semibold" data-holder>
              {order.holder ?? say("noName")}
            </dd>
            <dt className="text-ink/70">{say("order")}</dt>
            <dd>
              <Link
                href={href(withQuery("/studio/orders", { order: order.id }))}
                className="font-mono font-semibold text-wine underline underline-offset-2"
                aria-label={say("openOrder", { reference: order.reference })}
              >
                {order.reference}
              </Link>
            </dd>
            <dt className="text-ink/70">{say("status")}</dt>
            <dd>{orders(`state.${order.status}`)}</dd>
            <dt className="text-ink/70">{say("paid")}</dt>
            <dd>
              {order.paidAt ? (
                <time dateTime={new Date(order.paidAt).toISOString()}>{day.format(order.paidAt)}</time>
              ) : (
                say("notPaid")
              )}
            </dd>
            <dt className="text-ink/70">{say("kind")}</dt>
            <dd>{say(order.gift ? "gift" : order.guest ? "guest" : "account")}</dd>
            <dt className="text-ink/70">{say("firstStamped")}</dt>
            <dd>
              <time dateTime={new Date(order.firstStampedAt).toISOString()}>{day.format(order.firstStampedAt)}</time>
            </dd>
          </>
        ) : (
          <dd className="col-span-2">{say("unknownMark")}</dd>
        )}
      </dl>
    </li>
  );
}
