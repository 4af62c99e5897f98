import { authEndpoint } from "../auth-endpoint";

/**
 * Calls to better-auth's endpoints (/api/auth/*), for the sign-in page and the account area.
 * What is read from a failure is better-auth's `{ code, message }` and a 429's Retry-After; a
 * call that never completed is status 0.
 */
export type AuthResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; code?: string; message: string; retryAfter?: number };

async function call<T>(path: `/${string}`, body?: unknown): Promise<AuthResult<T>> {
  let res: Response;
  try {
    res = await authEndpoint(path, body);
  } catch (error) {
    return { ok: false, status: 0, message: error instanceof Error ? error.message : String(error) };
  }
  const payload = (await res.json().catch(() => null)) as (T & { code?: string; message?: string }) | null;
  if (res.ok) return { ok: true, data: payload as T };
  // A 429 says how long to wait (the per-account sign-in limit can ask for minutes).
  const retryAfter = Number(res.headers.get("Retry-After"));
  return {
    ok: false,
    status: res.status,
    ...(payload?.code ? { code: payload.code } : {}),
    message: payload?.message ?? `HTTP ${res.status}`,
    ...(res.status === 429 && retryAfter > 0 ? { retryAfter } : {}),
  };
}

/** For data fetches (swr): the data, or a thrown error with better-auth's message. */
export async function authData<T>(call: Promise<AuthResult<T>>): Promise<T> {
  const result = await call;
  if (!result.ok) throw new Error(result.message);
  return result.data;
}

export interface SessionRecord {
  id: string;
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
  ipAddress?: string | null;
  userAgent?: string | null;
}

export interface LinkedAccount {
  id: string;
  providerId: string;
  createdAt: string;
}

export const authClient = {
  /** `callbackURL`: where the confirmation link signs the reader in (the page they came from). */
  signUp: (input: { name: string; email: string; password: string }, callbackURL = "/") =>
    call<{ user: { id: string } }>("/sign-up/email", { ...input, callbackURL }),
  /** An account with an authenticator app answers `twoFactorRedirect`: the code comes next. */
  signIn: (input: { email: string; password: string }) =>
    call<{ redirect: boolean; twoFactorRedirect?: boolean }>("/sign-in/email", {
      ...input,
      callbackURL: "/",
      rememberMe: true,
    }),
  /** The second factor, at sign-in's code step or for a session entering the studio. */
  verifyTotp: (code: string) => call<{ token: string }>("/two-factor/verify-totp", { code }),
  verifyBackupCode: (code: string) => call<{ token: string }>("/two-factor/verify-backup-code", { code }),
  /** Starts enrolling an authenticator app: its otpauth:// address and ten backup codes. */
  enableTwoFactor: (password: string) =>
    call<{ totpURI: string; backupCodes: string[] }>("/two-factor/enable", { password }),
  /** Starts a provider's sign-in; on success the browser goes to the provider. */
  signInSocial: (provider: string, errorCallbackURL: string) =>
    call<{ url?: string; redirect: boolean }>("/sign-in/social", {
      provider,
      callbackURL: "/",
      errorCallbackURL,
      disableRedirect: true,
    }),
  sendConfirmation: (email: string) =>
    call<{ status: boolean }>("/send-verification-email", { email, callbackURL: "/" }),
  requestPasswordReset: (email: string, redirectTo: string) =>
    call<{ status: boolean }>("/request-password-reset", { email, redirectTo }),
  resetPassword: (token: string, newPassword: string) =>
    call<{ status: boolean }>("/reset-password", { token, newPassword }),
  changePassword: (currentPassword: string, newPassword: string) =>
    call<{ user: { id: string } }>("/change-password", { currentPassword, newPassword, revokeOtherSessions: true }),
  /** The current address approves first; the account lands on its profile after each link. */
  changeEmail: (newEmail: string) => call<{ status: boolean }>("/change-email", { newEmail, callbackURL: "/account" }),
  updateName: (name: string) => call<{ status: boolean }>("/update-user", { name }),
  listSessions: () => call<SessionRecord[]>("/list-sessions"),
  /** Sessions are named by id: their tokens never reach the page. */
  revokeSession: (id: string) => call<{ status: boolean }>("/revoke-session", { id }),
  revokeOtherSessions: () => call<{ status: boolean }>("/revoke-other-sessions", {}),
  listAccounts: () => call<LinkedAccount[]>("/list-accounts"),
  deleteUser: (password?: string) => call<{ success: boolean }>("/delete-user", password ? { password } : {}),
};
