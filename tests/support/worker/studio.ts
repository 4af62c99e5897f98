import { expect } from "vitest";
import { authenticator } from "../shared/authenticator";
import { PASSWORD } from "../shared/clients";
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
