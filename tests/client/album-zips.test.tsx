import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { OrderZipView } from "#worker/contract/album-zips";
import type { ProductFileFacts } from "#worker/contract/shop-fields";
import { AlbumFormats } from "#client/features/shop/components/album-formats";
import { OrderAlbumZips } from "#client/features/shop/components/order-album-zips";
import { renderAt } from "./render";

/** Albums in one download (decision 055): the library's ZIP rows and the product page's formats. */

const ORDER_ID = "00000000-0000-4000-8000-000000000001";
const zip = (over: Partial<OrderZipView> = {}): OrderZipView => ({
  id: "zips/night-album/flac",
  productSlug: "night-album",
  productTitle: "Night Album",
  group: "FLAC",
  trackCount: 12,
  fileCount: 14,
  hasCover: true,
  hasBooklet: true,
  sizeBytes: 412 * 1024 * 1024,
  downloadsLeft: 2,
  ...over,
});

describe("the library's album ZIPs", () => {
  it("names each format with what it holds and its size, and links the session's path", () => {
    renderAt(<OrderAlbumZips orderId={ORDER_ID} zips={[zip()]} level={3} />);
    expect(screen.getByRole("heading", { level: 3, name: "Whole albums" })).toBeTruthy();
    expect(screen.getByText(/all 12 tracks, cover and booklet/)).toBeTruthy();
    const link = screen.getByRole("link", { name: /Download ZIP FLAC of Night Album, as one ZIP/ });
    expect(link.getAttribute("href")).toBe(`/api/orders/${ORDER_ID}/zips/night-album/flac?locale=en`);
    expect(screen.getByText("2 downloads left")).toBeTruthy();
    fireEvent.click(link);
    fireEvent.click(link);
    expect(screen.queryByRole("link", { name: /Download ZIP/ })).toBeNull();
  });

  it("uses a guest's signed link, speaks Spanish, and shows nothing without albums", () => {
    const { unmount } = renderAt(
      <OrderAlbumZips
        orderId={ORDER_ID}
        zips={[zip({ hasBooklet: false, trackCount: 1 })]}
        links={{ "zips/night-album/flac": "https://x.test/signed" }}
      />,
      { locale: "es" },
    );
    expect(screen.getByText(/1 pista, portada/)).toBeTruthy();
    expect(screen.getByRole("link", { name: /Descargar ZIP/ }).getAttribute("href")).toBe("https://x.test/signed");
    unmount();
    const { container } = renderAt(<OrderAlbumZips orderId={ORDER_ID} zips={[]} />);
    expect(container.textContent).toBe("");
  });
});

describe("a ZIP at its limit", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("asks the author for more downloads, as a file does, on the ZIP's own route", async () => {
    const calls: { method: string; url: string }[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input instanceof Request ? input.url : input).replace(/^https?:\/\/[^/]+/, "");
        calls.push({ method: init?.method ?? (input instanceof Request ? input.method : "GET"), url });
        const request = { id: "r1", status: "open", createdAt: "2026-11-26T10:00:00.000Z", grantedAt: null };
        return new Response(JSON.stringify({ data: { created: true, request } }), {
          status: 201,
          headers: { "Content-Type": "application/json" },
        });
      }),
    );
    renderAt(<OrderAlbumZips orderId={ORDER_ID} zips={[zip({ downloadsLeft: 0 })]} />);
    const row = within(screen.getByText(/all 12 tracks/).closest("li")!);
    expect(row.queryByRole("link", { name: /Download ZIP/ })).toBeNull();
    expect(row.getByText("You have used all the downloads of this ZIP.")).toBeTruthy();
    expect(row.queryByRole("link", { name: "Contact us" })).toBeNull();
    fireEvent.click(row.getByRole("button", { name: "Request more downloads of FLAC (ZIP), Night Album" }));
    expect((await row.findByText(/^Requested on /)).textContent).toContain("The author will look at it soon");
    expect(row.queryByRole("button", { name: /^Request more/ })).toBeNull();
    expect(calls).toEqual([
      {
        method: "POST",
        url: `/api/library/orders/${ORDER_ID}/zips/night-album/flac/download-request?locale=en`,
      },
    ]);
  });

  it("says when it was requested; speaks Catalan; a guest's signed links still point to the contact page", () => {
    const open = { id: "r1", status: "open" as const, createdAt: "2026-11-26T10:00:00.000Z", grantedAt: null };
    const { unmount } = renderAt(
      <OrderAlbumZips orderId={ORDER_ID} zips={[zip({ downloadsLeft: 0, downloadRequest: open })]} />,
      { locale: "ca" },
    );
    expect(screen.getByText("Has fet servir totes les descàrregues d'aquest ZIP.")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toMatch(/^Demanat el /);
    expect(screen.queryByRole("button")).toBeNull();
    unmount();
    // A granted request with downloads left is just the download again.
    const granted = { ...open, status: "granted" as const, grantedAt: "2026-11-27T10:00:00.000Z" };
    const again = renderAt(
      <OrderAlbumZips orderId={ORDER_ID} zips={[zip({ downloadsLeft: 5, downloadRequest: granted })]} />,
    );
    expect(screen.getByRole("link", { name: /Download ZIP/ })).toBeTruthy();
    again.unmount();
    renderAt(
      <OrderAlbumZips
        orderId={ORDER_ID}
        zips={[zip({ downloadsLeft: 0 })]}
        links={{ "zips/night-album/flac": "https://x.test/signed" }}
      />,
    );
    expect(screen.getByRole("link", { name: "Contact us" }).getAttribute("href")).toBe("/contact");
    expect(screen.queryByRole("button")).toBeNull();
  });
});

describe("the product page's album formats", () => {
  const file = (over: Partial<ProductFileFacts>): ProductFileFacts => ({
    label: "x",
    sizeBytes: 1024 * 1024,
    format: null,
    bitrateKbps: null,
    durationSeconds: null,
    pageCount: null,
    wordCount: null,
    ...over,
  });

  it("lists each format group as a row with its contents and size, before buying", () => {
    renderAt(
      <AlbumFormats
        files={[
          file({ role: "track", formatGroup: "MP3 320" }),
          file({ role: "track", formatGroup: "MP3 320" }),
          file({ role: "track", formatGroup: "FLAC", sizeBytes: 3 * 1024 * 1024 }),
          file({ role: "cover", formatGroup: null }),
        ]}
      />,
    );
    const rows = screen.getAllByRole("row").slice(1);
    // Sizes keep their number and unit together with a no-break space.
    expect(rows.map((r) => r.textContent?.replace(/\u00a0/g, " "))).toEqual([
      "MP3 320all 2 tracks, cover3 MB",
      "FLAC1 track, cover4 MB",
    ]);
  });

  it("shows nothing for files that make no album", () => {
    const { container } = renderAt(<AlbumFormats files={[file({}), file({ role: "track", formatGroup: "FLAC" })]} />);
    expect(container.textContent).toBe("");
  });
});
