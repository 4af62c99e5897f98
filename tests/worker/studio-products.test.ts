import { env } from "cloudflare:workers";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { OrderView } from "#worker/contract/orders";
import type { ProductDetail } from "#worker/contract/shop";
import type {
  CatalogueWarning,
  SlugAvailability,
  StudioProductBody,
  StudioProductDetail,
  StudioProductPage,
  StudioProductReviews,
} from "#worker/contract/studio-products";
import { createDb } from "#worker/db/client";
import { productPageQuery } from "#worker/services/studio/products";
import { api, expectData, expectError, page } from "../support/worker/http";
import { signUpReader, type Reader } from "../support/worker/session";
import { paidOrder, seedShopFixtures } from "../support/worker/shop-fixtures";
import { auditEntries, expectDoorShut, studioAuthor, type StudioCall } from "../support/worker/studio";

/**
 * The studio's catalogue: products created, edited, renamed and retired behind the
 * studio's door, every rule of the edit shape, reviews moderated, the draft preview, the
 * catalogue check's warnings, and what the public site and past buyers see after each change.
 */

const db = createDb(env.DB);
let author: Reader;
let reader: Reader;

const as = (who: Reader | null) => ({ reader: who });
const detail = (slug: string) => expectData<StudioProductDetail>(api(`/studio/products/${slug}`, as(author)));
const list = (query = "") => expectData<StudioProductPage>(api(`/studio/products${query}`, as(author)));
const publicProduct = (slug: string, locale = "en") => api(`/shop/products/${slug}?locale=${locale}`);

const texts = (title: string) => ({
  title,
  subtitle: "A subtitle",
  description: `${title}, in a sentence.`,
  synopsis: "One.\n\nTwo.",
  behindTheStory: "How it came.",
  coverAlt: `Cover of ${title}`,
});

/** A valid new ebook; `over` replaces fields. */
const body = (over: Partial<StudioProductBody> = {}): StudioProductBody => ({
  slug: "new-book",
  shelf: "ebooks",
  kind: "ebook",
  status: "draft",
  format: "EPUB",
  workLanguage: "en",
  series: null,
  releasedOn: "2026-05-01",
  position: 7,
  price: "6.99",
  texts: { en: texts("New Book") },
  ...over,
});

const create = (b: StudioProductBody) => api("/studio/products", { method: "POST", reader: author, json: b });
const update = (slug: string, b: StudioProductBody) =>
  api(`/studio/products/${slug}`, { method: "PUT", reader: author, json: b });

/** The edit shape of a product as the studio reads it, for an edit that changes only some fields. */
function edit(d: StudioProductDetail, over: Partial<StudioProductBody> = {}): StudioProductBody {
  return {
    slug: d.slug,
    shelf: d.shelf,
    kind: d.kind,
    status: d.status,
    format: d.format,
    workLanguage: d.workLanguage,
    series: d.series,
    releasedOn: d.releasedOn,
    position: d.position,
    price: d.price,
    texts: { en: d.texts.en!, es: d.texts.es, ca: d.texts.ca },
    bundleItems: d.bundle?.items.map((i) => i.slug) ?? [],
    ...over,
  };
}

beforeAll(async () => {
  await seedShopFixtures();
  await env.FILES.put("products/book-one/book-one.epub", new TextEncoder().encode("epub stand-in"));
  await env.FILES.put("products/book-one/book-one.pdf", new TextEncoder().encode("%PDF-1.7 stand-in"));
  author = await studioAuthor("author-catalogue@example.com", "Catalogue Author");
  reader = await signUpReader("Cata Reader");
  // Loads the Worker's renderer of product pages once, outside any test's time limit.
  await page("/la-bodega/ebooks/book-one");
}, 60_000);

describe("the studio's door", () => {
  const calls: StudioCall[] = [
    ["GET", "/studio/products"],
    ["GET", "/studio/products/book-one"],
    ["GET", "/studio/products/slug-check?slug=x"],
    ["GET", "/studio/products/book-draft/preview"],
    ["POST", "/studio/products", body({ slug: "door-book" })],
    ["PUT", "/studio/products/book-one", body({ slug: "book-one" })],
    ["POST", "/studio/products/book-one/retire", { confirm: "book-one" }],
    ["POST", "/studio/products/book-one/restore"],
    ["GET", "/studio/products/book-one/reviews"],
    ["PUT", "/studio/products/book-one/reviews/r1/state", { state: "hidden" }],
    ["DELETE", "/studio/products/book-one/reviews/r1", { confirm: true }],
    ["GET", "/studio/catalogue/warnings"],
  ];

  it("is shut to the signed out, readers, an author without the second factor and other sites", async () => {
    const unenrolled = await signUpReader("Unenrolled Author", "author-catalogue-unenrolled@example.com");
    await expectDoorShut(calls, "signed out");
    await expectDoorShut(calls, { reader, code: "forbidden" });
    await expectDoorShut(calls, { reader: unenrolled, code: "second_factor_required" });
    await expectDoorShut(calls, { foreignOrigin: author });
    // Nothing changed behind the door.
    expect((await detail("book-one")).retiredAt).toBeNull();
    expect((await detail("book-one")).reviews.approved).toBe(3);
    await expectError(await api("/studio/products/door-book", as(author)), 404, "not_found");
  });
});

describe("products", () => {
  it("creates a draft with the placeholder cover, reports its missing translations, and audits it", async () => {
    const created = await expectData<StudioProductDetail>(
      create(
        body({ texts: { en: texts("New Book"), es: { ...texts("Libro nuevo"), synopsis: "", behindTheStory: "" } } }),
      ),
      201,
    );
    expect(created).toMatchObject({
      slug: "new-book",
      status: "draft",
      priceCents: 699,
      price: "6.99",
      retiredAt: null,
      cover: { placeholder: true },
      missing: {
        es: ["synopsis", "behindTheStory"],
        ca: ["title", "subtitle", "description", "synopsis", "behindTheStory", "coverAlt"],
      },
      files: { count: 0 },
      path: "/la-bodega/ebooks/new-book",
    });
    expect(created.texts.es?.title).toBe("Libro nuevo");
    expect(created.texts.ca).toBeNull();
    expect(created.warnings.map((w) => w.code)).toContain("no_cover");
    const [entry] = await auditEntries(author, "?objectId=new-book");
    expect(entry).toMatchObject({ action: "product.created", objectType: "product", actorEmail: author.email });

    const listed = await list("?q=Libro%20nuevo");
    expect(listed.products.map((p) => p.slug)).toEqual(["new-book"]);
    expect(listed.products[0]).toMatchObject({ title: "New Book", missingLocales: ["ca"] });
  });

  it("refuses every invalid field with a 400 naming it, never a 500", async () => {
    const cases: [Partial<StudioProductBody> | Record<string, unknown>, string, string][] = [
      [{ slug: "Bad Slug" }, "slug", "slug_invalid"],
      [{ slug: "x".repeat(65) }, "slug", "slug_invalid"],
      [{ shelf: "" }, "shelf", "shelf_invalid"],
      [{ kind: "poster" }, "kind", "kind_invalid"],
      [{ status: "retired" }, "status", "status_invalid"],
      [{ format: "" }, "format", "format_required"],
      [{ format: "x".repeat(81) }, "format", "format_too_long"],
      [{ workLanguage: "English" }, "workLanguage", "work_language_invalid"],
      [{ series: "Not A Slug" }, "series", "series_invalid"],
      [{ releasedOn: "2026-02-30" }, "releasedOn", "released_on_invalid"],
      [{ position: -1 }, "position", "position_invalid"],
      [{ position: 1.5 }, "position", "position_invalid"],
      [{ price: "0" }, "price", "price_not_positive"],
      [{ price: "-1" }, "price", "price_invalid"],
      [{ price: "6.999" }, "price", "price_invalid"],
      [{ price: "6,99" }, "price", "price_invalid"],
      [{ price: "1000" }, "price", "price_too_high"],
      [{ price: 0.1 + 0.2 }, "price", "price_invalid"],
      [{ price: null }, "price", "price_invalid"],
      [{ texts: {} }, "texts.en", "texts_invalid"],
      [{ texts: { en: { ...texts("T"), title: " " } } }, "texts.en.title", "title_required"],
      [{ texts: { en: { ...texts("T"), description: "" } } }, "texts.en.description", "description_required"],
      [{ texts: { en: { ...texts("T"), synopsis: "x".repeat(8001) } } }, "texts.en.synopsis", "synopsis_too_long"],
      [{ texts: { en: texts("T"), es: { ...texts("T"), title: "" } } }, "texts.es.title", "title_required"],
      [{ texts: { en: { ...texts("T"), coverAlt: "x".repeat(301) } } }, "texts.en.coverAlt", "coverAlt_too_long"],
      [{ bundleItems: ["book-one", "book-two"] }, "bundleItems", "bundle_items_not_a_bundle"],
      [{ kind: "bundle", bundleItems: ["book-one"] }, "bundleItems", "bundle_items_too_few"],
      [{ kind: "bundle", bundleItems: ["book-one", "book-one"] }, "bundleItems", "bundle_items_repeated"],
      [{ kind: "bundle", slug: "b", bundleItems: ["b", "book-one"] }, "bundleItems", "bundle_includes_itself"],
    ];
    for (const [over, field, code] of cases) {
      const error = await expectError(
        await create({ ...body({ slug: "invalid-book" }), ...over } as StudioProductBody),
        400,
        "validation_failed",
      );
      expect(error.fields?.[field], `${JSON.stringify(over).slice(0, 80)} → ${JSON.stringify(error.fields)}`).toContain(
        code,
      );
    }
    // References D1 checks: a shelf, a bundle's items.
    const shelf = await expectError(
      await create(body({ slug: "invalid-book", shelf: "posters" })),
      400,
      "validation_failed",
    );
    expect(shelf.fields).toEqual({ shelf: ["shelf_unknown"] });
    const unknown = await expectError(
      await create(body({ slug: "invalid-book", kind: "bundle", bundleItems: ["book-one", "no-such-book"] })),
      400,
      "validation_failed",
    );
    expect(unknown.fields).toEqual({ bundleItems: ["bundle_item_unknown"] });
    const nested = await expectError(
      await create(body({ slug: "invalid-book", kind: "bundle", bundleItems: ["book-one", "reader-bundle"] })),
      400,
      "validation_failed",
    );
    expect(nested.fields).toEqual({ bundleItems: ["bundle_item_is_bundle"] });
    const theme = await detail("theme");
    const becomes = await expectError(
      await update("theme", edit(theme, { kind: "bundle", bundleItems: ["book-one", "book-two"] })),
      400,
      "validation_failed",
    );
    expect(becomes.fields).toEqual({ kind: ["kind_in_a_bundle"] });
    // A body that isn't JSON at all.
    const raw = await api("/studio/products", {
      method: "POST",
      reader: author,
      body: "{",
      headers: { "Content-Type": "application/json" },
    });
    expect(raw.status).toBe(400);
    await expectError(await api("/studio/products/invalid-book", as(author)), 404, "not_found");
  });

  it("reads a price as exact cents, with or without decimals", async () => {
    for (const [price, cents] of [
      ["12", 1200],
      ["12.5", 1250],
      ["0.01", 1],
      ["999.99", 99_999],
      [19.99, 1999],
    ] as const) {
      const made = await expectData<StudioProductDetail>(create(body({ slug: `price-${cents}`, price })), 201);
      expect(made.priceCents).toBe(cents);
    }
  });

  it("refuses a slug another product has, or had, with a 409 on the slug", async () => {
    const taken = await expectError(await create(body({ slug: "book-one" })), 409, "conflict");
    expect(taken.fields).toEqual({ slug: ["slug_taken"] });
    expect(await expectData<SlugAvailability>(api("/studio/products/slug-check?slug=book-one", as(author)))).toEqual({
      slug: "book-one",
      available: false,
      reason: "taken",
    });
    expect(
      await expectData<SlugAvailability>(api("/studio/products/slug-check?slug=book-one&for=book-one", as(author))),
    ).toMatchObject({ available: true });
    expect(
      await expectData<SlugAvailability>(api("/studio/products/slug-check?slug=free-slug", as(author))),
    ).toMatchObject({
      available: true,
      reason: null,
    });
    await expectError(await api("/studio/products/slug-check?slug=Bad", as(author)), 400, "validation_failed");
    const renameOnto = await expectError(
      await update("book-two", edit(await detail("book-two"), { slug: "book-one" })),
      409,
      "conflict",
    );
    expect(renameOnto.fields).toEqual({ slug: ["slug_taken"] });
  });

  it("shows a price change on the public product API and page at once", async () => {
    const before = await publicProduct("book-two");
    expect((await before.json<{ data: ProductDetail }>()).data.priceCents).toBe(799);
    await expectData(update("book-two", edit(await detail("book-two"), { price: "8.49" })));
    const after = await publicProduct("book-two");
    expect((await after.json<{ data: ProductDetail }>()).data.priceCents).toBe(849);
    const html = await (await page("/la-bodega/ebooks/book-two")).text();
    expect(html).toMatch(/8[.,]49/);
    const [entry] = await auditEntries(author, "?objectId=book-two");
    expect(entry).toMatchObject({ action: "product.updated", before: { priceCents: 799 }, after: { priceCents: 849 } });
  });

  it("lists by status, shelf and kind, newest first, a page at a time", async () => {
    const drafts = await list("?status=draft&limit=2");
    expect(drafts.products).toHaveLength(2);
    expect(drafts.products.every((p) => p.status === "draft")).toBe(true);
    const rest = await list(`?status=draft&limit=100&before=${drafts.next}`);
    expect(rest.products.map((p) => p.slug)).not.toContain(drafts.products[0]!.slug);
    expect((await list("?shelf=music")).products.map((p) => p.slug).sort()).toEqual(["launch-edition", "theme"]);
    expect((await list("?kind=bundle")).products.map((p) => p.slug)).toEqual(["reader-bundle"]);
    await expectError(await api("/studio/products?status=gone", as(author)), 400, "validation_failed");
    await expectError(await api("/studio/products?before=nonsense", as(author)), 400, "validation_failed");
  });

  it("reports a bundle's items and its saving", async () => {
    const bundle = await detail("reader-bundle");
    expect(bundle.bundle!.items.map((i) => i.slug)).toEqual(["book-one", "book-two", "theme"]);
    const sum = bundle.bundle!.items.reduce((s, i) => s + i.priceCents, 0);
    expect(bundle.bundle).toMatchObject({ itemsCents: sum, savingCents: sum - 1299 });
    const edited = await expectData<StudioProductDetail>(
      update("reader-bundle", edit(bundle, { bundleItems: ["theme", "book-one"], price: "7.00" })),
    );
    expect(edited.bundle!.items.map((i) => i.slug)).toEqual(["theme", "book-one"]);
    expect(edited.bundle!.savingCents).toBe(129 + 699 - 700);
  });
});

describe("the draft preview", () => {
  it("shows a draft to the author only; the public never sees it", async () => {
    const preview = await expectData<ProductDetail>(api("/studio/products/book-draft/preview?locale=es", as(author)));
    expect(preview).toMatchObject({ slug: "book-draft", title: "Draft", priceCents: 499 });
    await expectError(await publicProduct("book-draft"), 404, "not_found");
    expect((await page("/la-bodega/ebooks/book-draft")).status).toBe(404);
    expect((await page("/la-bodega/ebooks/book-draft?preview")).status).toBe(404);
    expect((await page("/la-bodega/ebooks/book-draft", { Cookie: `language=en; ${author.cookie}` })).status).toBe(404);
    const catalogue = await (await api("/shop/products")).text();
    expect(catalogue).not.toContain("book-draft");
    await expectError(await api("/studio/products/book-draft/preview", as(reader)), 403, "forbidden");
    await expectError(await api("/studio/products/book-draft/preview"), 401, "unauthorized");
    await expectError(await api("/studio/products/no-such/preview", as(author)), 404, "not_found");
  });
});

describe("renaming a product", () => {
  it("moves everything to the new slug; old addresses answer 301; buyers and readers keep what they had", async () => {
    const buyer = await signUpReader("Rename Buyer");
    const orderId = await paidOrder(buyer, "book-one");
    await env.DB.batch([
      env.DB.prepare("INSERT INTO likes (user_id, item_id) VALUES (?, 'product:book-one')").bind(buyer.id),
      env.DB.prepare("INSERT INTO wishlist_items (user_id, item_id) VALUES (?, 'product:book-one')").bind(reader.id),
      env.DB.prepare("INSERT INTO cart_items (user_id, product_slug) VALUES (?, 'book-one')").bind(reader.id),
    ]);
    const renamed = await expectData<StudioProductDetail>(
      update("book-one", edit(await detail("book-one"), { slug: "first-book" })),
    );
    expect(renamed).toMatchObject({ slug: "first-book", formerSlugs: ["book-one"], files: { count: 2 } });
    expect(renamed.reviews.approved).toBeGreaterThan(0);
    expect(renamed.texts.es?.title).toBe("Libro uno");
    const [entry] = await auditEntries(author, "?objectId=first-book");
    expect(entry).toMatchObject({
      action: "product.renamed",
      before: { slug: "book-one" },
      after: { slug: "first-book" },
    });

    // The old page in every language, and the shop API, lead to the new address.
    for (const [path, to] of [
      ["/la-bodega/ebooks/book-one", "/la-bodega/ebooks/first-book"],
      ["/es/la-bodega/ebooks/book-one", "/es/la-bodega/ebooks/first-book"],
      ["/ca/la-bodega/ebooks/book-one", "/ca/la-bodega/ebooks/first-book"],
    ]) {
      const res = await page(path!);
      expect(res.status, path).toBe(301);
      expect(res.headers.get("Location")).toBe(to);
    }
    expect((await page("/la-bodega/ebooks/first-book")).status).toBe(200);
    const api301 = await publicProduct("book-one", "es");
    expect(api301.status).toBe(301);
    expect(api301.headers.get("Location")).toBe("/api/shop/products/first-book?locale=es");
    expect((await (await publicProduct("first-book")).json<{ data: ProductDetail }>()).data.slug).toBe("first-book");

    // The buyer's library still lists the files, and a download still works.
    const library = await expectData<{ orders: OrderView[] }>(api("/orders", as(buyer)));
    const order = library.orders.find((o) => o.id === orderId)!;
    expect(order.files.map((f) => f.productSlug)).toEqual(["first-book", "first-book"]);
    const file = await api(`/orders/${orderId}/files/f-one-epub`, as(buyer));
    expect(file.status).toBe(200);
    expect(await file.text()).toBe("epub stand-in");
    expect((await expectData<{ slugs: string[] }>(api("/orders/owned", as(buyer)))).slugs).toContain("first-book");
    // Likes, the wishlist and the cart follow.
    const rows = await db.all<{ n: number }>(sql`SELECT
      (SELECT count(*) FROM likes WHERE item_id = 'product:first-book') +
      (SELECT count(*) FROM wishlist_items WHERE item_id = 'product:first-book') +
      (SELECT count(*) FROM cart_items WHERE product_slug = 'first-book') AS n`);
    expect(rows[0]!.n).toBe(3);
    expect(JSON.stringify(await expectData(api("/wishlist", as(reader))))).toContain("first-book");
    expect(JSON.stringify(await expectData(api("/cart", as(reader))))).toContain("first-book");
    // The bundle that held it holds it under its new slug.
    expect((await detail("reader-bundle")).bundle!.items.map((i) => i.slug)).toContain("first-book");

    // The old slug is taken (its address redirects); renaming back reclaims it.
    const former = await expectError(await create(body({ slug: "book-one" })), 409, "conflict");
    expect(former.fields).toEqual({ slug: ["slug_former"] });
    const back = await expectData<StudioProductDetail>(
      update("first-book", edit(await detail("first-book"), { slug: "book-one" })),
    );
    expect(back.formerSlugs).toEqual(["first-book"]);
    expect((await page("/la-bodega/ebooks/first-book")).headers.get("Location")).toBe("/la-bodega/ebooks/book-one");
    expect((await api(`/orders/${orderId}/files/f-one-pdf`, as(buyer))).status).toBe(200);
  });
});

describe("retiring a product", () => {
  it("needs the slug typed again, takes it off the shop, and keeps buyers' downloads", async () => {
    const buyer = await signUpReader("Retire Buyer");
    const orderId = await paidOrder(buyer, "book-one");
    const mismatch = await expectError(
      await api("/studio/products/book-one/retire", { method: "POST", reader: author, json: { confirm: "book-two" } }),
      400,
      "validation_failed",
    );
    expect(mismatch.fields).toEqual({ confirm: ["confirm_mismatch"] });
    const missing = await expectError(
      await api("/studio/products/book-one/retire", { method: "POST", reader: author, json: {} }),
      400,
      "validation_failed",
    );
    expect(missing.fields).toEqual({ confirm: ["confirm_required"] });
    expect((await publicProduct("book-one")).status).toBe(200);

    const retired = await expectData<StudioProductDetail>(
      api("/studio/products/book-one/retire", { method: "POST", reader: author, json: { confirm: "book-one" } }),
    );
    expect(retired.retiredAt).toEqual(expect.any(Number));
    expect(retired.status).toBe("available");
    await expectError(await publicProduct("book-one"), 404, "not_found");
    expect((await page("/la-bodega/ebooks/book-one")).status).toBe(404);
    expect(await (await api("/shop/products")).text()).not.toContain('"book-one"');
    // The buyer's library and downloads keep working.
    const library = await expectData<{ orders: OrderView[] }>(api("/orders", as(buyer)));
    expect(library.orders.find((o) => o.id === orderId)!.files.map((f) => f.id)).toEqual(["f-one-epub", "f-one-pdf"]);
    expect((await api(`/orders/${orderId}/files/f-one-pdf`, as(buyer))).status).toBe(200);
    expect((await list("?status=retired")).products.map((p) => p.slug)).toEqual(["book-one"]);
    expect((await list("?status=available")).products.map((p) => p.slug)).not.toContain("book-one");

    // Retiring again changes nothing and records nothing.
    await expectData(
      api("/studio/products/book-one/retire", { method: "POST", reader: author, json: { confirm: "book-one" } }),
    );
    const entries = (await auditEntries(author, "?objectId=book-one")).filter((e) => e.action === "product.retired");
    expect(entries).toHaveLength(1);

    const restored = await expectData<StudioProductDetail>(
      api("/studio/products/book-one/restore", { method: "POST", reader: author }),
    );
    expect(restored.retiredAt).toBeNull();
    expect((await publicProduct("book-one")).status).toBe(200);
    expect((await auditEntries(author, "?objectId=book-one"))[0]!.action).toBe("product.restored");
  });
});

describe("reviews", () => {
  it("lists a product's reviews; hidden and deleted ones leave the public page; each change is audited", async () => {
    await env.DB.prepare(
      `INSERT INTO product_reviews (id, product_slug, locale, author, rating, quote, position, state) VALUES
       ('t1', 'theme', 'en', 'Pau', 5, 'A fine theme.', 1, 'approved'),
       ('t2', 'theme', 'en', 'Rosa', 4, 'Waiting.', 2, 'pending'),
       ('t3', 'theme', 'en', 'Marc', 3, 'Meh.', 3, 'approved')`,
    ).run();
    const quotes = async () =>
      (await (await publicProduct("theme")).json<{ data: ProductDetail }>()).data.reviews.map((r) => r.quote);
    expect(await quotes()).toEqual(["A fine theme.", "Meh."]);
    const reviews = await expectData<StudioProductReviews>(api("/studio/products/theme/reviews", as(author)));
    expect(reviews.shownFromBook).toBe(false);
    expect(reviews.reviews.map((r) => [r.id, r.state])).toEqual([
      ["t1", "approved"],
      ["t2", "pending"],
      ["t3", "approved"],
    ]);

    const state = (id: string, s: string) =>
      api(`/studio/products/theme/reviews/${id}/state`, { method: "PUT", reader: author, json: { state: s } });
    await expectData(state("t1", "hidden"));
    await expectData(state("t2", "approved"));
    expect(await quotes()).toEqual(["Waiting.", "Meh."]);
    expect((await page("/la-bodega/music/theme").then((r) => r.text())).includes("A fine theme.")).toBe(false);
    await expectError(await state("t1", "gone"), 400, "validation_failed");
    await expectError(await state("nope", "hidden"), 404, "not_found");
    await expectError(
      await api("/studio/products/book-two/reviews/t1/state", {
        method: "PUT",
        reader: author,
        json: { state: "hidden" },
      }),
      404,
      "not_found",
    );

    const remove = (json: unknown) =>
      api("/studio/products/theme/reviews/t3", { method: "DELETE", reader: author, json });
    expect((await expectError(await remove({}), 400, "validation_failed")).fields).toEqual({
      confirm: ["confirm_required"],
    });
    await expectError(await remove({ confirm: "yes" }), 400, "validation_failed");
    await expectData(remove({ confirm: true }));
    expect(await quotes()).toEqual(["Waiting."]);
    await expectError(await remove({ confirm: true }), 404, "not_found");

    const actions = (await auditEntries(author, "?objectType=product_review")).map((e) => [e.action, e.objectId]);
    expect(actions.slice(0, 3)).toEqual([
      ["product_review.deleted", "t3"],
      ["product_review.approved", "t2"],
      ["product_review.hidden", "t1"],
    ]);
    expect((await detail("theme")).reviews).toEqual({ pending: 0, approved: 1, hidden: 1 });
  });
});

describe("the catalogue check", () => {
  it("lists the warnings shop.mjs check prints", async () => {
    const { warnings, truncated } = await expectData<{ warnings: CatalogueWarning[]; truncated: boolean }>(
      api("/studio/catalogue/warnings", as(author)),
    );
    expect(truncated).toBe(false);
    const codes = (slug: string) => warnings.filter((w) => w.subject === slug).map((w) => w.code);
    expect(codes("book-untranslated")).toContain("no_english_texts");
    expect(warnings).toContainEqual(
      expect.objectContaining({
        code: "missing_translation",
        subject: "book-two",
        detail: "ca",
        message: "book-two: no ca texts (English is shown instead)",
      }),
    );
    expect(codes("theme")).toContain("nothing_to_download");
    expect(codes("new-book")).toEqual(["no_cover"]);
    // A draft is not shown, so only its cover is warned of.
    expect(codes("book-draft")).toEqual([]);
  });
});

describe("the catalogue version", () => {
  it("is renewed by every write to every catalogue table, the former slugs' too", async () => {
    const triggers = await db.all<{ tbl_name: string; n: number }>(
      sql`SELECT tbl_name, count(*) AS n FROM sqlite_master
          WHERE type = 'trigger' AND name LIKE '%renews_catalogue_version' GROUP BY tbl_name ORDER BY tbl_name`,
    );
    expect(triggers).toEqual(
      [
        "bundle_items",
        "product_files",
        "product_reviews",
        "product_samples",
        "product_slug_redirects",
        "product_texts",
        "products",
        "shop_categories",
        "shop_category_texts",
      ].map((tbl_name) => ({ tbl_name, n: 3 })),
    );
    const token = async () => (await db.all<{ token: string }>(sql`SELECT token FROM catalogue_version`))[0]!.token;
    const before = await token();
    await env.DB.prepare("UPDATE product_slug_redirects SET created_at = created_at").run();
    await env.DB.prepare(
      "INSERT INTO product_slug_redirects (old_slug, product_slug) VALUES ('gone-slug', 'theme')",
    ).run();
    expect(await token()).not.toBe(before);
  });
});

describe("at 50,000 products", () => {
  it("pages by keyset through the filter's index", async () => {
    const start = Date.UTC(2020, 0, 1);
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 50000)
       INSERT INTO products (slug, category_slug, kind, status, format, price_cents, cover_path, cover_width, cover_height, created_at, updated_at)
       SELECT printf('bulk-%05d', i), CASE i % 2 WHEN 0 THEN 'ebooks' ELSE 'music' END,
              CASE i % 2 WHEN 0 THEN 'ebook' ELSE 'track' END,
              CASE i % 4 WHEN 0 THEN 'available' WHEN 1 THEN 'draft' WHEN 2 THEN 'coming_soon' ELSE 'sold_out' END,
              'EPUB', 100 + i, '/og-default.jpg', 1200, 630, ? + i * 60000, ? + i * 60000 FROM n`,
    )
      .bind(start, start)
      .run();
    const t0 = performance.now();
    let pageOf = await list("?limit=100&status=draft");
    for (let i = 0; i < 5; i++) pageOf = await list(`?limit=100&status=draft&before=${pageOf.next}`);
    expect(pageOf.products).toHaveLength(100);
    expect(pageOf.products.every((p) => p.status === "draft")).toBe(true);
    expect((await list("?q=bulk-00017")).products.map((p) => p.slug)).toEqual(["bulk-00017"]);
    // The warnings stay a bounded list: the bulk products, with no texts, each warn.
    const checked = await expectData<{ warnings: CatalogueWarning[]; truncated: boolean }>(
      api("/studio/catalogue/warnings", as(author)),
    );
    expect(checked.truncated).toBe(true);
    expect(checked.warnings.filter((w) => w.code === "no_english_texts")).toHaveLength(200);
    console.log(
      `[studio-products] 6 pages, a search and the warnings of 50,000 products in ${Math.round(performance.now() - t0)} ms`,
    );

    const plan = async (query: Parameters<typeof productPageQuery>[0]) =>
      (await db.all<{ detail: string }>(sql`EXPLAIN QUERY PLAN ${productPageQuery(query, 101)}`))
        .map((r) => r.detail)
        .join("\n");
    const cursor = `${start + 25_000 * 60_000}.bulk-25000`;
    expect(await plan({})).toMatch(/SCAN products USING INDEX products_created_idx/);
    expect(await plan({ before: cursor })).toMatch(/SEARCH products USING INDEX products_created_idx/);
    expect(await plan({ status: "draft", before: cursor })).toMatch(/USING INDEX products_status_created_idx/);
    expect(await plan({ shelf: "music", before: cursor })).toMatch(/USING INDEX products_shelf_created_idx/);
    expect(await plan({ kind: "track" })).toMatch(/USING INDEX products_kind_created_idx/);
    for (const q of [{}, { status: "draft" as const }, { shelf: "music" }, { kind: "track" as const }]) {
      expect(await plan(q)).not.toMatch(/TEMP B-TREE/);
    }
  });
});

describe("pay what you want", () => {
  it("sets a minimum and a suggested price, refuses a minimum above it or none, and goes back to fixed", async () => {
    const b = body({ slug: "pwyw-book", status: "available", price: "5.00" });
    const missing = await expectError(await create({ ...b, pricing: "pay_what_you_want" }), 400, "validation_failed");
    expect(missing.fields).toEqual({ minPrice: ["min_price_required"] });
    const above = await expectError(
      await create({ ...b, pricing: "pay_what_you_want", minPrice: "6" }),
      400,
      "validation_failed",
    );
    expect(above.fields).toEqual({ minPrice: ["min_price_above_suggested"] });
    const tooHigh = await expectError(
      await create({ ...b, price: "600", pricing: "pay_what_you_want", minPrice: "0" }),
      400,
      "validation_failed",
    );
    expect(tooHigh.fields).toEqual({ price: ["price_too_high"] });

    const created = await expectData<StudioProductDetail>(
      create({ ...b, pricing: "pay_what_you_want", minPrice: "2.5" }),
      201,
    );
    expect(created).toMatchObject({ pricing: "pay_what_you_want", minPrice: "2.50", price: "5.00" });
    const shown = await expectData<{ minPriceCents: number; priceCents: number }>(publicProduct("pwyw-book"));
    expect(shown).toMatchObject({ minPriceCents: 250, priceCents: 500 });

    const fixed = await expectData<StudioProductDetail>(update("pwyw-book", edit(created, { pricing: "fixed" })));
    expect(fixed).toMatchObject({ pricing: "fixed", minPrice: null });
  });
});
