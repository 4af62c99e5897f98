import { z } from "zod";
import { CONTENT_ITEM_ID_MAX, canWishlist, isContentItemId, type ContentItemId } from "./content-items";
import { sanitizeTextarea } from "./secure-input";

/**
 * Likes, wishlist and comments (issue 4): the rules shared by the UI and the Worker.
 * Issue messages are stable codes the client translates.
 */

export const COMMENT_LIMITS = {
  minLength: 1,
  maxLength: 2000,
  /** A reader can edit or delete their comment for this long after posting it. */
  editWindowMs: 15 * 60 * 1000,
  /** Reports from this many readers take a comment down until the operator looks at it. */
  hideAfterReports: 3,
  /** The newest approved comments shown under an item. */
  pageSize: 100,
} as const;

/** Per-reader limits (exact, in D1), so a stolen or scripted session can't flood anything. */
export const ENGAGEMENT_LIMITS = {
  like: { limit: 60, windowSeconds: 60 },
  wishlist: { limit: 60, windowSeconds: 60 },
  comment_post: { limit: 5, windowSeconds: 600 },
  comment_edit: { limit: 20, windowSeconds: 600 },
  comment_report: { limit: 20, windowSeconds: 3600 },
  data_export: { limit: 5, windowSeconds: 3600 },
} as const;

/** The most items one like-count request may ask about. */
export const LIKE_QUERY_MAX_ITEMS = 50;

/** Counts code points, so an emoji is one character as the reader sees it. */
function characterCount(value: string): number {
  return Array.from(value).length;
}

export const contentItemIdSchema = z
  .string({ error: "unknown_item" })
  .max(CONTENT_ITEM_ID_MAX, "unknown_item")
  .refine(isContentItemId, "unknown_item")
  .transform((id) => id as ContentItemId);

export const wishlistItemIdSchema = contentItemIdSchema.refine(canWishlist, "not_wishlistable");

export const itemParamSchema = z.object({ itemId: contentItemIdSchema });
export const wishlistParamSchema = z.object({ itemId: wishlistItemIdSchema });
export const commentIdParamSchema = z.object({ id: z.string().regex(/^[0-9a-f-]{36}$/i, "unknown_comment") });

export const likeQuerySchema = z.object({
  items: z
    .string({ error: "items_required" })
    .transform((value) => [...new Set(value.split(",").filter(Boolean))])
    .pipe(z.array(contentItemIdSchema).min(1, "items_required").max(LIKE_QUERY_MAX_ITEMS, "too_many_items")),
});

/**
 * A comment's text: plain text, dangerous content removed, line breaks kept, then 1 to 2,000
 * characters. Longer text is refused (not cut), so nobody loses words they didn't see go.
 */
export const commentBodySchema = z
  .string({ error: "comment_required" })
  .overwrite((v) => sanitizeTextarea(v, COMMENT_LIMITS.maxLength + 1).value)
  .refine((v) => characterCount(v) >= COMMENT_LIMITS.minLength, "comment_required")
  .refine((v) => characterCount(v) <= COMMENT_LIMITS.maxLength, "comment_too_long");

export const newCommentSchema = z.object({ itemId: contentItemIdSchema, body: commentBodySchema });
export const commentEditSchema = z.object({ body: commentBodySchema });
export const commentListQuerySchema = z.object({ item: contentItemIdSchema });

export type CommentStatus = "pending" | "approved" | "hidden";

/** A comment as the API returns it. `status` and the edit deadline only for the author. */
export interface CommentView {
  id: string;
  itemId: ContentItemId;
  author: string;
  body: string;
  createdAt: string;
  editedAt: string | null;
  mine: boolean;
  status?: CommentStatus;
  /** Until when the author may still edit or delete it (ISO time), when that is still open. */
  editableUntil?: string | null;
}

export function commentCharacterCount(value: string): number {
  return characterCount(value);
}
