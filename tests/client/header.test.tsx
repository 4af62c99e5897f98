import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Header } from "#client/app/layout/header";
import { OPEN_LEAD_FORM_EVENT } from "#client/lib/lead-form-event";
import { renderAt } from "./render";

describe("main header dropdowns", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const booksMenu = () => screen.getAllByRole("button", { name: "Books menu" })[0]!;

  it("opens on hover and closes 200 ms after the pointer leaves", () => {
    renderAt(<Header heroMode={false} />);
    const item = booksMenu().closest("li")!;
    const menu = document.getElementById(booksMenu().getAttribute("aria-controls")!)!;
    expect(menu.hidden).toBe(true);
    fireEvent.mouseEnter(item);
    expect(menu.hidden).toBe(false);
    expect(booksMenu().getAttribute("aria-expanded")).toBe("true");
    fireEvent.mouseLeave(item);
    act(() => vi.advanceTimersByTime(199));
    expect(menu.hidden).toBe(false);
    // Coming back within the delay keeps it open.
    fireEvent.mouseEnter(item);
    act(() => vi.advanceTimersByTime(500));
    expect(menu.hidden).toBe(false);
    fireEvent.mouseLeave(item);
    act(() => vi.advanceTimersByTime(200));
    expect(menu.hidden).toBe(true);
  });

  it("is operable by keyboard: ArrowDown opens and focuses, arrows move, Escape returns focus", () => {
    renderAt(<Header heroMode={false} />);
    const toggle = booksMenu();
    toggle.focus();
    fireEvent.keyDown(toggle, { key: "ArrowDown" });
    act(() => vi.runAllTimers());
    const menu = document.getElementById(toggle.getAttribute("aria-controls")!)!;
    const links = within(menu).getAllByRole("link");
    expect(links.map((l) => l.textContent)).toEqual(["Mortal Vengeance series", "IMALIVE series"]);
    expect(document.activeElement).toBe(links[0]);
    fireEvent.keyDown(links[0]!, { key: "ArrowDown" });
    expect(document.activeElement).toBe(links[1]);
    fireEvent.keyDown(links[1]!, { key: "ArrowDown" });
    expect(document.activeElement).toBe(links[0]);
    fireEvent.keyDown(links[0]!, { key: "Escape" });
    expect(menu.hidden).toBe(true);
    expect(document.activeElement).toBe(toggle);
    fireEvent.click(toggle);
    expect(menu.hidden).toBe(false);
  });

  it("links every menu to a real page under the current language", () => {
    renderAt(<Header heroMode={false} />, { locale: "es" });
    const nav = screen.getAllByRole("navigation", { hidden: true })[0]!;
    const hrefs = within(nav)
      .getAllByRole("link", { hidden: true })
      .map((a) => a.getAttribute("href"));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        "/es",
        "/es/books",
        "/es/series/mortal-vengeance",
        "/es/music/aie-artist",
        "/es/experience/references",
        "/es/la-bodega",
        "/es/contact",
      ]),
    );
  });
});

describe("header modes", () => {
  it("is transparent at the top and solid after 50 px of scroll or on hover", () => {
    renderAt(<Header heroMode />);
    const header = document.querySelector("header")!;
    expect(header.dataset.solid).toBe("false");
    expect(header.dataset.hero).toBe("true");
    fireEvent.mouseEnter(header);
    expect(header.dataset.solid).toBe("true");
    fireEvent.mouseLeave(header);
    expect(header.dataset.solid).toBe("false");
    act(() => {
      window.scrollY = 51;
      window.dispatchEvent(new Event("scroll"));
    });
    expect(header.dataset.solid).toBe("true");
    act(() => {
      window.scrollY = 50;
      window.dispatchEvent(new Event("scroll"));
    });
    expect(header.dataset.solid).toBe("false");
  });
});

describe("Download CV and the mobile menu", () => {
  it("Download CV dispatches openLeadForm with source hero_download_cv and closes the mobile menu", () => {
    const seen: unknown[] = [];
    const listener = (e: Event) => {
      seen.push((e as CustomEvent).detail);
      e.preventDefault();
    };
    window.addEventListener(OPEN_LEAD_FORM_EVENT, listener);
    const { location } = renderAt(<Header heroMode={false} />, { path: "/books" });
    fireEvent.click(screen.getByRole("button", { name: "Open menu" }));
    const panel = document.getElementById(
      screen.getByRole("button", { name: "Close menu" }).getAttribute("aria-controls")!,
    )!;
    expect(panel.hidden).toBe(false);
    fireEvent.click(within(panel).getByRole("button", { name: "Download CV" }));
    expect(seen).toEqual([{ source: "hero_download_cv" }]);
    expect(panel.hidden).toBe(true);
    expect(location.history?.at(-1)).toBe("/books");
    window.removeEventListener(OPEN_LEAD_FORM_EVENT, listener);
  });

  it("falls back to the contact page when no lead form is listening", () => {
    const { location } = renderAt(<Header heroMode={false} />, { path: "/books" });
    fireEvent.click(screen.getAllByRole("button", { name: "Download CV" })[0]!);
    expect(location.history?.at(-1)).toBe("/contact");
  });

  it("the mobile menu indents sub-links under their parent and closes with Escape", () => {
    renderAt(<Header heroMode={false} />);
    const toggle = screen.getByRole("button", { name: "Open menu" });
    fireEvent.click(toggle);
    const panel = document.getElementById(toggle.getAttribute("aria-controls")!)!;
    const books = within(panel).getByRole("link", { name: "Books" }).closest("li")!;
    expect(
      within(books)
        .getAllByRole("link")
        .map((l) => l.textContent),
    ).toEqual(["Books", "Mortal Vengeance series", "IMALIVE series"]);
    fireEvent.keyDown(window, { key: "Escape" });
    expect(panel.hidden).toBe(true);
  });
});
