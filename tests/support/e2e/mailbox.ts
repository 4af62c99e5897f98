import { expect } from "vitest";

/** One message in the local dev mailbox (`GET /api/dev/mail`, development only). */
export interface DevMail {
  id: string;
  from: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  /** Attached files (decision 056), each with the dev mailbox's link that serves it. */
  attachments: Array<{ filename: string; contentType: string; size: number; url: string }>;
  created: string;
}

/** The dev mailbox, newest first. Read from Node, so it is not part of any page's traffic. */
export async function readMailbox(baseUrl: string): Promise<DevMail[]> {
  const res = await fetch(`${baseUrl}/api/dev/mail`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: DevMail[] }).data;
}

/**
 * Waits for the newest mail that matches. Mail is sent after the response (waitUntil), so it
 * can land a moment after the form shows its toast.
 */
export async function waitForMail(
  baseUrl: string,
  match: (mail: DevMail) => boolean,
  { timeout = 10_000, what = "mail" }: { timeout?: number; what?: string } = {},
): Promise<DevMail> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const found = (await readMailbox(baseUrl)).find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No ${what} in the dev mailbox after ${timeout} ms`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** The first absolute link in a mail's text that starts with `prefix`. */
export function linkIn(mail: DevMail, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const found = new RegExp(`${escaped}[^\\s<>"')\\]]*`).exec(mail.text);
  if (!found) throw new Error(`No link starting with ${prefix} in "${mail.subject}":\n${mail.text}`);
  return found[0];
}

/**
 * What the press on a confirmation page (`/auth/confirm?token=…`) sends, done from Node: the
 * link's token, POSTed from the site's own origin. For flows that only need a confirmed account;
 * tests/e2e/accounts.test.ts presses the page's button itself.
 */
export function pressLink(baseUrl: string, link: string, headers: Record<string, string> = {}): Promise<Response> {
  const query = new URL(link).searchParams;
  return fetch(`${baseUrl}/api/email-links/verify`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl, ...headers },
    body: JSON.stringify({ token: query.get("token"), callbackURL: query.get("callbackURL") ?? undefined }),
  });
}
