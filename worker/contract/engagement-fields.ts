import type { EngageableId, ProductItemId } from "./content-items";
import type { ProductSummary } from "./shop-fields";

/**
 * Likes, wishlist and comments: the limits and shapes, without zod, so the pages that
 * show likes and comments don't download the validation library (engagement.ts has the schemas).
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

/** The most items one like-count request may ask about. */
export const LIKE_QUERY_MAX_ITEMS = 50;

/** Counts code points, so an emoji is one character as the reader sees it. */
export function characterCount(value: string): number {
  return Array.from(value).length;
}

export type CommentStatus = "pending" | "approved" | "hidden";

/** A comment as the API returns it. `status` and the edit deadline only for the author. */
export interface CommentView {
  id: string;
  itemId: EngageableId;
  author: string;
  body: string;
  createdAt: string;
  editedAt: string | null;
  mine: boolean;
  status?: CommentStatus;
  /** Until when the author may still edit or delete it (ISO time), when that is still open. */
  editableUntil?: string | null;
}

/**
 * How the account lists name a shop product, resolved by the Worker from D1: its title in the
 * asked language (English when it has none) and its page. Registered content items carry
 * neither; the client names them from content-items.
 */
export interface ProductLabel {
  title: string;
  /** Unprefixed, like every in-site link the client's router is given. */
  href: string;
}

/** A like in the reader's list (`GET /api/account/likes`). */
export interface LikedItem extends Partial<ProductLabel> {
  itemId: EngageableId;
  likedAt: string;
}

/**
 * A product on the reader's wishlist (`/api/wishlist`); only public products are listed, each
 * as the shelf shows it (cover, price, status), and whether the reader already owns it.
 */
export interface SavedItem extends ProductLabel {
  itemId: ProductItemId;
  addedAt: string;
  product: ProductSummary;
  /** A paid order gave it (a bundle gives its items): it is in the reader's library. */
  owned: boolean;
}

/** A comment in the reader's own list (`GET /api/account/comments`). */
export type AccountComment = CommentView & Partial<ProductLabel>;
