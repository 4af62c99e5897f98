import { AccountShell } from "../features/account/components/account-shell";
import { MyReviews } from "../features/shop/components/my-reviews";
import { OrderLibrary } from "../features/shop/components/order-library";
import { KindleSettingsPanel } from "../features/shop/delivery/kindle-panel";

/** /account/orders: the reader's library of purchases and their reviews of them, inside the account's frame. */
export default function AccountOrdersPage() {
  return (
    <AccountShell section="orders">
      {(user) => (
        <>
          <KindleSettingsPanel userId={user.id} />
          <OrderLibrary userId={user.id} />
          <MyReviews />
        </>
      )}
    </AccountShell>
  );
}
