import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import {
  CONTENT_ITEM_ID_MAX,
  PRODUCT_SLUG_PATTERN,
  isEngageableId,
  isProductItemId,
} from "#worker/contract/content-items";
import type { AccountComment, LikedItem, SavedItem } from "#worker/contract/engagement-fields";
import { SLUG_PATTERN } from "#worker/contract/shop";
import { api, expectError } from "../support/worker/http";
import { signUpReader, type Reader } from "../support/worker/session";
import { paidOrder, seedShopFixtures } from "../support/worker/shop-fixtures";

/**
 * Likes, wishlist and comments on the shop's products, which live in D1: any public
 * product (not a draft, with English texts) can be engaged with, by the id `product:<slug>`,
 * and the account lists name it in the reader's language with its page.
 */

beforeAll(seedShopFixtures);

const BOOK_ONE = "product:book-one"; // en + es texts
const THEME = "product:theme"; // English only
const SOON = "product:book-soon"; // coming soon: on the shelf, so public
const DRAFT = "product:book-draft";
const UNTRANSLATED = "product:book-untranslated"; // no English texts: not public
const UNKNOWN = "product:no-such-product";
const NOT_PUBLIC = [DRAFT, UNTRANSLATED, UNKNOWN];

interface LikeState {
  itemId: string;
  count: number;
  liked: boolean;
}

const count = async (sql: string, ...params: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...params)
    .first<{ n: number }>())!.n;

async function wishlist(reader: Reader, query = ""): Promise<SavedItem[]> {
  const res = await api(`/wishlist${query}`, { reader });
  expect(res.status).toBe(200);
  return (await res.json<{ data: { items: SavedItem[] } }>()).data.items;
}

async function accountLikes(reader: Reader, query = ""): Promise<LikedItem[]> {
  const res = await api(`/account/likes${query}`, { reader });
  expect(res.status).toBe(200);
  return (await res.json<{ data: { items: LikedItem[] } }>()).data.items;
}

async function accountComments(reader: Reader, query = ""): Promise<AccountComment[]> {
  const res = await api(`/account/comments${query}`, { reader });
  expect(res.status).toBe(200);
  return (await res.json<{ data: { comments: AccountComment[] } }>()).data.comments;
}

describe("product ids", () => {
  it("are any product:<slug> of the shop's slug shape, within the id length limit", () => {
    // content-items repeats the shop's slug pattern so pages with likes don't load zod.
    expect(PRODUCT_SLUG_PATTERN.source).toBe(SLUG_PATTERN.source);
    for (const id of [
      BOOK_ONE,
      "product:a",
      "product:mortal-vengeance-1-ebook",
      `product:${"a".repeat(CONTENT_ITEM_ID_MAX - 8)}`,
    ]) {
      expect(isProductItemId(id), id).toBe(true);
      expect(isEngageableId(id), id).toBe(true);
    }
    for (const id of [
      "product:",
      "product:Book-One",
      "product:book_one",
      "product:-book",
      "product:book--one",
      "product:book/one",
      "products:book-one",
      "book-one",
      `product:${"a".repeat(CONTENT_ITEM_ID_MAX - 7)}`,
    ]) {
      expect(isProductItemId(id), id).toBe(false);
      expect(isEngageableId(id), id).toBe(false);
    }
    // Registered content keeps its ids; the static registry no longer lists products.
    expect(isEngageableId("book:mortal-vengeance-1")).toBe(true);
    expect(isEngageableId("book:no-such-book")).toBe(false);
  });
});

describe("liking a product", () => {
  it("likes and unlikes a public product, and counts it in the public like counts", async () => {
    const [ana, biel] = [await signUpReader("Ana Product"), await signUpReader("Biel Product")];
    const liked = await api(`/likes/${BOOK_ONE}`, { method: "PUT", reader: ana });
    expect(liked.status).toBe(200);
    expect((await liked.json<{ data: LikeState }>()).data).toEqual({ itemId: BOOK_ONE, count: 1, liked: true });
    // Coming soon is on the shelf too.
    expect((await api(`/likes/${SOON}`, { method: "PUT", reader: biel })).status).toBe(200);

    const res = await api(`/likes?items=${BOOK_ONE},${SOON},${THEME},book:mortal-vengeance-1`, { reader: ana });
    expect(res.status).toBe(200);
    expect((await res.json<{ data: { items: LikeState[] } }>()).data.items).toEqual([
      { itemId: BOOK_ONE, count: 1, liked: true },
      { itemId: SOON, count: 1, liked: false },
      { itemId: THEME, count: 0, liked: false },
      { itemId: "book:mortal-vengeance-1", count: 0, liked: false },
    ]);

    const unliked = await api(`/likes/${BOOK_ONE}`, { method: "DELETE", reader: ana });
    expect((await unliked.json<{ data: LikeState }>()).data).toEqual({ itemId: BOOK_ONE, count: 0, liked: false });
  });

  it("refuses a draft, an unknown product and one without English, as any unknown item, writing nothing", async () => {
    const reader = await signUpReader("Carme Refused");
    for (const id of NOT_PUBLIC) {
      for (const method of ["PUT", "DELETE"]) {
        const error = await expectError(await api(`/likes/${id}`, { method, reader }), 400, "validation_failed");
        expect(error.fields, `${method} ${id}`).toEqual({ itemId: ["unknown_item"] });
      }
    }
    // Malformed product ids are refused by the schema, the same way.
    for (const id of ["product:Book-One", "product:book_one", "product:"]) {
      const error = await expectError(
        await api(`/likes/${encodeURIComponent(id)}`, { method: "PUT", reader }),
        400,
        "validation_failed",
      );
      expect(error.fields?.itemId, id).toContain("unknown_item");
    }
    expect(await count("SELECT count(*) AS n FROM likes WHERE user_id = ?", reader.id)).toBe(0);
  });

  it("refuses like counts asked for a product that isn't public, naming which one", async () => {
    const error = await expectError(
      await api(`/likes?items=${BOOK_ONE},${DRAFT},book:mortal-vengeance-1,${UNKNOWN}`),
      400,
      "validation_failed",
    );
    expect(error.fields).toEqual({ "items.1": ["unknown_item"], "items.3": ["unknown_item"] });
    const untranslated = await expectError(await api(`/likes?items=${UNTRANSLATED}`), 400, "validation_failed");
    expect(untranslated.fields).toEqual({ "items.0": ["unknown_item"] });
  });
});

describe("wishlisting a product", () => {
  it("adds and removes any public product, each named in the asked language with its page", async () => {
    const reader = await signUpReader("Dana Wishes");
    const added = await api(`/wishlist/${BOOK_ONE}?locale=es`, { method: "PUT", reader });
    expect(added.status).toBe(200);
    expect((await added.json<{ data: { items: SavedItem[] } }>()).data.items).toEqual([
      {
        itemId: BOOK_ONE,
        addedAt: expect.any(String),
        title: "Libro uno",
        href: "/la-bodega/ebooks/book-one",
        product: expect.objectContaining({ slug: "book-one", title: "Libro uno", priceCents: 699 }),
        owned: false,
      },
    ]);
    expect((await api(`/wishlist/${THEME}`, { method: "PUT", reader })).status).toBe(200);

    // Spanish where the product has it, English where it doesn't.
    const spanish = await wishlist(reader, "?locale=es");
    expect(
      spanish
        .map(({ itemId, title, href }) => ({ itemId, title, href }))
        .sort((a, b) => a.itemId.localeCompare(b.itemId)),
    ).toEqual([
      { itemId: BOOK_ONE, title: "Libro uno", href: "/la-bodega/ebooks/book-one" },
      { itemId: THEME, title: "Main Theme", href: "/la-bodega/music/theme" },
    ]);
    // Catalan has no texts at all: English. No locale asked: English.
    expect((await wishlist(reader, "?locale=ca")).map((i) => i.title).sort()).toEqual(["Book One", "Main Theme"]);
    expect((await wishlist(reader)).map((i) => i.title).sort()).toEqual(["Book One", "Main Theme"]);

    const removed = await api(`/wishlist/${BOOK_ONE}?locale=es`, { method: "DELETE", reader });
    expect(removed.status).toBe(200);
    expect((await removed.json<{ data: { items: SavedItem[] } }>()).data.items.map((i) => i.itemId)).toEqual([THEME]);

    await expectError(await api("/wishlist?locale=fr", { reader }), 400, "validation_failed");
  });

  it("shows each product as the shelf does (cover, price, status) and says which the reader owns", async () => {
    const reader = await signUpReader("Gala Owner");
    for (const id of [BOOK_ONE, THEME, SOON, "product:reader-bundle"])
      expect((await api(`/wishlist/${id}`, { method: "PUT", reader })).status).toBe(200);
    const before = await wishlist(reader);
    expect(before.every((item) => item.owned === false)).toBe(true);
    const soon = before.find((item) => item.itemId === SOON)!;
    expect(soon.product).toMatchObject({ status: "coming_soon", priceCents: 599 });
    expect(soon.product.cover).toEqual({
      src: "/media/covers/imalive-1.svg",
      width: 600,
      height: 900,
      alt: "Cover of soon",
    });

    // Bought: the book and the bundle that holds the theme keep their cover and price, and are owned.
    await paidOrder(reader, "book-one");
    await paidOrder(reader, "reader-bundle");
    const after = await wishlist(reader, "?locale=es");
    expect(
      after
        .map((item) => [item.itemId, item.owned, item.product.priceCents, item.product.cover.src, item.title])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ).toEqual([
      [BOOK_ONE, true, 699, "/media/covers/mortal-vengeance-1.svg", "Libro uno"],
      [SOON, false, 599, "/media/covers/imalive-1.svg", "Soon"],
      ["product:reader-bundle", true, 1299, "/media/covers/mortal-vengeance-series.svg", "Reader Bundle"],
      [THEME, true, 129, "/media/music/mortal-vengeance-soundtrack.svg", "Main Theme"],
    ]);
    // Another reader's wishlist knows nothing of these orders.
    const other = await signUpReader("Hug Other");
    await api(`/wishlist/${BOOK_ONE}`, { method: "PUT", reader: other });
    expect((await wishlist(other)).map((item) => item.owned)).toEqual([false]);
  });

  it("refuses a draft, an unknown product and one without English; content items are still not_wishlistable", async () => {
    const reader = await signUpReader("Eloi Refused");
    for (const id of NOT_PUBLIC) {
      for (const method of ["PUT", "DELETE"]) {
        const error = await expectError(await api(`/wishlist/${id}`, { method, reader }), 400, "validation_failed");
        expect(error.fields, `${method} ${id}`).toEqual({ itemId: ["unknown_item"] });
      }
    }
    const book = await expectError(
      await api("/wishlist/book:mortal-vengeance-1", { method: "PUT", reader }),
      400,
      "validation_failed",
    );
    expect(book.fields?.itemId).toEqual(["not_wishlistable"]);
    expect(await count("SELECT count(*) AS n FROM wishlist_items WHERE user_id = ?", reader.id)).toBe(0);
    expect(await wishlist(reader)).toEqual([]);
  });

  it("leaves out a product taken back to draft (the export still has the row), and shows it again when it returns", async () => {
    const reader = await signUpReader("Fina Withdrawn");
    await api(`/wishlist/${THEME}`, { method: "PUT", reader });
    await api(`/likes/${THEME}`, { method: "PUT", reader });
    await env.DB.prepare("UPDATE products SET status = 'draft' WHERE slug = 'theme'").run();
    try {
      expect(await wishlist(reader)).toEqual([]);
      // The like stays listed by id, without a name the client could show.
      expect(await accountLikes(reader)).toEqual([{ itemId: THEME, likedAt: expect.any(String) }]);
      const exported = await (await api("/account/export", { reader })).json<{ wishlist: { itemId: string }[] }>();
      expect(exported.wishlist.map((w) => w.itemId)).toEqual([THEME]);
    } finally {
      await env.DB.prepare("UPDATE products SET status = 'available' WHERE slug = 'theme'").run();
    }
    expect((await wishlist(reader)).map((i) => i.itemId)).toEqual([THEME]);
  });
});

describe("commenting on a product", () => {
  it("posts and lists comments under a public product", async () => {
    const reader = await signUpReader("Gil Commenter");
    const res = await api("/comments", {
      method: "POST",
      reader,
      json: { itemId: BOOK_ONE, body: "Can't wait to read it" },
    });
    expect(res.status).toBe(201);
    const posted = (await res.json<{ data: AccountComment }>()).data;
    expect(posted).toMatchObject({ itemId: BOOK_ONE, body: "Can't wait to read it", status: "pending", mine: true });
    const list = await api(`/comments?item=${BOOK_ONE}`, { reader });
    expect(list.status).toBe(200);
    expect((await list.json<{ data: { comments: { id: string }[] } }>()).data.comments.map((c) => c.id)).toEqual([
      posted.id,
    ]);
  });

  it("refuses a draft, an unknown product and one without English, for posting and for listing", async () => {
    const reader = await signUpReader("Helena Refused");
    for (const id of NOT_PUBLIC) {
      const posted = await expectError(
        await api("/comments", { method: "POST", reader, json: { itemId: id, body: "Hello" } }),
        400,
        "validation_failed",
      );
      expect(posted.fields, id).toEqual({ itemId: ["unknown_item"] });
      const listed = await expectError(await api(`/comments?item=${id}`), 400, "validation_failed");
      expect(listed.fields, id).toEqual({ item: ["unknown_item"] });
    }
    expect(await count("SELECT count(*) AS n FROM comments WHERE user_id = ?", reader.id)).toBe(0);
  });
});

describe("the account lists name products", () => {
  it("gives each product its title in the reader's language (English when missing) and its page; content items carry neither", async () => {
    const reader = await signUpReader("Iu Lists");
    for (const id of [BOOK_ONE, THEME, "book:mortal-vengeance-1"])
      expect((await api(`/likes/${id}`, { method: "PUT", reader })).status).toBe(200);
    for (const id of [BOOK_ONE, THEME]) {
      expect((await api("/comments", { method: "POST", reader, json: { itemId: id, body: `On ${id}` } })).status).toBe(
        201,
      );
    }

    const byId = <T extends { itemId: string }>(items: T[]) => Object.fromEntries(items.map((i) => [i.itemId, i]));
    const spanish = byId(await accountLikes(reader, "?locale=es"));
    expect(spanish[BOOK_ONE]).toMatchObject({ title: "Libro uno", href: "/la-bodega/ebooks/book-one" });
    expect(spanish[THEME]).toMatchObject({ title: "Main Theme", href: "/la-bodega/music/theme" });
    expect(spanish["book:mortal-vengeance-1"]).toEqual({
      itemId: "book:mortal-vengeance-1",
      likedAt: expect.any(String),
    });
    expect(byId(await accountLikes(reader))[BOOK_ONE]).toMatchObject({ title: "Book One" });

    const comments = await accountComments(reader, "?locale=es");
    expect(
      comments
        .map(({ itemId, title, href }) => ({ itemId, title, href }))
        .sort((a, b) => a.itemId.localeCompare(b.itemId)),
    ).toEqual([
      { itemId: BOOK_ONE, title: "Libro uno", href: "/la-bodega/ebooks/book-one" },
      { itemId: THEME, title: "Main Theme", href: "/la-bodega/music/theme" },
    ]);
    expect((await accountComments(reader, "?locale=ca")).map((c) => c.title).sort()).toEqual([
      "Book One",
      "Main Theme",
    ]);

    const badLocale = await expectError(await api("/account/likes?locale=fr", { reader }), 400, "validation_failed");
    expect(badLocale.fields?.locale).toEqual(["locale_invalid"]);
  });
});

describe("signed out", () => {
  it("can read a product's like count and comments, and nothing else: every change and list is 401", async () => {
    expect((await api(`/likes?items=${BOOK_ONE}`)).status).toBe(200);
    expect((await api(`/comments?item=${BOOK_ONE}`)).status).toBe(200);
    const likesBefore = await count("SELECT count(*) AS n FROM likes");
    const commentsBefore = await count("SELECT count(*) AS n FROM comments");
    // 401 comes first, for a draft too, so a visitor learns nothing about what exists.
    for (const id of [BOOK_ONE, DRAFT]) {
      await expectError(await api(`/likes/${id}`, { method: "PUT" }), 401, "unauthorized");
      await expectError(await api(`/likes/${id}`, { method: "DELETE" }), 401, "unauthorized");
      await expectError(await api(`/wishlist/${id}`, { method: "PUT" }), 401, "unauthorized");
      await expectError(await api(`/wishlist/${id}`, { method: "DELETE" }), 401, "unauthorized");
      await expectError(
        await api("/comments", { method: "POST", json: { itemId: id, body: "Hi" } }),
        401,
        "unauthorized",
      );
    }
    for (const path of ["/wishlist?locale=es", "/account/likes?locale=es", "/account/comments?locale=es"]) {
      await expectError(await api(path), 401, "unauthorized");
    }
    expect(await count("SELECT count(*) AS n FROM likes")).toBe(likesBefore);
    expect(await count("SELECT count(*) AS n FROM comments")).toBe(commentsBefore);
  });
});
