import {
  PASSWORD_LIMITS,
  containsPersonalInfo,
  isTrivialPassword,
  type PasswordOwner,
} from "../contract/password-rules";
import { ok, refuse, type Result } from "./result";
import { logText } from "./log-text";

/** Why a new password is refused, beyond its length (which better-auth checks itself). */
export type PasswordRefusal = "too_common" | "personal" | "breached";

export interface PasswordPolicyOptions {
  /** Ask Have I Been Pwned's range API (k-anonymity: only a 5-character hash prefix leaves). */
  breachCheck: boolean;
  /** Injected by tests; the global fetch otherwise. */
  fetch?: typeof fetch;
}

let commonPasswords: Promise<ReadonlySet<string>> | undefined;

/**
 * The ~18,000 passwords of 8 characters or more in zxcvbn-ts's list of the 49,000 most common.
 * Imported on first use, so only the requests that set a password pay for the 380 KB module.
 */
function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  commonPasswords ??= import("@zxcvbn-ts/language-common").then(
    ({ dictionary }) =>
      new Set(
        dictionary["passwords-common"]
          .filter((password) => password.length >= PASSWORD_LIMITS.min)
          .map((password) => password.toLowerCase()),
      ),
  );
  return commonPasswords;
}

export async function isCommonPassword(password: string): Promise<boolean> {
  return (await loadCommonPasswords()).has(password.normalize("NFKC").toLowerCase());
}

const PWNED_RANGE_URL = "https://api.pwnedpasswords.com/range/";
/** Long enough for the API on a good day; a sign-up must not hang on it. */
const PWNED_TIMEOUT_MS = 3000;

/**
 * Whether Have I Been Pwned has seen the password in a breach: only the first 5 hex characters
 * of its SHA-1 leave the Worker, and the answer is padded so its size says nothing either.
 * Null when the service could not answer (the caller lets the password through: an outage of
 * a third party must not stop sign-ups, and the list check still ran).
 */
export async function isBreachedPassword(password: string, fetcher: typeof fetch = fetch): Promise<boolean | null> {
  const digest = await crypto.subtle.digest("SHA-1", new TextEncoder().encode(password));
  const hash = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0"))
    .join("")
    .toUpperCase();
  const prefix = hash.slice(0, 5);
  const suffix = hash.slice(5);
  try {
    const res = await fetcher(`${PWNED_RANGE_URL}${prefix}`, {
      headers: { "Add-Padding": "true", "User-Agent": "La Bodega password check" },
      signal: AbortSignal.timeout(PWNED_TIMEOUT_MS),
    });
    if (!res.ok) {
      console.warn(`Pwned Passwords answered ${res.status}; password not checked against breaches`);
      return null;
    }
    for (const line of (await res.text()).split(/\r?\n/)) {
      const [candidate, count] = line.trim().split(":");
      // Padding lines carry a count of 0.
      if (candidate?.toUpperCase() === suffix) return Number(count) > 0;
    }
    return false;
  } catch (error) {
    console.warn(`Pwned Passwords unreachable; password not checked against breaches: ${logText(error)}`);
    return null;
  }
}

/**
 * The policy for a new password (sign-up, change, reset), after better-auth's length rules:
 * not trivial or in the list of common passwords, not made of its owner's address or name and,
 * when configured, not in a known breach. Passwords outside the length limits pass through so
 * better-auth answers with its own length codes.
 */
export async function checkNewPassword(
  password: string,
  owner: PasswordOwner,
  options: PasswordPolicyOptions,
): Promise<Result<void, PasswordRefusal>> {
  if (password.length < PASSWORD_LIMITS.min || password.length > PASSWORD_LIMITS.max) return ok();
  if (isTrivialPassword(password) || (await isCommonPassword(password))) return refuse("too_common");
  if (containsPersonalInfo(password, owner)) return refuse("personal");
  if (options.breachCheck && (await isBreachedPassword(password, options.fetch)) === true) return refuse("breached");
  return ok();
}
