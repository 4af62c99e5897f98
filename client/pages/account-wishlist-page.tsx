import { AccountShell } from "../features/account/components/account-shell";
import { WishlistList } from "../features/engagement/components/reader-lists";
import { WishedProduct } from "../features/shop/components/wished-product";

/** The wishlist: each saved product as the shop shows it, with the list's date and Remove. */
export default function AccountWishlistPage() {
  return (
    <AccountShell section="wishlist">
      {() => (
        <WishlistList
          entry={(item, { added, remove }) => (
            <WishedProduct product={item.product} owned={item.owned} note={added} actions={remove} />
          )}
        />
      )}
    </AccountShell>
  );
}
