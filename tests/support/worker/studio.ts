import { expect } from "vitest";
import type { AuditRow } from "#worker/contract/studio";
import { authenticator } from "../shared/authenticator";
import { PASSWORD } from "../shared/clients";
import { api, expectData, expectError } from "./http";
export { authenticator, wrongCode } from "../shared/authenticator";
import { authPost, sessionCookie, signUpReader, type Reader } from "./session";

/**
 * The studio's authors in worker tests (decision 041). STUDIO_ADMINS in vitest.config.ts names
 * the addresses of tests/support/shared/studio-authors.ts; a test takes one of its own.
 */

/** Enrols the reader's authenticator app; the session the first code leaves is in the studio. */
export async function enrol(author: Reader) {
  const enabled = await authPost("/two-factor/enable", { password: PASSWORD }, { cookie: author.cookie });
  expect(enabled.status, "enable").toBe(200);
  const { totpURI, backupCodes } = await enabled.json<{ totpURI: string; backupCodes: string[] }>();
  const app = authenticator(totpURI);
  const verified = await authPost("/two-factor/verify-totp", { code: await app.code() }, { cookie: author.cookie });
  expect(verified.status, "first code").toBe(200);
  return { app, backupCodes, cookie: sessionCookie(verified) };
}

/** A studio author, signed up at `email` (one of STUDIO_TEST_AUTHORS), enrolled and in. */
export async function studioAuthor(email: string, name = "Studio Author"): Promise<Reader> {
  const reader = await signUpReader(name, email);
  const { cookie } = await enrol(reader);
  return { ...reader, cookie };
}

/** The audit log's entries as the author reads them, newest first (`query` filters, e.g. `?objectId=…`). */
export async function auditEntries(author: Reader, query = ""): Promise<AuditRow[]> {
  return (await expectData<{ entries: AuditRow[] }>(api(`/studio/audit-log${query}`, { reader: author }))).entries;
}

/** A studio call: method, path under /api, and a JSON body where it takes one. */
export type StudioCall = [method: string, path: string, json?: unknown];

/**
 * The studio's door on each call (decision 041): signed out a 401, a reader or an author without
 * the second factor a 403 with its code, and the author's own session from another site's page
 * a 403 on every write.
 */
export async function expectDoorShut(
  calls: StudioCall[],
  who: { reader: Reader; code: "forbidden" | "second_factor_required" } | "signed out" | { foreignOrigin: Reader },
) {
  for (const [method, path, json] of calls) {
    if (who === "signed out") {
      await expectError(await api(path, { method, json }), 401, "unauthorized");
    } else if ("foreignOrigin" in who) {
      if (method === "GET") continue;
      const headers = { Origin: "https://evil.example" };
      await expectError(await api(path, { method, json, reader: who.foreignOrigin, headers }), 403, "forbidden");
    } else {
      await expectError(await api(path, { method, json, reader: who.reader }), 403, who.code);
    }
  }
}
