import { useData } from "#client/lib/data-cache";
import { useId, useRef, useState } from "react";
import type { EngageableId } from "#worker/contract/content-items";
import { COMMENT_LIMITS, characterCount, type CommentView } from "#worker/contract/engagement-fields";
import { SubmitButton } from "#client/components/forms/submit-button";
import { notifyError, notifySuccess } from "#client/components/ui/toast";
import { useI18n } from "#client/i18n/i18n-context";
import type { CallResult } from "#client/lib/call-result";
import { useAuth } from "#client/lib/auth/auth-state";
import { SignInLink } from "#client/components/ui/sign-in-link";
import { accountStrings, type AccountTranslate } from "#client/i18n/account-strings";
import { useLabels } from "#client/i18n/labels";
import { notifyFailure } from "#client/lib/call-failure";
import { engagementApi } from "../engagement-api";
import { engagementFailure } from "../failure-wording";
import { unwrap } from "#client/lib/call-result";
import { dateFormat } from "#worker/contract/intl-dates";

/** A failed comment call as a toast: what the body's validation said, else the engagement wording. */
function notifyCommentFailure(t: AccountTranslate, result: Extract<CallResult<unknown>, { ok: false }>): void {
  const field = result.fields?.body?.[0];
  if (field)
    return notifyError(
      t("engagement.errorTitle"),
      t.optional(`engagement.comments.errors.${field}`) ?? t("engagement.errorText"),
    );
  notifyFailure(result, engagementFailure(t));
}

/** A comment box with a live character count; shared by posting and editing. */
function CommentBox({
  label,
  value,
  onChange,
  busy,
  submitLabel,
  busyLabel,
  onCancel,
  autoFocus,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  onCancel?: () => void;
  autoFocus?: boolean;
}) {
  const t = useLabels(accountStrings);
  const id = useId();
  const left = COMMENT_LIMITS.maxLength - characterCount(value);
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        rows={4}
        autoFocus={autoFocus}
        aria-describedby={`${id}-count`}
        aria-invalid={left < 0 ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
        className="block w-full rounded-md border border-ink/25 bg-white px-3 py-2 text-ink"
      />
      <p id={`${id}-count`} className={`text-xs ${left < 0 ? "font-semibold text-red-800" : "text-ink/60"}`}>
        {left < 0
          ? t("engagement.comments.tooLong", { count: -left })
          : t("engagement.comments.remaining", { count: left })}
      </p>
      <div className="flex gap-3">
        <SubmitButton busy={busy} busyLabel={busyLabel}>
          {submitLabel}
        </SubmitButton>
        {onCancel && (
          <button
            type="button"
            onClick={onCancel}
            className="min-h-11 rounded-md px-4 font-medium text-ink/80 hover:bg-ink/5"
          >
            {t("engagement.comments.cancel")}
          </button>
        )}
      </div>
    </div>
  );
}

function CommentItem({
  comment,
  canReport,
  onChanged,
}: {
  comment: CommentView;
  canReport: boolean;
  onChanged: () => void;
}) {
  const t = useLabels(accountStrings);
  const { locale } = useI18n();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(comment.body);
  const [busy, setBusy] = useState(false);
  const date = dateFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  const editable = comment.mine && comment.editableUntil && new Date(comment.editableUntil).getTime() > Date.now();

  async function act<T>(call: () => Promise<CallResult<T>>, success?: string) {
    setBusy(true);
    const result = await call();
    setBusy(false);
    if (!result.ok) {
      notifyCommentFailure(t, result);
      return false;
    }
    if (success) notifySuccess(success);
    onChanged();
    return true;
  }

  return (
    <li className="rounded-lg border border-ink/10 bg-white p-4">
      <p className="text-sm text-ink/70">
        <span className="font-semibold text-ink">{comment.author}</span>
        {" · "}
        <time dateTime={comment.createdAt}>{date.format(new Date(comment.createdAt))}</time>
        {comment.editedAt && <span> · {t("engagement.comments.edited")}</span>}
      </p>
      {comment.status === "pending" && (
        <p className="mt-1 text-xs font-semibold text-wine">{t("engagement.comments.pending")}</p>
      )}
      {editing ? (
        <form
          className="mt-3"
          onSubmit={async (event) => {
            event.preventDefault();
            if (await act(() => engagementApi.editComment(comment.id, draft))) setEditing(false);
          }}
        >
          <CommentBox
            label={t("engagement.comments.editLabel")}
            value={draft}
            onChange={setDraft}
            busy={busy}
            submitLabel={t("engagement.comments.save")}
            busyLabel={t("engagement.comments.saving")}
            onCancel={() => setEditing(false)}
            autoFocus
          />
        </form>
      ) : (
        // Plain text: React escapes it and nothing turns into a link, so a comment can't carry spam links or markup.
        <p className="mt-2 whitespace-pre-line break-words text-ink">{comment.body}</p>
      )}
      {!editing && (editable || canReport) && (
        <div className="mt-3 flex flex-wrap items-center gap-4 text-sm">
          {editable && (
            <>
              <button
                type="button"
                disabled={busy}
                onClick={() => setEditing(true)}
                className="font-medium text-wine hover:underline"
              >
                {t("engagement.comments.edit")}
              </button>
              <button
                type="button"
                disabled={busy}
                onClick={() =>
                  window.confirm(t("engagement.comments.deleteConfirm")) &&
                  act(() => engagementApi.deleteComment(comment.id), t("engagement.comments.deletedTitle"))
                }
                className="font-medium text-wine hover:underline"
              >
                {t("engagement.comments.delete")}
              </button>
              <span className="text-xs text-ink/60">
                {t("engagement.comments.editWindow", {
                  time: dateFormat(locale, { timeStyle: "short" }).format(new Date(comment.editableUntil!)),
                })}
              </span>
            </>
          )}
          {canReport && !comment.mine && (
            <button
              type="button"
              disabled={busy}
              onClick={() =>
                window.confirm(t("engagement.comments.reportConfirm")) &&
                act(() => engagementApi.reportComment(comment.id), t("engagement.comments.reportedTitle"))
              }
              className="font-medium text-ink/70 hover:text-wine hover:underline"
            >
              {t("engagement.comments.report")}
            </button>
          )}
        </div>
      )}
    </li>
  );
}

/**
 * Comments under an item: approved ones for everyone, oldest first, plus the reader's own that
 * wait for review; signed-in readers write, edit, delete (15 minutes) and report.
 */
export function CommentsSection({ itemId }: { itemId: EngageableId }) {
  const t = useLabels(accountStrings);
  const { user, loading } = useAuth();
  const headingId = useId();
  const { data, mutate } = useData(loading ? null : ["comments", itemId, user?.id ?? "anonymous"], () =>
    unwrap(engagementApi.comments(itemId)),
  );
  const [draft, setDraft] = useState("");
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Older pages the reader asked for, oldest first; the newest page stays live in swr.
  const [earlier, setEarlier] = useState<{ comments: CommentView[]; more: boolean } | null>(null);
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const comments = [...(earlier?.comments ?? []), ...(data?.comments ?? [])];
  const canLoadEarlier = earlier ? earlier.more : Boolean(data?.hasEarlier);

  async function loadEarlier() {
    const oldest = comments[0];
    if (!oldest) return;
    setLoadingEarlier(true);
    const result = await engagementApi.comments(itemId, oldest.createdAt);
    setLoadingEarlier(false);
    if (!result.ok) return notifyCommentFailure(t, result);
    setEarlier({ comments: [...result.data.comments, ...(earlier?.comments ?? [])], more: result.data.hasEarlier });
  }

  async function post(event: React.FormEvent) {
    event.preventDefault();
    if (!draft.trim()) {
      notifyError(t("engagement.errorTitle"), t("engagement.comments.required"));
      formRef.current?.querySelector("textarea")?.focus();
      return;
    }
    setBusy(true);
    const result = await engagementApi.postComment(itemId, draft);
    setBusy(false);
    if (!result.ok) {
      notifyCommentFailure(t, result);
      return;
    }
    setDraft("");
    if (result.data.status === "pending")
      notifySuccess(t("engagement.comments.pendingTitle"), t("engagement.comments.pendingText"));
    else notifySuccess(t("engagement.comments.postedTitle"), t("engagement.comments.postedText"));
    void mutate();
  }

  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="font-display text-2xl font-semibold text-ink">
        {t("engagement.comments.title")}{" "}
        <span className="text-base font-normal text-ink/60">
          ({t.plural("engagement.comments.count", comments.length)})
        </span>
      </h2>
      {canLoadEarlier && (
        <button
          type="button"
          onClick={loadEarlier}
          disabled={loadingEarlier}
          className="mt-4 min-h-11 rounded-md border border-ink/25 px-4 text-sm font-medium hover:border-wine hover:text-wine disabled:opacity-60"
        >
          {t("engagement.comments.showEarlier")}
        </button>
      )}
      {data && comments.length === 0 && <p className="mt-4 text-ink/70">{t("engagement.comments.empty")}</p>}
      <ol className="mt-4 space-y-3">
        {comments.map((comment) => (
          <CommentItem key={comment.id} comment={comment} canReport={Boolean(user)} onChanged={() => void mutate()} />
        ))}
      </ol>
      {user ? (
        <form ref={formRef} onSubmit={post} noValidate className="mt-6">
          <p className="mb-2 text-xs text-ink/60">{t("engagement.comments.hint")}</p>
          <CommentBox
            label={t("engagement.comments.label")}
            value={draft}
            onChange={setDraft}
            busy={busy}
            submitLabel={t("engagement.comments.post")}
            busyLabel={t("engagement.comments.posting")}
          />
        </form>
      ) : (
        !loading && (
          <p className="mt-6 text-ink/80">
            {t("engagement.comments.signInPrompt")}{" "}
            <SignInLink className="font-semibold">{t("engagement.comments.signIn")}</SignInLink>
          </p>
        )
      )}
    </section>
  );
}
