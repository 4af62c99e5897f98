import { AccountShell } from "../features/account/components/account-shell";
import { OrderLibrary } from "../features/shop/components/order-library";

/** /account/orders: the reader's library of purchases, inside the account's frame. */
export default function AccountOrdersPage() {
  return <AccountShell section="orders">{(user) => <OrderLibrary userId={user.id} />}</AccountShell>;
}
