import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { searchIndexJson } from "#scripts/lib/search-index";
import { productDocs } from "#client/features/search/search-data";
import { highlightParts, prepareDocs, search } from "#client/features/search/search-engine";
import { foldText, searchWords } from "#client/features/search/search-text";
import type { SearchDoc, SearchIndex } from "#client/features/search/search-types";
import { nextActive } from "#client/features/search/listbox-keys";
import type { Locale } from "#worker/contract/locales";
import type { ProductSummary } from "#worker/contract/shop-fields";
import { renderAt } from "./render";

/**
 * Site search: how text is folded and matched, how results rank and group, the index
 * the build writes (one language each), and the dialog's keyboard.
 */

const doc = (fields: Partial<SearchDoc> & Pick<SearchDoc, "title">): SearchDoc => ({
  kind: "books",
  subtitle: "",
  tags: "",
  words: "",
  href: `/es/${fields.title.length}`,
  ...fields,
});

const titles = (docs: SearchDoc[], query: string) =>
  search(prepareDocs(docs), query).flatMap((group) => group.hits.map((hit) => hit.doc.title));

/** The index the build writes for `locale` (the files themselves are build output, not in git). */
const indexOf = (locale: string) => JSON.parse(searchIndexJson(locale as Locale)) as SearchIndex;

describe("search text", () => {
  it("folds accents, case and the Catalan middle dot", () => {
    expect(foldText("Canción VENGANZA Ñandú")).toBe("cancion venganza nandu");
    expect(foldText("col·lecció")).toBe("colleccio");
    expect(searchWords("L'enllaç, «Tema principal» — 2025!")).toEqual(["l", "enllac", "tema", "principal", "2025"]);
  });
});

describe("matching and ranking", () => {
  const docs = [
    doc({ title: "Venganza mortal", subtitle: "Un thriller" }),
    doc({ title: "La canción del mar", kind: "music" }),
    doc({ title: "Diario", words: "cancion venganza marea" }),
    doc({ title: "Otra cosa", tags: "Venganza · Thriller" }),
  ];

  it("ignores accents and case, both ways", () => {
    expect(titles(docs, "venganza")).toContain("Venganza mortal");
    expect(titles(docs, "cancion")).toContain("La canción del mar");
    expect(titles(docs, "CANCIÓN")).toContain("La canción del mar");
  });

  it("matches the start of words, not their middle", () => {
    expect(titles(docs, "veng")).toContain("Venganza mortal");
    expect(titles(docs, "ganza")).toEqual([]);
  });

  it("requires every word of the query", () => {
    expect(titles(docs, "venganza mortal")).toEqual(["Venganza mortal"]);
    expect(titles(docs, "venganza nada")).toEqual([]);
    expect(titles(docs, "  ")).toEqual([]);
  });

  it("ranks a title above tags above the body, within a kind", () => {
    expect(titles(docs, "venganza")).toEqual(["Venganza mortal", "Otra cosa", "Diario"]);
  });

  it("groups by kind, the group with the best hit first", () => {
    const groups = search(prepareDocs(docs), "cancion");
    expect(groups.map((g) => [g.kind, g.hits.length])).toEqual([
      ["music", 1],
      ["books", 1],
    ]);
  });

  it("highlights the matched start of each word as written, accents included", () => {
    expect(highlightParts("La Canción del mar", "canci mar")).toEqual([
      { text: "La ", match: false },
      { text: "Canci", match: true },
      { text: "ón del ", match: false },
      { text: "mar", match: true },
    ]);
    expect(highlightParts("<b>x</b>", "b")).toEqual([
      { text: "<", match: false },
      { text: "b", match: true },
      { text: ">x</", match: false },
      { text: "b", match: true },
      { text: ">", match: false },
    ]);
  });
});

describe("the index the build writes", () => {
  it("gives each language its own addresses and text only", () => {
    const [en, es, ca] = ["en", "es", "ca"].map(indexOf) as [SearchIndex, SearchIndex, SearchIndex];
    expect(en.docs.every((d) => !/^\/(es|ca)(\/|$)/.test(d.href))).toBe(true);
    expect(es.docs.every((d) => d.href.startsWith("/es/"))).toBe(true);
    expect(ca.docs.every((d) => d.href.startsWith("/ca/"))).toBe(true);
    expect(new Set(en.docs.map((d) => d.kind))).toEqual(new Set(["books", "music", "news", "portfolio"]));
    // The same documents in the same order; a title that differs in English is not in the others.
    expect(es.docs.length).toBe(en.docs.length);
    en.docs.forEach((d, i) => {
      for (const other of [es, ca]) {
        if (other.docs[i]!.title !== d.title) expect(JSON.stringify(other)).not.toContain(JSON.stringify(d.title));
        if (d.subtitle.length > 24 && other.docs[i]!.subtitle !== d.subtitle) {
          expect(JSON.stringify(other)).not.toContain(d.subtitle);
        }
      }
    });
  });

  it("finds a book by a word only its Spanish text has", () => {
    const es = prepareDocs(indexOf("es").docs);
    const groups = search(es, "testaruda");
    expect(groups.map((g) => g.kind)).toEqual(["books"]);
    expect(groups[0]!.hits.map((h) => h.doc.href)).toEqual(["/es/series/mortal-vengeance#mortal-vengeance-1"]);
    expect(search(prepareDocs(indexOf("en").docs), "testaruda")).toEqual([]);
  });

  it("finds a series whose title stays in English by the words a reader of the language types", () => {
    const hrefs = (locale: string, query: string) =>
      search(prepareDocs(indexOf(locale).docs), query).flatMap((g) => g.hits.map((h) => h.doc.href));
    expect(hrefs("es", "venganza")).toContain("/es/series/mortal-vengeance");
    expect(hrefs("ca", "venjança mortal")).toContain("/ca/series/mortal-vengeance");
    expect(hrefs("es", "estoy vivo")).toContain("/es/series/imalive");
    // A title above the words typed for it.
    expect(hrefs("es", "mortal")[0]).toMatch(/^\/es\/series\/mortal-vengeance/);
  });

  it("stays small: each language under 30 KB gzip", async () => {
    const { gzipSync } = await import("node:zlib");
    for (const locale of ["en", "es", "ca"]) {
      expect(gzipSync(JSON.stringify(indexOf(locale))).length).toBeLessThan(30 * 1024);
    }
  });
});

describe("La Bodega's products", () => {
  it("become documents under the visitor's language's addresses", () => {
    const product = {
      slug: "mortal-vengeance-1-ebook",
      category: "books",
      title: "Mortal Vengeance",
      subtitle: "Libro 1",
      format: "EPUB",
      series: "Mortal Vengeance",
      description: "Un thriller <em>juvenil</em>.",
    } as ProductSummary;
    expect(productDocs([product], "es")).toEqual([
      {
        kind: "shop",
        title: "Mortal Vengeance",
        subtitle: "Libro 1",
        tags: "Mortal Vengeance · EPUB",
        words: "un thriller em juvenil",
        href: "/es/la-bodega/books/mortal-vengeance-1-ebook",
      },
    ]);
  });
});

describe("listbox keys", () => {
  it("move through every option and wrap; other keys are not the listbox's", () => {
    expect(nextActive("ArrowDown", -1, 3)).toBe(0);
    expect(nextActive("ArrowDown", 0, 3)).toBe(1);
    expect(nextActive("ArrowDown", 2, 3)).toBe(0);
    expect(nextActive("ArrowUp", 0, 3)).toBe(2);
    expect(nextActive("ArrowUp", 2, 3)).toBe(1);
    expect(nextActive("ArrowUp", -1, 3)).toBe(2);
    expect(nextActive("PageDown", 0, 3)).toBe(2);
    expect(nextActive("ArrowDown", 0, 0)).toBe(-1);
    expect(nextActive("Home", 1, 3)).toBeNull();
    expect(nextActive("a", 1, 3)).toBeNull();
  });
});

const FIXTURE: SearchDoc[] = [
  doc({
    kind: "books",
    title: "Mortal Vengeance",
    subtitle: "The sea gave Teo back",
    href: "/series/mortal-vengeance",
  }),
  doc({ kind: "music", title: "Synthetic Tides", subtitle: "AIE · 2026", href: "/music/aie-artist#synthetic-tides" }),
  doc({ kind: "news", title: "Tides and tales", subtitle: "A post", href: "/news/tides" }),
];

vi.mock("#client/features/search/search-data", async (original) => ({
  ...(await original<typeof import("#client/features/search/search-data")>()),
  loadSiteDocs: vi.fn(async () => FIXTURE),
  loadShopDocs: vi.fn(async () => [
    doc({ kind: "shop", title: "Tide pool EP", subtitle: "FLAC", href: "/la-bodega/music/tide-pool" }),
  ]),
}));

describe("the search dialog", () => {
  beforeAll(() => {
    // happy-dom's <dialog> opens and closes, but doesn't scroll.
    Element.prototype.scrollIntoView ??= () => undefined;
  });
  afterEach(() => vi.clearAllMocks());

  async function openDialog() {
    const { Header } = await import("#client/app/layout/header");
    const view = renderAt(<Header heroMode={false} />);
    const button = screen.getAllByRole("button", { name: "Search" })[0]!;
    button.focus();
    fireEvent.click(button);
    const field = await screen.findByRole("combobox", { name: /Search books, music/ });
    await waitFor(() => expect(screen.queryByText("Loading search…")).toBeNull());
    return { ...view, button, field };
  }

  it("opens from the button with focus in the field, and the shortcuts open it too", async () => {
    const { field } = await openDialog();
    expect(document.activeElement).toBe(field);
    fireEvent.click(screen.getByRole("button", { name: "Close search" }));
    const dialog = field.closest("dialog")!;
    await waitFor(() => expect(dialog.open).toBe(false));
    fireEvent.keyDown(window, { key: "/" });
    await waitFor(() => expect(dialog.open).toBe(true));
    dialog.close();
    await waitFor(() => expect(dialog.open).toBe(false));
    fireEvent.keyDown(window, { key: "k", ctrlKey: true });
    await waitFor(() => expect(dialog.open).toBe(true));
  });

  it("doesn't take `/` from someone typing in a field", async () => {
    const { field } = await openDialog();
    const dialog = field.closest("dialog")!;
    dialog.close();
    await waitFor(() => expect(dialog.open).toBe(false));
    const other = document.createElement("input");
    document.body.append(other);
    fireEvent.keyDown(other, { key: "/" });
    expect(dialog.open).toBe(false);
    other.remove();
  });

  it("filters as one types, groups with counts, moves with the arrows across groups, and Enter opens", async () => {
    const { field, location } = await openDialog();
    fireEvent.change(field, { target: { value: "tide" } });
    const listbox = screen.getByRole("listbox");
    const groups = within(listbox).getAllByRole("group");
    // The group with the best hit first: a whole word at a title's start, then a title's start.
    expect(groups.map((g) => g.getAttribute("aria-label"))).toEqual(["La Bodega, 1", "News, 1", "Music, 1"]);
    const options = within(listbox).getAllByRole("option");
    expect(options.map((o) => o.getAttribute("href"))).toEqual([
      "/la-bodega/music/tide-pool",
      "/news/tides",
      "/music/aie-artist#synthetic-tides",
    ]);
    expect(field.getAttribute("aria-expanded")).toBe("true");
    expect(field.getAttribute("aria-activedescendant")).toBe(options[0]!.id);
    expect(options[0]!.getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("status").textContent).toBe("3 results");
    // The matched start is marked, as text.
    expect(options[0]!.querySelector("mark")?.textContent).toBe("Tide");

    fireEvent.keyDown(field, { key: "ArrowDown" });
    fireEvent.keyDown(field, { key: "ArrowDown" });
    expect(field.getAttribute("aria-activedescendant")).toBe(options[2]!.id);
    fireEvent.keyDown(field, { key: "ArrowDown" });
    expect(field.getAttribute("aria-activedescendant")).toBe(options[0]!.id);
    fireEvent.keyDown(field, { key: "ArrowUp" });
    expect(field.getAttribute("aria-activedescendant")).toBe(options[2]!.id);

    // An Enter that ends an IME composition stays the IME's.
    fireEvent.keyDown(field, { key: "Enter", isComposing: true });
    expect(field.closest("dialog")!.open).toBe(true);
    await act(async () => {
      fireEvent.keyDown(field, { key: "Enter" });
    });
    expect(location.history.at(-1)).toBe("/music/aie-artist#synthetic-tides");
    await waitFor(() => expect(field.closest("dialog")!.open).toBe(false));
  });

  it("lets the scrolling list take focus, with the same keys, and sends typing back to the field", async () => {
    const { field } = await openDialog();
    fireEvent.change(field, { target: { value: "tide" } });
    const listbox = screen.getByRole("listbox");
    expect(listbox.tabIndex).toBe(0);
    const options = within(listbox).getAllByRole("option");
    listbox.focus();
    fireEvent.keyDown(listbox, { key: "ArrowDown" });
    expect(listbox.getAttribute("aria-activedescendant")).toBe(options[1]!.id);
    fireEvent.keyDown(listbox, { key: "s" });
    expect(document.activeElement).toBe(field);
  });

  it("says when nothing matches and offers the sections instead", async () => {
    const { field } = await openDialog();
    fireEvent.change(field, { target: { value: "zzz" } });
    expect(screen.getByRole("status").textContent).toBe("Nothing matches “zzz”.");
    expect(field.getAttribute("aria-expanded")).toBe("false");
    const dialog = field.closest("dialog")!;
    expect(
      within(dialog)
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual(["/books", "/music", "/news", "/la-bodega", "/portfolio-gallery", "/contact"]);
  });

  it("gives focus back to the button when it closes", async () => {
    const { field, button } = await openDialog();
    fireEvent.click(screen.getByRole("button", { name: "Close search" }));
    await waitFor(() => expect(field.closest("dialog")!.open).toBe(false));
    await waitFor(() => expect(document.activeElement).toBe(button));
  });
});
