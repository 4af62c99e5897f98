import { AccountShell } from "../features/account/components/account-shell";
import { WishlistList } from "../features/account/components/account-lists";

export default function AccountWishlistPage() {
  return <AccountShell section="wishlist">{() => <WishlistList />}</AccountShell>;
}
