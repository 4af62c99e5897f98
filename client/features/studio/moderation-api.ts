import { MODERATION_BATCH_MAX, type ModerationAction, type ModerationQueue } from "#worker/contract/studio-moderation";
import { api } from "../../lib/api-client";
import { settle, type CallResult } from "../../lib/call-result";

/** The studio's comment moderation and readers (worker/routes/studio-moderation.ts). */

/** Rows per page of either list: a screenful to work through, asked of the server page by page. */
export const MODERATION_PAGE_SIZE = 25;

const page = (before?: string | null) => ({
  limit: String(MODERATION_PAGE_SIZE),
  ...(before ? { before } : {}),
});

export const moderationApi = {
  queue: (queue: ModerationQueue, before?: string | null) =>
    settle(() => api.studio.comments.$get({ query: { queue, ...page(before) } })),
  readers: (q: string, before?: string | null) =>
    settle(() => api.studio.readers.$get({ query: { ...(q ? { q } : {}), ...page(before) } })),
  blockComments: (id: string) => settle(() => api.studio.readers[":id"]["comment-block"].$post({ param: { id } })),
  unblockComments: (id: string) => settle(() => api.studio.readers[":id"]["comment-block"].$delete({ param: { id } })),
  resendConfirmation: (id: string) => settle(() => api.studio.readers[":id"].confirmation.$post({ param: { id } })),
  suspend: (id: string, reason: string) =>
    settle(() => api.studio.readers[":id"].suspension.$post({ param: { id }, json: { reason, confirm: "suspend" } })),
  liftSuspension: (id: string) => settle(() => api.studio.readers[":id"].suspension.$delete({ param: { id } })),
};

/**
 * One action on the selected comments. The API takes at most MODERATION_BATCH_MAX ids a call
 * (each call all or none), so a longer selection goes in turns; a failed turn stops there and
 * says which ids were already done.
 */
export async function moderateComments(
  ids: readonly string[],
  action: ModerationAction,
): Promise<{ done: string[]; failure: Extract<CallResult<unknown>, { ok: false }> | null }> {
  const done: string[] = [];
  for (let at = 0; at < ids.length; at += MODERATION_BATCH_MAX) {
    const batch = ids.slice(at, at + MODERATION_BATCH_MAX);
    const json = action === "delete" ? { ids: batch, action, confirm: "delete" as const } : { ids: batch, action };
    const result = await settle(() => api.studio.comments.moderate.$post({ json }));
    if (!result.ok) return { done, failure: result };
    done.push(...result.data.ids);
  }
  return { done, failure: null };
}

/**
 * The lists' keys in the data cache: `studio/comments/<queue>`, `studio/readers/<search>`. A list
 * is asked again whenever it is shown (useKeysetPages), so a change needs no forgetting here.
 */
export const queueKey = (queue: ModerationQueue) => `studio/comments/${queue}`;
export const readersKey = (q: string) => `studio/readers/${q}`;
