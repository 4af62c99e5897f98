import { Suspense, useEffect, useId, type ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { useI18n } from "../../../i18n/i18n-context";
import { useAuth, type AuthUser } from "../../auth/auth-state";
import { signInHref } from "../../auth/components/sign-in-link";
import { useAccountStrings } from "../../auth/strings";

const SECTIONS = [
  { href: "/account", key: "profile", pageId: "accountProfile" },
  { href: "/account/orders", key: "orders", pageId: "accountOrders" },
  { href: "/account/wishlist", key: "wishlist", pageId: "accountWishlist" },
  { href: "/account/comments", key: "comments", pageId: "accountComments" },
  { href: "/account/likes", key: "likes", pageId: "accountLikes" },
] as const;

/**
 * The frame of every account page: a signed-out visitor goes to /auth and comes back here
 * after signing in; a signed-in reader gets the section's heading and the account navigation.
 */
export function AccountShell({
  section,
  children,
}: {
  section: (typeof SECTIONS)[number]["key"];
  children: (user: AuthUser) => ReactNode;
}) {
  const t = useAccountStrings();
  const { t: site } = useI18n();
  const { user, loading } = useAuth();
  const [location, navigate] = useLocation();
  const pageId = SECTIONS.find((item) => item.key === section)!.pageId;
  const headingId = useId();

  useEffect(() => {
    if (!loading && !user) navigate(signInHref(location), { replace: true });
  }, [loading, user, location, navigate]);

  return (
    <section aria-labelledby={headingId} className="bg-paper pt-36 pb-20 text-ink">
      <div className="mx-auto max-w-5xl px-4">
        <h1 id={headingId} className="font-display text-4xl font-bold tracking-tight">
          {site(`pages.${pageId}.heading`)}
        </h1>
        <p className="mt-3 max-w-2xl text-ink/75">{site(`pages.${pageId}.intro`)}</p>
        <div className="mt-8 grid gap-8 md:grid-cols-[12rem_1fr]">
          <nav aria-label={t("account.navLabel")}>
            <ul className="flex flex-wrap gap-2 md:flex-col md:gap-1">
              {SECTIONS.map((item) => (
                <li key={item.key}>
                  <Link
                    href={item.href}
                    aria-current={item.key === section ? "page" : undefined}
                    className={`block rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-wine ${
                      item.key === section ? "bg-wine text-white" : "text-ink/80 hover:bg-ink/5"
                    }`}
                  >
                    {t(`account.sections.${item.key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            {user ? (
              <Suspense fallback={<p role="status">{t("account.checking")}</p>}>{children(user)}</Suspense>
            ) : (
              <p role="status">{t("account.checking")}</p>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}

/** A list's load failure, with a retry. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const t = useAccountStrings();
  return (
    <div role="alert" className="rounded-md border border-red-700/30 bg-red-50 p-4">
      <p>{t("account.loadError")}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-2 font-semibold text-wine underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-wine"
      >
        {t("account.retry")}
      </button>
    </div>
  );
}

/** An empty list: what it will hold, and where to go. */
export function EmptyState({ text, action }: { text: string; action?: { href: string; label: string } }) {
  return (
    <div className="rounded-lg border border-dashed border-ink/25 bg-white p-8 text-center">
      <p className="text-ink/75">{text}</p>
      {action && (
        <Link
          href={action.href}
          className="mt-4 inline-flex min-h-11 items-center rounded-md bg-wine px-5 py-2.5 font-semibold text-white hover:bg-wine-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold"
        >
          {action.label}
        </Link>
      )}
    </div>
  );
}
