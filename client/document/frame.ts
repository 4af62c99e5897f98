import { LOCALES, localizePath, splitLocale, type Locale } from "#worker/contract/locales";
import { saveLanguageChoice } from "../app/language-choice";
import { DROPDOWN_CLOSE_DELAY_MS, HEADER_SCROLL_THRESHOLD_PX, watchReadingDown } from "../app/layout/frame-rules";
import { expectPageToaster, subscribeToasters, toastersWanted } from "../components/ui/toaster-demand";
import { takeCarriedToast } from "../lib/carried-toast";
import { rememberVisitorNavigated, scheduleConstructionNotice } from "../features/construction-notice/notice-timer";
import { isSearchShortcut, OPEN_SITE_SEARCH_EVENT } from "../features/search/search-shortcut";
import { guestCartStore } from "../features/shop/cart/guest-cart";
import { knownUser, sessionState, subscribeToSession, type AuthUser } from "../lib/auth/session-store";
import { countPrefetchedView } from "../lib/page-view-beacon";
import { skipViewTransitionsOffSite } from "../lib/view-transitions";
import { holdLeadFormRequest, OPEN_LEAD_FORM_EVENT, requestLeadForm } from "../lib/lead-form-event";
import { islandIsLoaded, loadIslandNamed, loadPersonalIslands } from "./island-loader";

/**
 * The frame of a document (header, menus, mobile menu, language switcher, top bar, floating
 * contact, the dialogs' hosts) in plain script: the server's markup is the frame, and this
 * sets the attributes its styles read (client/app/layout/header.tsx) and opens what is asked
 * for. The same rules as the app's React frame, which draws pages not yet documents.
 */

const on = <K extends keyof HTMLElementEventMap>(
  target: EventTarget,
  type: K,
  listener: (event: HTMLElementEventMap[K]) => void,
  options?: AddEventListenerOptions,
) => target.addEventListener(type, listener as EventListener, options);

/** Sets a data attribute to "true"/"false", leaving it alone when it already says so. */
function set(element: HTMLElement, name: string, value: boolean): void {
  if (element.dataset[name] !== String(value)) element.dataset[name] = String(value);
}

function header(): void {
  const bar = document.querySelector<HTMLElement>("[data-site-header]");
  if (!bar) return;
  const hero = bar.dataset.hero === "true";
  const toggle = bar.querySelector<HTMLButtonElement>("[data-menu-toggle]");
  const menu = bar.querySelector<HTMLElement>("[data-mobile-menu]");
  let hovered = false;
  let menuOpen = false;
  const draw = () => {
    const scrolled = window.scrollY > HEADER_SCROLL_THRESHOLD_PX;
    const solid = scrolled || hovered || menuOpen;
    // Written only when they change: every scroll event comes here.
    set(bar, "scrolled", scrolled);
    set(bar, "solid", solid);
    set(bar, "light", hero && !solid);
  };
  on(window, "scroll", draw, { passive: true });
  const hover = (now: boolean) => {
    hovered = now;
    draw();
  };
  on(bar, "mouseenter", () => hover(true));
  on(bar, "mouseleave", () => hover(false));
  on(bar, "focusin", () => hover(true));
  on(bar, "focusout", (event) => {
    if (!bar.contains(event.relatedTarget as Node | null)) hover(false);
  });
  draw();

  // The mobile menu covers the page: what is behind it leaves the Tab order and the screen
  // reader's view until it closes, so focus never lands on a control nobody can see.
  const behind = () => [
    ...document.querySelectorAll<HTMLElement>("#main, footer.site-footer, [data-floating-contact]"),
  ];
  const setMenu = (open: boolean) => {
    if (!toggle || !menu || open === menuOpen) return;
    menuOpen = open;
    toggle.setAttribute("aria-expanded", String(open));
    toggle.setAttribute("aria-label", (open ? toggle.dataset.labelClose : toggle.dataset.labelOpen) ?? "");
    menu.hidden = !open;
    for (const element of behind()) element.inert = open;
    draw();
  };
  if (toggle) on(toggle, "click", () => setMenu(!menuOpen));
  on(document, "keydown", (event) => {
    if (event.key !== "Escape" || !menuOpen) return;
    setMenu(false);
    toggle?.focus();
  });
  for (const dropdown of bar.querySelectorAll<HTMLElement>("[data-nav-dropdown]")) navDropdown(dropdown);
  // Every "Download CV" of the page (the header's, the contact page's), each naming its source.
  for (const button of document.querySelectorAll<HTMLElement>("[data-download-cv]"))
    on(button, "click", () => {
      setMenu(false);
      openLeadForm(button.dataset.downloadCv || "hero_download_cv");
    });
}

/** A disclosure submenu: hover opens it, the chevron toggles it, arrows move through it, Escape closes. */
function navDropdown(item: HTMLElement): void {
  const toggle = item.querySelector<HTMLButtonElement>("[data-submenu-toggle]");
  const list = item.querySelector<HTMLElement>("[data-submenu]");
  if (!toggle || !list) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const links = () => [...list.querySelectorAll<HTMLAnchorElement>("[data-submenu-link]")];
  const set = (open: boolean) => {
    clearTimeout(timer);
    list.hidden = !open;
    toggle.setAttribute("aria-expanded", String(open));
  };
  const focusItem = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };
  on(item, "mouseenter", () => set(true));
  on(item, "mouseleave", () => {
    clearTimeout(timer);
    timer = setTimeout(() => set(false), DROPDOWN_CLOSE_DELAY_MS);
  });
  on(item, "focusout", (event) => {
    if (!item.contains(event.relatedTarget as Node | null)) set(false);
  });
  on(toggle, "click", () => set(toggle.getAttribute("aria-expanded") !== "true"));
  on(toggle, "keydown", (event) => {
    if (event.key !== "ArrowDown") return;
    event.preventDefault();
    set(true);
    requestAnimationFrame(() => focusItem(0));
  });
  on(item, "keydown", (event) => {
    if (event.key === "Escape" && toggle.getAttribute("aria-expanded") === "true") {
      event.preventDefault();
      set(false);
      toggle.focus();
    }
  });
  on(list, "keydown", (event) => {
    const index = links().indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Partial<Record<string, number>> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: links().length - 1,
    };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    focusItem(to);
  });
}

/** The Contact & Resume Request dialog, from anywhere: its island loads on the first request. */
function openLeadForm(source: string): void {
  if (!requestLeadForm(source)) window.location.assign(localizePath("/contact", pageLocale()));
}

function leadForm(): void {
  // Until the dialog's island is in, this takes the request (so the caller doesn't go to the
  // contact page) and holds it for the dialog, which opens with it once its code is in; from
  // then on the island's own listener answers.
  on(window, OPEN_LEAD_FORM_EVENT as keyof HTMLElementEventMap, (event) => {
    if (islandIsLoaded("lead-form")) return;
    event.preventDefault();
    holdLeadFormRequest();
    loadIslandNamed("lead-form").catch(() => window.location.assign(localizePath("/contact", pageLocale())));
  });
}

/** Steps aside while a phone reader reads down the page (frame-rules.ts). */
function floatingContact(): void {
  const button = document.querySelector<HTMLElement>("[data-floating-contact]");
  if (!button) return;
  on(button, "click", () => openLeadForm("floating_contact"));
  watchReadingDown((readingDown) => button.toggleAttribute("data-reading-down", readingDown));
}

/** The same page in another language, the choice remembered; a query the server didn't see is kept. */
function languageSwitcher(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>("[data-language-switcher] a[hreflang]")) {
    const code = link.hreflang as Locale;
    if (!LOCALES.includes(code)) continue;
    if (window.location.search && !link.search) link.search = window.location.search;
    on(link, "click", () => saveLanguageChoice(code));
  }
}

function siteSearch(): void {
  const open = () => {
    if (islandIsLoaded("site-search")) return;
    void loadIslandNamed("site-search").then(() => window.dispatchEvent(new Event(OPEN_SITE_SEARCH_EVENT)));
  };
  for (const button of document.querySelectorAll<HTMLElement>("[data-site-search]"))
    on(button, "click", () => {
      const menuToggle = document.querySelector<HTMLElement>('[data-menu-toggle][aria-expanded="true"]');
      menuToggle?.click();
      if (islandIsLoaded("site-search")) window.dispatchEvent(new Event(OPEN_SITE_SEARCH_EVENT));
      else open();
    });
  on(document, "keydown", (event) => {
    if (islandIsLoaded("site-search") || !isSearchShortcut(event)) return;
    event.preventDefault();
    open();
  });
}

/**
 * The session: Sign in stays quiet until the Worker has said who this is (styles.css reads
 * <html data-session>). A reader who is signed in, or a visitor with a cart, gets the top bar's
 * island, which shows their counts and menu, and the page's `personal` islands, which show what
 * is in their cart or library; everyone else keeps the server's markup.
 */
function session(): void {
  const root = document.documentElement;
  const hasCart = () => guestCartStore.slugs().length > 0;
  const mark = (user: AuthUser | null, cart = false) => {
    root.dataset.session = user ? "signed-in" : "signed-out";
    if (!user && !cart) return;
    void loadIslandNamed("top-bar-account").catch(() => undefined);
    loadPersonalIslands();
  };
  void knownUser().then((user) => {
    mark(user, hasCart());
    // Signing out (here, or in another tab) shows Sign in again; signing in (another tab's)
    // brings the account menu in its place.
    subscribeToSession(() => {
      const { user: now, loading } = sessionState();
      if (!loading) mark(now);
    });
    // A guest's first product in the cart (from a card here, or another tab) brings the badge.
    guestCartStore.subscribe(() => {
      if (hasCart()) mark(sessionState().user, true);
    });
  });
}

function toasts(): void {
  // The page's toaster is an island that mounts with the first toast; toasts wait for it.
  expectPageToaster();
  const load = () => void loadIslandNamed("page-toaster").catch(() => undefined);
  // A toast the previous page left for this one (carried-toast.ts).
  const carried = takeCarriedToast();
  if (carried) void import("../components/ui/toast").then((m) => m.notifySuccess(carried.title, carried.text));
  if (toastersWanted()) load();
  else {
    const stop = subscribeToasters(() => {
      stop();
      load();
    });
  }
}

function constructionNotice(): void {
  scheduleConstructionNotice(() => void loadIslandNamed("construction-notice").catch(() => undefined));
  // The session flag: the visitor has moved on from the page they landed on.
  if (document.referrer && new URL(document.referrer).origin === window.location.origin) rememberVisitorNavigated();
}

const pageLocale = (): Locale => splitLocale(window.location.pathname).locale;

/** Wires the whole frame; called once by the document's entry. */
export function startFrame(): void {
  skipViewTransitionsOffSite();
  countPrefetchedView();
  header();
  leadForm();
  floatingContact();
  languageSwitcher();
  siteSearch();
  session();
  toasts();
  constructionNotice();
}
