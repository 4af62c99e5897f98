import http from "node:http";
import { describe, expect, inject, it } from "vitest";
import { PASSWORD } from "../support/shared/clients";
import { REQUEST_CLASSES, type RequestClass } from "../support/shared/request-classes";
import { linkIn, pressLink, waitForMail } from "../support/e2e/mailbox";
import { address } from "../support/e2e/run";

/**
 * No request breaks the next one, against a real local server (`wrangler dev`, started by the
 * e2e global setup): there any unread request body once made the next request hang, then
 * answer 500 ("Cannot reconstruct a Request with a used body") and 503 ("Your worker restarted
 * mid-request"). Each class is sent with plain fetch, its answer dropped unread, then
 * a normal GET and a normal POST must succeed in time. The test lists every class that broke
 * the requests after it, so the figure is one line.
 */

const baseUrl = inject("baseUrl");
/** A normal request that takes longer than this is a hung one. */
const NORMAL_REQUEST_MS = 8_000;
let ip = 0;
const nextIp = () => `198.51.100.${(++ip % 250) + 1}`;

/** A confirmed reader's session cookie: sign-up, then the press on the mailed link's page. */
async function signedInCookie(): Promise<string | null> {
  const email = address("bodies");
  const headers = { "Content-Type": "application/json", Origin: baseUrl, "CF-Connecting-IP": nextIp() };
  const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ name: "Bodies", email, password: PASSWORD }),
  });
  await signUp.arrayBuffer();
  const mail = await waitForMail(baseUrl, (m) => m.to === email, { what: "the confirmation mail" });
  const confirmed = await pressLink(baseUrl, linkIn(mail, `${baseUrl}/auth/confirm?token=`), {
    "CF-Connecting-IP": nextIp(),
  });
  await confirmed.arrayBuffer();
  const fromLink = confirmed.headers.getSetCookie().find((c) => c.startsWith("better-auth.session_token="));
  if (fromLink) return fromLink.split(";")[0]!;
  const signIn = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { ...headers, "CF-Connecting-IP": nextIp() },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  await signIn.arrayBuffer();
  return (
    signIn.headers
      .getSetCookie()
      .find((c) => c.startsWith("better-auth.session_token="))
      ?.split(";")[0] ?? null
  );
}

function send(c: RequestClass, cookie: string | null) {
  return fetch(`${baseUrl}${c.path}`, {
    method: c.method,
    redirect: "manual",
    headers: {
      "CF-Connecting-IP": nextIp(),
      Origin: c.origin ?? baseUrl,
      ...(c.contentType ? { "Content-Type": c.contentType } : {}),
      ...(c.signedIn && cookie ? { Cookie: cookie } : {}),
    },
    body: c.body,
    signal: AbortSignal.timeout(NORMAL_REQUEST_MS),
  });
}

/** What went wrong with the normal requests after a class, or null. */
async function afterEffects(): Promise<string | null> {
  try {
    const health = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(NORMAL_REQUEST_MS) });
    const healthText = await health.text();
    if (health.status !== 200) return `GET /api/health → ${health.status} ${healthText.slice(0, 80)}`;
    const report = await fetch(`${baseUrl}/api/csp-report`, {
      method: "POST",
      headers: { "Content-Type": "application/csp-report", "CF-Connecting-IP": nextIp() },
      body: JSON.stringify({ "csp-report": { "document-uri": `${baseUrl}/`, "blocked-uri": "inline" } }),
      signal: AbortSignal.timeout(NORMAL_REQUEST_MS),
    });
    const reportText = await report.text();
    if (report.status !== 204) return `POST /api/csp-report → ${report.status} ${reportText.slice(0, 80)}`;
    return null;
  } catch (error) {
    return `a normal request failed: ${error instanceof Error ? error.message : String(error)}`;
  }
}

describe("a request body left unread never breaks the next request (wrangler dev)", () => {
  it(`answers normally after each of ${REQUEST_CLASSES.length} request classes`, async () => {
    const cookie = await signedInCookie();
    expect(cookie, "a signed-in reader for the classes that need one").not.toBeNull();
    const broken: string[] = [];
    for (const c of REQUEST_CLASSES) {
      let status: number | string;
      try {
        // The answer is dropped unread, as a client that only wanted the status would.
        status = (await send(c, cookie)).status;
      } catch (error) {
        status = error instanceof Error ? error.message : String(error);
      }
      const after = await afterEffects();
      if (typeof status !== "number" || status >= 500 || after) {
        broken.push(`${c.name} (${status}): ${after ?? "its own answer"}`);
        // Let the server settle so one broken class does not take the next ones with it.
        for (let i = 0; i < 4 && (await afterEffects()); i++);
      }
    }
    console.log(`[request-bodies] ${broken.length} of ${REQUEST_CLASSES.length} classes broke a request`);
    expect(broken).toEqual([]);
  }, 300_000);
});

/** One request on `agent` (one socket, kept alive): its status, or what went wrong. */
function onConnection(
  agent: http.Agent,
  method: string,
  path: string,
  body?: { bytes: Buffer; chunked: boolean },
): Promise<{ status: number; socket: number } | { error: string }> {
  const url = new URL(baseUrl);
  return new Promise((resolve) => {
    const headers: Record<string, string> = { "CF-Connecting-IP": nextIp() };
    if (body) {
      headers["Content-Type"] = "application/csp-report";
      if (!body.chunked) headers["Content-Length"] = String(body.bytes.length);
    }
    const req = http.request({ host: url.hostname, port: url.port, method, path, agent, headers }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, socket: req.socket?.localPort ?? 0 }));
    });
    req.setTimeout(NORMAL_REQUEST_MS, () => req.destroy(new Error(`no answer within ${NORMAL_REQUEST_MS} ms`)));
    req.on("error", (error) => resolve({ error: error.message }));
    // The server may answer and close before the whole body is sent: that is not this test's failure.
    req.on("socket", (socket) => socket.on("error", () => {}));
    if (body?.chunked)
      for (let at = 0; at < body.bytes.length; at += 1 << 20) req.write(body.bytes.subarray(at, at + (1 << 20)));
    else if (body) req.write(body.bytes);
    req.end();
  });
}

describe("a refused body past the drain cap never hangs the next request on its connection (wrangler dev)", () => {
  it("answers the next request on the same keep-alive connection after 8.5 and 9 MB refused bodies", async () => {
    const broken: string[] = [];
    for (const megabytes of [8.5, 9]) {
      const bytes = Buffer.alloc(Math.round(megabytes * 1024 * 1024), 0x61);
      for (const chunked of [false, true]) {
        // /api/health takes no POST (405); a CSP report this large is refused (413).
        for (const path of ["/api/health", "/api/csp-report"]) {
          const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
          try {
            const refused = await onConnection(agent, "POST", path, { bytes, chunked });
            const next = await onConnection(agent, "GET", "/api/health");
            const what = `${megabytes} MB ${chunked ? "chunked" : "of declared length"} to ${path}`;
            if ("error" in refused || refused.status < 400 || refused.status >= 500)
              broken.push(`${what}: ${JSON.stringify(refused)}`);
            if ("error" in next || next.status !== 200)
              broken.push(`${what}, then GET /api/health: ${JSON.stringify(next)}`);
          } finally {
            agent.destroy();
          }
        }
      }
    }
    expect(broken).toEqual([]);
  }, 120_000);
});
