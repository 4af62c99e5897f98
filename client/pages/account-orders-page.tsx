import { AccountShell } from "../features/account/components/account-shell";
import { OrdersList } from "../features/account/components/account-lists";

export default function AccountOrdersPage() {
  return <AccountShell section="orders">{(user) => <OrdersList userId={user.id} />}</AccountShell>;
}
