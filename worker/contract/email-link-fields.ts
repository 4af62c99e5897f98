import { z } from "./zod";

/**
 * The account mails' one-time links (confirm the account, approve an email change from the
 * old address, confirm the new address) open this page; its button POSTs the token to
 * `/api/email-links/verify`. Mail scanners that open links only ever see the page.
 */
export const EMAIL_LINK_PAGE_PATH = "/auth/confirm";

/** better-auth's tokens are short JWTs (a few hundred characters with two addresses in them). */
const TOKEN_MAX = 2048;

/** Only a path on this site: never `//evil.example`, `/\evil` or a full URL. */
const sitePath = z
  .string()
  .max(512)
  .regex(/^\/(?![/\\])/, "Must be a path on this site.");

export const emailLinkSchema = z.object({
  token: z.string().min(1).max(TOKEN_MAX),
  /** Where the reader goes once it's done (the page they signed up from, or the account page). */
  callbackURL: sitePath.optional(),
});
export type EmailLinkBody = z.infer<typeof emailLinkSchema>;

/**
 * What a link does: `account` confirms a new account (and signs in); `approve-change` is the
 * old address approving a move to `newEmail`; `new-email` confirms the new address.
 */
export type EmailLinkKind = "account" | "approve-change" | "new-email";

export interface EmailLinkClaims {
  kind: EmailLinkKind;
  email: string;
  newEmail?: string;
  /** Expiry, in seconds since the epoch, when the token says. */
  expiresAt?: number;
}

/**
 * What a token says it is for, read without checking its signature: for wording only. The
 * Worker acts on a token only after better-auth has verified it.
 */
export function readEmailLinkToken(token: string): EmailLinkClaims | null {
  const payload = token.split(".")[1];
  if (!payload || payload.length > TOKEN_MAX) return null;
  let claims: unknown;
  try {
    const base64 = payload.replace(/-/g, "+").replace(/_/g, "/");
    const bytes = Uint8Array.from(atob(base64), (ch) => ch.charCodeAt(0));
    claims = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return null;
  }
  const parsed = claimsSchema.safeParse(claims);
  if (!parsed.success) return null;
  const { email, updateTo, requestType, exp } = parsed.data;
  const kind: EmailLinkKind = !updateTo
    ? "account"
    : requestType === "change-email-confirmation"
      ? "approve-change"
      : "new-email";
  return {
    kind,
    email,
    ...(updateTo ? { newEmail: updateTo } : {}),
    ...(exp !== undefined ? { expiresAt: exp } : {}),
  };
}

const claimsSchema = z.object({
  email: z.string().max(320),
  updateTo: z.string().max(320).optional(),
  requestType: z.string().max(64).optional(),
  exp: z.number().optional(),
});
