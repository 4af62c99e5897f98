import { Hono } from "hono";
import {
  moderateCommentsSchema,
  moderationQueueQuerySchema,
  readerIdParamSchema,
  readersQuerySchema,
  suspendReaderSchema,
} from "../contract/studio-moderation";
import { valueOr, type RefusalAnswers } from "../middleware/errors";
import { jsonFormBody } from "../middleware/json-body";
import { authFor, requireViewer } from "../middleware/session";
import { validate } from "../middleware/validate";
import { moderateComments, moderationQueue, type ModerationRefusal } from "../services/studio/comment-moderation";
import {
  liftSuspension,
  listReaders,
  resendConfirmation,
  setCommentsBlocked,
  suspendReader,
  type CommentBlockRefusal,
  type SuspensionRefusal,
} from "../services/studio/readers";
import type { AppEnv } from "../types";

/**
 * The studio's comment moderation and readers, mounted after
 * `studioOnly` in studio.ts. Every change is audited in the batch that makes it.
 */

const NO_READER = ["not_found", 404, "This account doesn't exist."] as const;

const MODERATION_REFUSALS: RefusalAnswers<ModerationRefusal> = {
  not_found: ["not_found", 404, "Some of these comments don't exist any more. Reload the list and try again."],
};
const BLOCK_REFUSALS: RefusalAnswers<CommentBlockRefusal> = {
  not_found: NO_READER,
  already_blocked: ["conflict", 409, "This reader is already blocked from commenting."],
  not_blocked: ["conflict", 409, "This reader isn't blocked from commenting."],
};
const SUSPENSION_REFUSALS: RefusalAnswers<SuspensionRefusal> = {
  not_found: NO_READER,
  own_account: ["conflict", 409, "You can't suspend your own account."],
  author: ["conflict", 409, "Studio authors can't be suspended from the studio."],
  already_suspended: ["conflict", 409, "This account is already suspended."],
  not_suspended: ["conflict", 409, "This account isn't suspended."],
};
const CONFIRMATION_REFUSALS = {
  not_found: NO_READER,
  already_confirmed: ["conflict", 409, "This reader has already confirmed their address."],
} as const;

/** Who acts: the signed-in author (studioOnly has let them in). */
const actorOf = (c: Parameters<typeof requireViewer>[0]) => {
  const { user } = requireViewer(c);
  return { id: user.id, email: user.email };
};

/** `/api/studio/comments`: the queue, and one action on many comments. */
export const studioCommentRoutes = new Hono<AppEnv>()
  .get("/", validate("query", moderationQueueQuerySchema), async (c) => {
    return c.json({ data: await moderationQueue(c.var.db, c.req.valid("query")) });
  })
  .post("/moderate", jsonFormBody, validate("json", moderateCommentsSchema), async (c) => {
    const { ids, action } = c.req.valid("json");
    const done = await moderateComments(c.var.db, actorOf(c), ids, action);
    return c.json({ data: valueOr(done, MODERATION_REFUSALS) });
  });

/** `/api/studio/readers`: the accounts, and what the studio may do to one. */
export const studioReaderRoutes = new Hono<AppEnv>()
  .get("/", validate("query", readersQuerySchema), async (c) => {
    return c.json({ data: await listReaders(c.var.db, c.var.config, c.req.valid("query")) });
  })
  .post("/:id/comment-block", validate("param", readerIdParamSchema), async (c) => {
    const done = await setCommentsBlocked(c.var.db, actorOf(c), c.req.valid("param").id, true);
    return c.json({ data: valueOr(done, BLOCK_REFUSALS) });
  })
  .delete("/:id/comment-block", validate("param", readerIdParamSchema), async (c) => {
    const done = await setCommentsBlocked(c.var.db, actorOf(c), c.req.valid("param").id, false);
    return c.json({ data: valueOr(done, BLOCK_REFUSALS) });
  })
  .post("/:id/confirmation", validate("param", readerIdParamSchema), async (c) => {
    const auth = authFor(c);
    const done = await resendConfirmation(c.var.db, actorOf(c), c.req.valid("param").id, (email) =>
      auth.sendVerificationEmail(email),
    );
    return c.json({ data: valueOr(done, CONFIRMATION_REFUSALS) }, 202);
  })
  .post(
    "/:id/suspension",
    jsonFormBody,
    validate("param", readerIdParamSchema),
    validate("json", suspendReaderSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const done = await suspendReader(c.var.db, c.var.config, actorOf(c), id, c.req.valid("json").reason);
      return c.json({ data: valueOr(done, SUSPENSION_REFUSALS) });
    },
  )
  .delete("/:id/suspension", validate("param", readerIdParamSchema), async (c) => {
    const done = await liftSuspension(c.var.db, actorOf(c), c.req.valid("param").id);
    return c.json({ data: valueOr(done, SUSPENSION_REFUSALS) });
  });
