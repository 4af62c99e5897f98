import { useEffect, useId, useRef, type KeyboardEvent } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { useHref } from "#client/lib/use-href";
import { notifyError } from "#client/components/ui/toast";
import { useAuth } from "#client/lib/auth/auth-state";
import { authErrorText, safeReturnPath } from "#client/lib/auth/auth-errors";
import { accountStrings } from "#client/i18n/account-strings";
import { useLabels } from "#client/i18n/labels";
import { ForgotPasswordForm } from "./forgot-password-form";
import { OAuthButtons } from "./oauth-buttons";
import { ResetPasswordForm } from "./reset-password-form";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";
import { usePageIntro } from "#client/lib/page-intro";

const TABS = ["sign-in", "sign-up", "forgot-password", "reset-password"] as const;
type Tab = (typeof TABS)[number];
const TAB_KEYS = {
  "sign-in": "signIn",
  "sign-up": "signUp",
  "forgot-password": "forgotPassword",
  "reset-password": "resetPassword",
} as const;

function isTab(value: string | null): value is Tab {
  return TABS.includes(value as Tab);
}

/**
 * /auth: sign in, create an account, ask for a reset link, or set a new password, chosen by
 * `?tab=`. `?redirect=` brings the reader back to the account page they opened.
 */
export function AuthScreen() {
  const t = useLabels(accountStrings);
  const pageIntro = usePageIntro("auth");
  const { user, loading } = useAuth();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const tab: Tab = isTab(params.get("tab")) ? (params.get("tab") as Tab) : "sign-in";
  const returnTo = safeReturnPath(params.get("redirect"));
  const error = params.get("error");
  const token = params.get("token");
  const href = useHref();
  const baseId = useId();
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  const shownError = useRef<string | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  // A provider sign-in that failed comes back here with ?error=<code> and is told why in a toast.
  // (Confirmation links explain their own failures on their page, /auth/confirm.)
  useEffect(() => {
    const problem = tab === "reset-password" ? null : error;
    if (!problem || shownError.current === problem) return;
    shownError.current = problem;
    notifyError(
      t("auth.toasts.oauthError"),
      authErrorText(t, { ok: false, status: 400, code: problem.toUpperCase(), message: problem.replace(/_/g, " ") }),
    );
  }, [error, tab, t]);

  function go(next: Tab, focus = false) {
    const query = new URLSearchParams({ tab: next });
    if (returnTo) query.set("redirect", returnTo);
    navigate(`/auth?${query}`, { replace: true });
    // A tab takes the focus; a step without a tab starts in its first field.
    if (focus)
      requestAnimationFrame(() =>
        (tabRefs.current[next] ?? panelRef.current?.querySelector<HTMLElement>("input, button"))?.focus(),
      );
  }

  // Two tabs, which fit on one line in every language on a phone; asking for a reset link and
  // setting a new password are steps of signing in, shown on their own with a way back.
  const visibleTabs: Tab[] = ["sign-in", "sign-up"];
  const onItsOwn = !visibleTabs.includes(tab);

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    const at = visibleTabs.indexOf(tab);
    const moves: Record<string, number> = {
      ArrowRight: at + 1,
      ArrowLeft: at - 1,
      Home: 0,
      End: visibleTabs.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = visibleTabs[(moves[event.key]! + visibleTabs.length) % visibleTabs.length]!;
    go(next, true);
  }

  const key = TAB_KEYS[tab];
  const signedIn = !loading && user && tab !== "reset-password";

  return (
    <section aria-labelledby={`${baseId}-heading`} className="bg-paper pt-36 pb-20 text-ink">
      <div className="mx-auto max-w-md px-4">
        <h1 id={`${baseId}-heading`} className="font-display text-4xl font-bold tracking-tight">
          {pageIntro.heading}
        </h1>
        <p className="mt-3 text-ink/75">{pageIntro.intro}</p>

        {signedIn ? (
          <div role="status" className="mt-8 rounded-lg border border-wine/20 bg-white p-6 shadow-sm">
            <p>{t("auth.signedInAs", { email: user.email })}</p>
            <Link
              href={returnTo ?? "/account"}
              className="mt-4 inline-flex min-h-11 items-center rounded-md bg-wine px-5 py-2.5 font-semibold text-white hover:bg-wine-dark"
            >
              {t("auth.goToAccount")}
            </Link>
          </div>
        ) : (
          <>
            {!onItsOwn && (
              <div role="tablist" aria-label={t("auth.tabsLabel")} className="mt-8 flex gap-1 border-b border-ink/15">
                {visibleTabs.map((name) => (
                  <button
                    key={name}
                    ref={(el) => void (tabRefs.current[name] = el)}
                    id={`${baseId}-tab-${name}`}
                    role="tab"
                    type="button"
                    aria-selected={tab === name}
                    aria-controls={`${baseId}-panel`}
                    tabIndex={tab === name ? 0 : -1}
                    onClick={() => go(name)}
                    onKeyDown={onTabKey}
                    className={`-mb-px min-h-11 border-b-2 px-3 py-2 text-sm font-semibold whitespace-nowrap ${
                      tab === name ? "border-wine text-wine" : "border-transparent text-ink/65 hover:text-ink"
                    }`}
                  >
                    {t(`auth.tabs.${TAB_KEYS[name]}`)}
                  </button>
                ))}
              </div>
            )}
            <div
              id={`${baseId}-panel`}
              ref={panelRef}
              data-auth-panel=""
              {...(onItsOwn
                ? { role: "region", "aria-labelledby": `${baseId}-panel-heading`, className: "mt-8" }
                : { role: "tabpanel", "aria-labelledby": `${baseId}-tab-${tab}`, className: "pt-6" })}
            >
              <h2 id={`${baseId}-panel-heading`} className="font-display text-2xl font-semibold">
                {t(`auth.headings.${key}`)}
              </h2>
              <p className="mt-1 mb-6 text-sm text-ink/70">{t(`auth.intros.${key}`)}</p>
              {tab === "sign-in" && (
                <>
                  <OAuthButtons />
                  <SignInForm
                    onSignedIn={() => navigate(returnTo ?? href("/"))}
                    onForgot={() => go("forgot-password", true)}
                  />
                  <button
                    type="button"
                    onClick={() => go("sign-up", true)}
                    className="mt-6 text-sm font-medium text-wine underline-offset-4 hover:underline"
                  >
                    {t("auth.actions.noAccount")}
                  </button>
                </>
              )}
              {tab === "sign-up" && (
                <>
                  <OAuthButtons />
                  <SignUpForm returnTo={returnTo} />
                  <button
                    type="button"
                    onClick={() => go("sign-in", true)}
                    className="mt-6 text-sm font-medium text-wine underline-offset-4 hover:underline"
                  >
                    {t("auth.actions.haveAccount")}
                  </button>
                </>
              )}
              {tab === "forgot-password" && (
                <>
                  <ForgotPasswordForm />
                  <button
                    type="button"
                    onClick={() => go("sign-in", true)}
                    className="mt-6 text-sm font-medium text-wine underline-offset-4 hover:underline"
                  >
                    {t("auth.actions.backToSignIn")}
                  </button>
                </>
              )}
              {tab === "reset-password" && (
                <ResetPasswordForm
                  token={token}
                  linkError={Boolean(error)}
                  onDone={() => go("sign-in", true)}
                  onAskAgain={() => go("forgot-password", true)}
                />
              )}
            </div>
          </>
        )}
      </div>
    </section>
  );
}
