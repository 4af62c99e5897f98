import { useState } from "react";
import type { EngageableId } from "#worker/contract/content-items";
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
import { useLikeState } from "../use-engagement";

/**
 * A like toggle with the item's public count. Readers who aren't signed in see the count and
 * an invitation to sign in that brings them back here. `title` names a product (content-items
 * names everything else).
 */
export function LikeButton({
  itemId,
  title: givenTitle,
  className = "",
}: {
  itemId: EngageableId;
  title?: string | undefined;
  className?: string;
}) {
  const t = useLabels(accountStrings);
  const { locale } = useI18n();
  const { user } = useAuth();
  const { data, mutate } = useLikeState(itemId);
  const [busy, setBusy] = useState(false);
  const title = itemTitle(itemId, locale, givenTitle);
  const count = data?.count ?? 0;
  const countText = t.plural("engagement.likes", count);

  if (!user) {
    return (
      <span className={`inline-flex items-center gap-3 text-sm ${className}`}>
        <span className="inline-flex items-center gap-1.5 text-ink/75">
          <HeartIcon width={18} height={18} aria-hidden="true" />
          <span aria-live="polite">{countText}</span>
        </span>
        <SignInLink>{t("engagement.signInToLike")}</SignInLink>
      </span>
    );
  }

  async function toggle() {
    if (!data || busy) return;
    const next = !data.liked;
    setBusy(true);
    // Shown at once; the server's answer (the real count) replaces it.
    void mutate({ ...data, liked: next, count: data.count + (next ? 1 : -1) }, { revalidate: false });
    const result = await engagementApi.setLike(itemId, next);
    setBusy(false);
    if (result.ok) {
      void mutate(result.data, { revalidate: false });
    } else {
      void mutate(data, { revalidate: false });
      notifyFailure(result, engagementFailure(t));
    }
  }

  const liked = data?.liked ?? false;
  return (
    <button
      type="button"
      onClick={toggle}
      disabled={!data}
      aria-pressed={liked}
      aria-label={`${t(liked ? "engagement.unlike" : "engagement.like", { title })} (${countText})`}
      className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-4 py-2 text-sm font-medium transition-colors motion-reduce:transition-none disabled:opacity-60 ${
        liked
          ? "border-wine bg-wine text-white hover:bg-wine-dark"
          : "border-ink/25 bg-white text-ink hover:border-wine hover:text-wine"
      } ${className}`}
    >
      <HeartIcon width={18} height={18} aria-hidden="true" fill={liked ? "currentColor" : "none"} />
      <span>{countText}</span>
    </button>
  );
}
