import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { COMMENT_LIMITS, type CommentView } from "#worker/contract/engagement";
import { RATE_LIMITS } from "#worker/contract/rate-limits";
import { api, expectError } from "../support/worker/http";
import { signUpReader, type Reader } from "../support/worker/session";
import { seedShopFixtures } from "../support/worker/shop-fixtures";

/**
 * Likes, wishlist and comments over HTTP, as signed-in readers with real better-auth
 * sessions on D1. D1 keeps its rows for the whole file, so counts are compared with what was
 * there before each test, and each test makes its own readers.
 */

const BOOK = "book:mortal-vengeance-1";
const BOOK_2 = "book:mortal-vengeance-2";
// Products are D1 rows (the shop fixtures); they can be liked and wishlisted while public.
const EBOOK = "product:book-one";
const SOUNDTRACK = "product:theme";
const TRACK = "track:mortal-vengeance-main-theme";
const SERIES = "series:imalive";
const PORTFOLIO = "portfolio:mortal-vengeance-excerpt";

interface LikeState {
  itemId: string;
  count: number;
  liked: boolean;
}
interface CommentList {
  comments: CommentView[];
  hasEarlier: boolean;
}

async function likeStates(items: string[], reader?: Reader): Promise<LikeState[]> {
  const res = await api(`/likes?items=${items.map(encodeURIComponent).join(",")}`, { reader });
  expect(res.status).toBe(200);
  return (await res.json<{ data: { items: LikeState[] } }>()).data.items;
}
async function likeState(item: string, reader?: Reader): Promise<LikeState> {
  return (await likeStates([item], reader))[0]!;
}

async function listComments(item: string, reader?: Reader): Promise<CommentView[]> {
  const res = await api(`/comments?item=${encodeURIComponent(item)}`, { reader });
  expect(res.status).toBe(200);
  return (await res.json<{ data: CommentList }>()).data.comments;
}

async function postComment(reader: Reader, itemId: string, body: string): Promise<CommentView> {
  const res = await api("/comments", { method: "POST", reader, json: { itemId, body } });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json<{ data: CommentView }>()).data;
}

async function setStatus(id: string, status: "pending" | "approved" | "hidden") {
  await env.DB.prepare("UPDATE comments SET status = ? WHERE id = ?").bind(status, id).run();
}

/** A reader whose earlier comment the operator approved, so their next comments go straight up. */
async function trustedReader(name: string, item = SERIES): Promise<Reader> {
  const reader = await signUpReader(name);
  const first = await postComment(reader, item, `${name}'s first words`);
  await setStatus(first.id, "approved");
  return reader;
}

async function commentRow(id: string) {
  return env.DB.prepare(
    "SELECT body, status, (SELECT count(*) FROM comment_reports WHERE comment_id = comments.id) AS reportCount, edited_at AS editedAt FROM comments WHERE id = ?",
  )
    .bind(id)
    .first<{ body: string; status: string; reportCount: number; editedAt: number | null }>();
}

beforeAll(seedShopFixtures);

const fieldCodes = (error: { fields?: Record<string, string[]> }) => Object.values(error.fields ?? {}).flat();

describe("likes", () => {
  it("counts are public, never in a shared cache, and liked is false for a signed-out visitor", async () => {
    const res = await api(`/likes?items=${BOOK},${EBOOK}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const { data } = await res.json<{ data: { items: LikeState[] } }>();
    expect(data.items.map((i) => i.itemId)).toEqual([BOOK, EBOOK]);
    for (const item of data.items) {
      expect(item.liked).toBe(false);
      expect(Number.isInteger(item.count)).toBe(true);
    }
  });

  it("refuses unknown items, a missing or empty list and more than 50 items; repeats count once", async () => {
    const unknown = await expectError(await api(`/likes?items=${BOOK},book:no-such-book`), 400, "validation_failed");
    expect(fieldCodes(unknown)).toContain("unknown_item");
    expect(fieldCodes(await expectError(await api("/likes"), 400, "validation_failed"))).toContain("items_required");
    expect(fieldCodes(await expectError(await api("/likes?items="), 400, "validation_failed"))).toContain(
      "items_required",
    );
    expect(fieldCodes(await expectError(await api("/likes?items=,,"), 400, "validation_failed"))).toContain(
      "items_required",
    );
    const many = Array.from({ length: 51 }, (_, i) => `book:b${i}`).join(",");
    expect(fieldCodes(await expectError(await api(`/likes?items=${many}`), 400, "validation_failed"))).toContain(
      "too_many_items",
    );
    // The same id 60 times is one item, not 60.
    const repeated = await likeStates(Array.from({ length: 60 }, () => BOOK));
    expect(repeated.map((i) => i.itemId)).toEqual([BOOK]);
  });

  it("liking and unliking need a session (401 in the one error shape)", async () => {
    await expectError(await api(`/likes/${BOOK}`, { method: "PUT" }), 401, "unauthorized");
    await expectError(await api(`/likes/${BOOK}`, { method: "DELETE" }), 401, "unauthorized");
    await expectError(
      await api(`/likes/${BOOK}`, { method: "PUT", headers: { Cookie: "better-auth.session_token=forged.value" } }),
      401,
      "unauthorized",
    );
  });

  it("one like per reader per item: liking twice keeps one, two readers count two, unliking takes one away", async () => {
    const before = (await likeState(TRACK)).count;
    const [ana, biel] = [await signUpReader("Ana"), await signUpReader("Biel")];

    const first = await api(`/likes/${TRACK}`, { method: "PUT", reader: ana });
    expect(first.status).toBe(200);
    expect((await first.json<{ data: LikeState }>()).data).toEqual({ itemId: TRACK, count: before + 1, liked: true });
    const again = await api(`/likes/${TRACK}`, { method: "PUT", reader: ana });
    expect((await again.json<{ data: LikeState }>()).data).toEqual({ itemId: TRACK, count: before + 1, liked: true });
    const rows = await env.DB.prepare("SELECT count(*) AS n FROM likes WHERE user_id = ? AND item_id = ?")
      .bind(ana.id, TRACK)
      .first<{ n: number }>();
    expect(rows?.n).toBe(1);

    // Biel sees Ana's like in the count, but not as his own.
    expect(await likeState(TRACK, biel)).toEqual({ itemId: TRACK, count: before + 1, liked: false });
    await api(`/likes/${TRACK}`, { method: "PUT", reader: biel });
    expect(await likeState(TRACK, biel)).toEqual({ itemId: TRACK, count: before + 2, liked: true });
    expect(await likeState(TRACK)).toEqual({ itemId: TRACK, count: before + 2, liked: false });

    const unliked = await api(`/likes/${TRACK}`, { method: "DELETE", reader: ana });
    expect(unliked.status).toBe(200);
    expect((await unliked.json<{ data: LikeState }>()).data).toEqual({
      itemId: TRACK,
      count: before + 1,
      liked: false,
    });
    // Unliking again changes nothing.
    const twice = await api(`/likes/${TRACK}`, { method: "DELETE", reader: ana });
    expect((await twice.json<{ data: LikeState }>()).data).toEqual({ itemId: TRACK, count: before + 1, liked: false });
    expect(await likeState(TRACK, biel)).toEqual({ itemId: TRACK, count: before + 1, liked: true });

    // A batch answers each item for this viewer.
    const states = await likeStates([TRACK, PORTFOLIO], biel);
    expect(states.map(({ itemId, liked }) => ({ itemId, liked }))).toEqual([
      { itemId: TRACK, liked: true },
      { itemId: PORTFOLIO, liked: false },
    ]);
  });

  it("refuses to like an unknown item", async () => {
    const reader = await signUpReader("Carme");
    const error = await expectError(
      await api("/likes/book:no-such-book", { method: "PUT", reader }),
      400,
      "validation_failed",
    );
    expect(error.fields?.itemId).toContain("unknown_item");
    const longId = await expectError(
      await api(`/likes/book:${"x".repeat(200)}`, { method: "PUT", reader }),
      400,
      "validation_failed",
    );
    expect(longId.fields?.itemId).toContain("unknown_item");
    const rows = await env.DB.prepare("SELECT count(*) AS n FROM likes WHERE user_id = ?")
      .bind(reader.id)
      .first<{ n: number }>();
    expect(rows?.n).toBe(0);
  });

  it(
    `limits likes to ${RATE_LIMITS.like.limit} a minute per reader; the next is 429 with Retry-After`,
    { timeout: 30_000 },
    async () => {
      const [busy, calm] = [await signUpReader("Busy"), await signUpReader("Calm")];
      const statuses: number[] = [];
      for (let i = 0; i < RATE_LIMITS.like.limit; i++) {
        statuses.push((await api(`/likes/${BOOK_2}`, { method: i % 2 ? "DELETE" : "PUT", reader: busy })).status);
      }
      expect(statuses.every((s) => s === 200)).toBe(true);
      const refused = await api(`/likes/${BOOK_2}`, { method: "PUT", reader: busy });
      await expectError(refused.clone(), 429, "rate_limited");
      const retryAfter = Number(refused.headers.get("Retry-After"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(RATE_LIMITS.like.windowSeconds);
      // The wishlist has its own budget…
      expect((await api(`/wishlist/${EBOOK}`, { method: "PUT", reader: busy })).status).toBe(200);
      // …and the limit is per reader, not global.
      expect((await api(`/likes/${BOOK_2}`, { method: "PUT", reader: calm })).status).toBe(200);
    },
  );
});

describe("wishlist", () => {
  interface WishlistItem {
    itemId: string;
    addedAt: string;
  }
  async function wishlist(reader: Reader): Promise<WishlistItem[]> {
    const res = await api("/wishlist", { reader });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    return (await res.json<{ data: { items: WishlistItem[] } }>()).data.items;
  }

  it("needs a session", async () => {
    await expectError(await api("/wishlist"), 401, "unauthorized");
    await expectError(await api(`/wishlist/${EBOOK}`, { method: "PUT" }), 401, "unauthorized");
    await expectError(await api(`/wishlist/${EBOOK}`, { method: "DELETE" }), 401, "unauthorized");
  });

  it("adds and removes products idempotently, per reader", async () => {
    const [dana, eloi] = [await signUpReader("Dana"), await signUpReader("Eloi")];
    expect(await wishlist(dana)).toEqual([]);

    const added = await api(`/wishlist/${EBOOK}`, { method: "PUT", reader: dana });
    expect(added.status).toBe(200);
    expect((await added.json<{ data: { items: WishlistItem[] } }>()).data.items.map((i) => i.itemId)).toEqual([EBOOK]);
    await api(`/wishlist/${EBOOK}`, { method: "PUT", reader: dana });
    await api(`/wishlist/${SOUNDTRACK}`, { method: "PUT", reader: dana });
    const items = await wishlist(dana);
    expect(items.map((i) => i.itemId).sort()).toEqual([EBOOK, SOUNDTRACK]);
    for (const item of items) expect(Number.isNaN(Date.parse(item.addedAt))).toBe(false);

    // Eloi's wishlist is his own.
    expect(await wishlist(eloi)).toEqual([]);
    await api(`/wishlist/${SOUNDTRACK}`, { method: "PUT", reader: eloi });
    expect((await wishlist(eloi)).map((i) => i.itemId)).toEqual([SOUNDTRACK]);

    const removed = await api(`/wishlist/${EBOOK}`, { method: "DELETE", reader: dana });
    expect(removed.status).toBe(200);
    expect((await removed.json<{ data: { items: WishlistItem[] } }>()).data.items.map((i) => i.itemId)).toEqual([
      SOUNDTRACK,
    ]);
    expect((await api(`/wishlist/${EBOOK}`, { method: "DELETE", reader: dana })).status).toBe(200);
    expect((await wishlist(dana)).map((i) => i.itemId)).toEqual([SOUNDTRACK]);
    expect((await wishlist(eloi)).map((i) => i.itemId)).toEqual([SOUNDTRACK]);
  });

  it("takes only products: a book is not_wishlistable, an unknown id unknown_item", async () => {
    const reader = await signUpReader("Fina");
    const book = await expectError(await api(`/wishlist/${BOOK}`, { method: "PUT", reader }), 400, "validation_failed");
    expect(book.fields?.itemId).toEqual(["not_wishlistable"]);
    const unknown = await expectError(
      await api("/wishlist/product:no-such-thing", { method: "PUT", reader }),
      400,
      "validation_failed",
    );
    expect(unknown.fields?.itemId).toContain("unknown_item");
    expect(await wishlist(reader)).toEqual([]);
  });
});

describe("comments: reading and posting", () => {
  it("validates the item when listing; lists are never in a shared cache", async () => {
    expect(fieldCodes(await expectError(await api("/comments"), 400, "validation_failed"))).toContain("unknown_item");
    expect(fieldCodes(await expectError(await api("/comments?item=book:nope"), 400, "validation_failed"))).toContain(
      "unknown_item",
    );
    const res = await api(`/comments?item=${BOOK}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await res.json()).toMatchObject({ data: { comments: expect.any(Array), hasEarlier: false } });
  });

  it("posting needs a session and a JSON body", async () => {
    await expectError(
      await api("/comments", { method: "POST", json: { itemId: BOOK, body: "Hello" } }),
      401,
      "unauthorized",
    );
    // Signed out is 401 before anything about the body is said, and nothing is cached.
    const invalid = await api("/comments", { method: "POST", json: { itemId: "nope", body: "" } });
    expect(invalid.headers.get("Cache-Control")).toBe("private, no-store");
    await expectError(invalid, 401, "unauthorized");
    const reader = await signUpReader("Gil");
    await expectError(
      await api("/comments", {
        method: "POST",
        reader,
        body: new URLSearchParams({ itemId: BOOK, body: "Hello" }),
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      }),
      415,
      "unsupported_media_type",
    );
    await expectError(
      await api("/comments", {
        method: "POST",
        reader,
        body: JSON.stringify({ itemId: BOOK, body: "Hi" }),
        headers: { "Content-Type": "text/plain" },
      }),
      415,
      "unsupported_media_type",
    );
    await expectError(
      await api("/comments", {
        method: "POST",
        reader,
        body: "{not json",
        headers: { "Content-Type": "application/json" },
      }),
      400,
      "invalid_json",
    );
    const rows = await env.DB.prepare("SELECT count(*) AS n FROM comments WHERE user_id = ?")
      .bind(reader.id)
      .first<{ n: number }>();
    expect(rows?.n).toBe(0);
  });

  it("holds a reader's first comment for review: only they see it, with its status and edit deadline", async () => {
    const [author, other] = [await signUpReader("Helena Pending"), await signUpReader("Iu Other")];
    const before = Date.now();
    const posted = await postComment(author, BOOK, "  My first comment\nwith two lines  ");
    expect(posted).toMatchObject({
      itemId: BOOK,
      author: "Helena Pending",
      body: "My first comment\nwith two lines",
      mine: true,
      status: "pending",
      editedAt: null,
    });
    const deadline = Date.parse(posted.editableUntil!);
    expect(deadline - Date.parse(posted.createdAt)).toBe(COMMENT_LIMITS.editWindowMs);
    expect(deadline).toBeGreaterThanOrEqual(before + COMMENT_LIMITS.editWindowMs);
    expect((await commentRow(posted.id))?.status).toBe("pending");

    expect((await listComments(BOOK)).map((c) => c.id)).not.toContain(posted.id);
    expect((await listComments(BOOK, other)).map((c) => c.id)).not.toContain(posted.id);
    const own = (await listComments(BOOK, author)).find((c) => c.id === posted.id);
    expect(own).toMatchObject({ status: "pending", mine: true, editableUntil: posted.editableUntil });
  });

  it("shows approved comments to everyone, without status to anyone but the author; the author's next comment is approved at once", async () => {
    const [author, other] = [await signUpReader("Joana Trusted"), await signUpReader("Kai Other")];
    const first = await postComment(author, BOOK_2, "Waiting for the operator");
    await setStatus(first.id, "approved");

    const publicView = (await listComments(BOOK_2)).find((c) => c.id === first.id);
    expect(publicView).toMatchObject({
      id: first.id,
      author: "Joana Trusted",
      body: "Waiting for the operator",
      mine: false,
    });
    expect(publicView).not.toHaveProperty("status");
    expect(publicView).not.toHaveProperty("editableUntil");
    const otherView = (await listComments(BOOK_2, other)).find((c) => c.id === first.id);
    expect(otherView).toMatchObject({ mine: false });
    expect(otherView).not.toHaveProperty("status");
    expect((await listComments(BOOK_2, author)).find((c) => c.id === first.id)).toMatchObject({
      mine: true,
      status: "approved",
    });

    const second = await postComment(author, BOOK_2, "Straight up this time");
    expect(second.status).toBe("approved");
    expect((await commentRow(second.id))?.status).toBe("approved");
    const list = await listComments(BOOK_2, other);
    const ids = list.map((c) => c.id);
    // Oldest first.
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(ids.indexOf(first.id)).toBeGreaterThanOrEqual(0);

    // Being approved is per reader: someone else's first comment still waits.
    expect((await postComment(other, BOOK_2, "New here")).status).toBe("pending");
  });

  it("stores plain text: dangerous markup removed, blank refused, 2,000 characters (code points) at most", async () => {
    const reader = await signUpReader("Lluc Sanitised");
    const scripted = await postComment(reader, PORTFOLIO, "<script>alert(1)</script>hi");
    expect(scripted.body).toBe("hi");
    expect((await commentRow(scripted.id))?.body).toBe("hi");
    const tagged = await postComment(reader, PORTFOLIO, 'I <3 your <b onclick="x()">books</b>');
    expect((await commentRow(tagged.id))?.body).toBe("I <3 your books");

    const post = (body: unknown, itemId: unknown = PORTFOLIO) =>
      api("/comments", { method: "POST", reader, json: { itemId, body } });
    expect((await expectError(await post("   \n\t  "), 400, "validation_failed")).fields?.body).toEqual([
      "comment_required",
    ]);
    expect(
      (await expectError(await post("<script>only this</script>"), 400, "validation_failed")).fields?.body,
    ).toEqual(["comment_required"]);
    expect((await expectError(await post(undefined), 400, "validation_failed")).fields?.body).toEqual([
      "comment_required",
    ]);
    expect((await expectError(await post(42), 400, "validation_failed")).fields?.body).toEqual(["comment_required"]);
    expect((await expectError(await post("a".repeat(2001)), 400, "validation_failed")).fields?.body).toEqual([
      "comment_too_long",
    ]);
    expect((await expectError(await post("a".repeat(10_000)), 400, "validation_failed")).fields?.body).toEqual([
      "comment_too_long",
    ]);
    expect((await expectError(await post("Fine", "book:nope"), 400, "validation_failed")).fields?.itemId).toContain(
      "unknown_item",
    );

    // 2,000 emoji are 4,000 UTF-16 units but 2,000 characters: accepted, nothing cut.
    const emoji = "😀".repeat(2000);
    expect(emoji.length).toBe(4000);
    const long = await postComment(reader, PORTFOLIO, emoji);
    expect((await commentRow(long.id))?.body).toBe(emoji);
    // One more is too many.
    expect((await expectError(await post(`${emoji}😀`), 400, "validation_failed")).fields?.body).toEqual([
      "comment_too_long",
    ]);
    // Refused bodies were never stored.
    const rows = await env.DB.prepare("SELECT count(*) AS n FROM comments WHERE user_id = ?")
      .bind(reader.id)
      .first<{ n: number }>();
    expect(rows?.n).toBe(3);
  });

  it(`limits posting to ${RATE_LIMITS.comment_post.limit} comments in 10 minutes per reader`, async () => {
    const [chatty, quiet] = [await signUpReader("Chatty"), await signUpReader("Quiet")];
    for (let i = 0; i < RATE_LIMITS.comment_post.limit; i++) await postComment(chatty, SERIES, `Comment ${i + 1}`);
    const refused = await api("/comments", {
      method: "POST",
      reader: chatty,
      json: { itemId: SERIES, body: "One too many" },
    });
    await expectError(refused.clone(), 429, "rate_limited");
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(Number(refused.headers.get("Retry-After"))).toBeLessThanOrEqual(RATE_LIMITS.comment_post.windowSeconds);
    const rows = await env.DB.prepare("SELECT count(*) AS n FROM comments WHERE user_id = ?")
      .bind(chatty.id)
      .first<{ n: number }>();
    expect(rows?.n).toBe(RATE_LIMITS.comment_post.limit);
    // Another reader is not affected.
    await postComment(quiet, SERIES, "My turn");
  });
});

describe("comments: paging back", () => {
  it("shows the newest 100 and pages back with ?before=, oldest first within each page", async () => {
    const item = "series:mortal-vengeance";
    const reader = await signUpReader("Uma Prolific");
    const base = Date.now() - 10 * 24 * 60 * 60 * 1000;
    const ids = Array.from({ length: 105 }, () => crypto.randomUUID());
    await env.DB.batch(
      ids.map((id, i) =>
        env.DB.prepare(
          "INSERT INTO comments (id, user_id, item_id, body, status, created_at) VALUES (?, ?, ?, ?, 'approved', ?)",
        ).bind(id, reader.id, item, `Comment ${i}`, base + i * 1000),
      ),
    );
    const first = await api(`/comments?item=${encodeURIComponent(item)}`);
    const page1 = (
      await first.json<{ data: { comments: { body: string; createdAt: string }[]; hasEarlier: boolean } }>()
    ).data;
    expect(page1.comments).toHaveLength(100);
    expect(page1.hasEarlier).toBe(true);
    expect(page1.comments[0]!.body).toBe("Comment 5");
    expect(page1.comments.at(-1)!.body).toBe("Comment 104");

    const back = await api(
      `/comments?item=${encodeURIComponent(item)}&before=${encodeURIComponent(page1.comments[0]!.createdAt)}`,
    );
    const page2 = (await back.json<{ data: { comments: { body: string }[]; hasEarlier: boolean } }>()).data;
    expect(page2.comments.map((c) => c.body)).toEqual([
      "Comment 0",
      "Comment 1",
      "Comment 2",
      "Comment 3",
      "Comment 4",
    ]);
    expect(page2.hasEarlier).toBe(false);

    const bad = await expectError(
      await api(`/comments?item=${encodeURIComponent(item)}&before=yesterday`),
      400,
      "validation_failed",
    );
    expect(bad.fields?.before).toContain("invalid_cursor");
  });
});

describe("comments: editing and deleting", () => {
  it("lets the author edit their comment within the window (still sanitised and validated)", async () => {
    const author = await signUpReader("Marta Editor");
    const posted = await postComment(author, BOOK, "Frist!");
    const res = await api(`/comments/${posted.id}`, {
      method: "PATCH",
      reader: author,
      json: { body: "First! <script>x</script>" },
    });
    expect(res.status).toBe(200);
    const edited = (await res.json<{ data: CommentView }>()).data;
    expect(edited).toMatchObject({ id: posted.id, body: "First!", mine: true, status: "pending" });
    expect(edited.editedAt).not.toBeNull();
    const row = await commentRow(posted.id);
    expect(row).toMatchObject({ body: "First!", status: "pending" });
    expect(row?.editedAt).toBe(Date.parse(edited.editedAt!));

    const blank = await expectError(
      await api(`/comments/${posted.id}`, { method: "PATCH", reader: author, json: { body: " " } }),
      400,
      "validation_failed",
    );
    expect(blank.fields?.body).toEqual(["comment_required"]);
    await expectError(
      await api(`/comments/${posted.id}`, {
        method: "PATCH",
        reader: author,
        body: "body=x",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      }),
      415,
      "unsupported_media_type",
    );
    expect((await commentRow(posted.id))?.body).toBe("First!");
  });

  it("lets the author delete their comment within the window", async () => {
    const author = await trustedReader("Nil Deleter");
    const posted = await postComment(author, BOOK, "Regrettable");
    expect((await listComments(BOOK)).map((c) => c.id)).toContain(posted.id);
    const res = await api(`/comments/${posted.id}`, { method: "DELETE", reader: author });
    expect(res.status).toBe(204);
    expect(await commentRow(posted.id)).toBeNull();
    expect((await listComments(BOOK)).map((c) => c.id)).not.toContain(posted.id);
    await expectError(await api(`/comments/${posted.id}`, { method: "DELETE", reader: author }), 404, "not_found");
  });

  it("refuses someone else's comment: 403 when it is visible, 404 while it is held for review", async () => {
    const [owner, intruder] = [await trustedReader("Olga Owner"), await signUpReader("Pau Intruder")];
    const approved = await postComment(owner, BOOK, "Visible to all");
    expect(approved.status).toBe("approved");
    const newcomer = await signUpReader("Queralt New");
    const pending = await postComment(newcomer, BOOK, "Held");
    expect(pending.status).toBe("pending");

    await expectError(
      await api(`/comments/${approved.id}`, { method: "PATCH", reader: intruder, json: { body: "Defaced" } }),
      403,
      "forbidden",
    );
    await expectError(await api(`/comments/${approved.id}`, { method: "DELETE", reader: intruder }), 403, "forbidden");
    await expectError(
      await api(`/comments/${pending.id}`, { method: "PATCH", reader: intruder, json: { body: "Defaced" } }),
      404,
      "not_found",
    );
    await expectError(await api(`/comments/${pending.id}`, { method: "DELETE", reader: intruder }), 404, "not_found");
    expect((await commentRow(approved.id))?.body).toBe("Visible to all");
    expect((await commentRow(pending.id))?.body).toBe("Held");

    // Signed out is 401; an id that doesn't exist 404; one that isn't an id 400.
    await expectError(await api(`/comments/${approved.id}`, { method: "DELETE" }), 401, "unauthorized");
    await expectError(
      await api(`/comments/${crypto.randomUUID()}`, { method: "DELETE", reader: owner }),
      404,
      "not_found",
    );
    expect(
      (
        await expectError(
          await api("/comments/not-an-id", { method: "DELETE", reader: owner }),
          400,
          "validation_failed",
        )
      ).fields?.id,
    ).toEqual(["unknown_comment"]);
  });

  it("closes editing and deleting 15 minutes after posting (edit_window_closed)", async () => {
    const author = await signUpReader("Roc Late");
    const posted = await postComment(author, TRACK, "Old words");
    await env.DB.prepare("UPDATE comments SET created_at = ? WHERE id = ?")
      .bind(Date.now() - 16 * 60 * 1000, posted.id)
      .run();
    await expectError(
      await api(`/comments/${posted.id}`, { method: "PATCH", reader: author, json: { body: "New words" } }),
      403,
      "edit_window_closed",
    );
    await expectError(
      await api(`/comments/${posted.id}`, { method: "DELETE", reader: author }),
      403,
      "edit_window_closed",
    );
    expect((await commentRow(posted.id))?.body).toBe("Old words");
    // The author still sees it, with no deadline left.
    const own = (await listComments(TRACK, author)).find((c) => c.id === posted.id);
    expect(own).toMatchObject({ status: "pending", editableUntil: null });
  });

  it("treats a comment taken down as gone, even for its author", async () => {
    const author = await trustedReader("Sara Hidden");
    const posted = await postComment(author, TRACK, "Soon hidden");
    await setStatus(posted.id, "hidden");
    await expectError(
      await api(`/comments/${posted.id}`, { method: "PATCH", reader: author, json: { body: "Back" } }),
      404,
      "not_found",
    );
    await expectError(await api(`/comments/${posted.id}`, { method: "DELETE", reader: author }), 404, "not_found");
    expect((await listComments(TRACK, author)).map((c) => c.id)).not.toContain(posted.id);
  });
});

describe("comments: reports", () => {
  const report = (id: string, reader?: Reader) => api(`/comments/${id}/report`, { method: "POST", reader });

  it("refuses reporting your own comment (403), a held one (404) and signed out (401)", async () => {
    const author = await trustedReader("Toni Reported");
    const approved = await postComment(author, SERIES, "Report me if you dare");
    const newcomer = await signUpReader("Úrsula New");
    const pending = await postComment(newcomer, SERIES, "Not public yet");
    const reporter = await signUpReader("Vera Reporter");

    await expectError(await report(approved.id, author), 403, "forbidden");
    await expectError(await report(pending.id, reporter), 404, "not_found");
    await expectError(await report(pending.id, newcomer), 404, "not_found");
    await expectError(await report(approved.id), 401, "unauthorized");
    await expectError(await report(crypto.randomUUID(), reporter), 404, "not_found");
    expect(await commentRow(approved.id)).toMatchObject({ status: "approved", reportCount: 0 });
  });

  it("counts one report per reader, and three readers take the comment down", async () => {
    const author = await trustedReader("Xavi Rude");
    const posted = await postComment(author, SERIES, "Something rude");
    const [r1, r2, r3] = [
      await signUpReader("Reporter One"),
      await signUpReader("Reporter Two"),
      await signUpReader("Reporter Three"),
    ];

    const first = await report(posted.id, r1);
    expect(first.status).toBe(202);
    expect(await first.json()).toEqual({ data: { reported: true } });
    expect((await report(posted.id, r1)).status).toBe(202);
    expect((await report(posted.id, r1)).status).toBe(202);
    expect(await commentRow(posted.id)).toMatchObject({ status: "approved", reportCount: 1 });
    const reports = await env.DB.prepare("SELECT count(*) AS n FROM comment_reports WHERE comment_id = ?")
      .bind(posted.id)
      .first<{ n: number }>();
    expect(reports?.n).toBe(1);

    expect((await report(posted.id, r2)).status).toBe(202);
    expect(await commentRow(posted.id)).toMatchObject({ status: "approved", reportCount: 2 });
    expect((await listComments(SERIES)).map((c) => c.id)).toContain(posted.id);

    expect((await report(posted.id, r3)).status).toBe(202);
    expect(await commentRow(posted.id)).toMatchObject({ status: "hidden", reportCount: 3 });
    expect((await listComments(SERIES)).map((c) => c.id)).not.toContain(posted.id);
    expect((await listComments(SERIES, author)).map((c) => c.id)).not.toContain(posted.id);
    expect((await listComments(SERIES, r1)).map((c) => c.id)).not.toContain(posted.id);
    // A hidden comment can't be reported any more.
    await expectError(await report(posted.id, await signUpReader("Reporter Four")), 404, "not_found");
  });
});
