import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Link, useLocation } from "wouter";
import { ChevronDownIcon } from "../../components/ui/icons";
import { useI18n } from "../../i18n/i18n-context";
import type { NavItem } from "../navigation";
import { DROPDOWN_CLOSE_DELAY_MS } from "./frame-rules";

/**
 * A top-level link with a disclosure submenu. Hover opens it; the chevron button, Enter,
 * Space and ArrowDown open it from the keyboard; Escape closes it and returns focus. On a
 * document the same markup is driven by the frame's plain script (client/document/frame.ts).
 */
export function NavDropdown({ item, linkClass }: { item: NavItem; linkClass: string }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const container = useRef<HTMLLIElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  const cancelClose = () => clearTimeout(closeTimer.current);
  const openNow = () => {
    cancelClose();
    setOpen(true);
  };
  const closeSoon = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), DROPDOWN_CLOSE_DELAY_MS);
  };
  useEffect(() => cancelClose, []);
  useEffect(() => setOpen(false), [location]);

  const focusItem = (index: number) => {
    const links = container.current?.querySelectorAll<HTMLAnchorElement>("[data-submenu-link]");
    if (!links?.length) return;
    links[(index + links.length) % links.length]?.focus();
  };

  const onToggleKey = (e: KeyboardEvent) => {
    if (e.key === "ArrowDown") {
      e.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => focusItem(0));
    }
  };

  const onMenuKey = (e: KeyboardEvent) => {
    const links = Array.from(container.current?.querySelectorAll<HTMLAnchorElement>("[data-submenu-link]") ?? []);
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (e.key === "Escape") {
      e.preventDefault();
      setOpen(false);
      toggle.current?.focus();
    } else if (e.key === "ArrowDown") {
      e.preventDefault();
      focusItem(index + 1);
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      focusItem(index - 1);
    } else if (e.key === "Home") {
      e.preventDefault();
      focusItem(0);
    } else if (e.key === "End") {
      e.preventDefault();
      focusItem(links.length - 1);
    }
  };

  const active = location === item.href || item.children?.some((c) => c.href === location);

  return (
    <li
      ref={container}
      data-nav-dropdown=""
      className="relative"
      onMouseEnter={openNow}
      onMouseLeave={closeSoon}
      onBlur={(e) => {
        if (!container.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(e) => {
        if (e.key === "Escape" && open) {
          setOpen(false);
          toggle.current?.focus();
        }
      }}
    >
      <span className="flex items-center">
        <Link href={item.href} className={linkClass} aria-current={active ? "page" : undefined}>
          {t(item.labelKey)}
        </Link>
        <button
          ref={toggle}
          type="button"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={item.menuKey ? t(item.menuKey) : t(item.labelKey)}
          onClick={() => setOpen((v) => !v)}
          onKeyDown={onToggleKey}
          data-submenu-toggle=""
          className="group/toggle -ml-1 inline-flex h-8 w-6 items-center justify-center rounded text-ink group-data-[light=true]/header:text-white"
        >
          <ChevronDownIcon className="transition-transform group-aria-expanded/toggle:rotate-180" />
        </button>
      </span>
      <ul
        id={menuId}
        data-submenu=""
        hidden={!open}
        onKeyDown={onMenuKey}
        className="on-light absolute top-full left-0 z-50 mt-1 min-w-56 rounded-lg border border-black/5 bg-white p-2 text-ink shadow-xl"
      >
        {item.children?.map((child) => (
          <li key={child.href + child.labelKey}>
            <Link
              href={child.href}
              data-submenu-link=""
              aria-current={location === child.href ? "page" : undefined}
              className="block rounded-md px-3 py-2 text-sm hover:bg-paper focus-visible:bg-paper aria-[current=page]:font-semibold aria-[current=page]:text-wine"
            >
              {t(child.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
