import { AccountShell } from "../features/account/components/account-shell";
import { WishlistList } from "../features/engagement/components/reader-lists";

export default function AccountWishlistPage() {
  return <AccountShell section="wishlist">{() => <WishlistList />}</AccountShell>;
}
