import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type {
  AccountReview,
  OwnReview,
  ReaderReviewBody,
  ReviewStanding,
  StudioReviewQueuePage,
} from "#worker/contract/reader-reviews";
import type { ProductDetail, RatingBrief } from "#worker/contract/shop";
import { parseHead } from "../support/worker/html";
import { api, expectData, expectError, page } from "../support/worker/http";
import { signUpReader, type Reader } from "../support/worker/session";
import { paidOrder, seedShopFixtures } from "../support/worker/shop-fixtures";
import { auditEntries, expectDoorShut, studioAuthor } from "../support/worker/studio";

/**
 * Readers' reviews (decision 050): only owners review, one each, edits go back to the
 * queue, the author moderates in the studio (audited), and the rating, the cards' figures and
 * the product's JSON-LD come only from approved owners' reviews.
 */

let author: Reader;
let buyer: Reader;

const review = (over: Partial<ReaderReviewBody> = {}): ReaderReviewBody => ({
  rating: 4,
  text: "A gripping read from the first page.",
  locale: "en",
  ...over,
});
const post = (who: Reader | null, slug: string, json: unknown) =>
  api(`/reviews/${slug}`, { method: "POST", reader: who, json });
const put = (who: Reader | null, slug: string, json: unknown) =>
  api(`/reviews/${slug}`, { method: "PUT", reader: who, json });
const del = (who: Reader | null, slug: string) => api(`/reviews/${slug}`, { method: "DELETE", reader: who });
const standing = (who: Reader, slug: string) => expectData<ReviewStanding>(api(`/reviews/${slug}`, { reader: who }));
const product = (slug: string, locale = "en") =>
  expectData<ProductDetail>(api(`/shop/products/${slug}?locale=${locale}`));
const queue = (state = "pending") =>
  expectData<StudioReviewQueuePage>(api(`/studio/reviews?state=${state}`, { reader: author }));
const moderate = (slug: string, id: string, state: "approved" | "hidden" | "pending") =>
  api(`/studio/products/${slug}/reviews/${id}/state`, { method: "PUT", reader: author, json: { state } });

/** A reader who bought `slugs` and wrote a review of the first, approved by the author. */
async function approvedReview(name: string, rating: number, ...slugs: string[]): Promise<OwnReview> {
  const reader = await signUpReader(name);
  await paidOrder(reader, ...slugs);
  const written = await expectData<OwnReview>(post(reader, slugs[0]!, review({ rating })), 201);
  expect((await moderate(slugs[0]!, written.id, "approved")).status).toBe(200);
  return written;
}

beforeAll(async () => {
  await seedShopFixtures();
  author = await studioAuthor("author-reviews@example.com", "Reviews Author");
  buyer = await signUpReader("Bea Buyer");
  await paidOrder(buyer, "book-one");
  await page("/la-bodega/ebooks/book-two");
}, 60_000);

describe("who may review", () => {
  it("answers a signed-out visitor 401 on every call", async () => {
    await expectError(await post(null, "book-one", review()), 401, "unauthorized");
    await expectError(await api("/reviews/book-one"), 401, "unauthorized");
    await expectError(await put(null, "book-one", review()), 401, "unauthorized");
    await expectError(await del(null, "book-one"), 401, "unauthorized");
    await expectError(await api("/reviews"), 401, "unauthorized");
  });

  it("refuses a reader who doesn't own the product (403), and says so in their standing", async () => {
    const stranger = await signUpReader("Sam Stranger");
    expect(await standing(stranger, "book-one")).toEqual({ owns: false, review: null });
    await expectError(await post(stranger, "book-one", review()), 403, "forbidden");
    await expectError(await post(stranger, "no-such-book", review()), 404, "not_found");
  });

  it("counts a bundle's items as owned, and a refunded line no longer", async () => {
    const reader = await signUpReader("Rafa Refund");
    const orderId = await paidOrder(reader, "reader-bundle");
    expect((await standing(reader, "book-two")).owns).toBe(true);
    await env.DB.prepare("UPDATE order_items SET refunded_at = ? WHERE order_id = ?").bind(Date.now(), orderId).run();
    expect((await standing(reader, "book-two")).owns).toBe(false);
    await expectError(await post(reader, "book-two", review()), 403, "forbidden");
  });
});

describe("the owner's review", () => {
  it("is written pending, once: a second is a conflict", async () => {
    const written = await expectData<OwnReview>(post(buyer, "book-one", review()), 201);
    expect(written).toMatchObject({ productSlug: "book-one", rating: 4, locale: "en", state: "pending" });
    expect(await standing(buyer, "book-one")).toEqual({ owns: true, review: written });
    await expectError(await post(buyer, "book-one", review({ rating: 2 })), 409, "conflict");
    // Not shown until the author approves it.
    const shown = await product("book-one");
    expect(shown.readerReviews).toEqual([]);
    expect(shown.rating).toBeNull();
  });

  it("validates stars, text and language with field errors", async () => {
    const reader = await signUpReader("Val Idate");
    await paidOrder(reader, "book-two");
    const cases: [unknown, string, string][] = [
      [review({ rating: 0 }), "rating", "rating_invalid"],
      [review({ rating: 6 }), "rating", "rating_invalid"],
      [review({ rating: 3.5 }), "rating", "rating_invalid"],
      [{ ...review(), rating: "5" }, "rating", "rating_invalid"],
      [review({ text: "   Too short " }), "text", "review_too_short"],
      [review({ text: "x".repeat(2001) }), "text", "review_too_long"],
      [{ ...review(), locale: "fr" }, "locale", "locale_invalid"],
      [{ rating: 5, locale: "en" }, "text", "review_required"],
    ];
    for (const [json, field, code] of cases) {
      const error = await expectError(await post(reader, "book-two", json), 400, "validation_failed");
      expect(error.fields?.[field], JSON.stringify(json).slice(0, 60)).toContain(code);
    }
    const longest = await expectData<OwnReview>(
      post(reader, "book-two", review({ text: ` ${"é".repeat(2000)} ` })),
      201,
    );
    expect(longest.text).toBe("é".repeat(2000));
  });

  it("goes back to moderation when edited; an unchanged save keeps it published", async () => {
    const reader = await signUpReader("Eddie Edit");
    await paidOrder(reader, "theme");
    const written = await expectData<OwnReview>(post(reader, "theme", review({ rating: 5 })), 201);
    expect((await moderate("theme", written.id, "approved")).status).toBe(200);
    const same = await expectData<OwnReview>(put(reader, "theme", review({ rating: 5 })));
    expect(same.state).toBe("approved");
    const edited = await expectData<OwnReview>(
      put(reader, "theme", review({ rating: 3, text: "On second listen, fine.", locale: "es" })),
    );
    expect(edited).toMatchObject({ id: written.id, rating: 3, locale: "es", state: "pending" });
    expect((await product("theme")).rating).toBeNull();
    const waiting = await queue();
    expect(waiting.reviews.find((r) => r.id === written.id)).toMatchObject({ edited: true, rating: 3 });
  });

  it("is deleted by its reader; an edit of none is a 404; the account lists what they wrote", async () => {
    const reader = await signUpReader("Dana Delete");
    await paidOrder(reader, "book-two");
    await expectError(await put(reader, "book-two", review()), 404, "not_found");
    await expectData(post(reader, "book-two", review()), 201);
    const mine = await expectData<AccountReview[]>(api("/reviews?locale=en", { reader }));
    expect(mine.map((r) => [r.productSlug, r.productTitle, r.state])).toEqual([["book-two", "Book Two", "pending"]]);
    expect(await expectData(del(reader, "book-two"))).toEqual({ deleted: true, slug: "book-two" });
    expect((await standing(reader, "book-two")).review).toBeNull();
    await expectError(await del(reader, "book-two"), 404, "not_found");
  });
});

describe("moderation in the studio", () => {
  it("is the author's only", async () => {
    const unenrolled = await signUpReader("Un Enrolled", "author-reviews-unenrolled@example.com");
    const calls: [string, string, unknown?][] = [
      ["GET", "/studio/reviews"],
      ["PUT", "/studio/products/book-one/reviews/x/state", { state: "approved" }],
      ["DELETE", "/studio/products/book-one/reviews/x", { confirm: true }],
    ];
    await expectDoorShut(calls, "signed out");
    await expectDoorShut(calls, { reader: buyer, code: "forbidden" });
    await expectDoorShut(calls, { reader: unenrolled, code: "second_factor_required" });
  });

  it("queues new reviews with the reader's name and email (for the author), approves and hides them, audited", async () => {
    const reader = await signUpReader("Queue Reader");
    await paidOrder(reader, "launch-edition");
    const written = await expectData<OwnReview>(post(reader, "launch-edition", review({ rating: 2 })), 201);
    const waiting = (await queue()).reviews.find((r) => r.id === written.id)!;
    expect(waiting).toMatchObject({
      productSlug: "launch-edition",
      productTitle: "Launch Edition",
      author: "Queue Reader",
      readerEmail: reader.email,
      rating: 2,
      state: "pending",
      edited: false,
    });
    await expectError(await api("/studio/reviews?state=nope", { reader: author }), 400, "validation_failed");

    expect((await moderate("launch-edition", written.id, "approved")).status).toBe(200);
    expect((await queue()).reviews.map((r) => r.id)).not.toContain(written.id);
    expect((await queue("approved")).reviews.map((r) => r.id)).toContain(written.id);
    expect((await standing(reader, "launch-edition")).review?.state).toBe("approved");
    expect((await moderate("launch-edition", written.id, "hidden")).status).toBe(200);
    expect((await product("launch-edition")).readerReviews).toEqual([]);

    const entries = await auditEntries(author, `?objectId=${written.id}`);
    expect(entries.map((e) => e.action)).toEqual(["product_review.hidden", "product_review.approved"]);

    const gone = await api(`/studio/products/launch-edition/reviews/${written.id}`, {
      method: "DELETE",
      reader: author,
      json: { confirm: true },
    });
    expect(gone.status).toBe(200);
    expect((await standing(reader, "launch-edition")).review).toBeNull();
    expect((await auditEntries(author, `?objectId=${written.id}`))[0]!.action).toBe("product_review.deleted");
  });
});

describe("what the public sees", () => {
  it("average, count and 5..1 distribution from approved owners' reviews only; never an email", async () => {
    const slug = "book-two";
    await approvedReview("Five Stars", 5, slug);
    await approvedReview("Four Stars", 4, slug);
    await approvedReview("Also Four", 4, slug);
    // Pending and hidden reviews don't count, nor do curated rows without an owner.
    const pending = await signUpReader("Pending Pat");
    await paidOrder(pending, slug);
    await expectData(post(pending, slug, review({ rating: 1 })), 201);
    const hidden = await approvedReview("Hidden Hal", 1, slug);
    expect((await moderate(slug, hidden.id, "hidden")).status).toBe(200);
    await env.DB.prepare(
      "INSERT INTO product_reviews (id, product_slug, locale, author, rating, quote, position) VALUES ('curated-2', ?, 'en', 'A Critic', 1, 'Curated.', 1)",
    )
      .bind(slug)
      .run();

    const shown = await product(slug);
    expect(shown.rating).toEqual({ average: 4.3, count: 3, distribution: [1, 2, 0, 0, 0] });
    expect(shown.readerReviews.map((r) => r.author).sort()).toEqual(["Also Four", "Five Stars", "Four Stars"]);
    expect(shown.reviews.map((r) => r.author)).toEqual(["A Critic"]);
    expect(JSON.stringify(shown)).not.toContain("@example.com");

    const ratings = await expectData<Record<string, RatingBrief>>(api("/shop/ratings"));
    expect(ratings[slug]).toEqual({ average: 4.3, count: 3 });
    expect(ratings["book-one"]).toBeUndefined();
  });

  it("JSON-LD: no AggregateRating without approved owners' reviews; the real figures with them", async () => {
    const without = (await parseHead(await page("/la-bodega/ebooks/book-one"))).jsonLd.find(
      (d) => d["@type"] === "Product",
    )!;
    expect(without).not.toHaveProperty("aggregateRating");
    expect(without).not.toHaveProperty("review");

    const withThem = (await parseHead(await page("/la-bodega/ebooks/book-two"))).jsonLd.find(
      (d) => d["@type"] === "Product",
    )!;
    expect(withThem).toMatchObject({
      aggregateRating: {
        "@type": "AggregateRating",
        ratingValue: "4.3",
        reviewCount: 3,
        bestRating: 5,
        worstRating: 1,
      },
    });
    const reviews = withThem.review as { author: { name: string }; reviewRating: { ratingValue: number } }[];
    expect(reviews.map((r) => r.reviewRating.ratingValue).sort()).toEqual([4, 4, 5]);
    expect(reviews.map((r) => r.author.name)).not.toContain("A Critic");
  });

  it("an approved review refreshes the cached product page at once", async () => {
    const before = await product("book-one");
    expect(before.rating).toBeNull();
    const mine = (await standing(buyer, "book-one")).review!;
    expect((await moderate("book-one", mine.id, "approved")).status).toBe(200);
    const after = await product("book-one");
    expect(after.rating).toEqual({ average: 4, count: 1, distribution: [0, 1, 0, 0, 0] });
    expect(after.readerReviews[0]).toMatchObject({ author: "Bea Buyer", rating: 4, quote: review().text });
  });
});

describe("the reader's data", () => {
  it("exports their reviews, and erasing the account erases them (and their share of the rating)", async () => {
    const reader = await signUpReader("Erin Erase");
    await paidOrder(reader, "theme");
    const written = await expectData<OwnReview>(post(reader, "theme", review({ rating: 1 })), 201);
    expect((await moderate("theme", written.id, "approved")).status).toBe(200);
    const res = await api("/account/export", { reader });
    expect(res.status).toBe(200);
    const exported = await res.json<{ reviews: AccountReview[] }>();
    expect(exported.reviews.map((r) => [r.id, r.productSlug, r.state])).toEqual([[written.id, "theme", "approved"]]);
    const before = (await product("theme")).rating!.count;
    await env.DB.prepare("DELETE FROM user WHERE id = ?").bind(reader.id).run();
    const left = await env.DB.prepare("SELECT count(*) AS n FROM product_reviews WHERE user_id = ?")
      .bind(reader.id)
      .first<{ n: number }>();
    expect(left?.n).toBe(0);
    // Another process changed D1 here: the cached page sees it within the catalogue's freshness window.
    await expect.poll(async () => (await product("theme")).rating?.count ?? 0, { timeout: 3000 }).toBe(before - 1);
  });
});
