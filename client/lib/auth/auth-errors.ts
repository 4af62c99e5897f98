import type { AuthResult } from "./auth-client";
import type { AccountTranslate } from "../../i18n/account-strings";
import { describeFailure } from "../call-failure";

type Failure = Extract<AuthResult<unknown>, { ok: false }>;

/**
 * The text of an auth error toast: better-auth's message in the page's language when it has a
 * code we translate, otherwise the provider's own message as-is.
 */
export function authErrorText(t: AccountTranslate, failure: Failure): string {
  return describeFailure(failure, {
    offline: t("auth.errors.network"),
    code: (code) => t.optional(`auth.errors.${code}`),
    tooMany: (wait) =>
      wait && wait > 60
        ? t("auth.errors.rate_limited_wait", { minutes: Math.ceil(wait / 60) })
        : t("auth.errors.rate_limited"),
    otherwise: ({ message }) => message || t("auth.errors.unknown"),
  });
}

/**
 * Where to go after signing in: only a path on this site (never `//evil.example` or a full
 * URL), and never back to the sign-in page itself.
 */
export function safeReturnPath(value: string | null): string | null {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  if (value === "/auth" || value.startsWith("/auth?") || value.startsWith("/auth/")) return null;
  return value;
}
