import { describe, expect, it } from "vitest";
import { countryName, countryOptions } from "#client/features/studio/country-options";

describe("the studio's country picker", () => {
  it("lists every country once, by its name in the studio's language, sorted by name", () => {
    const catalan = countryOptions("ca");
    expect(catalan.length).toBeGreaterThan(240);
    expect(new Set(catalan.map(([code]) => code)).size).toBe(catalan.length);
    expect(new Set(catalan.map(([, name]) => name)).size).toBe(catalan.length);
    expect(catalan).toContainEqual(["ES", "Espanya"]);
    expect(catalan).toContainEqual(["GB", "Regne Unit"]);
    // Groups, placeholders and old codes are not countries a payment comes from.
    for (const code of ["EU", "EZ", "UN", "ZZ", "UK", "AN", "XA"]) expect(catalan.map(([c]) => c)).not.toContain(code);
    const names = catalan.map(([, name]) => name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "ca")));
  });

  it("names a code in the language asked, and keeps a code it can't name", () => {
    expect(countryName("es", "DE")).toBe("Alemania");
    expect(countryName("en", "DE")).toBe("Germany");
    expect(countryName("en", "Q9")).toBe("Q9");
  });
});
