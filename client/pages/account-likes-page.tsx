import { AccountShell } from "../features/account/components/account-shell";
import { MyLikes } from "../features/engagement/components/reader-lists";

export default function AccountLikesPage() {
  return <AccountShell section="likes">{(user) => <MyLikes userId={user.id} />}</AccountShell>;
}
