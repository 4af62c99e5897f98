import { useState } from "react";
import type { ProductItemId } from "#worker/contract/content-items";
import { setBadgeCount } from "#client/lib/badge-counts";
import { HeartIcon } from "#client/components/ui/icons";
import { useI18n } from "#client/i18n/i18n-context";
import { useAuth } from "#client/lib/auth/auth-state";
import { SignInLink } from "#client/components/ui/sign-in-link";
import { accountStrings } from "#client/i18n/account-strings";
import { useLabels } from "#client/i18n/labels";
import { notifyFailure } from "#client/lib/call-failure";
import { engagementApi } from "../engagement-api";
import { engagementFailure } from "../failure-wording";
import { itemTitle } from "../item-title";
import { useWishlist } from "../use-engagement";

/**
 * Adds a product to the reader's wishlist or takes it off; the top bar badge follows. The
 * product is named by `title`, else by the wishlist's own answer once it is saved there.
 * `variant="remove"` is the wishlist's own "Remove" (a plain action, not a toggle); `onChange`
 * hears each change that went through.
 */
export function WishlistButton({
  itemId,
  title: givenTitle,
  className = "",
  variant = "toggle",
  onChange,
}: {
  itemId: ProductItemId;
  title?: string | undefined;
  className?: string;
  variant?: "toggle" | "remove";
  onChange?: (saved: boolean, title: string) => void;
}) {
  const t = useLabels(accountStrings);
  const { locale } = useI18n();
  const { user } = useAuth();
  const { data, mutate } = useWishlist();
  const [busy, setBusy] = useState(false);
  const entry = data?.find((item) => item.itemId === itemId);
  const title = itemTitle(itemId, locale, givenTitle ?? entry?.title);

  if (!user) {
    return <SignInLink className={`text-sm ${className}`}>{t("engagement.signInToWishlist")}</SignInLink>;
  }

  const saved = entry !== undefined;

  async function toggle() {
    if (!data || busy) return;
    setBusy(true);
    const result = await engagementApi.setWishlisted(itemId, !saved, locale);
    setBusy(false);
    if (!result.ok) {
      notifyFailure(result, engagementFailure(t));
      return;
    }
    setBadgeCount("wishlist", result.data.items.length);
    void mutate(result.data.items, { revalidate: false });
    onChange?.(!saved, title);
  }

  if (variant === "remove") {
    return (
      <button
        type="button"
        onClick={toggle}
        disabled={!data || busy || !saved}
        aria-label={t("engagement.removeFromWishlist", { title })}
        className={`inline-flex min-h-11 items-center gap-2 rounded-full border border-ink/25 bg-white px-4 py-2 text-sm font-medium text-ink hover:border-wine hover:text-wine disabled:opacity-60 ${className}`}
      >
        <HeartIcon width={18} height={18} aria-hidden="true" fill="currentColor" />
        <span>{t("account.wishlist.remove")}</span>
      </button>
    );
  }

  return (
    <button
      type="button"
      onClick={toggle}
      disabled={!data || busy}
      aria-pressed={saved}
      aria-label={t(saved ? "engagement.removeFromWishlist" : "engagement.addToWishlist", { title })}
      className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-4 py-2 text-sm font-medium disabled:opacity-60 ${
        saved ? "border-gold bg-gold/20 text-ink" : "border-ink/25 bg-white text-ink hover:border-wine hover:text-wine"
      } ${className}`}
    >
      <HeartIcon width={18} height={18} aria-hidden="true" fill={saved ? "currentColor" : "none"} />
      <span>{saved ? t("engagement.wishlisted") : t("engagement.wishlist")}</span>
    </button>
  );
}
