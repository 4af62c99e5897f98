import { Link } from "wouter";
import { CountBadge } from "../../components/ui/count-badge";
import { CartIcon, HeartIcon, UserIcon } from "../../components/ui/icons";
import { useI18n } from "../../i18n/i18n-context";
import { useBadgeCounts } from "../badge-counts";
import { LanguageSwitcher } from "./language-switcher";

const iconLink =
  "relative inline-flex h-8 w-8 items-center justify-center rounded-full text-white/90 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold";

/** The fixed strip at the very top: language, cart, wishlist and account (SPEC.md §2). */
export function TopBar() {
  const { t, tn } = useI18n();
  const counts = useBadgeCounts();
  return (
    <div className="fixed inset-x-0 top-0 z-50 h-10 bg-ink text-white" role="region" aria-label={t("topBar.label")}>
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between px-4">
        <LanguageSwitcher />
        <div className="flex items-center gap-3">
          <Link href="/cart" className={iconLink} aria-label={tn("topBar.cartCount", counts.cart)}>
            <CartIcon />
            <CountBadge count={counts.cart} />
          </Link>
          <Link
            href="/account/wishlist"
            className={iconLink}
            aria-label={tn("topBar.wishlistCount", counts.wishlist)}
          >
            <HeartIcon />
            <CountBadge count={counts.wishlist} />
          </Link>
          <Link
            href="/auth"
            className="inline-flex items-center gap-1.5 rounded-full px-2 py-1 text-sm font-medium text-white/90 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold"
          >
            <UserIcon width={16} height={16} />
            {t("topBar.signIn")}
          </Link>
        </div>
      </div>
    </div>
  );
}
