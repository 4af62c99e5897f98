import { notifyError, notifySuccess } from "../../components/ui/toast";
import { useI18n } from "../../i18n/i18n-context";
import { useAuth } from "../../lib/auth/auth-state";

/** Signs the reader out and says how it went; resolves whether they are signed out. */
export function useSignOutWithNotice(): () => Promise<boolean> {
  const { t } = useI18n();
  const { signOut } = useAuth();
  return async () => {
    const result = await signOut();
    if (!result.ok) {
      notifyError(t("topBar.signOutError"), result.message);
      return false;
    }
    notifySuccess(t("nav.signedOut"), t("nav.signedOutDescription"));
    return true;
  };
}
