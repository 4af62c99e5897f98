import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ca } from "#client/i18n/dictionaries/ca";
import { en } from "#client/i18n/dictionaries/en";
import { es } from "#client/i18n/dictionaries/es";
import { registerDictionary, translate, translatePlural } from "#client/i18n/i18n";
import { labelsIn } from "#client/i18n/label-table";
import { NEWSLETTER_LABELS, NEWSLETTER_PLURALS } from "#client/features/studio/newsletter-labels";
import { SHOP_PLURALS } from "#client/features/shop/labels";
import { PAGES } from "#worker/contract/pages";
import { PAGE_INTROS } from "#content/page-intros";
import { accountsCa } from "#client/i18n/account-strings/ca";
import { accountsEn } from "#client/i18n/account-strings/en";
import { accountsEs } from "#client/i18n/account-strings/es";
import { leadCaptureCa } from "#client/features/lead-capture/strings/ca";
import { leadCaptureEn } from "#client/features/lead-capture/strings/en";
import { leadCaptureEs } from "#client/features/lead-capture/strings/es";

function leaves(obj: object, prefix = ""): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    typeof v === "string" ? [`${prefix}${k}`] : leaves(v, `${prefix}${k}.`),
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

const enKeys = new Set(leaves(en));
/** Strings that load with the account features (client/i18n/lazy-strings.ts). */
const accountKeys = new Set(leaves(accountsEn));
/** Strings that load with the lead-capture forms. */
const leadCaptureKeys = new Set(leaves(leadCaptureEn));

describe("dictionaries", () => {
  it("every literal key used in client code exists in English", () => {
    const used = new Set<string>();
    for (const file of sourceFiles("client")) {
      const code = readFileSync(file, "utf8");
      // t("a.b"), t('a.b'), and key props such as labelKey: "nav.home"
      for (const m of code.matchAll(/\bt\(\s*["'`]([a-zA-Z0-9_.]+)["'`]/g)) used.add(m[1]!);
      for (const m of code.matchAll(/\b\w*Key:\s*"([a-zA-Z0-9_.]+)"/g)) used.add(m[1]!);
      for (const m of code.matchAll(/titleKey="([a-zA-Z0-9_.]+)"/g)) used.add(m[1]!);
      // Plural keys need at least their `other` form.
      for (const m of code.matchAll(/\btn\(\s*["'`]([a-zA-Z0-9_.]+)["'`]/g)) used.add(`${m[1]!}.other`);
    }
    expect(used.size).toBeGreaterThan(30);
    const missing = [...used].filter((key) => !enKeys.has(key) && !accountKeys.has(key) && !leadCaptureKeys.has(key));
    expect(missing).toEqual([]);
  });

  it("every page of the route table has a heading and an intro in every language", () => {
    for (const page of PAGES) {
      for (const field of ["heading", "intro"] as const) {
        const text: Partial<Record<string, string>> = PAGE_INTROS[page.id][field];
        for (const locale of ["en", "es", "ca"])
          expect(text[locale]?.trim(), `${page.id} ${field} ${locale}`).toBeTruthy();
      }
    }
  });

  it.each([
    ["es", es],
    ["ca", ca],
  ] as const)("%s has every key English has and no other, and keeps every placeholder", (_, dict) => {
    const keys = leaves(dict);
    expect(keys.filter((k) => !enKeys.has(k))).toEqual([]);
    // A page loads only its own language's dictionary (decision 026): there is no English to
    // fall back on in the browser, so a missing key would show as the key.
    expect([...enKeys].filter((k) => !keys.includes(k))).toEqual([]);
    for (const key of keys) {
      const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      const get = (d: object) =>
        key.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], d) as string;
      expect(placeholders(get(dict)), key).toEqual(placeholders(get(en)));
    }
  });

  it.each([
    ["account", "es", accountsEs, accountsEn],
    ["account", "ca", accountsCa, accountsEn],
    ["lead-capture", "es", leadCaptureEs, leadCaptureEn],
    ["lead-capture", "ca", leadCaptureCa, leadCaptureEn],
  ] as const)("the %s strings are complete in %s, with the same placeholders", (_, __, dict, english) => {
    const keys = leaves(dict);
    const englishKeys = leaves(english);
    expect(keys.filter((k) => !englishKeys.includes(k))).toEqual([]);
    expect(englishKeys.filter((k) => !keys.includes(k))).toEqual([]);
    const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    const get = (d: object, key: string) =>
      key.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], d) as string;
    for (const key of keys) expect(placeholders(get(dict, key)), key).toEqual(placeholders(get(english, key)));
  });

  it("no string is filler", () => {
    for (const dict of [en, es, ca, accountsEn, accountsEs, accountsCa, leadCaptureEn, leadCaptureEs, leadCaptureCa]) {
      const text = JSON.stringify(dict);
      expect(text).not.toMatch(/lorem ipsum|dolor sit amet/i);
      // Case-sensitive: "todo" is an ordinary Spanish word.
      expect(text).not.toMatch(/\bTODO\b|\bTBD\b|FIXME/);
    }
  });
});

describe("translate", () => {
  it("translates and interpolates", () => {
    registerDictionary("es", es);
    expect(translate("es", "common.loading")).toBe("Cargando...");
    expect(translatePlural("en", "topBar.cartCount", 3)).toBe("Cart: 3 items");
    expect(translatePlural("en", "topBar.cartCount", 1)).toBe("Cart: 1 item");
    expect(translatePlural("en", "topBar.cartCount", 0)).toBe("Cart: 0 items");
    expect(translatePlural("es", "topBar.wishlistCount", 1)).toBe("Lista de deseos: 1 artículo");
  });

  it("falls back to English for a missing Catalan or Spanish key, never to the key", () => {
    registerDictionary("ca", { common: { close: "Tanca" } });
    expect(translate("ca", "common.close")).toBe("Tanca");
    expect(translate("ca", "nav.home")).toBe("Home");
  });
});

describe("a feature's plural labels", () => {
  it("picks the form for the number and fills the label's other values, in each language", () => {
    const recipients = (count: number, locale: "en" | "es" | "ca") =>
      labelsIn(NEWSLETTER_LABELS, NEWSLETTER_PLURALS, locale).plural("recipients", count, { language: "català" });
    expect(recipients(1, "en")).toBe("Will go to 1 confirmed subscriber who reads català.");
    expect(recipients(1200, "en")).toBe("Will go to 1,200 confirmed subscribers who read català.");
    expect(recipients(1, "es")).toBe("Irá a 1 suscriptor confirmado que lee en català.");
    expect(recipients(2, "ca")).toBe("Anirà a 2 subscriptors confirmats que llegeixen en català.");
    // Without values, the form as written.
    expect(labelsIn({}, SHOP_PLURALS, "en").plural("productsShown", 1)).toBe("Showing 1 product");
  });
});
