import { describe, expect, inject, it } from "vitest";
import { expectNoAxeViolations } from "../support/e2e/axe";
import { newVisitor, useBrowser } from "../support/e2e/browser";
import { cartBadge, confirmedAccount, signIn, buyNowAndPay } from "../support/e2e/shop";
import { enterStudio } from "../support/e2e/studio";
import { ipSequence } from "../support/shared/clients";
import { STUDIO_E2E_AUTHORS } from "../support/shared/studio-authors";

/**
 * Readers' reviews (decision 050) as a buyer and the author live them: a visitor who
 * doesn't own the product is told why they can't review; the buyer rates and reviews it, sees it
 * waiting for moderation and not on the page; the author approves it in the studio's Reviews
 * queue; then the product page shows the real rating and the review.
 */
const baseUrl = inject("baseUrl");
const browser = useBrowser();
const nextIp = ipSequence("100.64.41.");

const PRODUCT = "/la-bodega/music/synthetic-tides-ep";
const WORDS = `Waves of synth that carry the whole night drive (${Date.now().toString(36)}).`;

describe("reviews of La Bodega's products", () => {
  it("a book's quoted reviews say they are quoted and from where; the site's own ratings say none yet", async () => {
    const { page, problems } = await newVisitor(browser, { extraHTTPHeaders: { "CF-Connecting-IP": nextIp() } });
    await page.goto(`${baseUrl}/la-bodega/ebooks/mortal-vengeance-1-ebook`);
    const quotes = page.getByRole("region", { name: "What readers say" });
    await quotes.getByText("Quoted from their reviews on Amazon, Goodreads, Kobo and StoryGraph.").waitFor();
    expect(await quotes.locator("blockquote").count()).toBeGreaterThan(0);
    await page
      .getByRole("region", { name: "Ratings and reviews" })
      .getByText(/^No one has rated it on this site yet/)
      .waitFor();
    await page.goto(`${baseUrl}/es/la-bodega/ebooks/mortal-vengeance-1-ebook`);
    await page
      .getByRole("region", { name: "Lo que dicen los lectores" })
      .getByText("Citas de sus reseñas en Amazon, Goodreads, Kobo y StoryGraph.")
      .waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("a buyer reviews what they bought; it shows, with the rating, once the author approves it", async () => {
    const account = await confirmedAccount(baseUrl, "reviewer", nextIp);
    const { page, problems } = await newVisitor(browser, { extraHTTPHeaders: { "CF-Connecting-IP": nextIp() } });

    // Signed out: why not, and no rating yet.
    await page.goto(`${baseUrl}${PRODUCT}`);
    const ratings = page.getByRole("region", { name: "Ratings and reviews" });
    await ratings.getByText(/No one has rated it on this site yet/).waitFor();
    await ratings.getByText("Only readers who own this can rate and review it.", { exact: false }).waitFor();
    await ratings.getByRole("link", { name: "Sign in to review it" }).click();
    await page.waitForURL(/\/auth\?redirect=/);
    await signIn(page, account.email);
    await page.waitForURL(`${baseUrl}${PRODUCT}`);

    // Signed in but not an owner yet.
    await ratings.getByText(/only readers who bought it, or received it as a gift, can rate it/).waitFor();

    // Buy it with the local provider.
    await buyNowAndPay(page, baseUrl);
    await expect.poll(() => cartBadge(page).getAttribute("aria-label")).toBe("Cart: 0 items");

    // The owner's form: stars by keyboard, words, their language; axe finds nothing on it.
    await page.goto(`${baseUrl}${PRODUCT}`);
    const form = ratings.locator("[data-review-form]");
    await form.getByRole("heading", { name: "Rate and review" }).waitFor();
    await expectNoAxeViolations(page, "#ratings");
    const stars = form.getByRole("group", { name: "Your rating" });
    // Too short first: the form says so, and nothing is sent.
    // A star is pressed where it is drawn: its label (the radio itself is visually hidden).
    await stars.locator("label", { hasText: "4 stars" }).click();
    expect(await stars.getByRole("radio", { name: "4 stars" }).isChecked()).toBe(true);
    await form.getByRole("textbox", { name: "Your review" }).fill("Great");
    await form.getByRole("button", { name: "Send review" }).click();
    await form.getByText("Write at least 10 characters.").waitFor();
    // The radio group moves with the arrow keys.
    await stars.getByRole("radio", { name: "4 stars" }).focus();
    await page.keyboard.press("ArrowRight");
    expect(await stars.getByRole("radio", { name: "5 stars" }).isChecked()).toBe(true);
    await form.getByRole("textbox", { name: "Your review" }).fill(WORDS);
    expect(await form.getByRole("combobox", { name: "Written in" }).inputValue()).toBe("en");
    // Each language in its own name, once.
    expect(await form.getByRole("combobox", { name: "Written in" }).locator("option").allTextContents()).toEqual([
      "English",
      "Español",
      "Català",
    ]);
    await form.getByRole("button", { name: "Send review" }).click();

    // Waiting for moderation: the reader sees it, the page doesn't show it.
    const own = ratings.locator("[data-own-review]");
    await own.getByText("Waiting for moderation").waitFor();
    expect(await own.getByText(WORDS).count()).toBe(1);
    await expectNoAxeViolations(page, "#ratings");
    expect(await ratings.locator("[data-rating-average]").count()).toBe(0);
    const anonymous = await newVisitor(browser, { extraHTTPHeaders: { "CF-Connecting-IP": nextIp() } });
    await anonymous.page.goto(`${baseUrl}${PRODUCT}`);
    await anonymous.page
      .getByRole("region", { name: "Ratings and reviews" })
      .getByText(/No one has rated it on this site yet/)
      .waitFor();
    expect(await anonymous.page.getByText(WORDS).count()).toBe(0);

    // The author approves it in the studio's Reviews queue.
    const studio = await enterStudio(browser, baseUrl, STUDIO_E2E_AUTHORS.reviews, nextIp);
    await studio.page
      .getByRole("navigation", { name: "Studio sections" })
      .getByRole("link", { name: "Reviews" })
      .click();
    const queued = studio.page.locator("li[data-queued-review]").filter({ hasText: WORDS });
    await queued.waitFor();
    expect(await queued.textContent()).toContain(account.email);
    await queued.getByRole("button", { name: "Approve" }).click();
    await studio.page.getByRole("status").filter({ hasText: "Review approved" }).waitFor();
    await expect.poll(() => queued.count()).toBe(0);
    expect(studio.problems).toEqual([]);
    await studio.page.context().close();

    // Published: the real figures and the review, for everyone; the email nowhere.
    await anonymous.page.reload();
    const published = anonymous.page.getByRole("region", { name: "Ratings and reviews" });
    await expect.poll(() => published.locator("[data-rating-average]").textContent()).toBe("5.0 out of 5");
    expect(await published.locator("[data-rating-count]").textContent()).toBe("Based on 1 review");
    const table = published.getByRole("table", { name: "How many reviews gave each rating" });
    expect(await table.getByRole("row", { name: /^5 stars/ }).textContent()).toBe("5 stars100%1");
    await published.getByText(WORDS).waitFor();
    expect(await anonymous.page.content()).not.toContain(account.email);
    const ld = await anonymous.page.locator('script[type="application/ld+json"]').allTextContents();
    const product = ld.map((text) => JSON.parse(text) as Record<string, unknown>).find((d) => d["@type"] === "Product");
    expect(product?.aggregateRating).toMatchObject({ ratingValue: "5.0", reviewCount: 1 });
    expect(anonymous.problems).toEqual([]);
    await anonymous.page.context().close();

    // The reader sees it published.
    await page.reload();
    await own.getByText("Published").waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  }, 120_000);
});
