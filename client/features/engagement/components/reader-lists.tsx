import { useRef, useState, type ReactNode } from "react";
import type { SavedItem } from "#worker/contract/engagement-fields";
import { useData } from "#client/lib/data-cache";
import { Link } from "wouter";
import { useI18n } from "#client/i18n/i18n-context";
import { accountStrings } from "#client/i18n/account-strings";
import { useLabels } from "#client/i18n/labels";
import { WishlistButton } from "./wishlist-button";
import { listedItem } from "../item-title";
import { unwrap } from "#client/lib/call-result";
import { useWishlist } from "../use-engagement";
import { readerListsApi } from "../reader-lists-api";
import { EmptyState, LoadError } from "#client/components/ui/list-states";
import { dateFormat } from "#worker/contract/intl-dates";

function useDates() {
  const { locale } = useI18n();
  const format = dateFormat(locale, { dateStyle: "medium" });
  return (iso: string) => format.format(new Date(iso));
}

const card = "rounded-lg border border-ink/10 bg-white p-4";

/** What the wishlist gives each entry besides the product: when it was saved, and its Remove. */
export interface WishlistEntryParts {
  added: ReactNode;
  remove: ReactNode;
}

/**
 * The reader's wishlist. Each product is drawn by `entry` (the page gives the shop's view of a
 * product: cover, price, and Add to cart or In your library), with the list's own parts. A
 * removal is announced, and the focus, whose button is gone, goes to the top of the list.
 */
export function WishlistList({ entry }: { entry: (item: SavedItem, parts: WishlistEntryParts) => ReactNode }) {
  const t = useLabels(accountStrings);
  const date = useDates();
  const { data, error, mutate } = useWishlist();
  const [announcement, setAnnouncement] = useState("");
  const top = useRef<HTMLDivElement>(null);
  const changed = (saved: boolean, title: string) => {
    if (saved) return;
    setAnnouncement(t("account.wishlist.removed", { title }));
    requestAnimationFrame(() => top.current?.focus());
  };

  let content: ReactNode;
  if (error) content = <LoadError onRetry={() => void mutate()} />;
  else if (!data) content = <p role="status">{t("account.checking")}</p>;
  // The Worker lists only public products, each as the shelf shows it, in this language.
  else if (data.length === 0)
    content = (
      <EmptyState
        text={t("account.wishlist.empty")}
        action={{ href: "/la-bodega", label: t("account.wishlist.emptyAction") }}
      />
    );
  else
    content = (
      <ul className="space-y-3">
        {data.map((item) => (
          <li key={item.itemId} className={card} data-product={item.product.slug}>
            {entry(item, {
              added: (
                <p className="text-sm text-ink/65">
                  <time dateTime={item.addedAt}>{t("account.wishlist.added", { date: date(item.addedAt) })}</time>
                </p>
              ),
              remove: <WishlistButton itemId={item.itemId} title={item.title} variant="remove" onChange={changed} />,
            })}
          </li>
        ))}
      </ul>
    );

  return (
    <div ref={top} tabIndex={-1} className="focus:outline-none">
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {content}
    </div>
  );
}

export function MyComments({ userId }: { userId: string }) {
  const t = useLabels(accountStrings);
  const { locale } = useI18n();
  const date = useDates();
  const { data, error, mutate } = useData(["account-comments", userId, locale], () =>
    unwrap(readerListsApi.comments(locale)),
  );
  if (error) return <LoadError onRetry={() => void mutate()} />;
  if (!data) return <p role="status">{t("account.checking")}</p>;
  if (data.comments.length === 0)
    return (
      <EmptyState
        text={t("account.comments.empty")}
        action={{ href: "/news", label: t("account.comments.emptyAction") }}
      />
    );
  return (
    <ul className="space-y-3">
      {data.comments.map((comment) => {
        const item = listedItem(comment, locale);
        return (
          <li key={comment.id} className={card}>
            <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
              {item ? (
                <Link href={item.href} className="font-semibold text-ink hover:text-wine hover:underline">
                  {t("account.comments.on", { title: item.title })}
                </Link>
              ) : (
                <span className="font-semibold">{comment.itemId}</span>
              )}
              <span className={comment.status === "approved" ? "text-ink/65" : "font-semibold text-wine"}>
                {comment.status && t(`account.comments.status.${comment.status}`)} ·{" "}
                <time dateTime={comment.createdAt}>{date(comment.createdAt)}</time>
              </span>
            </div>
            <p className="mt-2 whitespace-pre-line break-words">{comment.body}</p>
          </li>
        );
      })}
    </ul>
  );
}

export function MyLikes({ userId }: { userId: string }) {
  const t = useLabels(accountStrings);
  const { locale } = useI18n();
  const date = useDates();
  const { data, error, mutate } = useData(["account-likes", userId, locale], () =>
    unwrap(readerListsApi.likes(locale)),
  );
  if (error) return <LoadError onRetry={() => void mutate()} />;
  if (!data) return <p role="status">{t("account.checking")}</p>;
  // What nothing names any more (a product taken off the shelf) is left out.
  const items = data.items.flatMap((like) => {
    const item = listedItem(like, locale);
    return item ? [{ ...like, ...item }] : [];
  });
  if (items.length === 0)
    return (
      <EmptyState text={t("account.likes.empty")} action={{ href: "/books", label: t("account.likes.emptyAction") }} />
    );
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <li key={item.itemId} className={card}>
          <Link href={item.href} className="font-semibold text-ink hover:text-wine hover:underline">
            {item.title}
          </Link>
          <p className="text-sm text-ink/65">{t("account.likes.liked", { date: date(item.likedAt) })}</p>
        </li>
      ))}
    </ul>
  );
}
