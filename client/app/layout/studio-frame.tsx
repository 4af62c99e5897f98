import { Suspense, type ReactNode } from "react";
import { Link } from "wouter";
import { SITE_PROFILE } from "#worker/contract/site-profile";
import { PageToaster } from "../../components/ui/page-toaster";
import { useI18n } from "../../i18n/i18n-context";
import { useAuth } from "../../lib/auth/auth-state";
import { LanguageSwitcher } from "./language-switcher";
import { PageLoading, SkipLink, useMainOfRoute } from "./layout";
import { useSignOutWithNotice } from "./sign-out";

const BAR_LINK =
  "inline-flex min-h-11 items-center rounded px-2 text-sm font-semibold text-white/85 underline-offset-4 hover:text-white hover:underline";

/**
 * The studio's frame: a back office's, not the public site's. A bar with the studio's name,
 * the way back to the site, the languages and signing out, then the desk, and the toasts.
 * None of the public frame: no menus, footer, newsletter, floating contact, lead form or
 * construction notice, which have nothing to do with the author's work here.
 */
export function StudioFrame({ routeKey, children }: { routeKey: string; children: ReactNode }) {
  const { t } = useI18n();
  const { user } = useAuth();
  const signOut = useSignOutWithNotice();
  const main = useMainOfRoute(routeKey);
  return (
    <>
      <SkipLink />
      <header className="bg-ink text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-2 sm:px-6">
          <Link href="/studio" className="font-display text-lg font-bold">
            {SITE_PROFILE.name} <span className="font-sans font-semibold text-gold">· {t("nav.studio")}</span>
          </Link>
          <nav aria-label={t("nav.studio")} className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <Link href="/" className={BAR_LINK}>
              {t("nav.viewSite")}
            </Link>
            <LanguageSwitcher />
            {user && (
              <button type="button" onClick={() => void signOut()} className={BAR_LINK}>
                {t("topBar.signOut")}
              </button>
            )}
          </nav>
        </div>
      </header>
      <main id="main" ref={main} tabIndex={-1} className="min-h-screen outline-none">
        <Suspense fallback={<PageLoading />}>{children}</Suspense>
      </main>
      <PageToaster />
    </>
  );
}
