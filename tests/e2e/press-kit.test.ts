import { readFile } from "node:fs/promises";
import { unzipSync } from "fflate";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { PAGE_INTROS } from "#content/page-intros";
import { PRESS_BIOS } from "#content/press";
import { PRESS_FILES } from "#worker/contract/press-files";
import { newVisitor, useBrowser } from "../support/e2e/browser";

/**
 * The press kit in a real browser, in each language: the three biographies in the
 * page's language, Copy that fills the clipboard and says so, every download a real file of the
 * type, pixel size and byte size the page states, the zip holding them all, the footer's link,
 * the contact form reached with its reason chosen, and nothing requested from another host.
 */
const baseUrl = inject("baseUrl");
const browser = useBrowser();
const origin = new URL(baseUrl).origin;

const LANGS = {
  en: { prefix: "", copy: "Copy", copied: "Copied the short biography", words: "words", footer: "Press kit" },
  es: { prefix: "/es", copy: "Copiar", copied: "Biografía media copiada", words: "palabras", footer: "Kit de prensa" },
  ca: { prefix: "/ca", copy: "Copia", copied: "Biografia llarga copiada", words: "paraules", footer: "Kit de premsa" },
} as const;
type Lang = keyof typeof LANGS;
/** Each language copies a different length, so all three are copied once. */
const COPIED = { en: "short", es: "medium", ca: "long" } as const;

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** An image's own pixel size, read from its bytes (PNG header, JPEG frame, SVG attributes). */
function pixelSize(bytes: Buffer, type: string): { width: number; height: number } {
  if (type === "image/png") return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  if (type === "image/svg+xml") {
    const m = /<svg[^>]*\bwidth="(\d+)"[^>]*\bheight="(\d+)"/.exec(bytes.toString("utf8"))!;
    return { width: Number(m[1]), height: Number(m[2]) };
  }
  let at = 2;
  while (at < bytes.length) {
    const marker = bytes[at + 1]!;
    const length = bytes.readUInt16BE(at + 2);
    // SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame's size.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + length;
  }
  throw new Error("no JPEG frame header");
}

/** A stated size ("120 KB", "7,2 KB", "815 B") in bytes, as closely as its rounding allows. */
function statedBytes(text: string): { bytes: number; rounding: number } {
  const m = /(\d+)(?:[.,](\d))?\u00a0(B|KB|MB)$/.exec(text)!;
  const value = Number(`${m[1]}.${m[2] ?? 0}`);
  const unit = { B: 1, KB: 1024, MB: 1024 * 1024 }[m[3] as "B" | "KB" | "MB"];
  const decimals = m[2] === undefined ? 0.5 : 0.05;
  return { bytes: value * unit, rounding: decimals * unit };
}

function recordElsewhere(page: Page): string[] {
  const elsewhere: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (/^(data|blob):/.test(url)) return;
    if (new URL(url).origin !== origin) elsewhere.push(url);
  });
  return elsewhere;
}

describe("press kit", () => {
  for (const lang of Object.keys(LANGS) as Lang[]) {
    const w = LANGS[lang];
    it(`${lang}: biographies, Copy, every download and the zip`, async () => {
      const { page, problems } = await newVisitor(browser, {
        locale: { en: "en-US", es: "es-ES", ca: "ca-ES" }[lang],
        permissions: ["clipboard-read", "clipboard-write"],
        acceptDownloads: true,
      });
      const elsewhere = recordElsewhere(page);
      await page.goto(`${baseUrl}${w.prefix}/press`);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(PAGE_INTROS.press.heading[lang]);
      expect(await page.locator("html").getAttribute("lang")).toBe(lang);

      // The three lengths, in this language, with their word counts.
      for (const length of ["short", "medium", "long"] as const) {
        const card = page.locator(`[data-bio="bio-${length}"]`);
        const text = PRESS_BIOS[length][lang]!;
        const shown = await card
          .locator("[data-bio-text] p")
          .evaluateAll((ps) => ps.map((p) => p.textContent ?? "").join("\n\n"));
        expect(shown, `${lang} ${length}`).toBe(text);
        expect(await card.locator("[data-word-count]").textContent()).toBe(`${words(text)} ${w.words}`);
      }
      expect(words(PRESS_BIOS.short[lang]!)).toBeLessThanOrEqual(70);
      expect(words(PRESS_BIOS.medium[lang]!)).toBeGreaterThanOrEqual(120);
      expect(words(PRESS_BIOS.long[lang]!)).toBeGreaterThanOrEqual(350);
      expect(words(PRESS_BIOS.long[lang]!)).toBeLessThanOrEqual(450);

      // Copy, by keyboard: the clipboard holds the plain text, the status line says so.
      const length = COPIED[lang];
      const card = page.locator(`[data-bio="bio-${length}"]`);
      const button = card.getByRole("button", { name: new RegExp(`^${w.copy}`) });
      await button.focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => card.getByRole("status").textContent()).toBe(w.copied);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(PRESS_BIOS[length][lang]);

      // Every download link: a real file, of the type, pixels and size the page states.
      const links = page.locator("#media a[download]");
      expect(await links.count()).toBe(PRESS_FILES.length);
      for (const link of await links.all()) {
        const href = (await link.getAttribute("href"))!;
        const name = (await link.getAttribute("download"))!;
        const stated = (await link.locator("xpath=following-sibling::p[1]").textContent())!;
        const res = await page.request.get(`${origin}${href}`);
        expect(res.status(), href).toBe(200);
        const type = res.headers()["content-type"]!;
        expect(type, href).toBe(await link.getAttribute("type"));
        expect(res.headers()["content-disposition"], href).toContain(`filename="${name}"`);
        const body = await res.body();
        const { width, height } = pixelSize(body, type);
        const format = { "image/jpeg": "JPEG", "image/png": "PNG", "image/svg+xml": "SVG" }[type];
        expect(stated.startsWith(`${format}, ${width} × ${height} px, `), `${href}: ${stated}`).toBe(true);
        const size = statedBytes(stated);
        expect(
          Math.abs(size.bytes - body.byteLength),
          `${href}: ${stated} for ${body.byteLength} bytes`,
        ).toBeLessThanOrEqual(size.rounding);
      }
      // Thumbnails: sized, lazy, described in the page's language.
      for (const img of await page.locator("#media img").all()) {
        expect(await img.getAttribute("loading")).toBe("lazy");
        expect(Number(await img.getAttribute("width"))).toBeGreaterThan(0);
        expect(Number(await img.getAttribute("height"))).toBeGreaterThan(0);
        expect((await img.getAttribute("alt"))!.length).toBeGreaterThan(10);
      }

      // A real download takes the file's name; the whole kit arrives as a zip holding every file.
      const portrait = page.locator(`#media a[download="${PRESS_FILES[0].file}"]`);
      await portrait.scrollIntoViewIfNeeded();
      const [single] = await Promise.all([page.waitForEvent("download"), portrait.click()]);
      expect(single.suggestedFilename()).toBe(PRESS_FILES[0].file);
      expect((await readFile((await single.path())!)).byteLength).toBe(PRESS_FILES[0].bytes);

      const kitLink = page.getByRole("link", { name: /\.zip/ });
      await kitLink.scrollIntoViewIfNeeded();
      const [kit] = await Promise.all([page.waitForEvent("download"), kitLink.click()]);
      expect(kit.suggestedFilename()).toBe("adria-vidal-press-kit.zip");
      const entries = unzipSync(new Uint8Array(await readFile((await kit.path())!)));
      for (const file of PRESS_FILES) {
        const entry = Object.keys(entries).find((e) => e.endsWith(`/${file.file}`));
        expect(entry, file.file).toBeDefined();
        expect(entries[entry!]!.byteLength).toBe(file.bytes);
      }
      const bio = new TextDecoder().decode(entries[`adria-vidal-press-kit/biography/biography-${lang}.txt`]);
      expect(bio).toContain(PRESS_BIOS.long[lang]);

      expect(elsewhere).toEqual([]);
      expect(problems).toEqual([]);
      await page.context().close();
    }, 90_000);
  }

  it("where the browser refuses the clipboard, the text is put in a field, selected, to copy by hand", async () => {
    const { page, problems } = await newVisitor(browser, { locale: "en-US" });
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "clipboard", {
        value: { writeText: () => Promise.reject(new DOMException("Refused", "NotAllowedError")) },
      });
    });
    await page.goto(`${baseUrl}/press`);
    const card = page.locator('[data-bio="bio-medium"]');
    await card.getByRole("button", { name: /^Copy/ }).click();
    await expect.poll(() => card.getByRole("status").textContent()).toMatch(/didn't let us copy/);
    const field = card.getByRole("textbox", { name: "Biography text" });
    await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await field.inputValue()).toBe(PRESS_BIOS.medium.en);
    expect(await field.evaluate((element: HTMLTextAreaElement) => element.selectionEnd - element.selectionStart)).toBe(
      PRESS_BIOS.medium.en!.length,
    );
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("the footer leads to it, and its contact link opens the form with the media reason chosen", async () => {
    const { page, problems } = await newVisitor(browser, { locale: "ca-ES" });
    const elsewhere = recordElsewhere(page);
    await page.goto(`${baseUrl}/ca/books`);
    const footerLink = page.locator("footer").getByRole("link", { name: LANGS.ca.footer, exact: true });
    await footerLink.scrollIntoViewIfNeeded();
    await footerLink.click();
    await page.waitForURL(`${baseUrl}/ca/press`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(PAGE_INTROS.press.heading.ca);

    const formLink = page.locator("#press-contact").getByRole("link", { name: /formulari/ });
    await formLink.scrollIntoViewIfNeeded();
    await formLink.click();
    await page.waitForURL(`${baseUrl}/ca/contact?reason=media_opportunity`);
    await expect.poll(() => page.locator("#contact-reason").inputValue()).toBe("media_opportunity");

    expect(elsewhere).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  }, 60_000);
});
