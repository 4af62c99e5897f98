/**
 * The benchmark's hardening figures against the running local site:
 *   - unread bodies: each class of request the Worker may answer without reading its body,
 *     followed at once by a normal request on the same keep-alive connection, which must answer;
 *   - hostile load: many concurrent malformed writes (wrong types, garbage, oversize bodies,
 *     foreign origins), none of which may answer 5xx or leave the one error shape.
 */

/** Requests whose body the Worker may leave unread: refusals before parsing, routes without a body. */
export const UNREAD_BODY_CLASSES = [
  {
    label: "415 wrong content type",
    method: "POST",
    path: "/api/contact-form-handler",
    type: "text/plain",
    body: "x".repeat(200),
  },
  {
    label: "413 too large",
    method: "POST",
    path: "/api/contact-form-handler",
    type: "application/json",
    body: `{"message":"${"x".repeat(64 * 1024)}"}`,
  },
  {
    label: "401 before the body",
    method: "PUT",
    path: "/api/likes/book:mortal-vengeance-1",
    type: "application/json",
    body: "{}",
  },
  {
    label: "401 on a JSON route",
    method: "POST",
    path: "/api/comments",
    type: "application/json",
    body: '{"itemId":"x"}',
  },
  { label: "404 with a body", method: "POST", path: "/api/nothing-here", type: "application/json", body: '{"a":1}' },
  { label: "405 with a body", method: "DELETE", path: "/api/health", type: "application/json", body: '{"a":1}' },
  {
    label: "newsletter confirm with a body",
    method: "POST",
    path: "/api/newsletter/confirm?token=bad",
    type: "application/json",
    body: "{}",
  },
  {
    label: "RFC 8058 one-click unsubscribe",
    method: "POST",
    path: "/api/newsletter/unsubscribe?token=bad",
    type: "application/x-www-form-urlencoded",
    body: "List-Unsubscribe=One-Click",
  },
  {
    label: "403 foreign origin",
    method: "POST",
    path: "/api/checkout",
    type: "application/json",
    body: "{}",
    origin: "https://evil.example",
  },
  { label: "page navigation with a body", method: "POST", path: "/books", type: "text/plain", body: "hello" },
  { label: "1-byte body", method: "POST", path: "/api/cart/merge", type: "application/json", body: "{" },
];

const FOLLOW_UP = "/api/auth-options";

export async function measureUnreadBodies(siteUrl) {
  const results = [];
  for (const c of UNREAD_BODY_CLASSES) {
    const first = await fetch(siteUrl + c.path, {
      method: c.method,
      headers: { "Content-Type": c.type, Origin: c.origin ?? siteUrl },
      body: c.body,
      redirect: "manual",
      signal: AbortSignal.timeout(10_000),
    })
      .then(async (res) => (await res.arrayBuffer(), res.status))
      .catch((err) => String(err?.name ?? err));
    const next = await fetch(siteUrl + FOLLOW_UP, { signal: AbortSignal.timeout(10_000) })
      .then(async (res) => (await res.arrayBuffer(), res.status))
      .catch((err) => String(err?.name ?? err));
    results.push({ label: c.label, status: first, followUp: next, broken: next !== 200 });
  }
  return { classes: results.length, broken: results.filter((r) => r.broken).length, results };
}

/** A small seeded generator, so a failing run can be replayed. */
function generator(seed) {
  let s = seed >>> 0;
  const next = () => ((s = (s * 1664525 + 1013904223) >>> 0), s / 2 ** 32);
  return { next, pick: (list) => list[Math.floor(next() * list.length)] };
}

const HOSTILE_TARGETS = [
  ["POST", "/api/contact-form-handler"],
  ["POST", "/api/newsletter-subscription"],
  ["POST", "/api/register-excerpt-download"],
  ["POST", "/api/newsletter/confirm?token=x"],
  ["POST", "/api/auth/sign-in/email"],
  ["POST", "/api/auth/sign-up/email"],
  ["POST", "/api/auth/update-user"],
  ["POST", "/api/checkout"],
  ["POST", "/api/comments"],
  ["PUT", "/api/likes/book:mortal-vengeance-1"],
  ["POST", "/api/csp-report"],
  ["POST", "/api/payments/stripe/webhook"],
];

function hostileBody(rand) {
  const values = [null, 0, -1, 1e308, "", " ", "\r\n", "x".repeat(300), [], {}, [{}], true, "😀".repeat(50)];
  switch (Math.floor(rand.next() * 6)) {
    case 0:
      return { type: "application/json", body: JSON.stringify(rand.pick(values)) };
    case 1: {
      const fields = ["email", "name", "message", "password", "itemId", "body", "items", "locale", "turnstileToken"];
      const obj = Object.fromEntries(fields.filter(() => rand.next() < 0.5).map((f) => [f, rand.pick(values)]));
      return { type: "application/json", body: JSON.stringify(obj) };
    }
    case 2:
      return { type: "application/json", body: "{".repeat(1 + Math.floor(rand.next() * 50)) };
    case 3:
      return { type: rand.pick(["text/plain", "application/xml", "multipart/form-data", ""]), body: "a=1&b=2" };
    case 4:
      return {
        type: "application/json",
        body: JSON.stringify({ message: "x".repeat(40_000 + Math.floor(rand.next() * 40_000)) }),
      };
    default:
      return { type: "application/x-www-form-urlencoded", body: "email=%ZZ&name=\u0000" };
  }
}

export async function measureHostileLoad(siteUrl, { requests = 1000, concurrency = 20, seed = 16 } = {}) {
  const rand = generator(seed);
  const statuses = {};
  let serverErrors = 0;
  let outsideErrorShape = 0;
  let failed = 0;
  let sent = 0;
  const started = Date.now();
  async function one() {
    const [method, path] = rand.pick(HOSTILE_TARGETS);
    const { type, body } = hostileBody(rand);
    const origin = rand.next() < 0.1 ? "https://evil.example" : siteUrl;
    try {
      const res = await fetch(siteUrl + path, {
        method,
        headers: { ...(type ? { "Content-Type": type } : {}), Origin: origin },
        body,
        signal: AbortSignal.timeout(15_000),
      });
      const text = await res.text();
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      if (res.status >= 500) serverErrors++;
      if (res.status >= 400) {
        let parsed = null;
        try {
          parsed = JSON.parse(text);
        } catch {
          // not JSON: counted below
        }
        // The site's shape, or better-auth's own { code, message } under /api/auth.
        const siteShape = typeof parsed?.error?.code === "string" && typeof parsed?.error?.message === "string";
        const authShape = path.startsWith("/api/auth/") && typeof parsed?.message === "string";
        if (!siteShape && !authShape) outsideErrorShape++;
      }
    } catch {
      failed++;
    }
  }
  async function worker() {
    while (sent < requests) {
      sent++;
      await one();
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return {
    requests,
    concurrency,
    seed,
    seconds: (Date.now() - started) / 1000,
    statuses,
    serverErrors,
    outsideErrorShape,
    failed,
  };
}
