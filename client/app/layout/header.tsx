import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import { SITE_PROFILE } from "#worker/contract/site-profile";
import { CloseIcon, DownloadIcon, MenuIcon } from "../../components/ui/icons";
import { useI18n } from "../../i18n/i18n-context";
import { requestLeadForm } from "../../lib/lead-form-event";
import { SearchButton, useSiteSearch } from "../../features/search/site-search";
import { MAIN_NAV } from "../navigation";
import { NavDropdown } from "./nav-dropdown";
import { HEADER_SCROLL_THRESHOLD_PX } from "./frame-rules";
import { useScrolledPast } from "./use-scrolled";
import { useHref } from "../../lib/use-href";

/**
 * Transparent at the top, white with blur when solid (hover, focus, scroll, menu open), tighter
 * once scrolled; over a dark hero its transparent state is light-on-dark (`data-light`).
 */
const HEADER_CLASS =
  "group/header fixed inset-x-0 top-10 z-40 bg-transparent py-3 transition-[background-color,box-shadow,color] duration-300 data-[scrolled=true]:py-1 data-[solid=true]:bg-white/90 data-[solid=true]:shadow-sm data-[solid=true]:backdrop-blur-md";

/** A top-level link of the header: ink (wine when current), white (gold) over a hero. */
export const HEADER_LINK_CLASS =
  "rounded px-2 py-1.5 text-sm font-medium text-ink transition-colors hover:text-wine aria-[current=page]:text-wine group-data-[light=true]/header:text-white group-data-[light=true]/header:hover:text-gold group-data-[light=true]/header:aria-[current=page]:text-gold";

/**
 * The main header. Transparent at the top of the page, white with blur on hover, focus or
 * scroll; on pages that open with a dark hero (heroMode) its transparent state is light-on-dark.
 */
export function Header({ heroMode }: { heroMode: boolean }) {
  const { t } = useI18n();
  const href = useHref();
  const [location, navigate] = useLocation();
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  const [hovered, setHovered] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const search = useSiteSearch();

  useEffect(() => setMobileOpen(false), [location]);
  useEffect(() => {
    if (!mobileOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        setMobileOpen(false);
        toggleRef.current?.focus();
      }
    };
    window.addEventListener("keydown", onKey);
    // The open menu covers the page: what is behind it leaves the Tab order and the screen
    // reader's view until it closes, so focus never lands on a control nobody can see.
    const behind = [...document.querySelectorAll<HTMLElement>("#main, footer.site-footer, [data-floating-contact]")];
    for (const element of behind) element.inert = true;
    return () => {
      window.removeEventListener("keydown", onKey);
      for (const element of behind) element.inert = false;
    };
  }, [mobileOpen]);

  const solid = scrolled || hovered || mobileOpen;
  const light = heroMode && !solid;
  const downloadCv = () => {
    setMobileOpen(false);
    if (!requestLeadForm("hero_download_cv")) navigate("/contact");
  };

  // Every state is an attribute on <header> and the classes below read it, so a document's
  // plain frame script (client/document/frame.ts) draws the same states by setting them.
  return (
    <header
      data-site-header=""
      data-solid={solid ? "true" : "false"}
      data-scrolled={scrolled ? "true" : "false"}
      data-hero={heroMode ? "true" : "false"}
      data-light={light ? "true" : "false"}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocusCapture={() => setHovered(true)}
      onBlurCapture={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHovered(false);
      }}
      className={HEADER_CLASS}
    >
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4">
        <Link
          href={href("/")}
          aria-label={t("nav.brandHome", { name: SITE_PROFILE.name })}
          className="font-display text-lg font-bold tracking-tight text-ink group-data-[light=true]/header:text-white"
        >
          {SITE_PROFILE.name}
        </Link>

        <nav aria-label={t("nav.label")} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {MAIN_NAV.map((item) =>
              item.children ? (
                <NavDropdown key={item.href} item={item} linkClass={HEADER_LINK_CLASS} />
              ) : (
                <li key={item.href}>
                  <Link
                    href={href(item.href)}
                    className={HEADER_LINK_CLASS}
                    aria-current={location === item.href ? "page" : undefined}
                  >
                    {t(item.labelKey)}
                  </Link>
                </li>
              ),
            )}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <SearchButton
            label={t("nav.search")}
            onOpen={search.open}
            className="inline-flex h-10 min-w-10 items-center justify-center gap-1.5 rounded-full px-2.5 text-sm font-medium text-ink transition-colors hover:text-wine group-data-[light=true]/header:text-white group-data-[light=true]/header:hover:text-gold"
          >
            <span className="sr-only xl:not-sr-only">{t("nav.search")}</span>
          </SearchButton>
          <button
            type="button"
            data-download-cv=""
            onClick={downloadCv}
            // Over a hero the band behind may be wine itself: a white edge keeps the button's shape.
            className="hidden items-center gap-1.5 rounded-full bg-wine px-4 py-2 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-wine-dark sm:inline-flex group-data-[light=true]/header:ring-2 group-data-[light=true]/header:ring-white/80 group-data-[light=true]/header:hover:bg-white group-data-[light=true]/header:hover:text-wine"
          >
            <DownloadIcon />
            {t("nav.downloadCv")}
          </button>
          <button
            ref={toggleRef}
            type="button"
            data-menu-toggle=""
            data-label-open={t("nav.openMenu")}
            data-label-close={t("nav.closeMenu")}
            aria-expanded={mobileOpen}
            aria-controls={menuId}
            aria-label={mobileOpen ? t("nav.closeMenu") : t("nav.openMenu")}
            onClick={() => setMobileOpen((v) => !v)}
            className="group/toggle inline-flex h-10 w-10 items-center justify-center rounded-full text-ink lg:hidden group-data-[light=true]/header:text-white"
          >
            <MenuIcon className="group-aria-expanded/toggle:hidden" />
            <CloseIcon className="hidden group-aria-expanded/toggle:block" />
          </button>
        </div>
      </div>

      <nav
        id={menuId}
        data-mobile-menu=""
        aria-label={t("nav.label")}
        hidden={!mobileOpen}
        className="max-h-[calc(100vh-7rem)] overflow-y-auto border-t border-black/5 bg-white px-4 pb-6 lg:hidden"
      >
        <SearchButton
          label={t("nav.search")}
          onOpen={search.open}
          className="mt-3 flex min-h-11 w-full items-center gap-2 rounded-full bg-ink/5 px-4 text-left font-medium text-ink/80 hover:text-wine"
        >
          {t("nav.search")}
        </SearchButton>
        <ul className="flex flex-col py-2">
          {MAIN_NAV.map((item) => (
            <li key={item.href}>
              <Link
                href={href(item.href)}
                aria-current={location === item.href ? "page" : undefined}
                className="block rounded px-2 py-2.5 font-medium text-ink hover:text-wine aria-[current=page]:text-wine"
              >
                {t(item.labelKey)}
              </Link>
              {item.children && (
                <ul className="mb-1 border-l border-black/10 pl-4">
                  {item.children.map((child) => (
                    <li key={child.href + child.labelKey}>
                      <Link
                        href={child.href}
                        aria-current={location === child.href ? "page" : undefined}
                        className="block rounded px-2 py-2 text-sm text-ink/80 hover:text-wine aria-[current=page]:text-wine"
                      >
                        {t(child.labelKey)}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
        <button
          type="button"
          data-download-cv=""
          onClick={downloadCv}
          className="mt-2 inline-flex w-full items-center justify-center gap-1.5 rounded-full bg-wine px-4 py-3 text-sm font-semibold text-white"
        >
          <DownloadIcon />
          {t("nav.downloadCv")}
        </button>
      </nav>
      {search.dialog}
    </header>
  );
}
