import { lazy, Suspense } from "react";
import { Link } from "wouter";
import { UserIcon } from "../../components/ui/icons";
import { useAuth } from "../../lib/auth/auth-state";
import { useI18n } from "../../i18n/i18n-context";

export const ACCOUNT_TRIGGER_CLASS =
  "inline-flex items-center gap-1.5 rounded-full px-2 py-1 text-sm font-medium text-white/90 hover:text-white";

/* A signed-in reader's dropdown (and its sign-out and toasts) loads only once someone is signed in. */
const AccountDropdown = lazy(() => import("./account-dropdown"));

/**
 * Sign in, quiet (there but invisible) while the first session check runs, so nothing jumps.
 * On a document the page's stylesheet keeps it quiet instead (`data-sign-in`, while
 * <html data-session="pending">), as the server's markup is the same for everyone.
 */
function SignInLink({ quiet }: { quiet: boolean }) {
  const { t } = useI18n();
  return (
    <Link
      href="/auth"
      data-sign-in=""
      className={`${ACCOUNT_TRIGGER_CLASS} ${quiet ? "opacity-0" : ""}`}
      aria-hidden={quiet ? true : undefined}
      tabIndex={quiet ? -1 : undefined}
    >
      <UserIcon width={16} height={16} />
      {t("topBar.signIn")}
    </Link>
  );
}

/**
 * The top bar's account control: Sign in, or the My Account dropdown of a signed-in reader.
 * `quietByStylesheet`: on a document, where the stylesheet hides Sign in until the session is known.
 */
export function AccountMenu({ quietByStylesheet = false }: { quietByStylesheet?: boolean }) {
  const { user, loading } = useAuth();
  if (loading || !user) return <SignInLink quiet={loading && !quietByStylesheet} />;
  return (
    <Suspense fallback={<SignInLink quiet />}>
      <AccountDropdown user={user} />
    </Suspense>
  );
}
