import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { dateFormat } from "#worker/contract/intl-dates";
import { LEAD_STATES, type LeadDetail, type LeadKind, type LeadState } from "#worker/contract/studio-lead-fields";
import { SubmitButton } from "#client/components/forms/submit-button";
import { Dialog } from "#client/components/ui/dialog";
import { LoadError } from "#client/components/ui/list-states";
import { notifyError, notifySuccess } from "#client/components/ui/toast";
import { useI18n } from "#client/i18n/i18n-context";
import { useLabels } from "#client/i18n/labels";
import { CallError, unwrap } from "#client/lib/call-result";
import { useData } from "#client/lib/data-cache";
import { sendersWords } from "../lead-words";
import { LEADS_LABELS } from "../leads-labels";
import { studioApi } from "../studio-api";
import { BUTTON_TONES, FIELD_CLASS, FIELD_LABEL_CLASS } from "./studio-controls";

/** The action that moves a lead to each state, as its button says it. */
const MOVE_TO = { new: "markNew", answered: "markAnswered", archived: "archive" } as const;

/**
 * One lead opened whole: the message, the person's details, a reply in the
 * author's mail app (address, subject and quote prepared by the Worker), the state, and erasure
 * for good behind typing the person's address again.
 */
export function LeadDialog({
  kind,
  id,
  onClose,
  onChanged,
}: {
  kind: LeadKind;
  id: string;
  onClose: () => void;
  onChanged: () => void;
}) {
  const label = useLabels(LEADS_LABELS);
  const { locale } = useI18n();
  const lead = useData(`studio/lead/${kind}/${id}`, () => unwrap(studioApi.lead(kind, id)));
  const [busy, setBusy] = useState<LeadState | "delete" | null>(null);
  const [erasing, setErasing] = useState(false);
  const [mismatch, setMismatch] = useState(false);
  // The pressed state button goes once the state changes: focus moves to what is there now.
  const actions = useRef<HTMLDivElement>(null);
  const [moved, setMoved] = useState(false);
  useEffect(() => {
    if (!moved) return;
    setMoved(false);
    actions.current?.querySelector<HTMLElement>("button")?.focus();
  }, [moved, lead.data?.state]);
  const confirmId = useId();
  const when = dateFormat(locale, { dateStyle: "full", timeStyle: "short" });
  const gone = lead.error instanceof CallError && lead.error.status === 404;

  async function move(state: LeadState) {
    setBusy(state);
    const result = await studioApi.setLeadState(kind, id, state);
    setBusy(null);
    if (!result.ok) return notifyError(label("actionFailed"));
    await lead.mutate(result.data as LeadDetail, { revalidate: false });
    setMoved(true);
    onChanged();
    notifySuccess(label("stateChanged", { state: label(`state.${state}`).toLowerCase() }));
  }

  async function erase(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = String(new FormData(event.currentTarget).get("confirm") ?? "");
    setBusy("delete");
    const result = await studioApi.deleteLead(kind, id, typed);
    setBusy(null);
    if (!result.ok) {
      if (result.fields?.confirm) return setMismatch(true);
      return notifyError(label("actionFailed"));
    }
    onChanged();
    onClose();
    notifySuccess(label("deleted"));
  }

  const data = lead.data;
  return (
    <Dialog
      open
      onClose={onClose}
      closeLabel={label("close")}
      title={
        data
          ? (sendersWords(kind, data.subject, "subject") ?? label("resumeFrom", { name: data.name }))
          : label(`kind.${kind}`)
      }
      description={data ? `${label(`kind.${kind}`)} · ${label(`state.${data.state}`)}` : undefined}
    >
      {gone ? (
        <p role="alert">{label("gone")}</p>
      ) : lead.error ? (
        <LoadError onRetry={() => void lead.mutate()} />
      ) : !data ? (
        <p role="status">{label("loading")}</p>
      ) : (
        <div className="space-y-5">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="font-medium text-ink/70">{label("received")}</dt>
            <dd>
              <time dateTime={new Date(data.createdAt).toISOString()}>{when.format(new Date(data.createdAt))}</time>
            </dd>
            <dt className="font-medium text-ink/70">{label("email")}</dt>
            <dd className="break-all">
              {data.name} &lt;{data.email}&gt;
            </dd>
            <dt className="font-medium text-ink/70">{label("language")}</dt>
            <dd>{label(`language.${data.locale}`)}</dd>
            {data.reason && (
              <>
                <dt className="font-medium text-ink/70">{label("reason")}</dt>
                <dd>
                  {`reason.${data.reason}` in LEADS_LABELS
                    ? label(`reason.${data.reason}` as keyof typeof LEADS_LABELS)
                    : data.reason}
                </dd>
              </>
            )}
            {data.company && (
              <>
                <dt className="font-medium text-ink/70">{label("company")}</dt>
                <dd>{data.company}</dd>
              </>
            )}
            {data.stayUpdated !== null && (
              <>
                <dt className="font-medium text-ink/70">{label("stayUpdated")}</dt>
                <dd>{label(data.stayUpdated ? "yes" : "no")}</dd>
              </>
            )}
          </dl>
          {sendersWords(kind, data.message, "message") ? (
            <section aria-label={label("message")}>
              <p className="max-h-72 overflow-y-auto rounded-md bg-ink/5 p-3 whitespace-pre-wrap">{data.message}</p>
            </section>
          ) : (
            data.message && <p className="text-sm text-ink/75 italic">{label("noMessage")}</p>
          )}
          <div ref={actions} className="flex flex-wrap gap-2">
            <a href={data.replyUrl} className={BUTTON_TONES.primary}>
              {label("reply")}
            </a>
            {LEAD_STATES.filter((s) => s !== data.state).map((state) => (
              <button
                key={state}
                type="button"
                disabled={busy !== null}
                aria-busy={busy === state || undefined}
                onClick={() => void move(state)}
                className={BUTTON_TONES.plain}
              >
                {label(MOVE_TO[state])}
              </button>
            ))}
          </div>
          <div className="border-t border-ink/10 pt-4">
            {!erasing ? (
              <button
                type="button"
                onClick={() => setErasing(true)}
                className="font-semibold text-red-800 underline underline-offset-4"
              >
                {label("delete")}
              </button>
            ) : (
              <form onSubmit={(e) => void erase(e)} noValidate className="space-y-3">
                <p id={`${confirmId}-why`} className="text-sm">
                  {label("deleteExplain", { email: data.email })}
                </p>
                <div>
                  <label htmlFor={confirmId} className={FIELD_LABEL_CLASS}>
                    {label("confirmEmail")}
                  </label>
                  <input
                    id={confirmId}
                    name="confirm"
                    type="email"
                    autoComplete="off"
                    required
                    autoFocus
                    onInput={() => setMismatch(false)}
                    aria-invalid={mismatch || undefined}
                    aria-describedby={`${confirmId}-why${mismatch ? ` ${confirmId}-error` : ""}`}
                    className={FIELD_CLASS}
                  />
                  {mismatch && (
                    <p id={`${confirmId}-error`} role="alert" className="mt-1 text-sm text-orange-800">
                      {label("confirmMismatch")}
                    </p>
                  )}
                </div>
                <div className="flex flex-wrap gap-2">
                  <SubmitButton busy={busy === "delete"} busyLabel={label("loadingMore")} tone="danger">
                    {label("deleteConfirm")}
                  </SubmitButton>
                  <button type="button" onClick={() => setErasing(false)} className={BUTTON_TONES.plain}>
                    {label("cancel")}
                  </button>
                </div>
              </form>
            )}
          </div>
        </div>
      )}
    </Dialog>
  );
}
