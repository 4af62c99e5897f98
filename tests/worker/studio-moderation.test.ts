import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { CommentView } from "#worker/contract/engagement";
import type { ModerationPage, ReadersPage } from "#worker/contract/studio-moderation";
import { PASSWORD } from "../support/shared/clients";
import { api, expectError } from "../support/worker/http";
import { lastMail } from "../support/worker/outbox";
import { authPost, currentUser, signUpReader, type Reader } from "../support/worker/session";
import { seedShopFixtures } from "../support/worker/shop-fixtures";
import { studioAuthor } from "../support/worker/studio";

/**
 * The studio's comment moderation and readers: behind the studio's
 * door, every change audited in its own batch, every list paged by keyset on its index.
 */

const BOOK = "book:mortal-vengeance-1";
const EBOOK = "product:book-one";

let author: Reader;
beforeAll(async () => {
  await seedShopFixtures();
  author = await studioAuthor("author-moderation@example.com", "Moderating Author");
});

const data = async <T>(res: Response | Promise<Response>) => {
  const answer = await res;
  expect(answer.status, await answer.clone().text()).toBeLessThan(300);
  return (await answer.json<{ data: T }>()).data;
};
const studio = (path: string, init: Parameters<typeof api>[1] = {}) =>
  api(`/studio${path}`, { reader: author, ...init });
const moderate = (json: unknown) => studio("/comments/moderate", { method: "POST", json });

async function postComment(reader: Reader, itemId: string, body: string) {
  return api("/comments", { method: "POST", reader, json: { itemId, body } });
}
async function posted(reader: Reader, itemId: string, body: string): Promise<CommentView> {
  return data<CommentView>(postComment(reader, itemId, body));
}
const publicBodies = async (item: string) =>
  (await data<{ comments: CommentView[] }>(api(`/comments?item=${encodeURIComponent(item)}`))).comments.map(
    (c) => c.body,
  );
type AuditEntry = { action: string; actorEmail: string; objectId: string; before: unknown; after: unknown };
const audit = async (objectId: string) =>
  (await data<{ entries: AuditEntry[] }>(studio(`/audit-log?objectId=${encodeURIComponent(objectId)}`))).entries;
const status = async (id: string) =>
  (await env.DB.prepare("SELECT status FROM comments WHERE id = ?").bind(id).first<{ status: string }>())?.status;

describe("who may moderate", () => {
  const routes: [string, string, unknown?][] = [
    ["GET", "/studio/comments"],
    ["POST", "/studio/comments/moderate", { ids: [crypto.randomUUID()], action: "approve" }],
    ["GET", "/studio/readers"],
    ["POST", "/studio/readers/someone/comment-block"],
    ["DELETE", "/studio/readers/someone/comment-block"],
    ["POST", "/studio/readers/someone/confirmation"],
    ["POST", "/studio/readers/someone/suspension", { reason: "x", confirm: "suspend" }],
    ["DELETE", "/studio/readers/someone/suspension"],
  ];

  it("signed out 401, a reader 403, an author without the second factor 403 second_factor_required", async () => {
    const reader = await signUpReader("Nosy Reader");
    const unenrolled = await signUpReader("Unenrolled Author", "author-moderation-unenrolled@example.com");
    for (const [method, path, json] of routes) {
      await expectError(await api(path, { method, json }), 401, "unauthorized");
      await expectError(await api(path, { method, json, reader }), 403, "forbidden");
      await expectError(await api(path, { method, json, reader: unenrolled }), 403, "second_factor_required");
    }
  });

  it("writes from another site's page are refused, even with the author's cookie", async () => {
    for (const [method, path, json] of routes.filter(([method]) => method !== "GET")) {
      const res = await api(path, { method, json, reader: author, headers: { Origin: "https://evil.example" } });
      await expectError(res, 403, "forbidden");
    }
  });
});

describe("the moderation queue", () => {
  it("lists pending and reported comments newest first, with the item, the author and the reports", async () => {
    const newcomer = await signUpReader("Queue Newcomer");
    const first = await posted(newcomer, BOOK, "Waiting in the queue");
    const onProduct = await posted(newcomer, EBOOK, "About the ebook");
    const queue = await data<ModerationPage>(studio("/comments?queue=pending&limit=100"));
    const ids = queue.comments.map((c) => c.id);
    expect(ids.indexOf(onProduct.id)).toBeLessThan(ids.indexOf(first.id));
    expect(queue.comments.find((c) => c.id === first.id)).toMatchObject({
      body: "Waiting in the queue",
      status: "pending",
      reports: 0,
      item: { id: BOOK, kind: "book", title: "Mortal Vengeance — Book 1", url: "/series/mortal-vengeance" },
      author: { id: newcomer.id, name: "Queue Newcomer", email: newcomer.email, commentsBlocked: false },
    });
    expect(queue.comments.find((c) => c.id === onProduct.id)!.item).toMatchObject({ kind: "product" });
    expect(queue.comments.find((c) => c.id === onProduct.id)!.item.url).toMatch(/book-one/);

    // An approved comment a reader reported is in the "reported" queue with its count.
    await moderate({ ids: [first.id], action: "approve" });
    const reporter = await signUpReader("Queue Reporter");
    expect((await api(`/comments/${first.id}/report`, { method: "POST", reader: reporter })).status).toBe(202);
    const reported = await data<ModerationPage>(studio("/comments?queue=reported"));
    expect(reported.comments.find((c) => c.id === first.id)).toMatchObject({ status: "approved", reports: 1 });
    const all = await data<ModerationPage>(studio("/comments"));
    expect(all.comments.map((c) => c.id)).toEqual(expect.arrayContaining([first.id, onProduct.id]));
  });

  it("refuses a malformed query", async () => {
    for (const bad of ["?queue=spam", "?limit=0", "?limit=101", "?before=abc", "?before=12:", "?before=1:a%20b"]) {
      await expectError(await studio(`/comments${bad}`), 400, "validation_failed");
    }
  });

  it("pages by keyset without repeating or skipping a comment", async () => {
    const reader = await signUpReader("Queue Pager");
    const mine = [];
    for (let i = 0; i < 5; i++) mine.push((await posted(reader, BOOK, `Page me ${i}`)).id);
    const seen: string[] = [];
    let before: string | null = null;
    do {
      const page: ModerationPage = await data<ModerationPage>(
        studio(`/comments?queue=pending&limit=2${before ? `&before=${before}` : ""}`),
      );
      expect(page.comments.length).toBeLessThanOrEqual(2);
      seen.push(...page.comments.map((c) => c.id));
      before = page.next;
    } while (before);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expect.arrayContaining(mine));
  });
});

describe("moderating comments", () => {
  it("approves several at once: they become public, their reports settle, each is audited", async () => {
    const reader = await signUpReader("Bulk Reader");
    const a = await posted(reader, BOOK, "Bulk one");
    const b = await posted(reader, BOOK, "Bulk two");
    expect(await publicBodies(BOOK)).not.toContain("Bulk one");
    const done = await data<{ action: string; ids: string[] }>(moderate({ ids: [a.id, b.id], action: "approve" }));
    expect(done.action).toBe("approve");
    expect(done.ids.sort()).toEqual([a.id, b.id].sort());
    expect(await publicBodies(BOOK)).toEqual(expect.arrayContaining(["Bulk one", "Bulk two"]));
    const [entry] = await audit(a.id);
    expect(entry).toMatchObject({
      action: "comment.approved",
      actorEmail: "author-moderation@example.com",
      before: { status: "pending", reports: 0, itemId: BOOK, userId: reader.id },
      after: { status: "approved", reports: 0 },
    });
    expect((await audit(b.id))[0]!.action).toBe("comment.approved");
  });

  it("hides one: it leaves the public list and the queue", async () => {
    const reader = await signUpReader("Hidden Reader");
    const c = await posted(reader, BOOK, "Take me down");
    await moderate({ ids: [c.id], action: "approve" });
    expect(await publicBodies(BOOK)).toContain("Take me down");
    await data(moderate({ ids: [c.id], action: "hide" }));
    expect(await status(c.id)).toBe("hidden");
    expect(await publicBodies(BOOK)).not.toContain("Take me down");
    expect((await audit(c.id))[0]).toMatchObject({
      action: "comment.hidden",
      before: { status: "approved" },
      after: { status: "hidden" },
    });
  });

  it("deletes only with the confirmation, and keeps the words in the log", async () => {
    const reader = await signUpReader("Deleted Reader");
    const c = await posted(reader, BOOK, "Delete me for good");
    const refused = await expectError(await moderate({ ids: [c.id], action: "delete" }), 400, "validation_failed");
    expect(refused.fields).toEqual({ confirm: ["confirmation_required"] });
    await expectError(await moderate({ ids: [c.id], action: "delete", confirm: "yes" }), 400, "validation_failed");
    expect(await status(c.id)).toBe("pending");
    await data(moderate({ ids: [c.id], action: "delete", confirm: "delete" }));
    expect(await status(c.id)).toBeUndefined();
    expect((await audit(c.id))[0]).toMatchObject({
      action: "comment.deleted",
      before: { status: "pending", body: "Delete me for good" },
      after: null,
    });
  });

  it("refuses malformed bodies and changes nothing when any id is unknown", async () => {
    const reader = await signUpReader("Unknown Ids");
    const c = await posted(reader, BOOK, "Still pending");
    const cases: [unknown, string][] = [
      [{ action: "approve" }, "ids"],
      [{ ids: [], action: "approve" }, "ids"],
      [{ ids: Array.from({ length: 101 }, () => crypto.randomUUID()), action: "approve" }, "ids"],
      [{ ids: ["not-a-uuid"], action: "approve" }, "ids.0"],
      [{ ids: [c.id] }, "action"],
      [{ ids: [c.id], action: "publish" }, "action"],
    ];
    for (const [body, field] of cases) {
      const error = await expectError(await moderate(body), 400, "validation_failed");
      expect(Object.keys(error.fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    const res = await studio("/comments/moderate", { method: "POST", body: "ids=1" });
    expect(res.status).toBe(415);
    await expectError(await moderate({ ids: [c.id, crypto.randomUUID()], action: "approve" }), 404, "not_found");
    expect(await status(c.id)).toBe("pending");
  });

  it("takes 100 comments in one action", async () => {
    const reader = await signUpReader("Hundred Reader");
    const ids = Array.from({ length: 100 }, () => crypto.randomUUID());
    // D1 binds at most 100 parameters per statement: two inserts of 50.
    for (const half of [ids.slice(0, 50), ids.slice(50)]) {
      await env.DB.prepare(
        `INSERT INTO comments (id, user_id, item_id, body, status, created_at) VALUES ${half
          .map(() => `(?, ?, '${BOOK}', 'many', 'pending', 1)`)
          .join(",")}`,
      )
        .bind(...half.flatMap((id) => [id, reader.id]))
        .run();
    }
    const done = await data<{ ids: string[] }>(moderate({ ids, action: "hide" }));
    expect(done.ids).toHaveLength(100);
    const hidden = await env.DB.prepare("SELECT count(*) AS n FROM comments WHERE user_id = ? AND status = 'hidden'")
      .bind(reader.id)
      .first<{ n: number }>();
    expect(hidden!.n).toBe(100);
    const entries = await env.DB.prepare(
      "SELECT count(*) AS n FROM audit_log WHERE action = 'comment.hidden' AND object_id IN (SELECT id FROM comments WHERE user_id = ?)",
    )
      .bind(reader.id)
      .first<{ n: number }>();
    expect(entries!.n).toBe(100);
  });
});

describe("blocking a reader from commenting", () => {
  it("refuses their next comment with a clear 403 until it is lifted; both are audited", async () => {
    const reader = await signUpReader("Blocked Commenter");
    expect((await postComment(reader, BOOK, "Before the block")).status).toBe(201);
    const blocked = await data<{ commentsBlockedAt: string | null }>(
      studio(`/readers/${reader.id}/comment-block`, { method: "POST" }),
    );
    expect(blocked.commentsBlockedAt).not.toBeNull();
    const refused = await expectError(await postComment(reader, BOOK, "After the block"), 403, "commenting_blocked");
    expect(refused.message).toMatch(/turned off commenting/);
    await expectError(await studio(`/readers/${reader.id}/comment-block`, { method: "POST" }), 409, "conflict");

    const queue = await data<ModerationPage>(studio("/comments?queue=pending&limit=100"));
    expect(queue.comments.find((c) => c.author.id === reader.id)!.author.commentsBlocked).toBe(true);

    await data(studio(`/readers/${reader.id}/comment-block`, { method: "DELETE" }));
    expect((await postComment(reader, BOOK, "Back again")).status).toBe(201);
    await expectError(await studio(`/readers/${reader.id}/comment-block`, { method: "DELETE" }), 409, "conflict");
    await expectError(await studio(`/readers/nobody-here/comment-block`, { method: "POST" }), 404, "not_found");
    await expectError(await studio(`/readers/bad%20id/comment-block`, { method: "POST" }), 400, "validation_failed");

    const entries = await audit(reader.id);
    expect(entries.map((e) => e.action).slice(0, 2)).toEqual(["reader.comments_unblocked", "reader.comments_blocked"]);
    expect(entries[1]!.before).toEqual({ commentsBlockedAt: null });
  });
});

describe("readers", () => {
  it("lists name, email, joined, confirmed and orders, newest first, and searches", async () => {
    const buyer = await signUpReader("Searchable Buyer");
    for (const [i, state] of (["paid", "paid", "refunded", "pending", "failed"] as const).entries()) {
      await env.DB.prepare("INSERT INTO orders (id, user_id, status, total_cents) VALUES (?, ?, ?, 500)")
        .bind(`order-search-${i}`, buyer.id, state)
        .run();
    }
    const page = await data<ReadersPage>(studio(`/readers?q=${encodeURIComponent("searchable buy")}`));
    expect(page.readers).toHaveLength(1);
    expect(page.readers[0]).toMatchObject({
      id: buyer.id,
      name: "Searchable Buyer",
      email: buyer.email,
      confirmed: true,
      orders: 3,
      commentsBlockedAt: null,
      suspendedAt: null,
      author: false,
    });
    expect(Date.parse(page.readers[0]!.joinedAt)).toBeGreaterThan(Date.now() - 60_000);
    const byEmail = await data<ReadersPage>(studio(`/readers?q=${encodeURIComponent(buyer.email.toUpperCase())}`));
    expect(byEmail.readers.map((r) => r.id)).toEqual([buyer.id]);
    // `%` and `_` are literal: they match nothing here.
    expect((await data<ReadersPage>(studio("/readers?q=%25"))).readers).toEqual([]);
    const authors = await data<ReadersPage>(studio("/readers?q=author-moderation%40"));
    expect(authors.readers[0]).toMatchObject({ author: true });

    const newest = await data<ReadersPage>(studio("/readers?limit=1"));
    expect(newest.readers).toHaveLength(1);
    expect(newest.next).not.toBeNull();
    for (const bad of ["?q=", `?q=${"x".repeat(101)}`, "?limit=0", "?limit=101", "?before=soon"]) {
      await expectError(await studio(`/readers${bad}`), 400, "validation_failed");
    }
  });

  it("resends a confirmation to an unconfirmed reader through the outbox, audited", async () => {
    const email = `unconfirmed-${crypto.randomUUID()}@example.com`;
    expect((await authPost("/sign-up/email", { email, password: PASSWORD, name: "Unconfirmed" })).status).toBe(200);
    const row = await env.DB.prepare("SELECT id FROM user WHERE email = ?").bind(email).first<{ id: string }>();
    await env.DB.prepare("DELETE FROM email_outbox WHERE recipient = ?").bind(email).run();
    const res = await studio(`/readers/${row!.id}/confirmation`, { method: "POST" });
    expect(res.status).toBe(202);
    expect((await lastMail(email, "account_verification")).text).toMatch(/\/auth\/confirm\?/);
    expect((await audit(row!.id))[0]).toMatchObject({ action: "reader.confirmation_resent", after: { email } });

    const confirmed = await signUpReader("Already Confirmed");
    await expectError(await studio(`/readers/${confirmed.id}/confirmation`, { method: "POST" }), 409, "conflict");
    await expectError(await studio(`/readers/nobody/confirmation`, { method: "POST" }), 404, "not_found");
  });
});

describe("suspending a reader", () => {
  const suspend = (id: string, json: unknown) => studio(`/readers/${id}/suspension`, { method: "POST", json });

  it("signs them out everywhere, refuses sign-in with its code, and lifting restores it", async () => {
    const reader = await signUpReader("Suspended Reader");
    const signIn = () => authPost("/sign-in/email", { email: reader.email, password: PASSWORD });
    expect((await signIn()).status).toBe(200); // a second session
    expect(await currentUser(reader.cookie)).not.toBeNull();

    const done = await data<{ suspendedAt: string; sessionsEnded: number }>(
      suspend(reader.id, { reason: "Spam in the comments", confirm: "suspend" }),
    );
    expect(done.sessionsEnded).toBe(2);
    expect(await currentUser(reader.cookie)).toBeNull();
    const sessions = await env.DB.prepare("SELECT count(*) AS n FROM session WHERE user_id = ?")
      .bind(reader.id)
      .first<{ n: number }>();
    expect(sessions!.n).toBe(0);

    const refused = await signIn();
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "ACCOUNT_SUSPENDED" });
    expect(refused.headers.getSetCookie().some((c) => /^better-auth\.session_token=[^;]+/.test(c))).toBe(false);
    // The wrong password still says only that: the suspension isn't told to someone guessing.
    const guess = await authPost("/sign-in/email", { email: reader.email, password: "not the password at all" });
    expect(await guess.json()).toMatchObject({ code: "INVALID_EMAIL_OR_PASSWORD" });

    const listed = await data<ReadersPage>(studio(`/readers?q=${encodeURIComponent(reader.email)}`));
    expect(listed.readers[0]).toMatchObject({ suspendedReason: "Spam in the comments" });
    expect(listed.readers[0]!.suspendedAt).not.toBeNull();
    await expectError(await suspend(reader.id, { reason: "Again", confirm: "suspend" }), 409, "conflict");

    await data(studio(`/readers/${reader.id}/suspension`, { method: "DELETE" }));
    expect((await signIn()).status).toBe(200);
    await expectError(await studio(`/readers/${reader.id}/suspension`, { method: "DELETE" }), 409, "conflict");

    const entries = await audit(reader.id);
    expect(entries[0]).toMatchObject({
      action: "reader.suspension_lifted",
      before: { suspendedReason: "Spam in the comments" },
      after: { suspendedAt: null },
    });
    expect(entries[1]).toMatchObject({
      action: "reader.suspended",
      before: { suspendedAt: null },
      after: { suspendedReason: "Spam in the comments" },
    });
  });

  it("needs a reason and the confirmation, and never takes an author", async () => {
    const reader = await signUpReader("Almost Suspended");
    const cases: [unknown, string][] = [
      [{ confirm: "suspend" }, "reason"],
      [{ reason: "   ", confirm: "suspend" }, "reason"],
      [{ reason: "x".repeat(501), confirm: "suspend" }, "reason"],
      [{ reason: "Spam" }, "confirm"],
      [{ reason: "Spam", confirm: "yes" }, "confirm"],
    ];
    for (const [body, field] of cases) {
      const error = await expectError(await suspend(reader.id, body), 400, "validation_failed");
      expect(Object.keys(error.fields ?? {}), JSON.stringify(body)).toEqual([field]);
    }
    expect(await currentUser(reader.cookie)).not.toBeNull();

    const own = await expectError(await suspend(author.id, { reason: "Me", confirm: "suspend" }), 409, "conflict");
    expect(own.message).toMatch(/your own account/);
    const other = await signUpReader("Other Author", "author-moderation-other@example.com");
    const refused = await expectError(
      await suspend(other.id, { reason: "Rival", confirm: "suspend" }),
      409,
      "conflict",
    );
    expect(refused.message).toMatch(/authors can't be suspended/);
    await expectError(await suspend("nobody", { reason: "x", confirm: "suspend" }), 404, "not_found");
  });
});

describe("at scale", () => {
  /** Rows in statements of at most 100 bound parameters (D1's limit). */
  async function insertRows(table: string, columns: string[], rows: unknown[][]) {
    const perStatement = Math.floor(100 / columns.length);
    const statements = [];
    for (let i = 0; i < rows.length; i += perStatement) {
      const chunk = rows.slice(i, i + perStatement);
      const placeholders = chunk.map(() => `(${columns.map(() => "?").join(", ")})`).join(", ");
      statements.push(
        env.DB.prepare(`INSERT INTO ${table} (${columns.join(", ")}) VALUES ${placeholders}`).bind(...chunk.flat()),
      );
    }
    for (let i = 0; i < statements.length; i += 500) await env.DB.batch(statements.slice(i, i + 500));
  }

  it("50,000 readers and 50,000 comments: pages read the indexes, not the tables", async () => {
    const N = 50_000;
    const base = Date.UTC(2020, 0, 1);
    await insertRows(
      "user",
      ["id", "name", "email", "email_verified", "created_at", "updated_at"],
      Array.from({ length: N }, (_, i) => [`bulk${i}`, `Bulk ${i}`, `bulk${i}@scale.test`, 1, base + i, base + i]),
    );
    await insertRows(
      "comments",
      ["id", "user_id", "item_id", "body", "status", "created_at"],
      Array.from({ length: N }, (_, i) => [
        `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
        `bulk${i}`,
        BOOK,
        "Bulk words",
        i % 50 === 0 ? "pending" : "approved",
        base + i,
      ]),
    );

    const plan = async (sql: string, ...binds: unknown[]) =>
      (
        await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
          .bind(...binds)
          .all<{ detail: string }>()
      ).results
        .map((r) => r.detail)
        .join("\n");
    const readersPlan = await plan(
      `SELECT id FROM user WHERE created_at < ? OR (created_at = ? AND id < ?) ORDER BY created_at DESC, id DESC LIMIT 51`,
      base + 100,
      base + 100,
      "bulk100",
    );
    expect(readersPlan).toMatch(/user_created_idx/);
    expect(readersPlan).not.toMatch(/TEMP B-TREE/);
    const queuePlan = await plan(
      `SELECT id FROM comments WHERE status = 'pending' AND (created_at < ? OR (created_at = ? AND id < ?)) ORDER BY created_at DESC, id DESC LIMIT 51`,
      base + N,
      base + N,
      "z",
    );
    expect(queuePlan).toMatch(/comments_status_created_idx/);
    expect(queuePlan).not.toMatch(/TEMP B-TREE/);

    // Through the API: the first page, a page deep in the list, a search, the whole queue.
    const started = Date.now();
    const first = await data<ReadersPage>(studio("/readers?limit=100"));
    expect(first.readers).toHaveLength(100);
    const deep = await data<ReadersPage>(studio(`/readers?limit=50&before=${base + 1000}:bulk1000`));
    expect(deep.readers.map((r) => r.id)).toEqual(Array.from({ length: 50 }, (_, i) => `bulk${999 - i}`));
    const found = await data<ReadersPage>(studio("/readers?q=bulk4242%40"));
    expect(found.readers.map((r) => r.id)).toEqual(["bulk4242"]);
    const queue = await data<ModerationPage>(studio("/comments?queue=pending&limit=100"));
    expect(queue.comments).toHaveLength(100);
    const deepQueue = await data<ModerationPage>(
      studio(`/comments?queue=pending&limit=10&before=${base + 1000}:00000000-0000-4000-8000-000000001000`),
    );
    expect(deepQueue.comments[0]!.id).toBe("00000000-0000-4000-8000-000000000950");
    expect(Date.now() - started).toBeLessThan(5_000);
  }, 120_000);
});
