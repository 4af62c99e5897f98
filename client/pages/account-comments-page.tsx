import { AccountShell } from "../features/account/components/account-shell";
import { MyComments } from "../features/engagement/components/reader-lists";

export default function AccountCommentsPage() {
  return <AccountShell section="comments">{(user) => <MyComments userId={user.id} />}</AccountShell>;
}
