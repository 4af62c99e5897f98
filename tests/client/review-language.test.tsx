import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { MORTAL_VENGEANCE } from "#content/books";
import { ReviewCard } from "#client/components/ui/review-card";
import { ReaderReviews } from "#client/features/books/components/reader-reviews";
import { loadLocale } from "#client/i18n/i18n";
import { LOCALES } from "#worker/contract/locales";
import { ownLanguageFirst } from "#worker/contract/reviews";
import { renderAt } from "./render";

/** Reviews as written, labelled with their language where it is not the page's. */

// The app loads its language's dictionary before the first render; so do these tests.
beforeAll(() => Promise.all(LOCALES.map(loadLocale)));

describe("reviews", () => {
  it("a review in another language carries a note naming it and its lang; one in the page's language has no note", () => {
    renderAt(
      <ul>
        <li>
          <ReviewCard rating={5} quote="Leí las últimas cien páginas." lang="es" author="Marta G." source="Goodreads" />
        </li>
        <li>
          <ReviewCard rating={4} quote="Finally a thriller." lang="en" author="Daniel R." />
        </li>
      </ul>,
      { locale: "en" },
    );
    const [spanish, english] = screen.getAllByRole("figure");
    expect(within(spanish!).getByText("In Spanish")).toBeTruthy();
    expect(spanish!.querySelector("blockquote")!.getAttribute("lang")).toBe("es");
    expect(spanish!.querySelector("figcaption")!.textContent).toBe("Marta G. on Goodreads");
    expect(english!.querySelector("[data-review-language]")).toBeNull();
    expect(english!.querySelector("blockquote")!.getAttribute("lang")).toBe("en");
  });

  it("names the language in the page's own words", () => {
    renderAt(<ReviewCard rating={5} quote="Finally a thriller." lang="en" author="Daniel R." />, { locale: "es" });
    expect(screen.getByText("En inglés")).toBeTruthy();
    renderAt(<ReviewCard rating={5} quote="Arrenca més a poc a poc." lang="ca" author="Joan P." />, { locale: "es" });
    expect(screen.getByText("En catalán")).toBeTruthy();
    renderAt(<ReviewCard rating={5} quote="Finally a thriller." lang="en" author="Daniel R." />, { locale: "ca" });
    expect(screen.getByText("En anglès")).toBeTruthy();
  });

  it("puts the page's language first and otherwise keeps the author's order", () => {
    const reviews = [
      { id: 1, locale: "en" as const },
      { id: 2, locale: "es" as const },
      { id: 3, locale: "en" as const },
      { id: 4, locale: "ca" as const },
    ];
    expect(ownLanguageFirst(reviews, "es").map((r) => r.id)).toEqual([2, 1, 3, 4]);
    expect(ownLanguageFirst(reviews, "en").map((r) => r.id)).toEqual([1, 3, 2, 4]);
    expect(reviews.map((r) => r.id)).toEqual([1, 2, 3, 4]);
  });

  it("the series page shows each review as written, labelled when it is in another language", () => {
    renderAt(<ReaderReviews books={MORTAL_VENGEANCE.books} />, { locale: "ca" });
    const quotes = [...document.querySelectorAll("blockquote")];
    const written = MORTAL_VENGEANCE.books.flatMap((b) => b.reviews);
    expect(quotes).toHaveLength(written.length);
    for (const review of written) {
      const quote = quotes.find((q) => q.textContent!.includes(review.quote));
      expect(quote, review.reader).toBeDefined();
      expect(quote!.getAttribute("lang")).toBe(review.locale);
      const note = quote!.closest("figure")!.querySelector("[data-review-language]");
      expect(note?.textContent ?? null).toBe(
        review.locale === "ca" ? null : { en: "En anglès", es: "En castellà" }[review.locale],
      );
    }
  });
});
