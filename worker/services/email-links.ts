import type { SiteAuth } from "../auth/create-auth";
import { EMAIL_LINK_PAGE_PATH, readEmailLinkToken, type EmailLinkKind } from "../contract/email-link-fields";
import { localizePath, type Locale } from "../contract/locales";
import { ok, refuse, type Result } from "./result";

/**
 * The account mails' one-time links. better-auth acts on `GET /api/auth/verify-email`, so a
 * mail scanner opening the link would confirm an account (and sign it in) or approve an email
 * change. Mails link to a page of ours instead, and the page's button POSTs the token here,
 * which hands it to better-auth. See docs/decisions/022-one-time-links-act-on-a-press.md.
 */

/** better-auth's verify-email URL → the page that asks for the press, in the reader's language. */
export function emailLinkPageUrl(origin: string, locale: Locale, query: URLSearchParams): string {
  const params = new URLSearchParams();
  const token = query.get("token");
  const callbackURL = query.get("callbackURL");
  if (token) params.set("token", token);
  if (callbackURL) params.set("callbackURL", callbackURL);
  return `${origin}${localizePath(EMAIL_LINK_PAGE_PATH, locale)}?${params}`;
}

/** Whether a URL better-auth built is one of its verify-email links (not, say, a reset link). */
export function isVerifyEmailUrl(url: string): boolean {
  return new URL(url).pathname.endsWith("/verify-email");
}

export type EmailLinkRefusal = "invalid" | "expired" | "other_account" | "too_many";

export interface EmailLinkDone {
  kind: EmailLinkKind;
  /** better-auth's cookies to pass on: the confirmation signs the reader in. */
  setCookies: string[];
  signedIn: boolean;
}

/** What the request that pressed the button brings along to better-auth. */
const FORWARDED_HEADERS = ["Cookie", "Accept-Language", "CF-Connecting-IP", "User-Agent"];

/** better-auth's error codes for a link, as our reasons. */
const REASONS: Record<string, EmailLinkRefusal> = {
  TOKEN_EXPIRED: "expired",
  INVALID_TOKEN: "invalid",
  USER_NOT_FOUND: "invalid",
  // The new address was confirmed in a browser signed in to another account.
  INVALID_USER: "other_account",
};

/**
 * Does what the link says, through better-auth's own verify-email endpoint (a GET we build
 * here, never one from outside), and passes on its cookies.
 */
export async function redeemEmailLink(
  auth: SiteAuth,
  input: { token: string; callbackURL?: string | undefined; origin: string; headers: Headers },
): Promise<Result<EmailLinkDone, EmailLinkRefusal>> {
  const query = new URLSearchParams({ token: input.token });
  // Only for the next mail's link (the email change's second step) and the redirect we read.
  if (input.callbackURL) query.set("callbackURL", input.callbackURL);
  const headers = new Headers();
  for (const name of FORWARDED_HEADERS) {
    const value = input.headers.get(name);
    if (value) headers.set(name, value);
  }
  const res = await auth.handler(new Request(`${input.origin}/api/auth/verify-email?${query}`, { headers }));
  const code = await errorCode(res);
  if (res.status === 429) return refuse("too_many");
  if (code !== null) return refuse(REASONS[code] ?? "invalid");
  if (res.status >= 400) return refuse("invalid");

  const setCookies = res.headers.getSetCookie();
  const signedIn = setCookies.some((c) => c.startsWith("better-auth.session_token=") && !/Max-Age=0/i.test(c));
  // The token has just been verified by better-auth, so what it says can be trusted now.
  const kind = readEmailLinkToken(input.token)?.kind ?? "account";
  return ok({ kind, setCookies, signedIn });
}

/**
 * better-auth's refusal code: in the redirect's `?error=` when there is a callback URL, in its
 * JSON body otherwise; null for a success.
 */
async function errorCode(res: Response): Promise<string | null> {
  if (res.status >= 300 && res.status < 400) {
    const location = res.headers.get("Location");
    return location ? new URL(location, "http://site.invalid").searchParams.get("error") : null;
  }
  if (res.ok) return null;
  const body = (await res.json().catch(() => null)) as { code?: unknown } | null;
  return typeof body?.code === "string" ? body.code : null;
}
