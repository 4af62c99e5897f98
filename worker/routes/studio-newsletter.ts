import type { Context } from "hono";
import { Hono } from "hono";
import {
  broadcastDraftSchema,
  broadcastIdSchema,
  broadcastListQuerySchema,
  broadcastTestSchema,
  subscriberDeleteSchema,
  subscriberFiltersSchema,
  subscriberListQuerySchema,
  subscriberParamSchema,
  type BroadcastProgress,
  type BroadcastTestQueued,
  type BroadcastView,
  type SubscriberDeleted,
} from "../contract/studio-newsletter";
import { createEmailTransport } from "../email";
import { csvDownload } from "../middleware/csv-download";
import { AppError, valueOr, type RefusalAnswers } from "../middleware/errors";
import { requireViewer } from "../middleware/session";
import { enforceRateLimit } from "../middleware/submission-guard";
import { validate } from "../middleware/validate";
import {
  broadcastDetail,
  broadcastProgress,
  createBroadcastDraft,
  deleteBroadcastDraft,
  listBroadcasts,
  previewBroadcast,
  sendBroadcastTest,
  startBroadcast,
  updateBroadcastDraft,
  type AlongWith,
  type BroadcastRefusal,
} from "../services/newsletter-broadcasts";
import { sendBroadcastBatches } from "../services/newsletter-delivery";
import { auditInsert, auditInsertIfChanged } from "../services/studio/audit-log";
import { deleteSubscriber, exportSubscribersCsv, listSubscribers } from "../services/studio/subscribers";
import type { Result } from "../services/result";
import type { AppEnv } from "../types";
import { logText } from "../services/log-text";

const SUBSCRIBER_NOT_FOUND: RefusalAnswers<"not_found"> = {
  not_found: ["not_found", 404, "There is no such subscriber (they may have been deleted)."],
};

const BROADCAST_REFUSALS: RefusalAnswers<Exclude<BroadcastRefusal, "body_empty">> = {
  not_found: ["not_found", 404, "There is no such broadcast (it may have been deleted)."],
  not_draft: ["not_draft", 409, "This broadcast has started sending: it can no longer be changed or deleted."],
  no_recipients: ["no_recipients", 409, "No confirmed subscriber reads this language yet: there is no one to send to."],
};

/**
 * A broadcast service's value, or its refusal as the one error. A body that sanitises to nothing
 * is the form's mistake: a 400 on `markdown`, like the schema's own checks.
 */
function broadcastOr<T>(result: Result<T, BroadcastRefusal>): T {
  if (!result.ok && result.reason === "body_empty") {
    throw new AppError("validation_failed", 400, "The message has nothing left to send once it is made safe.", {
      markdown: ["body_empty"],
    });
  }
  return valueOr(result as Result<T, Exclude<BroadcastRefusal, "body_empty">>, BROADCAST_REFUSALS);
}

/** How many provider calls a send makes right away (550 ms apart); the cron sweep does the rest. */
const SEND_NOW_BATCHES = 20;

/**
 * The audit entry of a broadcast change, in the change's own transaction, written only if the
 * change happened. What it records of the broadcast: its language, subject and status (the
 * Markdown stays on the broadcast, which keeps the last version).
 */
function audited(c: Context<AppEnv>, action: string, extra: Record<string, unknown> = {}): AlongWith {
  const brief = (v: BroadcastView | null) => v && { locale: v.locale, subject: v.subject, status: v.status };
  return ({ before, after }) => [
    auditInsertIfChanged(c.var.db, requireViewer(c).user, {
      action,
      objectType: "newsletter_broadcast",
      objectId: (after ?? before)!.id,
      ...(before ? { before: brief(before) } : {}),
      ...(after || Object.keys(extra).length ? { after: { ...brief(after), ...extra } } : {}),
    }),
  ];
}

/**
 * The studio's Newsletter section: subscribers with their consent records, and
 * broadcasts from draft to sent (decision 040). Mounted after `studioOnly`, so every endpoint
 * here is the author's, in a session that passed the second factor; every change writes its
 * audit entry in the same transaction (decision 041).
 */
export const studioNewsletterRoutes = new Hono<AppEnv>()
  // ---- Subscribers ----
  .get("/subscribers", validate("query", subscriberListQuerySchema), async (c) => {
    return c.json({ data: await listSubscribers(c.var.db, c.req.valid("query")) });
  })
  // The filtered list as CSV, streamed page by page; the export itself is audited with its filters.
  .get("/subscribers/export.csv", validate("query", subscriberFiltersSchema), async (c) => {
    const filters = c.req.valid("query");
    await auditInsert(c.var.db, requireViewer(c).user, { action: "subscriber.exported", after: { filters } });
    return csvDownload(c, "subscribers", exportSubscribersCsv(c.var.db, filters));
  })
  // Erasure for good (a GDPR request): the body repeats the subscriber's address (decision 042).
  .delete(
    "/subscribers/:id",
    validate("param", subscriberParamSchema),
    validate("json", subscriberDeleteSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const { confirm } = c.req.valid("json");
      const result = await deleteSubscriber(c.var.db, requireViewer(c).user, { id, confirm });
      if (!result.ok && result.reason === "confirm_mismatch") {
        throw new AppError("validation_failed", 400, "Type the subscriber's email address to confirm.", {
          confirm: ["confirm_mismatch"],
        });
      }
      const { statements } = valueOr(result, {
        ...SUBSCRIBER_NOT_FOUND,
        confirm_mismatch: SUBSCRIBER_NOT_FOUND.not_found,
      });
      await c.var.db.batch(statements);
      return c.json({ data: { deleted: true, id } satisfies SubscriberDeleted });
    },
  )

  // ---- Broadcasts ----
  .get("/broadcasts", validate("query", broadcastListQuerySchema), async (c) => {
    return c.json({ data: await listBroadcasts(c.var.lead, c.req.valid("query")) });
  })
  .post("/broadcasts", validate("json", broadcastDraftSchema), async (c) => {
    const author = requireViewer(c).user;
    const draft = broadcastOr(
      await createBroadcastDraft(c.var.lead, author.email, c.req.valid("json"), audited(c, "broadcast.created")),
    );
    return c.json({ data: draft }, 201);
  })
  .get("/broadcasts/:id", validate("param", broadcastIdSchema), async (c) => {
    const detail = await broadcastDetail(c.var.lead, c.req.valid("param").id);
    if (!detail) throw new AppError(...BROADCAST_REFUSALS.not_found);
    return c.json({ data: detail });
  })
  .put("/broadcasts/:id", validate("param", broadcastIdSchema), validate("json", broadcastDraftSchema), async (c) => {
    const { id } = c.req.valid("param");
    const draft = broadcastOr(
      await updateBroadcastDraft(c.var.lead, id, c.req.valid("json"), audited(c, "broadcast.updated")),
    );
    return c.json({ data: draft });
  })
  .delete("/broadcasts/:id", validate("param", broadcastIdSchema), async (c) => {
    const { id } = c.req.valid("param");
    broadcastOr(await deleteBroadcastDraft(c.var.lead, id, audited(c, "broadcast.deleted")));
    return c.json({ data: { deleted: true as const, id } });
  })
  // The email as a subscriber gets it (its unsubscribe links unsubscribe nobody).
  .get("/broadcasts/:id/preview", validate("param", broadcastIdSchema), async (c) => {
    return c.json({ data: broadcastOr(await previewBroadcast(c.var.lead, c.req.valid("param").id)) });
  })
  // "Send a test to yourself": the email as subscribers get it, headers included, to one address.
  .post(
    "/broadcasts/:id/test",
    validate("param", broadcastIdSchema),
    validate("json", broadcastTestSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const { email } = c.req.valid("json");
      await enforceRateLimit(c, "broadcast_test", `user:${requireViewer(c).user.id}`);
      const { outboxIds } = broadcastOr(
        await sendBroadcastTest(c.var.lead, id, email, audited(c, "broadcast.test_sent", { to: email })),
      );
      c.var.sendAfterResponse(outboxIds);
      return c.json({ data: { to: email } satisfies BroadcastTestQueued }, 202);
    },
  )
  /**
   * Starts the send: the email is frozen and the first subscribers enqueued now; the first
   * batches go after the answer, and the cron sweep enqueues and sends the rest, each recipient
   * exactly once however often it is interrupted (decision 040). A send that delivers nothing
   * comes back as a draft with its error.
   */
  .post("/broadcasts/:id/send", validate("param", broadcastIdSchema), async (c) => {
    const { id } = c.req.valid("param");
    const { db, config } = c.var;
    const progress = broadcastOr(
      await startBroadcast(c.var.lead, id, { maxChunks: 1, along: audited(c, "broadcast.sent") }),
    );
    c.executionCtx.waitUntil(
      sendBroadcastBatches(
        { db, config, transport: createEmailTransport(config, db) },
        { broadcastId: id, maxBatches: SEND_NOW_BATCHES },
      ).catch((err: unknown) =>
        console.error(`[newsletter] first batches of ${logText(id)} failed; the sweep goes on: ${logText(err)}`),
      ),
    );
    return c.json({ data: progress satisfies BroadcastProgress }, 202);
  })
  // The progress bar: every delivery by state.
  .get("/broadcasts/:id/progress", validate("param", broadcastIdSchema), async (c) => {
    const progress = await broadcastProgress(c.var.db, c.req.valid("param").id);
    if (!progress) throw new AppError(...BROADCAST_REFUSALS.not_found);
    return c.json({ data: progress });
  });
