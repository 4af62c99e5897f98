import { useState } from "react";
import { FilterButtons, useAddressFilter } from "./address-filter";
import { Link } from "wouter";
import { contentTitle, isContentItemId } from "#worker/contract/content-items";
import { dateFormat } from "#worker/contract/intl-dates";
import {
  MODERATION_QUEUES,
  type ModerationAction,
  type ModerationComment,
  type ModerationQueue,
} from "#worker/contract/studio-moderation";
import { EmptyState, LoadError } from "#client/components/ui/list-states";
import { dataOrThrow } from "#client/lib/call-result";
import { useHref } from "#client/lib/use-href";
import { moderateComments, moderationApi, queueKey } from "../moderation-api";
import { useSelection } from "../selection";
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

type Author = ModerationComment["author"];
type Asking = { kind: "delete"; ids: string[]; bulk: boolean } | { kind: "block"; author: Author } | null;

const DONE = { approve: "approved", hide: "hidden", delete: "deleted" } as const;

/** Rows of several pages as one list, each once (a refreshed first page may repeat later ones). */
function onceEach(rows: ModerationComment[]): ModerationComment[] {
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(row.id) && seen.add(row.id));
}

/**
 * The studio's moderation queue: comments waiting for a first approval and
 * comments readers reported, filtered by either. Each can be approved, hidden or deleted on its
 * own or with others selected; its author can be blocked from commenting.
 */
export function CommentsQueue() {
  const label = useModerationLabels();
  // The queue is in the address, so the overview's figures can link to one and Back returns.
  const [queue, setQueue] = useAddressFilter<ModerationQueue>("queue", MODERATION_QUEUES);
  return (
    <div className="space-y-4">
      <p className="text-ink/80">{label("commentsIntro")}</p>
      <FilterButtons
        name={label("queueFilter")}
        choices={MODERATION_QUEUES}
        current={queue}
        onPick={setQueue}
        text={(q) => label(`queue.${q}`)}
      />
      {/* A queue of its own per filter: its pages, selection and messages start afresh. */}
      <QueueList key={queue} queue={queue} />
    </div>
  );
}

function QueueList({ queue }: { queue: ModerationQueue }) {
  const label = useModerationLabels();
  const key = queueKey(queue);
  const list = useKeysetPages(key, async (before) => dataOrThrow(await moderationApi.queue(queue, before)));
  const [blocked, setBlocked] = useState<ReadonlySet<string>>(() => new Set());
  // What is being done: to which comments, and whether from the bulk bar (its buttons show it).
  const [working, setWorking] = useState<{ ids: string[]; action: ModerationAction | "block"; bulk: boolean } | null>(
    null,
  );
  const [asking, setAsking] = useState<Asking>(null);
  const [said, say] = useStatus();

  const rows = onceEach(list.pages?.flatMap((page) => page.comments) ?? []);
  const selection = useSelection(rows.map((row) => row.id));

  if (list.error && !list.pages) return <LoadError onRetry={list.refresh} />;
  if (!list.pages) return <p role="status">{label("loadingQueue")}</p>;

  /**
   * The acted-on rows leave the list (and its cached pages); a list emptied with more behind it
   * is asked again. Other lists are asked again whenever they are shown (useKeysetPages).
   */
  function leave(ids: readonly string[]) {
    const gone = new Set(ids);
    const left = rows.filter((row) => !gone.has(row.id)).length;
    if (left === 0 && list.hasMore) return list.refresh();
    list.update((page) => ({ ...page, comments: page.comments.filter((row) => !gone.has(row.id)) }));
  }

  async function act(ids: string[], action: ModerationAction, bulk: boolean) {
    if (working || ids.length === 0) return;
    setWorking({ ids, action, bulk });
    const { done, failure } = await moderateComments(ids, action);
    setWorking(null);
    setAsking(null);
    if (done.length > 0) {
      leave(done);
      say(label.plural(DONE[action], done.length));
    }
    if (failure) {
      notifyModerationFailure(label, failure, [[404, label("commentsGone")]]);
      if (failure.status === 404) list.refresh();
    }
  }

  async function block(author: Author) {
    if (working) return;
    setWorking({ ids: [], action: "block", bulk: false });
    const result = await moderationApi.blockComments(author.id);
    setWorking(null);
    setAsking(null);
    // Already blocked (409) is what was wanted: the row says so from now on either way.
    if (result.ok || result.status === 409) {
      setBlocked((ids) => new Set(ids).add(author.id));
      return say(label("blocked", { name: author.name }));
    }
    notifyModerationFailure(label, result, [[404, label("noReader")]]);
    if (result.status === 404) list.refresh();
  }

  const rowBusy = working && !working.bulk ? working : null;

  return (
    <div className="space-y-4">
      <StatusLine said={said} />
      {rows.length === 0 ? (
        <EmptyState text={label(`empty.${queue}`)} />
      ) : (
        <>
          <BulkBar
            label={label}
            all={selection.all}
            some={selection.some}
            count={selection.ids.length}
            working={working?.bulk ? working.action : null}
            disabled={working !== null}
            onToggleAll={selection.toggleAll}
            onApprove={() => void act(selection.ids, "approve", true)}
            onHide={() => void act(selection.ids, "hide", true)}
            onDelete={() => setAsking({ kind: "delete", ids: selection.ids, bulk: true })}
          />
          <ul aria-label={label("commentList")} className="space-y-3">
            {rows.map((row) => (
              <CommentRow
                key={row.id}
                row={row}
                label={label}
                selected={selection.has(row.id)}
                blocked={row.author.commentsBlocked || blocked.has(row.author.id)}
                busy={rowBusy?.ids[0] === row.id ? rowBusy.action : null}
                disabled={working !== null}
                onSelect={() => selection.toggle(row.id)}
                onApprove={() => void act([row.id], "approve", false)}
                onHide={() => void act([row.id], "hide", false)}
                onDelete={() => setAsking({ kind: "delete", ids: [row.id], bulk: false })}
                onBlock={() => setAsking({ kind: "block", author: row.author })}
              />
            ))}
          </ul>
        </>
      )}
      {list.error && <LoadError onRetry={list.refresh} />}
      {list.hasMore && (
        <ActionButton busy={list.loadingMore} busyLabel={label("loadingMore")} onClick={list.loadMore}>
          {label("loadMoreComments")}
        </ActionButton>
      )}
      <ConfirmDialog
        open={asking?.kind === "delete"}
        title={label.plural("deleteTitle", asking?.kind === "delete" ? asking.ids.length : 1)}
        text={label.plural("deleteText", asking?.kind === "delete" ? asking.ids.length : 1)}
        confirmLabel={label.plural("confirmDelete", asking?.kind === "delete" ? asking.ids.length : 1)}
        busyLabel={label("working")}
        busy={working?.action === "delete"}
        onConfirm={() => asking?.kind === "delete" && void act(asking.ids, "delete", asking.bulk)}
        onClose={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking?.kind === "block"}
        title={asking?.kind === "block" ? label("blockTitle", { name: asking.author.name }) : ""}
        text={
          asking?.kind === "block" ? label("blockText", { name: asking.author.name, email: asking.author.email }) : ""
        }
        confirmLabel={label("confirmBlock")}
        busyLabel={label("blocking")}
        busy={working?.action === "block"}
        onConfirm={() => asking?.kind === "block" && void block(asking.author)}
        onClose={() => setAsking(null)}
      />
    </div>
  );
}

/** "Select all", how many are selected (said as it changes) and what to do with them. */
function BulkBar({
  label,
  all,
  some,
  count,
  working,
  disabled,
  onToggleAll,
  onApprove,
  onHide,
  onDelete,
}: {
  label: ModerationLabel;
  all: boolean;
  some: boolean;
  count: number;
  working: ModerationAction | "block" | null;
  disabled: boolean;
  onToggleAll: () => void;
  onApprove: () => void;
  onHide: () => void;
  onDelete: () => void;
}) {
  return (
    <div
      role="group"
      aria-label={label("bulkActions")}
      className="flex flex-col gap-3 rounded-lg bg-white p-3 ring-1 ring-ink/10 sm:flex-row sm:flex-wrap sm:items-center"
    >
      <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 px-1 font-semibold">
        <input
          type="checkbox"
          checked={all}
          ref={(box) => {
            if (box) box.indeterminate = some;
          }}
          onChange={onToggleAll}
          className="h-5 w-5 accent-wine"
        />
        {label("selectAll")}
      </label>
      <p aria-live="polite" className="text-sm text-ink/75 sm:mr-auto">
        {count === 0 ? label("noneSelected") : label.plural("selected", count)}
      </p>
      <div className="flex flex-wrap gap-2">
        <ActionButton
          tone="primary"
          disabled={count === 0 || disabled}
          busy={working === "approve"}
          busyLabel={label("working")}
          onClick={onApprove}
        >
          {label("approveSelected")}
        </ActionButton>
        <ActionButton
          disabled={count === 0 || disabled}
          busy={working === "hide"}
          busyLabel={label("working")}
          onClick={onHide}
        >
          {label("hideSelected")}
        </ActionButton>
        <ActionButton tone="danger" disabled={count === 0 || disabled} onClick={onDelete}>
          {label("deleteSelected")}
        </ActionButton>
      </div>
    </div>
  );
}

/** One comment: who, when, on what, its state and reports, its words, and what to do with it. */
function CommentRow({
  row,
  label,
  selected,
  blocked,
  busy,
  disabled,
  onSelect,
  onApprove,
  onHide,
  onDelete,
  onBlock,
}: {
  row: ModerationComment;
  label: ModerationLabel;
  selected: boolean;
  blocked: boolean;
  busy: ModerationAction | "block" | null;
  disabled: boolean;
  onSelect: () => void;
  onApprove: () => void;
  onHide: () => void;
  onDelete: () => void;
  onBlock: () => void;
}) {
  const href = useHref();
  const when = dateFormat(label.locale, { dateStyle: "medium", timeStyle: "short" });
  const title = isContentItemId(row.item.id) ? contentTitle(row.item.id, label.locale) : row.item.title;
  return (
    <li
      className={`flex gap-2 rounded-lg bg-white p-3 ring-1 sm:gap-3 sm:p-4 ${selected ? "ring-2 ring-wine" : "ring-ink/10"}`}
    >
      <label className="-m-1 inline-flex min-h-11 min-w-11 shrink-0 cursor-pointer items-start justify-center pt-3">
        <input type="checkbox" checked={selected} onChange={onSelect} className="h-5 w-5 accent-wine" />
        <span className="sr-only">{label("selectComment", { name: row.author.name })}</span>
      </label>
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <h3 className="font-semibold">{row.author.name}</h3>
          <span className="text-sm break-all text-ink/70">{row.author.email}</span>
          <time dateTime={row.createdAt} className="text-sm text-ink/70">
            {when.format(new Date(row.createdAt))}
            {row.editedAt && ` · ${label("edited")}`}
          </time>
        </div>
        <p className="text-sm">
          {label("on")}{" "}
          {row.item.url ? (
            <Link href={href(row.item.url)} className="font-semibold text-wine underline underline-offset-4">
              {title}
            </Link>
          ) : (
            <span className="font-semibold">
              {title} ({label("itemGone")})
            </span>
          )}
        </p>
        <ul className="flex flex-wrap gap-2 text-xs font-semibold">
          <li className="rounded-full bg-ink/5 px-2.5 py-1">{label(`status.${row.status}`)}</li>
          {row.reports > 0 && (
            <li className="rounded-full bg-red-50 px-2.5 py-1 text-red-900">{label.plural("reports", row.reports)}</li>
          )}
          {blocked && <li className="rounded-full bg-ink/5 px-2.5 py-1">{label("readerBlocked")}</li>}
        </ul>
        {/* Plain text, as the site shows it: React escapes it, nothing becomes a link. */}
        <p className="break-words whitespace-pre-line">{row.body}</p>
        <div
          role="group"
          aria-label={label("commentActions", { name: row.author.name })}
          className="flex flex-wrap gap-2 pt-1"
        >
          {/* Pending, or up and reported: approving shows it (and settles the reports), hiding takes it off. */}
          <ActionButton
            tone="primary"
            disabled={disabled}
            busy={busy === "approve"}
            busyLabel={label("working")}
            onClick={onApprove}
          >
            {label("approve")}
          </ActionButton>
          <ActionButton disabled={disabled} busy={busy === "hide"} busyLabel={label("working")} onClick={onHide}>
            {label("hide")}
          </ActionButton>
          <ActionButton tone="danger" disabled={disabled} onClick={onDelete}>
            {label("delete")}
          </ActionButton>
          {!blocked && (
            <ActionButton tone="danger" disabled={disabled} onClick={onBlock}>
              {label("blockReader")}
            </ActionButton>
          )}
        </div>
      </div>
    </li>
  );
}
