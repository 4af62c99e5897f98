import { env } from "cloudflare:workers";
import { expect } from "vitest";

/** The newest mail of a kind to an address. The outbox row is written during the request. */
export async function lastMail(email: string, kind: string): Promise<{ subject: string; text: string }> {
  let row: { subject: string; text: string } | null = null;
  for (let attempt = 0; attempt < 20 && !row; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50));
    row = await env.DB.prepare(
      "SELECT subject, text_body AS text FROM email_outbox WHERE recipient = ? AND kind = ? ORDER BY created_at DESC LIMIT 1",
    )
      .bind(email, kind)
      .first<{ subject: string; text: string }>();
  }
  expect(row, `a ${kind} mail to ${email}`).not.toBeNull();
  return row!;
}

/** The text of the newest mail of a kind to an address. */
export async function lastMailText(email: string, kind: string): Promise<string> {
  return (await lastMail(email, kind)).text;
}
