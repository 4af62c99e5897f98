import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { newVisitor, useBrowser } from "../support/e2e/browser";

/**
 * Each text in its language, as a visitor trying the site in three languages sees it: skill tags in
 * the page's language, reviews in another language labelled as such, and Book 1's reviews the
 * same on its series page and its La Bodega page (decision 035).
 */
const baseUrl = inject("baseUrl");
const browser = useBrowser();
const h1 = (page: Page) => page.getByRole("heading", { level: 1 });

/** Scrolls down the page as a reader does until `done` holds (sections load as they near the viewport). */
async function scrollUntil(page: Page, done: () => Promise<boolean>) {
  for (let step = 0; step < 60 && !(await done()); step++) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(100);
  }
}

/** Every skill chip on the page, once `lists` skill lists have rendered. */
async function skillChips(page: Page, lists: number): Promise<{ chips: string[]; englishLists: number }> {
  const skillLists = page.locator('main ul[aria-labelledby$="-skills"]');
  await scrollUntil(page, async () => (await skillLists.count()) >= lists);
  expect(await skillLists.count()).toBe(lists);
  return {
    chips: (await skillLists.locator("li").allTextContents()).map((text) => text.trim()),
    englishLists: await page.locator('main ul[aria-labelledby$="-skills"][lang="en"]').count(),
  };
}

interface ShownReview {
  lang: string;
  quote: string;
  /** The whole card's text, stars' label aside: the language note, the quote, who and where. */
  card: string;
}

/** The reviews a page shows under `container`, quote marks trimmed. */
async function reviewsIn(page: Page, container: string): Promise<ShownReview[]> {
  const selector = `${container} blockquote`;
  await scrollUntil(page, async () => (await page.locator(selector).count()) > 0);
  return page.locator(selector).evaluateAll((quotes) =>
    quotes.map((quote) => ({
      lang: quote.getAttribute("lang") ?? "",
      quote: (quote.textContent ?? "").trim().replace(/^[“«]|[”»]$/g, ""),
      card: quote.closest("figure")?.textContent ?? "",
    })),
  );
}

const SERIES_BOOK_1 = "#reviews div:has(> h3:text-is('Mortal Vengeance'))";

describe("translations", () => {
  it("skill tags on /es/experience are in Spanish and on /ca/experience-detailed in Catalan, not English", async () => {
    const { page, problems } = await newVisitor(browser);
    await page.goto(`${baseUrl}/es/experience`);
    await h1(page).waitFor();
    const spanish = await skillChips(page, 4);
    expect(spanish.chips).toContain("Estrategia de pruebas");
    expect(spanish.chips).toContain("Redacción publicitaria");
    expect(spanish.chips).not.toContain("Test strategy");
    expect(spanish.chips).not.toContain("Copywriting");
    expect(spanish.chips).toContain("Playwright");
    expect(spanish.englishLists).toBe(0);

    await page.goto(`${baseUrl}/ca/experience-detailed`);
    await h1(page).waitFor();
    const catalan = await skillChips(page, 6);
    expect(catalan.chips).toContain("Estratègia de proves");
    expect(catalan.chips).toContain("Redacció publicitària");
    expect(catalan.chips).not.toContain("Test strategy");
    expect(catalan.chips).not.toContain("Copywriting");
    expect(catalan.englishLists).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("Book 1 shows the same reviews on its series page and its La Bodega page, in every language", async () => {
    const { page, problems } = await newVisitor(browser);
    for (const prefix of ["", "/es", "/ca"]) {
      await page.goto(`${baseUrl}${prefix}/series/mortal-vengeance`);
      await h1(page).waitFor();
      const onSeries = await reviewsIn(page, SERIES_BOOK_1);
      await page.goto(`${baseUrl}${prefix}/la-bodega/ebooks/mortal-vengeance-1-ebook`);
      await h1(page).waitFor();
      const onProduct = await reviewsIn(page, "#reviews");
      expect(onSeries.length, prefix || "/").toBeGreaterThanOrEqual(4);
      // The same quotes, in the same languages, in the same order.
      expect(onProduct.map((r) => [r.lang, r.quote])).toEqual(onSeries.map((r) => [r.lang, r.quote]));
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("a review in another language carries a note naming it and its lang; one in the page's language has none", async () => {
    const { page, problems } = await newVisitor(browser);
    const cases = [
      { path: "/series/mortal-vengeance", container: SERIES_BOOK_1, own: "en", notes: { es: "In Spanish" } },
      {
        path: "/es/la-bodega/ebooks/mortal-vengeance-1-ebook",
        container: "#reviews",
        own: "es",
        notes: { en: "En inglés" },
      },
      {
        path: "/ca/series/mortal-vengeance",
        container: SERIES_BOOK_1,
        own: "ca",
        notes: { en: "En anglès", es: "En castellà" },
      },
    ] as const;
    for (const { path, container, own, notes } of cases) {
      await page.goto(`${baseUrl}${path}`);
      await h1(page).waitFor();
      const reviews = await reviewsIn(page, container);
      const foreign = reviews.filter((r) => r.lang !== own);
      expect(foreign.length, path).toBeGreaterThan(0);
      expect(
        reviews.every((r) => r.lang === "en" || r.lang === "es" || r.lang === "ca"),
        path,
      ).toBe(true);
      for (const review of reviews) {
        const note = (notes as Record<string, string>)[review.lang];
        if (review.lang === own) {
          for (const text of Object.values(notes)) expect(review.card, `${path}: ${review.quote}`).not.toContain(text);
        } else {
          expect(note, `${path}: a note for ${review.lang}`).toBeDefined();
          expect(review.card, `${path}: ${review.quote}`).toContain(note);
        }
      }
    }
    // Marta G. wrote in Spanish: on the English page her words are the Spanish ones, marked so.
    await page.goto(`${baseUrl}/series/mortal-vengeance`);
    await h1(page).waitFor();
    const marta = (await reviewsIn(page, SERIES_BOOK_1)).find((r) => r.card.includes("Marta G."));
    expect(marta?.lang).toBe("es");
    expect(marta?.quote).toMatch(/^Leí las últimas cien páginas/);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
