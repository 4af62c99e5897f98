import { describe, expect, it } from "vitest";
import { REQUEST_CLASSES, type RequestClass } from "../support/shared/request-classes";
import { ORIGIN, nextIp, request } from "../support/worker/http";
import { signUpReader, type Reader } from "../support/worker/session";

/**
 * No request breaks the next one: each class of request whose body the
 * Worker may leave unread is sent through the Worker's own fetch, then a normal GET and a normal
 * POST, which must succeed. The failure was seen under `wrangler dev`, so the e2e project's
 * request-bodies test sends the same classes to a real local server too.
 */

let reader: Reader | null = null;

function send(c: RequestClass) {
  return request(c.path, {
    method: c.method,
    headers: {
      "CF-Connecting-IP": nextIp(),
      Origin: c.origin ?? ORIGIN,
      ...(c.contentType ? { "Content-Type": c.contentType } : {}),
      ...(c.signedIn && reader ? { Cookie: reader.cookie } : {}),
    },
    body: c.body,
  });
}

async function expectNormalRequestsWork() {
  const health = await request("/api/health", { headers: { "CF-Connecting-IP": nextIp() } });
  expect(health.status, "GET /api/health after it").toBe(200);
  await health.arrayBuffer();
  const report = await request("/api/csp-report", {
    method: "POST",
    headers: { "Content-Type": "application/csp-report", "CF-Connecting-IP": nextIp() },
    body: JSON.stringify({ "csp-report": { "document-uri": `${ORIGIN}/`, "blocked-uri": "inline" } }),
  });
  expect(report.status, "POST /api/csp-report after it").toBe(204);
}

describe("a request body left unread never breaks the next request (workerd)", () => {
  it.each(REQUEST_CLASSES.map((c) => [c.name, c] as const))("%s", async (_, c) => {
    if (c.signedIn && !reader) reader = await signUpReader("Bodies");
    const res = await send(c);
    expect(res.status, `${c.method} ${c.path}`).toBeLessThan(500);
    // The answer itself is not read either: a client that drops it must not hurt the next one.
    await expectNormalRequestsWork();
  });

  it("still answers normally after every class in a row, answers unread", async () => {
    reader ??= await signUpReader("Bodies");
    for (const c of REQUEST_CLASSES) expect((await send(c)).status, c.name).toBeLessThan(500);
    await expectNormalRequestsWork();
  });
});
