import { Suspense, useEffect, useId, type ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { useAuth, type AuthUser } from "#client/lib/auth/auth-state";
import { signInHref } from "#client/components/ui/sign-in-link";
import { accountStrings } from "#client/i18n/account-strings";
import { useLabels } from "#client/i18n/labels";
import { usePageIntro } from "#client/lib/page-intro";

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
  const t = useLabels(accountStrings);
  const { user, loading } = useAuth();
  const [location, navigate] = useLocation();
  const pageId = SECTIONS.find((item) => item.key === section)!.pageId;
  const pageIntro = usePageIntro(pageId);
  const headingId = useId();

  useEffect(() => {
    if (!loading && !user) navigate(signInHref(location), { replace: true });
  }, [loading, user, location, navigate]);

  return (
    <section aria-labelledby={headingId} className="bg-paper pt-36 pb-20 text-ink">
      <div className="mx-auto max-w-5xl px-4">
        <h1 id={headingId} className="font-display text-4xl font-bold tracking-tight">
          {pageIntro.heading}
        </h1>
        <p className="mt-3 max-w-2xl text-ink/75">{pageIntro.intro}</p>
        <div className="mt-8 grid gap-8 md:grid-cols-[12rem_1fr]">
          <nav aria-label={t("account.navLabel")}>
            <ul className="flex flex-wrap gap-2 md:flex-col md:gap-1">
              {SECTIONS.map((item) => (
                <li key={item.key}>
                  <Link
                    href={item.href}
                    aria-current={item.key === section ? "page" : undefined}
                    className={`block rounded-md px-3 py-2 text-sm font-medium ${
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
