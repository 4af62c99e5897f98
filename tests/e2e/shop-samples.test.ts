import type { Request, Response } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { expectNoAxeViolations } from "../support/e2e/axe";
import { newVisitor, settled, useBrowser } from "../support/e2e/browser";

/**
 * Trying before buying (decision 051), on the local seed: an album's listening samples (nothing
 * loads before play, byte ranges, keyboard seeking, one at a time), what each download contains,
 * and a book's sample chapter read in the browser, in English and Spanish, with no sign-up.
 */
const baseUrl = inject("baseUrl");
const browser = useBrowser();

const ALBUM = "/la-bodega/music/mortal-vengeance-soundtrack";
const BOOK = "/la-bodega/ebooks/mortal-vengeance-1-ebook";

describe("La Bodega's samples", () => {
  it("plays an album's samples: nothing before the press, a 206, the keyboard seeks, one plays at a time", async () => {
    const { page, problems } = await newVisitor(browser, { viewport: { width: 1280, height: 900 } });
    const asked: Request[] = [];
    const answered: Response[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/samples/")) asked.push(request);
    });
    page.on("response", (response) => {
      if (response.url().includes("/samples/")) answered.push(response);
    });
    await page.goto(`${baseUrl}${ALBUM}`);
    const samples = page.getByRole("list", { name: "Samples of Mortal Vengeance (Original Soundtrack)" });
    await samples.waitFor();
    await expect
      .poll(() => samples.getByRole("listitem").allTextContents())
      .toEqual([
        expect.stringMatching(/^Main Theme0:30/),
        expect.stringMatching(/^Under the Light0:30/),
        expect.stringMatching(/^Delphine0:20/),
      ]);
    const first = samples.getByRole("listitem").nth(0);
    const play = first.getByRole("button", { name: "Play the sample of Main Theme" });
    await play.waitFor();
    // Until a player that fetched on its own would have done so.
    await settled(page);
    expect(asked, "no audio before the press").toEqual([]);
    await expectNoAxeViolations(page);

    await play.click();
    await first.getByRole("button", { name: "Pause Main Theme" }).waitFor();
    const audio = first.locator("audio");
    await expect
      .poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime), { timeout: 10_000 })
      .toBeGreaterThan(0.2);
    // The player asked for a range and the Worker answered with part of the file.
    await expect.poll(() => answered.some((r) => r.status() === 206)).toBe(true);
    const partial = answered.find((r) => r.status() === 206)!;
    expect(partial.url()).toContain("/api/shop/products/mortal-vengeance-soundtrack/samples/mvost-main-theme");
    expect(await partial.headerValue("content-range")).toMatch(/^bytes \d+-\d+\/1323044$/);
    expect(await audio.evaluate((a: HTMLAudioElement) => a.duration)).toBeCloseTo(30, 0);

    // The arrow keys move the slider and the sound by five seconds.
    const slider = first.getByRole("slider", { name: "Position in the sample of Main Theme" });
    const before = await audio.evaluate((a: HTMLAudioElement) => a.currentTime);
    await slider.focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime)).toBeGreaterThan(before + 9);
    expect(Number(await slider.inputValue())).toBeGreaterThan(before + 9);
    expect(await slider.getAttribute("aria-valuetext")).toMatch(/^0:1\d of 0:30$/);
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime)).toBeLessThan(before + 9);

    // Starting another sample pauses the first.
    const second = samples.getByRole("listitem").nth(1);
    await second.getByRole("button", { name: "Play the sample of Under the Light" }).click();
    await second.getByRole("button", { name: "Pause Under the Light" }).waitFor();
    await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.paused)).toBe(true);
    await first.getByRole("button", { name: "Play the sample of Main Theme" }).waitFor();
    await second.getByRole("button", { name: "Pause Under the Light" }).click();

    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await page.context().close();
  }, 90_000);

  it("names each sample in the page's language: a track's translated name in Spanish and Catalan", async () => {
    const { page, problems } = await newVisitor(browser);
    for (const [prefix, list, names, downloads] of [
      ["/es", /^Fragmentos de /, ["Tema principal", "Bajo la baliza", "Delphine"], "Qué descargas"],
      ["/ca", /^Fragments de /, ["Tema principal", "Sota el far", "Delphine"], "Què et baixes"],
    ] as const) {
      await page.goto(`${baseUrl}${prefix}${ALBUM}`);
      const samples = page.getByRole("list", { name: list });
      await samples.waitFor();
      const texts = await samples.getByRole("listitem").allTextContents();
      expect(texts.map((text) => text.replace(/\d+:\d\d.*$/, ""))).toEqual(names);
      // What the download holds is said without English words in it.
      expect(await page.getByRole("region", { name: downloads }).textContent()).not.toMatch(/tracks/);
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("lists what each download contains before buying: format, bitrate, length, pages, words and size", async () => {
    const { page, problems } = await newVisitor(browser);
    await page.goto(`${baseUrl}${ALBUM}`);
    const album = page.getByRole("region", { name: "What you download" });
    await expect
      .poll(() => album.getByRole("row").nth(1).textContent())
      .toBe("Album (ZIP)WAV 16-bit/44.1 kHz · 706 kbps · 0:24 long2.1\u00a0MB");

    await page.goto(`${baseUrl}${BOOK}`);
    const book = page.getByRole("region", { name: "What you download" });
    await book.waitFor();
    expect(await book.getByRole("row").allTextContents()).toEqual([
      "FileContentsSize",
      "EPUBEPUB 3 · 142,810 words135\u00a0KB",
      "PDFPDF (A5) · 372 pages587\u00a0KB",
    ]);
    await page.goto(`${baseUrl}/es${BOOK}`);
    await expect
      .poll(() => page.getByRole("region", { name: "Qué descargas" }).getByRole("row").nth(1).textContent())
      .toBe("EPUBEPUB 3 · 142.810 palabras135\u00a0KB");
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("reads a book's sample chapter in the browser, free and without signing up, in English and in Spanish", async () => {
    const { page, problems } = await newVisitor(browser, { viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl}${BOOK}`);
    await page.getByRole("link", { name: "Read the sample chapter" }).click();
    await page.waitForURL(`${baseUrl}${BOOK}/sample`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Mortal Vengeance");
    await page.getByRole("heading", { level: 2, name: "Chapter 1 The Breakwater" }).waitFor();
    await page.getByText(/^The sea gave Teo back on a Tuesday/).waitFor();
    await expect.poll(() => page.title()).toBe("Sample chapter: Mortal Vengeance | Adrià Vidal");
    // Nothing to fill in: the buying actions, and no form.
    expect(await page.getByRole("main").locator("form, input[type=email]").count()).toBe(0);
    expect(await page.getByRole("button", { name: /^Add to cart/ }).count()).toBe(2);
    await expectNoAxeViolations(page);

    // The Worker's document: found, not indexed, in the visitor's language.
    const res = await page.goto(`${baseUrl}/es${BOOK}/sample`);
    expect(res?.status()).toBe(200);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toMatch(/noindex/);
    await page.getByRole("heading", { level: 2, name: "Capítulo 1 El rompeolas" }).waitFor();
    await page.getByText(/^El mar nos devolvió a Teo un martes/).waitFor();
    expect(await page.locator("div[lang=es] h2").count()).toBe(1);
    expect(await page.getByRole("link", { name: "Volver a Mortal Vengeance" }).getAttribute("href")).toBe(`/es${BOOK}`);
    await expectNoAxeViolations(page);

    expect(problems).toEqual([]);

    // A book without a sample chapter has no such page (the document and the chapter's call are 404s).
    const none = await page.goto(`${baseUrl}/la-bodega/ebooks/mortal-vengeance-2-ebook/sample`);
    expect(none?.status()).toBe(404);
    await page.getByRole("heading", { level: 1, name: "Page not found" }).waitFor();
    expect(problems.every((problem) => problem.includes("404 (Not Found)"))).toBe(true);
    await page.context().close();
  }, 90_000);
});
