import { z } from "./zod";
import {
  CONTENT_ITEM_ID_MAX,
  canWishlist,
  isEngageableId,
  type EngageableId,
  type ProductItemId,
} from "./content-items";
import { COMMENT_LIMITS, LIKE_QUERY_MAX_ITEMS, characterCount } from "./engagement-fields";
import { localeOrDefaultField } from "./locale-field";
import { sanitizeTextarea } from "./secure-input";

export * from "./engagement-fields";

/**
 * Likes, wishlist and comments: the rules shared by the UI and the Worker.
 * Issue messages are stable codes the client translates.
 */

/**
 * A registered content id, or any well-formed `product:<slug>`. This is only the shape: the
 * routes then ask D1 whether each product is public and refuse the rest with the same
 * `unknown_item`, so a draft can't be told apart from a product that doesn't exist.
 */
export const engageableIdSchema = z
  .string({ error: "unknown_item" })
  .max(CONTENT_ITEM_ID_MAX, "unknown_item")
  .refine(isEngageableId, "unknown_item")
  .transform((id) => id as EngageableId);

export const wishlistItemIdSchema = engageableIdSchema
  .refine(canWishlist, "not_wishlistable")
  .transform((id) => id as ProductItemId);

export const itemParamSchema = z.object({ itemId: engageableIdSchema });
export const wishlistParamSchema = z.object({ itemId: wishlistItemIdSchema });

/** The language the lists name products in (English when a product has no text in it). */
export const listLocaleQuerySchema = z.object({
  locale: localeOrDefaultField,
});
export const commentIdParamSchema = z.object({ id: z.string().regex(/^[0-9a-f-]{36}$/i, "unknown_comment") });

export const likeQuerySchema = z.object({
  items: z
    .string({ error: "items_required" })
    .transform((value) => [...new Set(value.split(",").filter(Boolean))])
    .pipe(z.array(engageableIdSchema).min(1, "items_required").max(LIKE_QUERY_MAX_ITEMS, "too_many_items")),
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

export const newCommentSchema = z.object({ itemId: engageableIdSchema, body: commentBodySchema });
export const commentEditSchema = z.object({ body: commentBodySchema });
export const commentListQuerySchema = z.object({
  item: engageableIdSchema,
  /** For "show earlier comments": only those posted before this time (ISO). */
  before: z.iso
    .datetime({ error: "invalid_cursor" })
    .transform((value) => new Date(value))
    .optional(),
});
