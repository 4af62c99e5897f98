import type { ContentItemId } from "../../../../worker/contract/content-items";
import { CommentsSection } from "./comments-section";
import { LikeButton } from "./like-button";
import { WishlistButton } from "./wishlist-button";

/**
 * Likes, the wishlist toggle (for a product) and comments for one content item. Pages place it
 * through `DeferredEngagement`, whose Suspense also waits for the account strings.
 */
export default function ItemEngagement({ itemId, productId, comments = true }: { itemId: ContentItemId; productId?: ContentItemId; comments?: boolean }) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <LikeButton itemId={itemId} />
        {productId && <WishlistButton itemId={productId} />}
      </div>
      {comments && <CommentsSection itemId={itemId} />}
    </>
  );
}
