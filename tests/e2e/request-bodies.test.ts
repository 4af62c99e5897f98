import { describe, expect, inject, it } from "vitest";
import { PASSWORD } from "../support/shared/clients";
import { REQUEST_CLASSES, type RequestClass } from "../support/shared/request-classes";
import { linkIn, pressLink, waitForMail } from "../support/e2e/mailbox";
import { address } from "../support/e2e/run";

/**
 * No request breaks the next one, against a real local server (`wrangler dev`, started by the
 * e2e global setup): issue 16's audit saw any unread request body there make the next request
 * hang, then answer 500 ("Cannot reconstruct a Request with a used body") and 503 ("Your worker
 * restarted mid-request"). Each class is sent with plain fetch, its answer dropped unread, then
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
