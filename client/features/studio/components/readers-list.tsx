import { useEffect, useId, useRef, useState } from "react";
import { dateFormat } from "#worker/contract/intl-dates";
import { numberFormat } from "#worker/contract/intl-formats";
import { SUSPENSION_REASON_MAX, type ReaderRow } from "#worker/contract/studio-moderation";
import { EmptyState, LoadError } from "#client/components/ui/list-states";
import { notifyError } from "#client/components/ui/toast";
import { dataOrThrow, type CallResult } from "#client/lib/call-result";
import { moderationApi, readersKey } from "../moderation-api";
import { useKeysetPages } from "../use-keyset-pages";
import {
  ActionButton,
  ConfirmDialog,
  notifyModerationFailure,
  StatusLine,
  useModerationLabels,
  useStatus,
  type ModerationLabel,
} from "./moderation-parts";
import { FIELD_CLASS } from "./studio-controls";

/** How long typing rests before the list is asked for what was typed. */
const SEARCH_PAUSE_MS = 400;
const SEARCH_MAX = 100;

type Failure = Extract<CallResult<unknown>, { ok: false }>;
type ReaderAction = "resend" | "block" | "unblock" | "suspend" | "lift";

/** Rows of several pages as one list, each once. */
function onceEach(rows: ReaderRow[]): ReaderRow[] {
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(row.id) && seen.add(row.id));
}

/**
 * The studio's readers: every account, newest first, searched by name or
 * address on the server, a page at a time. An unconfirmed reader can be sent the link again; a
 * reader can be blocked from commenting, or suspended (signed out everywhere, refused at sign-in)
 * and let back in. Authors are never suspended.
 */
export function ReadersList() {
  const label = useModerationLabels();
  const inputId = useId();
  const [draft, setDraft] = useState("");
  const [q, setQ] = useState("");

  // Typing searches once it rests; Enter (the form's submit) searches at once.
  useEffect(() => {
    const wanted = draft.trim();
    const timer = setTimeout(() => setQ(wanted), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [draft]);

  return (
    <div className="space-y-4">
      <p className="text-ink/80">{label("readersIntro")}</p>
      <form
        role="search"
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          setQ(draft.trim());
        }}
      >
        <div className="flex-1">
          <label htmlFor={inputId} className="mb-1 block text-sm font-medium">
            {label("searchLabel")}
          </label>
          <input
            id={inputId}
            type="search"
            value={draft}
            maxLength={SEARCH_MAX}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setDraft(event.target.value)}
            className={FIELD_CLASS}
          />
        </div>
        <button
          type="submit"
          className="inline-flex min-h-11 items-center justify-center rounded-md bg-wine px-5 font-semibold text-white hover:bg-wine-dark"
        >
          {label("search")}
        </button>
      </form>
      {/* A list of its own per search: its pages and messages start afresh. */}
      <ReaderResults
        key={q}
        q={q}
        onClear={() => {
          setDraft("");
          setQ("");
        }}
      />
    </div>
  );
}

function ReaderResults({ q, onClear }: { q: string; onClear: () => void }) {
  const label = useModerationLabels();
  const key = readersKey(q);
  const list = useKeysetPages(key, async (before) => dataOrThrow(await moderationApi.readers(q, before)));
  const [working, setWorking] = useState<{ id: string; action: ReaderAction } | null>(null);
  const [asking, setAsking] = useState<{ kind: "block" | "suspend"; reader: ReaderRow } | null>(null);
  const [said, say] = useStatus();

  if (list.error && !list.pages) return <LoadError onRetry={list.refresh} />;
  if (!list.pages) return <p role="status">{label("loadingReaders")}</p>;
  const rows = onceEach(list.pages.flatMap((page) => page.readers));

  /**
   * Runs one reader's action. Done, the row takes its new state (kept in the cached page too)
   * and the status says so; refused because the row was out of date (409), or gone (404), the
   * toast says why and the list is asked again.
   */
  async function run(
    reader: ReaderRow,
    action: ReaderAction,
    call: () => Promise<CallResult<unknown>>,
    change: Partial<ReaderRow>,
    done: string,
    conflict: string,
  ) {
    if (working) return;
    setWorking({ id: reader.id, action });
    const result = await call();
    setWorking(null);
    setAsking(null);
    if (result.ok) {
      list.update((page) => ({
        ...page,
        readers: page.readers.map((row) => (row.id === reader.id ? { ...row, ...change } : row)),
      }));
      return say(done);
    }
    refused(result, conflict);
  }

  function refused(failure: Failure, conflict: string) {
    notifyModerationFailure(label, failure, [
      [409, conflict],
      [404, label("noReader")],
    ]);
    if (failure.status === 409 || failure.status === 404) list.refresh();
  }

  const now = () => new Date().toISOString();
  const actions = {
    resend: (reader: ReaderRow) =>
      void run(
        reader,
        "resend",
        () => moderationApi.resendConfirmation(reader.id),
        {},
        label("resent", { email: reader.email }),
        label("alreadyConfirmed"),
      ),
    block: (reader: ReaderRow) =>
      void run(
        reader,
        "block",
        () => moderationApi.blockComments(reader.id),
        { commentsBlockedAt: now() },
        label("blocked", { name: reader.name }),
        label("alreadyBlocked"),
      ),
    unblock: (reader: ReaderRow) =>
      void run(
        reader,
        "unblock",
        () => moderationApi.unblockComments(reader.id),
        { commentsBlockedAt: null },
        label("unblocked", { name: reader.name }),
        label("notBlocked"),
      ),
    suspend: (reader: ReaderRow, reason: string) =>
      void run(
        reader,
        "suspend",
        () => moderationApi.suspend(reader.id, reason),
        { suspendedAt: now(), suspendedReason: reason },
        label("suspended", { name: reader.name }),
        // The list marks authors and offers them no suspension; the server says no all the same.
        reader.author ? label("authorRefused") : label("alreadySuspended"),
      ),
    lift: (reader: ReaderRow) =>
      void run(
        reader,
        "lift",
        () => moderationApi.liftSuspension(reader.id),
        { suspendedAt: null, suspendedReason: null },
        label("lifted", { name: reader.name }),
        label("notSuspended"),
      ),
  };

  return (
    <div className="space-y-4">
      <StatusLine said={said} />
      {rows.length === 0 ? (
        q ? (
          <div className="space-y-3">
            <EmptyState text={label("noMatch", { q })} />
            <ActionButton onClick={onClear}>{label("clearSearch")}</ActionButton>
          </div>
        ) : (
          <EmptyState text={label("readersEmpty")} />
        )
      ) : (
        <>
          <p role="status" className="text-sm text-ink/75">
            {label.plural("readersShown", rows.length)}
          </p>
          <ul aria-label={label("readerList")} className="space-y-3">
            {rows.map((reader) => (
              <ReaderCard
                key={reader.id}
                reader={reader}
                label={label}
                busy={working?.id === reader.id ? working.action : null}
                disabled={working !== null}
                onResend={() => actions.resend(reader)}
                onBlock={() => setAsking({ kind: "block", reader })}
                onUnblock={() => actions.unblock(reader)}
                onSuspend={() => setAsking({ kind: "suspend", reader })}
                onLift={() => actions.lift(reader)}
              />
            ))}
          </ul>
        </>
      )}
      {list.error && <LoadError onRetry={list.refresh} />}
      {list.hasMore && (
        <ActionButton busy={list.loadingMore} busyLabel={label("working")} onClick={list.loadMore}>
          {label("loadMoreReaders")}
        </ActionButton>
      )}
      <ConfirmDialog
        open={asking?.kind === "block"}
        title={asking ? label("blockTitle", { name: asking.reader.name }) : ""}
        text={asking ? label("blockText", { name: asking.reader.name, email: asking.reader.email }) : ""}
        confirmLabel={label("confirmBlock")}
        busyLabel={label("blocking")}
        busy={working?.action === "block"}
        onConfirm={() => asking && actions.block(asking.reader)}
        onClose={() => setAsking(null)}
      />
      <SuspendDialog
        reader={asking?.kind === "suspend" ? asking.reader : null}
        label={label}
        busy={working?.action === "suspend"}
        onConfirm={(reader, reason) => actions.suspend(reader, reason)}
        onClose={() => setAsking(null)}
      />
    </div>
  );
}

/** The suspension's question, with the reason it is kept with (the server asks for one). */
function SuspendDialog({
  reader,
  label,
  busy,
  onConfirm,
  onClose,
}: {
  reader: ReaderRow | null;
  label: ModerationLabel;
  busy: boolean;
  onConfirm: (reader: ReaderRow, reason: string) => void;
  onClose: () => void;
}) {
  const fieldId = useId();
  const hintId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState("");
  const [missing, setMissing] = useState(false);
  // Each opening starts with an empty reason.
  const [shownFor, setShownFor] = useState<string | null>(null);
  if ((reader?.id ?? null) !== shownFor) {
    setShownFor(reader?.id ?? null);
    setReason("");
    setMissing(false);
  }

  return (
    <ConfirmDialog
      open={reader !== null}
      title={reader ? label("suspendTitle", { name: reader.name }) : ""}
      text={reader ? label("suspendText", { name: reader.name, email: reader.email }) : ""}
      confirmLabel={label("confirmSuspend")}
      busyLabel={label("suspending")}
      busy={busy}
      onConfirm={() => {
        if (!reader) return;
        const value = reason.trim();
        if (!value) {
          setMissing(true);
          notifyError(label("failedTitle"), label("reasonRequired"));
          return field.current?.focus();
        }
        onConfirm(reader, value);
      }}
      onClose={onClose}
    >
      <div>
        <label htmlFor={fieldId} className="mb-1 block text-sm font-medium">
          {label("reason")}
        </label>
        <textarea
          ref={field}
          id={fieldId}
          value={reason}
          rows={3}
          maxLength={SUSPENSION_REASON_MAX}
          required
          aria-invalid={missing || undefined}
          aria-describedby={hintId}
          onChange={(event) => {
            setReason(event.target.value);
            if (event.target.value.trim()) setMissing(false);
          }}
          className="block w-full rounded-md border border-ink/25 bg-white px-3 py-2 text-ink"
        />
        <p id={hintId} className={`mt-1 text-sm ${missing ? "font-semibold text-red-800" : "text-ink/70"}`}>
          {missing ? label("reasonRequired") : label("reasonHint")}
        </p>
      </div>
    </ConfirmDialog>
  );
}

/** One account: who, since when, confirmed, orders, commenting and standing, and the actions. */
function ReaderCard({
  reader,
  label,
  busy,
  disabled,
  onResend,
  onBlock,
  onUnblock,
  onSuspend,
  onLift,
}: {
  reader: ReaderRow;
  label: ModerationLabel;
  busy: ReaderAction | null;
  disabled: boolean;
  onResend: () => void;
  onBlock: () => void;
  onUnblock: () => void;
  onSuspend: () => void;
  onLift: () => void;
}) {
  const day = dateFormat(label.locale, { dateStyle: "medium" });
  const date = (iso: string) => <time dateTime={iso}>{day.format(new Date(iso))}</time>;
  const fill = (text: string, iso: string) => {
    const [before, after] = text.split("{date}");
    return (
      <>
        {before}
        {date(iso)}
        {after}
      </>
    );
  };
  return (
    <li className="rounded-lg bg-white p-4 ring-1 ring-ink/10">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h3 className="font-semibold">{reader.name}</h3>
        <span className="break-all text-ink/75">{reader.email}</span>
        {reader.author && (
          <span className="rounded-full bg-ink px-2.5 py-0.5 text-xs font-semibold text-white">{label("author")}</span>
        )}
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3 lg:grid-cols-6">
        <div>
          <dt className="text-ink/70">{label("joined")}</dt>
          <dd className="font-medium">{date(reader.joinedAt)}</dd>
        </div>
        <div>
          <dt className="text-ink/70">{label("confirmed")}</dt>
          <dd className="font-medium">{reader.confirmed ? label("yes") : label("notYet")}</dd>
        </div>
        <div>
          <dt className="text-ink/70">{label("orders")}</dt>
          <dd className="font-medium tabular-nums">{numberFormat(label.locale).format(reader.orders)}</dd>
        </div>
        <div>
          <dt className="text-ink/70">{label("giftsReceived")}</dt>
          <dd className="font-medium tabular-nums">{numberFormat(label.locale).format(reader.giftsReceived)}</dd>
        </div>
        <div>
          <dt className="text-ink/70">{label("commenting")}</dt>
          <dd className="font-medium">
            {reader.commentsBlockedAt ? fill(label("blockedSince"), reader.commentsBlockedAt) : label("allowed")}
          </dd>
        </div>
        <div>
          <dt className="text-ink/70">{label("account")}</dt>
          <dd className="font-medium">
            {reader.suspendedAt ? fill(label("suspendedSince"), reader.suspendedAt) : label("active")}
            {reader.suspendedAt && reader.suspendedReason && (
              <span className="block font-normal text-ink/75">
                {label("reasonShown", { reason: reader.suspendedReason })}
              </span>
            )}
          </dd>
        </div>
      </dl>
      <div
        role="group"
        aria-label={label("readerActions", { name: reader.name })}
        className="mt-3 flex flex-wrap gap-2"
      >
        {!reader.confirmed && (
          <ActionButton disabled={disabled} busy={busy === "resend"} busyLabel={label("resending")} onClick={onResend}>
            {label("resend")}
          </ActionButton>
        )}
        {reader.commentsBlockedAt ? (
          <ActionButton disabled={disabled} busy={busy === "unblock"} busyLabel={label("working")} onClick={onUnblock}>
            {label("unblock")}
          </ActionButton>
        ) : (
          <ActionButton tone="danger" disabled={disabled} onClick={onBlock}>
            {label("blockReader")}
          </ActionButton>
        )}
        {reader.suspendedAt ? (
          <ActionButton disabled={disabled} busy={busy === "lift"} busyLabel={label("working")} onClick={onLift}>
            {label("lift")}
          </ActionButton>
        ) : reader.author ? (
          <p className="inline-flex min-h-11 items-center text-sm text-ink/75">{label("authorRefused")}</p>
        ) : (
          <ActionButton tone="danger" disabled={disabled} onClick={onSuspend}>
            {label("suspend")}
          </ActionButton>
        )}
      </div>
    </li>
  );
}
