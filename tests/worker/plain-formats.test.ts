import { describe, expect, it } from "vitest";
import { dateFormat } from "#worker/contract/intl-dates";
import { numberFormat } from "#worker/contract/intl-formats";
import { plainDateFormat } from "#worker/contract/plain-dates";
import { plainNumberFormat } from "#worker/contract/plain-formats";

// The plain formats must write exactly what Intl writes: the prerender (here, in workerd) and the
// browser both use them, and a reader must not see a different "1.234,50 €" than Intl would give.
const TAGS = ["en", "es", "ca", "en-IE", "es-ES", "ca-ES"];

/** A small deterministic generator, so a failure names a value that can be tried again. */
function randoms(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

function mismatches<T>(values: T[], plain: (value: T) => string | undefined, intl: (value: T) => string) {
  const wrong: string[] = [];
  for (const value of values) {
    const mine = plain(value);
    const theirs = intl(value);
    if (mine !== theirs) wrong.push(`${String(value)}: ${mine} ≠ ${theirs}`);
    if (wrong.length > 5) break;
  }
  return wrong;
}

describe("plain number formats", () => {
  const integers = Array.from({ length: 40_001 }, (_, i) => i - 20_000);
  const random = randoms(17);
  const large = Array.from({ length: 3000 }, () => Math.round(random() * 10 ** Math.floor(random() * 15)));
  const decimals = [
    ...Array.from({ length: 4000 }, () => (random() - 0.3) * 10 ** Math.floor(random() * 7)),
    // Halves and near-halves at each precision, where rounding goes wrong first.
    ...[0.5, 1.5, 2.5, 0.05, 1.05, 2.25, 1.005, 1.0005, 9.95, 9.995, 99.95, 999.9995, 0.0005, 0.0004999],
    ...[0, -0, 0.1 + 0.2, 123456789.123, 999999999999999, -0.0001],
  ];
  const cases: [string, Intl.NumberFormatOptions | undefined, number[]][] = [
    ["default", undefined, [...integers, ...large, ...decimals]],
    ["no decimals", { maximumFractionDigits: 0 }, [...integers.filter((n) => n % 7 === 0), ...decimals]],
    ["one decimal", { maximumFractionDigits: 1 }, decimals],
  ];

  for (const [name, options, values] of cases)
    for (const tag of TAGS)
      it(`${name} in ${tag} is Intl's`, () => {
        const plain = plainNumberFormat(tag, options)!;
        const intl = new Intl.NumberFormat(tag, options);
        expect(mismatches(values, plain, (v) => intl.format(v))).toEqual([]);
      });

  for (const tag of TAGS)
    it(`euro prices in ${tag} are Intl's`, () => {
      const options = { style: "currency", currency: "EUR" } as const;
      const plain = plainNumberFormat(tag, options)!;
      const intl = new Intl.NumberFormat(tag, options);
      // Prices come as cents / 100: every cent up to €2,000, then a spread up to ten million.
      const cents = [
        ...Array.from({ length: 200_001 }, (_, i) => i),
        ...Array.from({ length: 5000 }, () => Math.round(random() * 1e9)),
      ];
      expect(
        mismatches(
          cents,
          (c) => plain(c / 100),
          (c) => intl.format(c / 100),
        ),
      ).toEqual([]);
    });

  it("leaves other formats, languages and values to Intl", () => {
    expect(plainNumberFormat("fr", undefined)).toBeUndefined();
    expect(plainNumberFormat("en-US", undefined)).toBeUndefined();
    expect(plainNumberFormat("en", { style: "percent" })).toBeUndefined();
    expect(plainNumberFormat("en", { style: "currency", currency: "USD" })).toBeUndefined();
    expect(plainNumberFormat("es", { maximumFractionDigits: 5 })).toBeUndefined();
    const plain = plainNumberFormat("en")!;
    expect([plain(Number.NaN), plain(Infinity), plain(1e21), plain(1e15), plain(1e-7)]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    // …which the shared formatter then hands to Intl.
    expect(numberFormat("en").format(1e21)).toBe(new Intl.NumberFormat("en").format(1e21));
    expect(numberFormat("en").format(1e-7)).toBe("0");
    expect(numberFormat("en", { style: "percent" }).format(0.42)).toBe("42%");
    expect(numberFormat("es", { style: "currency", currency: "USD" }).format(3)).toBe(
      new Intl.NumberFormat("es", { style: "currency", currency: "USD" }).format(3),
    );
  });
});

describe("plain date formats", () => {
  const options = { dateStyle: "long", timeZone: "UTC" } as const;
  const DAY = 86_400_000;
  const start = Date.UTC(1990, 0, 1, 12);
  // Every day from 1990 to 2060, at noon and at the day's first and last milliseconds.
  const days = Array.from({ length: 25_568 }, (_, i) => start + i * DAY);
  const edges = days.filter((_, i) => i % 11 === 0).flatMap((d) => [d - 12 * 3600_000, d + 12 * 3600_000 - 1]);

  // Dates are written with the bare language tags: en-IE would put the day first.
  for (const tag of ["en", "es", "ca"])
    it(`long dates in ${tag} are Intl's`, () => {
      const plain = plainDateFormat(tag, options)!;
      const intl = new Intl.DateTimeFormat(tag, options);
      expect(
        mismatches(
          [...days, ...edges],
          (d) => plain(d),
          (d) => intl.format(d),
        ),
      ).toEqual([]);
      expect(plain(new Date(Date.UTC(2026, 3, 1)))).toBe(intl.format(new Date(Date.UTC(2026, 3, 1))));
    });

  it("writes Catalan's elided months with an apostrophe", () => {
    const plain = plainDateFormat("ca", options)!;
    expect(plain(Date.UTC(2026, 3, 1))).toBe("1 d\u2019abril del 2026");
    expect(plain(Date.UTC(2026, 0, 9))).toBe("9 de gener del 2026");
  });

  it("leaves other formats, zones and years to Intl", () => {
    expect(plainDateFormat("en", { dateStyle: "long" })).toBeUndefined();
    expect(plainDateFormat("en", { dateStyle: "medium", timeZone: "UTC" })).toBeUndefined();
    expect(plainDateFormat("de", options)).toBeUndefined();
    expect(plainDateFormat("en-IE", options)).toBeUndefined();
    expect(plainDateFormat("en", options)!(Date.UTC(999, 0, 1))).toBeUndefined();
    expect(plainDateFormat("en", options)!(Number.NaN)).toBeUndefined();
    expect(dateFormat("en", options).format(Date.UTC(999, 0, 1))).toBe(
      new Intl.DateTimeFormat("en", options).format(Date.UTC(999, 0, 1)),
    );
  });
});
