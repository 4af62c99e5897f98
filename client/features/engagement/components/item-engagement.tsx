import { isProductItemId, type EngageableId, type ProductItemId } from "#worker/contract/content-items";
import { CommentsSection } from "./comments-section";
import { LikeButton } from "./like-button";
import { WishlistButton } from "./wishlist-button";

/**
 * Likes, the wishlist toggle (for a product) and comments for one item: registered content or
 * a shop product. Pages place it through `DeferredEngagement`, whose Suspense also waits for
 * the account strings.
 */
export default function ItemEngagement({
  itemId,
  title,
  productId,
  productTitle,
  wishlist = true,
  comments = true,
}: {
  itemId: EngageableId;
  /** The item's name in the page's language, for the controls' accessible names when content-items doesn't list it (a product's title from D1). */
  title?: string;
  /** A product offered on the wishlist beside a content item (a series page's ebook). */
  productId?: ProductItemId;
  productTitle?: string;
  /** Whether a product gets the wishlist toggle (when `itemId` is a product, or `productId` is given). */
  wishlist?: boolean;
  comments?: boolean;
}) {
  const saved = productId
    ? { id: productId, title: productTitle }
    : isProductItemId(itemId)
      ? { id: itemId, title }
      : null;
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <LikeButton itemId={itemId} title={title} />
        {wishlist && saved && <WishlistButton itemId={saved.id} title={saved.title} />}
      </div>
      {comments && <CommentsSection itemId={itemId} />}
    </>
  );
}
