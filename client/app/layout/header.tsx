import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import { SITE_PROFILE } from "#worker/contract/site-profile";
import { CloseIcon, DownloadIcon, MenuIcon } from "../../components/ui/icons";
import { useI18n } from "../../i18n/i18n-context";
import { requestLeadForm } from "../../lib/lead-form-event";
import { SearchButton, useSiteSearch } from "../../features/search/site-search";
import { MAIN_NAV } from "../navigation";
import { NavDropdown } from "./nav-dropdown";
import { useScrolledPast } from "./use-scrolled";
import { useHref } from "../../lib/use-href";

/** The header leaves its transparent state once the page has scrolled 50 px. */
export const HEADER_SCROLL_THRESHOLD_PX = 50;

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

  const linkClass = `rounded px-2 py-1.5 text-sm font-medium transition-colors aria-[current=page]:text-gold ${
    light ? "text-white hover:text-gold" : "text-ink hover:text-wine aria-[current=page]:text-wine"
  }`;

  return (
    <header
      data-solid={solid ? "true" : "false"}
      data-hero={heroMode ? "true" : "false"}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocusCapture={() => setHovered(true)}
      onBlurCapture={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHovered(false);
      }}
      className={`fixed inset-x-0 top-10 z-40 transition-[background-color,box-shadow,color] duration-300 ${
        solid ? "bg-white/90 shadow-sm backdrop-blur-md" : "bg-transparent"
      } ${scrolled ? "py-1" : "py-3"} ${light ? "on-dark" : ""}`}
    >
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4">
        <Link
          href={href("/")}
          aria-label={t("nav.brandHome", { name: SITE_PROFILE.name })}
          className={`font-display text-lg font-bold tracking-tight ${light ? "text-white" : "text-ink"}`}
        >
          {SITE_PROFILE.name}
        </Link>

        <nav aria-label={t("nav.label")} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {MAIN_NAV.map((item) =>
              item.children ? (
                <NavDropdown key={item.href} item={item} linkClass={linkClass} light={light} />
              ) : (
                <li key={item.href}>
                  <Link
                    href={href(item.href)}
                    className={linkClass}
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
            className={`inline-flex h-10 min-w-10 items-center justify-center gap-1.5 rounded-full px-2.5 text-sm font-medium transition-colors ${
              light ? "text-white hover:text-gold" : "text-ink hover:text-wine"
            }`}
          >
            <span className="sr-only xl:not-sr-only">{t("nav.search")}</span>
          </SearchButton>
          <button
            type="button"
            onClick={downloadCv}
            className={`hidden items-center gap-1.5 rounded-full bg-wine px-4 py-2 text-sm font-semibold text-white shadow-sm transition-colors sm:inline-flex ${
              // Over a hero the band behind may be wine itself: a white edge keeps the button's shape.
              light ? "ring-2 ring-white/80 hover:bg-white hover:text-wine" : "hover:bg-wine-dark"
            }`}
          >
            <DownloadIcon />
            {t("nav.downloadCv")}
          </button>
          <button
            ref={toggleRef}
            type="button"
            aria-expanded={mobileOpen}
            aria-controls={menuId}
            aria-label={mobileOpen ? t("nav.closeMenu") : t("nav.openMenu")}
            onClick={() => setMobileOpen((v) => !v)}
            className={`inline-flex h-10 w-10 items-center justify-center rounded-full lg:hidden ${
              light ? "text-white" : "text-ink"
            }`}
          >
            {mobileOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </div>

      <nav
        id={menuId}
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
