import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { RATE_LIMITS } from "#worker/contract/rate-limits";
import { PASSWORD, uniqueEmail } from "../support/shared/clients";
import { api, expectError, nextIp, request } from "../support/worker/http";
import { lastMailText } from "../support/worker/outbox";
import {
  authPost,
  currentUser,
  linkIn,
  pressLink,
  sessionCookie,
  signUpReader,
  type Reader,
} from "../support/worker/session";
import { seedShopFixtures } from "../support/worker/shop-fixtures";

/**
 * The account area's own data (orders, likes, comments, export) and the better-auth endpoints
 * it relies on (deleting the account, revoking sessions). Every answer is the signed-in
 * reader's alone. D1 keeps its rows for the whole file, so each test makes its own readers.
 */

const BOOK = "book:mortal-vengeance-1";
// Products are D1 rows (the shop fixtures); they can be liked and wishlisted while public.
const EBOOK = "product:book-one";
const SOUNDTRACK = "product:theme";

beforeAll(seedShopFixtures);

interface Order {
  id: string;
  status: string;
  currency: string;
  totalCents: number;
  createdAt: string;
  items: { productId: string; title: string; priceCents: number }[];
}

async function insertOrder(
  userId: string,
  {
    createdAt,
    status = "paid",
    items,
  }: { createdAt: number; status?: string; items: { productId: string; title: string; priceCents: number }[] },
) {
  const id = crypto.randomUUID();
  const total = items.reduce((sum, item) => sum + item.priceCents, 0);
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO orders (id, user_id, status, currency, total_cents, created_at, updated_at) VALUES (?, ?, ?, 'EUR', ?, ?, ?)",
    ).bind(id, userId, status, total, createdAt, createdAt),
    ...items.map((item) =>
      env.DB.prepare("INSERT INTO order_items (order_id, product_id, title, price_cents) VALUES (?, ?, ?, ?)").bind(
        id,
        item.productId,
        item.title,
        item.priceCents,
      ),
    ),
  ]);
  return id;
}

async function orders(reader: Reader): Promise<Order[]> {
  const res = await api("/account/orders", { reader });
  expect(res.status).toBe(200);
  expect(res.headers.get("Cache-Control")).toBe("private, no-store");
  return (await res.json<{ data: { orders: Order[] } }>()).data.orders;
}

async function postComment(reader: Reader, itemId: string, body: string) {
  const res = await api("/comments", { method: "POST", reader, json: { itemId, body } });
  expect(res.status).toBe(201);
  return (await res.json<{ data: { id: string } }>()).data.id;
}

const count = async (sql: string, ...params: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...params)
    .first<{ n: number }>())!.n;

describe("account data needs a session", () => {
  it.each(["/account/orders", "/account/likes", "/account/comments", "/account/export"])(
    "GET %s signed out is 401",
    async (path) => {
      await expectError(await api(path), 401, "unauthorized");
    },
  );
});

describe("orders", () => {
  it("lists only the reader's own orders, newest first, with what each bought", async () => {
    const [ada, bru] = [await signUpReader("Ada Buyer"), await signUpReader("Bru Buyer")];
    const t = Date.now() - 3 * 86_400_000;
    const older = await insertOrder(ada.id, {
      createdAt: t,
      items: [{ productId: EBOOK, title: "Mortal Vengeance — Book 1 (ebook)", priceCents: 499 }],
    });
    const newer = await insertOrder(ada.id, {
      createdAt: t + 3_600_000,
      status: "refunded",
      items: [
        { productId: EBOOK, title: "Ebook", priceCents: 499 },
        { productId: SOUNDTRACK, title: "Soundtrack", priceCents: 999 },
      ],
    });
    const brus = await insertOrder(bru.id, {
      createdAt: t + 7_200_000,
      items: [{ productId: SOUNDTRACK, title: "Soundtrack", priceCents: 999 }],
    });

    const adas = await orders(ada);
    expect(adas.map((o) => o.id)).toEqual([newer, older]);
    expect(adas[0]).toEqual({
      id: newer,
      status: "refunded",
      currency: "EUR",
      totalCents: 1498,
      createdAt: new Date(t + 3_600_000).toISOString(),
      items: expect.arrayContaining([
        { productId: EBOOK, title: "Ebook", priceCents: 499 },
        { productId: SOUNDTRACK, title: "Soundtrack", priceCents: 999 },
      ]),
    });
    expect(adas[0]!.items).toHaveLength(2);
    expect(adas[1]!.items).toEqual([{ productId: EBOOK, title: "Mortal Vengeance — Book 1 (ebook)", priceCents: 499 }]);

    const brusOrders = await orders(bru);
    expect(brusOrders.map((o) => o.id)).toEqual([brus]);
    expect(JSON.stringify(brusOrders)).not.toContain(older);
    expect(JSON.stringify(brusOrders)).not.toContain(newer);

    // A reader with no orders gets an empty list, not someone else's.
    expect(await orders(await signUpReader("Cesc NoOrders"))).toEqual([]);
  });
});

describe("the reader's likes and comments", () => {
  it("lists only their own likes and comments, with the comments' review status", async () => {
    const [dolors, enric] = [await signUpReader("Dolors Fan"), await signUpReader("Enric Fan")];
    for (const item of [BOOK, EBOOK])
      expect((await api(`/likes/${item}`, { method: "PUT", reader: dolors })).status).toBe(200);
    expect((await api(`/likes/${SOUNDTRACK}`, { method: "PUT", reader: enric })).status).toBe(200);
    const mine = await postComment(dolors, BOOK, "Dolors was here");
    const theirs = await postComment(enric, BOOK, "Enric was here");

    const likesRes = await api("/account/likes", { reader: dolors });
    expect(likesRes.status).toBe(200);
    expect(likesRes.headers.get("Cache-Control")).toBe("private, no-store");
    const likes = (await likesRes.json<{ data: { items: { itemId: string; likedAt: string }[] } }>()).data.items;
    expect(likes.map((l) => l.itemId).sort()).toEqual([BOOK, EBOOK]);
    for (const like of likes) expect(Number.isNaN(Date.parse(like.likedAt))).toBe(false);

    const commentsRes = await api("/account/comments", { reader: dolors });
    expect(commentsRes.status).toBe(200);
    expect(commentsRes.headers.get("Cache-Control")).toBe("private, no-store");
    const comments = (
      await commentsRes.json<{ data: { comments: { id: string; body: string; status: string; mine: boolean }[] } }>()
    ).data.comments;
    expect(comments).toHaveLength(1);
    expect(comments[0]).toMatchObject({ id: mine, body: "Dolors was here", status: "pending", mine: true });
    expect(comments.map((c) => c.id)).not.toContain(theirs);

    // The approved status shows up there too.
    await env.DB.prepare("UPDATE comments SET status = 'approved' WHERE id = ?").bind(mine).run();
    const after = (
      await (await api("/account/comments", { reader: dolors })).json<{ data: { comments: { status: string }[] } }>()
    ).data.comments;
    expect(after[0]!.status).toBe("approved");
  });
});

describe("data export", () => {
  it("downloads everything about the reader as a JSON attachment, without secrets or anyone else's data", async () => {
    const [reader, other] = [await signUpReader("Fiona Export"), await signUpReader("Gerard Else")];
    await api(`/likes/${BOOK}`, { method: "PUT", reader });
    await api(`/wishlist/${EBOOK}`, { method: "PUT", reader });
    await api(`/likes/${SOUNDTRACK}`, { method: "PUT", reader: other });
    const commentId = await postComment(reader, BOOK, "Exported words");
    const otherComment = await postComment(other, BOOK, "Not in Fiona's export");
    const orderId = await insertOrder(reader.id, {
      createdAt: Date.now() - 60_000,
      items: [{ productId: EBOOK, title: "Ebook", priceCents: 499 }],
    });
    const otherOrder = await insertOrder(other.id, {
      createdAt: Date.now() - 60_000,
      items: [{ productId: SOUNDTRACK, title: "Soundtrack", priceCents: 999 }],
    });

    const res = await api("/account/export", { reader });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const text = await res.text();
    const data = JSON.parse(text) as {
      exportedAt: string;
      profile: { id: string; name: string; email: string; emailVerified: boolean };
      signInMethods: { provider: string }[];
      sessions: unknown[];
      likes: { itemId: string }[];
      wishlist: { itemId: string }[];
      comments: { id: string; body: string; status: string }[];
      orders: { id: string; items: unknown[] }[];
    };
    expect(data.profile).toMatchObject({
      id: reader.id,
      name: "Fiona Export",
      email: reader.email,
      emailVerified: true,
    });
    expect(data.signInMethods.map((m) => m.provider)).toEqual(["credential"]);
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(data.likes.map((l) => l.itemId)).toEqual([BOOK]);
    expect(data.wishlist.map((w) => w.itemId)).toEqual([EBOOK]);
    expect(data.comments).toEqual([
      expect.objectContaining({ id: commentId, body: "Exported words", status: "pending" }),
    ]);
    expect(data.orders.map((o) => o.id)).toEqual([orderId]);
    expect(data.orders[0]!.items).toHaveLength(1);

    // No secrets: the password hash and the session tokens appear nowhere.
    const hash = await env.DB.prepare("SELECT password FROM account WHERE user_id = ?")
      .bind(reader.id)
      .first<{ password: string }>();
    expect(hash?.password).toBeTruthy();
    expect(text).not.toContain(hash!.password);
    const tokens = await env.DB.prepare("SELECT token FROM session WHERE user_id = ?")
      .bind(reader.id)
      .all<{ token: string }>();
    expect(tokens.results.length).toBeGreaterThanOrEqual(1);
    for (const { token } of tokens.results) expect(text).not.toContain(token);
    expect(text).not.toMatch(/"(password|token|accessToken|refreshToken|idToken)"/);
    // Nor the other reader's data.
    for (const foreign of [other.email, other.id, otherComment, otherOrder, SOUNDTRACK])
      expect(text).not.toContain(foreign);
  });

  it("includes the delivery settings: the Kindle address, the consent to update emails, the requests for more downloads", async () => {
    const [reader, other] = [await signUpReader("Hana Kindle"), await signUpReader("Ivo Kindle")];
    const orderId = await insertOrder(reader.id, {
      createdAt: Date.now() - 60_000,
      items: [{ productId: EBOOK, title: "Ebook", priceCents: 499 }],
    });
    const now = Date.UTC(2026, 10, 20, 9, 30);
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO kindle_addresses (user_id, address, updated_at) VALUES (?, 'hana@kindle.com', ?)",
      ).bind(reader.id, now),
      env.DB.prepare(
        "INSERT INTO kindle_addresses (user_id, address, updated_at) VALUES (?, 'ivo@kindle.com', ?)",
      ).bind(other.id, now),
      env.DB.prepare(
        "INSERT INTO file_update_consents (user_id, locale, consent_at, consent_version) VALUES (?, 'ca', ?, 'file-updates-1')",
      ).bind(reader.id, now),
      env.DB.prepare(
        "INSERT INTO download_requests (id, order_id, file_id, user_id, status, created_at) VALUES (?, ?, 'f-epub', ?, 'open', ?)",
      ).bind(crypto.randomUUID(), orderId, reader.id, now),
    ]);
    const data = (await (await api("/account/export", { reader })).json()) as Record<string, unknown>;
    expect(data.kindleAddress).toEqual({ address: "hana@kindle.com", updatedAt: "2026-11-20T09:30:00.000Z" });
    expect(data.fileUpdateEmails).toEqual({
      locale: "ca",
      consentAt: "2026-11-20T09:30:00.000Z",
      consentVersion: "file-updates-1",
    });
    expect(data.downloadRequests).toEqual([
      { orderId, fileId: "f-epub", status: "open", createdAt: "2026-11-20T09:30:00.000Z", grantedAt: null },
    ]);
    expect(JSON.stringify(data)).not.toContain("ivo@kindle.com");
    // A reader with none of them says so plainly.
    const none = (await (await api("/account/export", { reader: other })).json()) as Record<string, unknown>;
    expect(none).toMatchObject({
      kindleAddress: { address: "ivo@kindle.com" },
      fileUpdateEmails: null,
      downloadRequests: [],
    });
  });

  it(`is limited to ${RATE_LIMITS.data_export.limit} an hour per reader; the next is 429 with Retry-After`, async () => {
    const [reader, other] = [await signUpReader("Hug Exporter"), await signUpReader("Irene Exporter")];
    for (let i = 0; i < RATE_LIMITS.data_export.limit; i++)
      expect((await api("/account/export", { reader })).status).toBe(200);
    const refused = await api("/account/export", { reader });
    await expectError(refused.clone(), 429, "rate_limited");
    const retryAfter = Number(refused.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(RATE_LIMITS.data_export.windowSeconds);
    expect(refused.headers.get("Content-Disposition")).toBeNull();
    expect((await api("/account/export", { reader: other })).status).toBe(200);
  });
});

describe("sign-in options", () => {
  it("offers no OAuth providers when none is configured", async () => {
    const res = await api("/auth-options");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { providers: [] } });
  });
});

describe("account deletion (better-auth /delete-user)", () => {
  it("refuses a wrong password and keeps everything", async () => {
    const reader = await signUpReader("Jan Careful");
    await api(`/likes/${BOOK}`, { method: "PUT", reader });
    const res = await authPost("/delete-user", { password: "not my password" }, { cookie: reader.cookie });
    expect(res.status).toBe(400);
    expect(await count("SELECT count(*) AS n FROM user WHERE id = ?", reader.id)).toBe(1);
    expect(await count("SELECT count(*) AS n FROM likes WHERE user_id = ?", reader.id)).toBe(1);
    expect((await currentUser(reader.cookie))?.id).toBe(reader.id);
  });

  it("needs the password for an account that has one: a session cookie alone deletes nothing", async () => {
    const reader = await signUpReader("Nil Stolen");
    for (const body of [{}, { password: "" }]) {
      const res = await authPost("/delete-user", body, { cookie: reader.cookie });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toMatchObject({ code: "USER_ALREADY_HAS_PASSWORD" });
    }
    // A password of the wrong type never reaches better-auth (contract/auth-bodies.ts).
    const wrongType = await authPost("/delete-user", { password: 12345678 }, { cookie: reader.cookie });
    expect(wrongType.status).toBe(400);
    expect(await wrongType.json()).toMatchObject({ code: "VALIDATION_ERROR" });
    expect(await count("SELECT count(*) AS n FROM user WHERE id = ?", reader.id)).toBe(1);
  });

  it("lets an account without a password (Google/GitHub only) delete only within a day of signing in", async () => {
    const reader = await signUpReader("Olga Social");
    // Make it a social-only account: a GitHub login and no password.
    await env.DB.batch([
      env.DB.prepare("DELETE FROM account WHERE user_id = ?").bind(reader.id),
      env.DB.prepare("INSERT INTO account (id, account_id, provider_id, user_id) VALUES (?, ?, 'github', ?)").bind(
        crypto.randomUUID(),
        "gh-1",
        reader.id,
      ),
      env.DB.prepare("UPDATE session SET created_at = ? WHERE user_id = ?").bind(
        Date.now() - 2 * 24 * 60 * 60 * 1000,
        reader.id,
      ),
    ]);
    const stale = await authPost("/delete-user", {}, { cookie: reader.cookie });
    expect(stale.status).toBe(403);
    expect(await stale.json()).toMatchObject({ code: "SESSION_NOT_FRESH" });
    expect(await count("SELECT count(*) AS n FROM user WHERE id = ?", reader.id)).toBe(1);

    await env.DB.prepare("UPDATE session SET created_at = ? WHERE user_id = ?")
      .bind(Date.now() - 60_000, reader.id)
      .run();
    const fresh = await authPost("/delete-user", {}, { cookie: reader.cookie });
    expect(fresh.status).toBe(200);
    expect(await count("SELECT count(*) AS n FROM user WHERE id = ?", reader.id)).toBe(0);
  });

  it("refuses a deletion posted from another site (origin check)", async () => {
    const reader = await signUpReader("Kira Targeted");
    const res = await authPost(
      "/delete-user",
      { password: PASSWORD },
      { cookie: reader.cookie, origin: "https://evil.example" },
    );
    expect(res.status).toBe(403);
    expect(await count("SELECT count(*) AS n FROM user WHERE id = ?", reader.id)).toBe(1);
  });

  it("erases the reader's likes, wishlist, comments, reports and sessions, and keeps their orders without them", async () => {
    const [leaving, staying] = [await signUpReader("Laia Leaving"), await signUpReader("Marc Staying")];
    // A second session for the leaver, from another device.
    const signIn = await authPost("/sign-in/email", { email: leaving.email, password: PASSWORD });
    expect(signIn.status).toBe(200);
    const otherDevice = sessionCookie(signIn);

    await api(`/likes/${BOOK}`, { method: "PUT", reader: leaving });
    await api(`/likes/${BOOK}`, { method: "PUT", reader: staying });
    await api(`/wishlist/${EBOOK}`, { method: "PUT", reader: leaving });
    await api(`/wishlist/${EBOOK}`, { method: "PUT", reader: staying });
    const leavingComment = await postComment(leaving, BOOK, "Goodbye");
    const stayingComment = await postComment(staying, BOOK, "Still here");
    await env.DB.prepare("UPDATE comments SET status = 'approved' WHERE id = ?").bind(stayingComment).run();
    expect((await api(`/comments/${stayingComment}/report`, { method: "POST", reader: leaving })).status).toBe(202);
    const orderId = await insertOrder(leaving.id, {
      createdAt: Date.now() - 60_000,
      items: [{ productId: EBOOK, title: "Ebook", priceCents: 499 }],
    });
    const stayingOrder = await insertOrder(staying.id, {
      createdAt: Date.now() - 60_000,
      items: [{ productId: EBOOK, title: "Ebook", priceCents: 499 }],
    });
    expect(await count("SELECT count(*) AS n FROM session WHERE user_id = ?", leaving.id)).toBe(2);

    const res = await authPost("/delete-user", { password: PASSWORD }, { cookie: leaving.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true });
    // The browser's cookie is cleared.
    expect(
      res.headers.getSetCookie().some((c) => c.startsWith("better-auth.session_token=") && /Max-Age=0/i.test(c)),
    ).toBe(true);

    expect(await count("SELECT count(*) AS n FROM user WHERE id = ?", leaving.id)).toBe(0);
    for (const table of ["session", "account", "likes", "wishlist_items", "comments", "comment_reports"]) {
      expect(await count(`SELECT count(*) AS n FROM ${table} WHERE user_id = ?`, leaving.id), table).toBe(0);
    }
    expect(await count("SELECT count(*) AS n FROM comments WHERE id = ?", leavingComment)).toBe(0);
    // The order stays for the books, tied to nobody, with what it bought.
    const order = await env.DB.prepare("SELECT user_id AS userId, total_cents AS total FROM orders WHERE id = ?")
      .bind(orderId)
      .first();
    expect(order).toEqual({ userId: null, total: 499 });
    expect(await count("SELECT count(*) AS n FROM order_items WHERE order_id = ?", orderId)).toBe(1);

    // Both of the leaver's sessions are dead.
    expect(await currentUser(leaving.cookie)).toBeNull();
    expect(await currentUser(otherDevice)).toBeNull();
    await expectError(await api("/account/orders", { reader: leaving }), 401, "unauthorized");
    await expectError(
      await api(`/likes/${BOOK}`, { method: "PUT", headers: { Cookie: otherDevice } }),
      401,
      "unauthorized",
    );

    // The other reader keeps everything of theirs.
    expect((await currentUser(staying.cookie))?.id).toBe(staying.id);
    expect(await count("SELECT count(*) AS n FROM likes WHERE user_id = ?", staying.id)).toBe(1);
    expect(await count("SELECT count(*) AS n FROM wishlist_items WHERE user_id = ?", staying.id)).toBe(1);
    expect(await count("SELECT count(*) AS n FROM comments WHERE id = ?", stayingComment)).toBe(1);
    expect((await orders(staying)).map((o) => o.id)).toEqual([stayingOrder]);
    // And can't sign in as the one who left.
    expect((await authPost("/sign-in/email", { email: leaving.email, password: PASSWORD })).status).toBe(401);
  });
});

describe("sessions", () => {
  async function listSessions(cookie: string) {
    const res = await request("/api/auth/list-sessions", { headers: { Cookie: cookie, "CF-Connecting-IP": nextIp() } });
    expect(res.status).toBe(200);
    return res.json<{ id: string; userId: string }[]>();
  }
  const tokenOf = async (sessionId: string) =>
    (await env.DB.prepare("SELECT token FROM session WHERE id = ?").bind(sessionId).first<{ token: string }>())?.token;

  it("lets a reader revoke only their own sessions: another reader's is a 404 and left alone", async () => {
    const [owner, attacker] = [await signUpReader("Nora Owner"), await signUpReader("Oriol Attacker")];
    const sessions = await listSessions(owner.cookie);
    expect(sessions).toHaveLength(1);
    const ownerSession = sessions[0]!.id;
    const row = await env.DB.prepare("SELECT user_id AS userId FROM session WHERE id = ?")
      .bind(ownerSession)
      .first<{ userId: string }>();
    expect(row?.userId).toBe(owner.id);
    // The attacker's own list never shows the owner's session.
    expect((await listSessions(attacker.cookie)).map((s) => s.id)).not.toContain(ownerSession);

    const refused = await authPost("/revoke-session", { id: ownerSession }, { cookie: attacker.cookie });
    expect(refused.status).toBe(404);
    expect(await refused.json()).toMatchObject({ code: "SESSION_NOT_FOUND" });
    // Naming it by its token (what better-auth itself takes) does nothing either.
    const byToken = await authPost(
      "/revoke-session",
      { token: await tokenOf(ownerSession) },
      { cookie: attacker.cookie },
    );
    expect(byToken.status).toBe(400);
    expect(await count("SELECT count(*) AS n FROM session WHERE id = ?", ownerSession)).toBe(1);
    expect((await currentUser(owner.cookie))?.id).toBe(owner.id);
    expect((await api("/account/likes", { reader: owner })).status).toBe(200);
    // Still signed in as themselves, the attacker.
    expect((await currentUser(attacker.cookie))?.id).toBe(attacker.id);

    // The owner can revoke it from another of their sessions, which signs that one out.
    const signIn = await authPost("/sign-in/email", { email: owner.email, password: PASSWORD });
    const second = sessionCookie(signIn);
    const revoked = await authPost("/revoke-session", { id: ownerSession }, { cookie: second });
    expect(revoked.status).toBe(200);
    expect(await count("SELECT count(*) AS n FROM session WHERE id = ?", ownerSession)).toBe(0);
    expect(await currentUser(owner.cookie)).toBeNull();
    expect((await currentUser(second))?.id).toBe(owner.id);
  });
});

describe("responses are never stored by shared caches", () => {
  it("sends private, no-store on the account area's answers", async () => {
    const reader = await signUpReader("Pere Cache");
    for (const path of ["/account/orders", "/account/likes", "/account/comments", "/account/export"]) {
      const res = await api(path, { reader });
      expect(res.status, path).toBe(200);
      expect(res.headers.get("Cache-Control"), path).toBe("private, no-store");
    }
    // Including a refusal for someone signed out.
    expect((await api("/account/orders")).headers.get("Cache-Control")).toBe("private, no-store");
  });
});

describe("changing the account's email (better-auth /change-email)", () => {
  it("asks the current address to approve, then the new address to confirm, and only then changes it", async () => {
    const reader = await signUpReader("Pau Moving");
    const newEmail = uniqueEmail("pau-new");
    const asked = await authPost("/change-email", { newEmail, callbackURL: "/account" }, { cookie: reader.cookie });
    expect(asked.status).toBe(200);
    // Nothing changes until both links are followed.
    expect((await currentUser(reader.cookie))?.email).toBe(reader.email);

    const approval = await lastMailText(reader.email, "email_change_approval");
    expect(approval).toContain(newEmail);
    const approved = await pressLink(linkIn(approval), { cookie: reader.cookie });
    expect(approved.status).toBe(200);
    expect((await currentUser(reader.cookie))?.email).toBe(reader.email);

    const confirmation = await lastMailText(newEmail, "email_change_confirmation");
    expect(confirmation).toContain("Confirm this address");
    expect(linkIn(confirmation)).toContain("callbackURL=%2Faccount");
    const confirmed = await pressLink(linkIn(confirmation), { cookie: reader.cookie });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ data: { kind: "new-email", signedIn: true } });
    const row = await env.DB.prepare("SELECT email, email_verified AS verified FROM user WHERE id = ?")
      .bind(reader.id)
      .first();
    expect(row).toEqual({ email: newEmail, verified: 1 });
  });

  it("needs a session, and answers the same whether or not the new address already has an account", async () => {
    const [reader, other] = [await signUpReader("Quim Curious"), await signUpReader("Rut Taken")];
    expect((await authPost("/change-email", { newEmail: uniqueEmail("nobody") })).status).toBe(401);
    const taken = await authPost("/change-email", { newEmail: other.email }, { cookie: reader.cookie });
    const free = await authPost("/change-email", { newEmail: uniqueEmail("free") }, { cookie: reader.cookie });
    expect([taken.status, free.status]).toEqual([200, 200]);
    expect(await taken.json()).toEqual(await free.json());
    expect(
      await count(
        "SELECT count(*) AS n FROM email_outbox WHERE recipient = ? AND kind = 'email_change_approval'",
        reader.email,
      ),
    ).toBe(1);
  });
});
