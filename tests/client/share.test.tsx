import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import ShareBar from "#client/features/share/components/share-bar";
import { canonicalUrl, shareLinks } from "#client/features/share/share-links";
import { I18nProvider } from "#client/i18n/i18n-context";
import { renderAt } from "./render";

/**
 * Share buttons: plain links with the page's canonical address in the visitor's
 * language, the device's share sheet only where the Web Share API exists, and Copy link.
 */

const SUBJECT = {
  title: "Tapas & tales: #1 — L'àvia",
  text: "Ninety days, one question? Yes/no.",
  path: "/news/tapas-and-tales",
};

/** The value of `name` in a link's query, decoded as the network will read it. */
function param(href: string, name: string): string | null {
  const query = href.slice(href.indexOf("?") + 1);
  for (const pair of query.split("&")) {
    const [key, value = ""] = pair.split("=");
    if (key === name) return decodeURIComponent(value);
  }
  return null;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, "share");
  Reflect.deleteProperty(navigator, "clipboard");
});

describe("share links", () => {
  it("build the canonical address per language: no prefix in English, /es and /ca otherwise", () => {
    expect(canonicalUrl("https://adriavidal.com", "/news/a", "en")).toBe("https://adriavidal.com/news/a");
    expect(canonicalUrl("https://adriavidal.com/", "/news/a", "es")).toBe("https://adriavidal.com/es/news/a");
    expect(canonicalUrl("https://adriavidal.com", "/series/imalive", "ca")).toBe(
      "https://adriavidal.com/ca/series/imalive",
    );
  });

  it("encode the address and the title in every network's parameters, with %20 for spaces", () => {
    const url = "https://adriavidal.com/es/la-bodega/books/mortal-vengeance-1-ebook";
    const links = shareLinks({ title: SUBJECT.title, text: SUBJECT.text, url });
    expect(links.map((l) => l.network)).toEqual(["email", "x", "facebook", "linkedin", "whatsapp", "bluesky"]);
    const by = Object.fromEntries(links.map((l) => [l.network, l.href]));
    const encoded = encodeURIComponent(url);
    const names = {
      email: "subject,body",
      x: "text,url",
      facebook: "u",
      linkedin: "url",
      whatsapp: "text",
      bluesky: "text",
    };
    for (const link of links) {
      // No raw character of the title or the address leaks into the query: no space, no #,
      // and "&" only between the network's own parameters.
      expect(link.href, link.network).not.toMatch(/[\s#]/);
      const query = link.href.slice(link.href.indexOf("?") + 1);
      expect(
        query
          .split("&")
          .map((pair) => pair.split("=")[0])
          .join(","),
        link.network,
      ).toBe(names[link.network]);
      expect(link.href, link.network).toContain(encoded);
      expect(link.href, link.network).not.toContain("+");
    }
    expect(by.email!.startsWith("mailto:?subject=")).toBe(true);
    expect(param(by.email!, "subject")).toBe(SUBJECT.title);
    expect(param(by.email!, "body")).toBe(`${SUBJECT.text}\n\n${url}`);
    expect(by.x!.startsWith("https://twitter.com/intent/tweet?")).toBe(true);
    expect(param(by.x!, "text")).toBe(SUBJECT.title);
    expect(param(by.x!, "url")).toBe(url);
    expect(param(by.facebook!, "u")).toBe(url);
    expect(by.facebook!.startsWith("https://www.facebook.com/sharer/sharer.php?")).toBe(true);
    expect(param(by.linkedin!, "url")).toBe(url);
    expect(by.linkedin!.startsWith("https://www.linkedin.com/sharing/share-offsite/?")).toBe(true);
    expect(param(by.whatsapp!, "text")).toBe(`${SUBJECT.title} ${url}`);
    expect(by.whatsapp!.startsWith("https://wa.me/?")).toBe(true);
    expect(param(by.bluesky!, "text")).toBe(`${SUBJECT.title} ${url}`);
    expect(by.bluesky!.startsWith("https://bsky.app/intent/compose?")).toBe(true);
  });
});

describe("the share control", () => {
  const group = (name: string) => screen.getByRole("region", { name });

  it("in Spanish: a named group whose links carry the /es address and open in a new tab, told so", () => {
    renderAt(<ShareBar {...SUBJECT} />, { locale: "es" });
    const share = group("Compártelo");
    const url = `${window.location.origin}/es/news/tapas-and-tales`;
    expect(window.location.origin).toMatch(/^https?:\/\//);
    const x = within(share).getByRole("link", { name: "Compartir en X (se abre en una pestaña nueva)" });
    expect(x.getAttribute("href")).toContain(`url=${encodeURIComponent(url)}`);
    const links = within(share).getAllByRole("link");
    expect(links).toHaveLength(6);
    for (const link of links) {
      expect(link.getAttribute("href")).toContain(encodeURIComponent(url));
      if (link.getAttribute("href")!.startsWith("mailto:")) {
        expect(link.getAttribute("target")).toBeNull();
        expect(link.textContent).toBe("Enviar por correo");
      } else {
        expect(link.getAttribute("target")).toBe("_blank");
        expect(link.getAttribute("rel")).toBe("noopener noreferrer");
        expect(link.textContent).toContain("(se abre en una pestaña nueva)");
      }
    }
    // Icons are drawn inline and hidden from assistive technology.
    for (const svg of share.querySelectorAll("svg")) expect(svg.getAttribute("aria-hidden")).toBe("true");
    expect(share.querySelector("img, iframe, script")).toBeNull();
  });

  it("offers the device's share sheet only where navigator.share exists", async () => {
    const first = renderAt(<ShareBar {...SUBJECT} />);
    expect(within(group("Share this")).queryByRole("button", { name: "Share" })).toBeNull();
    expect(within(group("Share this")).getByRole("button", { name: "Copy link" })).toBeTruthy();
    first.unmount();

    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "share", { value: share, configurable: true });
    renderAt(<ShareBar {...SUBJECT} />, { locale: "ca" });
    const button = within(group("Comparteix-ho")).getByRole("button", { name: "Comparteix" });
    fireEvent.click(button);
    expect(share).toHaveBeenCalledWith({
      title: SUBJECT.title,
      text: SUBJECT.text,
      url: `${window.location.origin}/ca/news/tapas-and-tales`,
    });
    // Closing the sheet rejects with AbortError: nothing breaks, the links stay.
    share.mockImplementationOnce(() => Promise.reject(new DOMException("closed", "AbortError")));
    fireEvent.click(button);
    await act(() => Promise.resolve());
    expect(within(group("Comparteix-ho")).getAllByRole("link")).toHaveLength(6);
  });

  it("renders on the server without the share button or an origin, so hydration has nothing to disagree with", () => {
    Object.defineProperty(navigator, "share", { value: vi.fn(), configurable: true });
    const html = renderToString(
      <I18nProvider locale="es">
        <ShareBar {...SUBJECT} />
      </I18nProvider>,
    );
    expect(html).not.toContain("Compartir</button>");
    expect(html).toContain(encodeURIComponent("/es/news/tapas-and-tales"));
    expect(html).not.toContain(encodeURIComponent(window.location.origin));
  });

  it("copies the canonical address and says so in a polite status, again on a second press", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    renderAt(<ShareBar {...SUBJECT} />);
    const share = group("Share this");
    const status = within(share).getByRole("status");
    expect(status.textContent).toBe("");
    fireEvent.click(within(share).getByRole("button", { name: "Copy link" }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/news/tapas-and-tales`);
    await waitFor(() => expect(status.textContent).toBe("Link copied"));
    fireEvent.click(within(share).getByRole("button", { name: "Copy link" }));
    // Emptied, then said again, so a screen reader announces the second copy too.
    await waitFor(() => expect(status.textContent).toBe(""));
    await waitFor(() => expect(status.textContent).toBe("Link copied"));
    expect(writeText).toHaveBeenCalledTimes(2);
  });

  it("without a clipboard, hands the link over in a selected field and says how", async () => {
    Object.defineProperty(navigator, "clipboard", { value: undefined, configurable: true });
    renderAt(<ShareBar {...SUBJECT} />);
    const share = group("Share this");
    fireEvent.click(within(share).getByRole("button", { name: "Copy link" }));
    await waitFor(() => expect(within(share).getByRole("status").textContent).toMatch(/didn't let us copy/));
    const field = within(share).getByRole<HTMLInputElement>("textbox", { name: "Link to this page" });
    expect(field.value).toBe(`${window.location.origin}/news/tapas-and-tales`);
    expect(field.readOnly).toBe(true);
    expect(document.activeElement).toBe(field);
  });
});
