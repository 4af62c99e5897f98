import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import { ChevronDownIcon, UserIcon } from "../../components/ui/icons";
import type { AuthUser } from "../../lib/auth/auth-state";
import type { TranslationKey } from "../../i18n/i18n";
import { useI18n } from "../../i18n/i18n-context";
import { useHref } from "../../lib/use-href";
import { ACCOUNT_TRIGGER_CLASS } from "./account-menu";
import { useSignOutWithNotice } from "./sign-out";

const LINKS: { href: string; key: TranslationKey }[] = [
  { href: "/account/orders", key: "topBar.orders" },
  { href: "/account/wishlist", key: "topBar.wishlist" },
  { href: "/account/comments", key: "topBar.myComments" },
  { href: "/account/likes", key: "topBar.myLikes" },
  { href: "/account", key: "topBar.profile" },
];

/**
 * The My Account dropdown of a signed-in reader: orders, wishlist, comments, likes and sign
 * out. A disclosure (button + list of links): Escape and a click elsewhere close it, and focus
 * returns to the button. Loaded only once someone is signed in (account-menu.tsx).
 */
export default function AccountDropdown({ user }: { user: AuthUser }) {
  const { t } = useI18n();
  const signOut = useSignOutWithNotice();
  const [location, navigate] = useLocation();
  const href = useHref();
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  // Close when the visitor moves to another page, not on mount: a mount-time close could land
  // after a press made the instant the menu appeared, and swallow it.
  const shownAt = useRef(location);
  useEffect(() => {
    if (shownAt.current === location) return;
    shownAt.current = location;
    setOpen(false);
  }, [location]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  async function onSignOut() {
    setOpen(false);
    if ((await signOut()) && location.startsWith("/account")) navigate(href("/"));
  }

  return (
    <div
      ref={root}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className={ACCOUNT_TRIGGER_CLASS}
        aria-expanded={open}
        aria-controls={id}
        aria-label={t("topBar.accountMenu", { name: user.name })}
        onClick={() => setOpen((v) => !v)}
      >
        <UserIcon width={16} height={16} />
        {t("topBar.myAccount")}
        <ChevronDownIcon
          width={14}
          height={14}
          aria-hidden="true"
          className={`transition-transform motion-reduce:transition-none ${open ? "rotate-180" : ""}`}
        />
      </button>
      <div
        id={id}
        hidden={!open}
        className="on-light absolute right-0 mt-2 w-56 rounded-md bg-white py-2 text-ink shadow-lg ring-1 ring-ink/10"
      >
        <p className="truncate px-4 pb-2 text-xs text-ink/60">{user.email}</p>
        <ul>
          {LINKS.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className="block px-4 py-2 text-sm hover:bg-paper focus-visible:bg-paper">
                {t(link.key)}
              </Link>
            </li>
          ))}
          <li className="mt-1 border-t border-ink/10 pt-1">
            <button
              type="button"
              onClick={onSignOut}
              className="block w-full px-4 py-2 text-left text-sm text-wine hover:bg-paper focus-visible:bg-paper"
            >
              {t("topBar.signOut")}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
