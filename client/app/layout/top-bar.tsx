import { useEffect } from "react";
import { Link } from "wouter";
import { CountBadge } from "../../components/ui/count-badge";
import { CartIcon, HeartIcon } from "../../components/ui/icons";
import { useI18n } from "../../i18n/i18n-context";
import { useAuth } from "../../lib/auth/auth-state";
import { useCartBadge } from "../../features/shop/cart/use-cart-badge";
import { setBadgeCount } from "../../lib/badge-counts";
import { useBadgeCounts } from "../../lib/use-badge-counts";
import { AccountMenu } from "./account-menu";
import { Island } from "../../islands/island";
import { useDocumentMode } from "../../islands/document-mode";
import { LanguageSwitcher } from "./language-switcher";

const iconLink = "relative inline-flex h-8 w-8 items-center justify-center rounded-full text-white/90 hover:text-white";

/**
 * Keeps the wishlist badge true to the reader's saved products: read once per sign-in, zero
 * when signed out; the wishlist feature updates it after. The call's code loads only for a
 * signed-in reader.
 */
function useWishlistBadge() {
  const { user } = useAuth();
  const userId = user?.id;
  useEffect(() => {
    if (!userId) return setBadgeCount("wishlist", 0);
    let live = true;
    void import("../../features/shop/cart/account-badges").then(({ syncAccountWishlist }) =>
      syncAccountWishlist(() => live),
    );
    return () => {
      live = false;
    };
  }, [userId]);
}

/**
 * The cart, the wishlist and the account: what changes with the visitor. On a document it is an
 * island, hydrated only for a reader who is signed in or has a cart (client/document/frame.ts);
 * everyone else sees the server's markup, which is theirs.
 */
export function TopBarAccount({ document = false }: { document?: boolean }) {
  const { tn } = useI18n();
  const counts = useBadgeCounts();
  useWishlistBadge();
  useCartBadge();
  return (
    <div className="flex items-center gap-3">
      <Link href="/cart" className={iconLink} aria-label={tn("topBar.cartCount", counts.cart)}>
        <CartIcon />
        <CountBadge count={counts.cart} />
      </Link>
      <Link href="/account/wishlist" className={iconLink} aria-label={tn("topBar.wishlistCount", counts.wishlist)}>
        <HeartIcon />
        <CountBadge count={counts.wishlist} />
      </Link>
      <AccountMenu quietByStylesheet={document} />
    </div>
  );
}

export function TopBar() {
  const { t } = useI18n();
  const documentMode = useDocumentMode();
  return (
    <div
      className="fixed inset-x-0 top-0 z-50 h-10 bg-ink text-white on-dark"
      role="region"
      aria-label={t("topBar.label")}
    >
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between px-4">
        <LanguageSwitcher />
        {documentMode ? <Island name="top-bar-account" load="manual" props={{ document: true }} /> : <TopBarAccount />}
      </div>
    </div>
  );
}
