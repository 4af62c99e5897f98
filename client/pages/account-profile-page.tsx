import { AccountShell } from "../features/account/components/account-shell";
import { ProfilePanels } from "../features/account/components/profile-panels";
import { useAuth } from "../lib/auth/auth-state";

export default function AccountProfilePage() {
  const { session } = useAuth();
  return (
    <AccountShell section="profile">
      {(user) => <ProfilePanels user={user} sessionId={session?.id ?? ""} />}
    </AccountShell>
  );
}
