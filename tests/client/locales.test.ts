import { describe, expect, it } from "vitest";
import { localizePath, negotiateLocale, splitLocale } from "#worker/contract/locales";
import { matchPage } from "#worker/contract/pages";

describe("locale prefixes", () => {
  it.each([
    ["/", "en", "/"],
    ["/books", "en", "/books"],
    ["/es", "es", "/"],
    ["/es/", "es", "/"],
    ["/ca/series/imalive", "ca", "/series/imalive"],
    ["/esperanto", "en", "/esperanto"],
    ["/cat", "en", "/cat"],
  ])("%s → %s %s", (input, locale, path) => {
    expect(splitLocale(input)).toEqual({ locale, path });
  });

  it("builds prefixed paths", () => {
    expect(localizePath("/", "es")).toBe("/es");
    expect(localizePath("/books", "ca")).toBe("/ca/books");
    expect(localizePath("/books", "en")).toBe("/books");
  });
});

describe("Accept-Language negotiation", () => {
  it.each([
    ["es-419", "es"],
    ["ca-ES", "ca"],
    ["CA-es", "ca"],
    ["en-GB,en;q=0.9,es;q=0.8", "en"],
    ["fr, es;q=0.5", "es"],
    ["es;q=0.5, ca;q=0.5", "es"],
    ["ca;q=0.9, es;q=0.95", "es"],
    ["de, fr", null],
    ["", null],
    ["*", null],
    ["es;q=0", null],
    ["es;q=1.5", null],
    ["es;level=1;q=0.8", "es"],
  ])("%j → %s", (header, expected) => {
    expect(negotiateLocale(header)).toBe(expected);
  });

  it("handles hostile headers quickly", () => {
    const started = performance.now();
    expect(negotiateLocale("a-".repeat(100_000))).toBeNull();
    expect(negotiateLocale(",".repeat(100_000) + "es")).toBeNull();
    expect(performance.now() - started).toBeLessThan(200);
  });
});

describe("route table", () => {
  it("resolves aliases to one page and one canonical path", () => {
    expect(matchPage("/experience/about")).toMatchObject({ page: { id: "about" }, canonicalPath: "/about" });
    expect(matchPage("/shop")).toMatchObject({ page: { id: "shop" }, canonicalPath: "/la-bodega" });
  });

  it("matches product detail with its parameters and refuses odd ones", () => {
    expect(matchPage("/la-bodega/ebooks/mortal-vengeance")).toMatchObject({
      page: { id: "product" },
      params: { category: "ebooks", slug: "mortal-vengeance" },
    });
    expect(matchPage("/la-bodega/Ebooks/x")).toBeNull();
    expect(matchPage("/la-bodega/ebooks/")).toBeNull();
    expect(matchPage("/la-bodega/ebooks/a/b")).toBeNull();
  });

  it("answers null for paths outside the table", () => {
    expect(matchPage("/nope")).toBeNull();
    expect(matchPage("/books/")).toBeNull();
    expect(matchPage("/privacy-policy")).toBeNull();
  });
});
