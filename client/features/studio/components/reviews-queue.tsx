import { useState } from "react";
import { FilterButtons, useAddressFilter } from "./address-filter";
import { Link } from "wouter";
import { dateFormat } from "#worker/contract/intl-dates";
import {
  REVIEW_STATES,
  type ReviewState,
  type StudioQueuedReview,
  type StudioReviewQueuePage,
} from "#worker/contract/reader-review-fields";
import { useI18n } from "#client/i18n/i18n-context";
import { useLabels } from "#client/i18n/labels";
import { api } from "#client/lib/api-client";
import { dataOrThrow, settle } from "#client/lib/call-result";
import { useHref } from "#client/lib/use-href";
import { catalogueStudioApi, forgetCatalogue } from "../catalogue-api";
import { REVIEW_QUEUE_LABELS } from "../review-queue-labels";
import { useKeysetPages } from "../use-keyset-pages";
import { KeysetList } from "./keyset-list";
import {
  ActionButton,
  ConfirmDialog,
  notifyModerationFailure,
  StatusLine,
  useModerationLabels,
  useStatus,
} from "./moderation-parts";

const queuePage = (state: ReviewState, before?: string) =>
  settle(() => api.studio.reviews.$get({ query: { state, ...(before ? { before } : {}) } }));

const DONE = { approved: "approved", hidden: "hidden" } as const;

/**
 * The studio's review queue (decision 050): readers' reviews across products by state,
 * newest change first. Approve, hide or delete, each audited; the catalogue's cache renews itself
 * (D1's triggers), so an approved review shows on its page at once.
 */
export function ReviewsQueue() {
  const label = useLabels(REVIEW_QUEUE_LABELS);
  // The state is in the address, so Back returns to the same list.
  const [state, setState] = useAddressFilter<ReviewState>("state", REVIEW_STATES);
  return (
    <div className="space-y-4">
      <p className="text-ink/80">{label("intro")}</p>
      <FilterButtons
        name={label("stateFilter")}
        choices={REVIEW_STATES}
        current={state}
        onPick={setState}
        text={(s) => label(`state.${s}`)}
      />
      <QueueList key={state} state={state} />
    </div>
  );
}

function QueueList({ state }: { state: ReviewState }) {
  const label = useLabels(REVIEW_QUEUE_LABELS);
  const moderation = useModerationLabels();
  const { locale } = useI18n();
  const href = useHref();
  const list = useKeysetPages<StudioReviewQueuePage>(`studio/reviews/${state}`, async (before) =>
    dataOrThrow(await queuePage(state, before)),
  );
  const [working, setWorking] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<StudioQueuedReview | null>(null);
  const [said, say] = useStatus();
  const date = dateFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  const rows = list.pages?.flatMap((page) => page.reviews) ?? [];

  const drop = (id: string) => list.update((page) => ({ ...page, reviews: page.reviews.filter((r) => r.id !== id) }));

  async function setState(review: StudioQueuedReview, next: "approved" | "hidden") {
    setWorking(review.id);
    const result = await catalogueStudioApi.setReviewState(review.productSlug, review.id, next);
    setWorking(null);
    if (!result.ok) return notifyModerationFailure(moderation, result);
    forgetCatalogue();
    drop(review.id);
    say(label(DONE[next]));
  }
  async function remove(review: StudioQueuedReview) {
    setWorking(review.id);
    const result = await catalogueStudioApi.deleteReview(review.productSlug, review.id);
    setWorking(null);
    setDeleting(null);
    if (!result.ok) return notifyModerationFailure(moderation, result);
    forgetCatalogue();
    drop(review.id);
    say(label("deleted"));
  }

  return (
    <>
      <StatusLine said={said} />
      <KeysetList
        list={list}
        count={rows.length}
        label={label("listName")}
        texts={{
          loading: label("loading"),
          empty: label(`empty.${state}`),
          more: label("more"),
          loadingMore: label("loadingMore"),
        }}
      >
        {rows.map((review) => (
          <li key={review.id} className="space-y-2 p-4" data-queued-review={review.id}>
            <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <Link
                href={href(`/studio/catalogue?product=${encodeURIComponent(review.productSlug)}`)}
                className="font-semibold text-wine underline underline-offset-4 hover:no-underline"
              >
                {review.productTitle}
              </Link>
              <span className="text-sm text-ink/75">
                {label("stars", { rating: review.rating })} · {label(`language.${review.locale}`)} ·{" "}
                <time dateTime={review.updatedAt}>{date.format(new Date(review.updatedAt))}</time>
                {review.edited && ` · ${label("edited")}`}
              </span>
            </p>
            <p className="text-sm">
              <span className="font-semibold">{review.author || label("noName")}</span>{" "}
              <span className="text-ink/70">({review.readerEmail})</span>
            </p>
            <blockquote lang={review.locale} className="whitespace-pre-line">
              {review.text}
            </blockquote>
            <div
              role="group"
              aria-label={`${review.author || review.readerEmail}: ${review.productTitle}`}
              className="flex flex-wrap gap-2"
            >
              {review.state !== "approved" && (
                <ActionButton
                  tone="primary"
                  busy={working === review.id}
                  busyLabel={label("working")}
                  disabled={working !== null}
                  onClick={() => void setState(review, "approved")}
                >
                  {label("approve")}
                </ActionButton>
              )}
              {review.state !== "hidden" && (
                <ActionButton disabled={working !== null} onClick={() => void setState(review, "hidden")}>
                  {label("hide")}
                </ActionButton>
              )}
              <ActionButton tone="danger" disabled={working !== null} onClick={() => setDeleting(review)}>
                {label("delete")}
              </ActionButton>
            </div>
          </li>
        ))}
      </KeysetList>
      <ConfirmDialog
        open={deleting !== null}
        title={label("deleteTitle")}
        text={deleting ? label("deleteText", { author: deleting.author || deleting.readerEmail }) : ""}
        confirmLabel={label("delete")}
        busyLabel={label("working")}
        busy={working !== null}
        onConfirm={() => deleting && void remove(deleting)}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
