import { z } from "./zod";

/**
 * The studio's comment moderation and readers. Both lists are newest
 * first by keyset on (time, id): `next` is passed back as `before` for the following page.
 */

/** A keyset cursor: `<milliseconds>:<id>`, as a page's `next` gives it. */
const cursorSchema = z
  .string()
  .regex(/^\d{1,15}:[A-Za-z0-9_-]{1,64}$/, "cursor_invalid")
  .transform((value) => {
    const at = value.indexOf(":");
    return { at: Number(value.slice(0, at)), id: value.slice(at + 1) };
  });
export type StudioCursor = z.output<typeof cursorSchema>;

const pageSchema = z.object({
  before: cursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** What the queue shows: everything waiting (pending or reported), or one of the two. */
export const MODERATION_QUEUES = ["all", "pending", "reported"] as const;
export type ModerationQueue = (typeof MODERATION_QUEUES)[number];

/** `GET /api/studio/comments?queue=&before=&limit=`. */
export const moderationQueueQuerySchema = pageSchema.extend({
  queue: z.enum(MODERATION_QUEUES, { error: "queue_invalid" }).default("all"),
});

/** How many comments one action may take. */
export const MODERATION_BATCH_MAX = 100;
export const MODERATION_ACTIONS = ["approve", "hide", "delete"] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

const uuid = z.string().regex(/^[0-9a-f-]{36}$/i, "unknown_comment");

/**
 * `POST /api/studio/comments/moderate`: one action on 1–100 comments. Deleting is for good, so
 * the body must also say `confirm: "delete"` (the screen asks; the server checks).
 */
export const moderateCommentsSchema = z
  .object({
    ids: z
      .array(uuid, { error: "ids_required" })
      .min(1, "ids_required")
      .max(MODERATION_BATCH_MAX, "too_many_ids")
      .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
    action: z.enum(MODERATION_ACTIONS, { error: "action_invalid" }),
    confirm: z.literal("delete", { error: "confirmation_required" }).optional(),
  })
  .refine((body) => body.action !== "delete" || body.confirm === "delete", {
    path: ["confirm"],
    message: "confirmation_required",
  });

/** What a comment is on, as the studio links it. */
export interface ModerationItem {
  id: string;
  /** `book`, `series`, `track`, `news`, `portfolio` or `product`. */
  kind: string;
  title: string;
  /** The unprefixed site path, or null for an item the site no longer shows. */
  url: string | null;
}

/** One comment in the queue. */
export interface ModerationComment {
  id: string;
  body: string;
  status: "pending" | "approved" | "hidden";
  createdAt: string;
  editedAt: string | null;
  reports: number;
  item: ModerationItem;
  author: { id: string; name: string; email: string; commentsBlocked: boolean };
}

export interface ModerationPage {
  comments: ModerationComment[];
  next: string | null;
}

export interface ModerationResult {
  action: ModerationAction;
  ids: string[];
}

/** `GET /api/studio/readers?q=&before=&limit=`: `q` searches names and addresses. */
export const readersQuerySchema = pageSchema.extend({
  q: z.string().trim().min(1, "query_required").max(100, "query_too_long").optional(),
});

/** A reader's id in a path (better-auth's 32 characters, or the seed's own). */
export const readerIdParamSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "unknown_reader") });

/** Suspending signs the reader out everywhere: the body must say `confirm: "suspend"`. */
export const SUSPENSION_REASON_MAX = 500;
export const suspendReaderSchema = z.object({
  reason: z
    .string({ error: "reason_required" })
    .trim()
    .min(1, "reason_required")
    .max(SUSPENSION_REASON_MAX, "reason_too_long"),
  confirm: z.literal("suspend", { error: "confirmation_required" }),
});

/** One account in the studio's list. */
export interface ReaderRow {
  id: string;
  name: string;
  email: string;
  joinedAt: string;
  confirmed: boolean;
  /** Orders paid (refunded ones included: they happened). */
  orders: number;
  /** Gifts claimed into the reader's library: owned, though another paid for them. */
  giftsReceived: number;
  commentsBlockedAt: string | null;
  suspendedAt: string | null;
  suspendedReason: string | null;
  /** On STUDIO_ADMINS: can't be suspended from the studio. */
  author: boolean;
}

export interface ReadersPage {
  readers: ReaderRow[];
  next: string | null;
}
