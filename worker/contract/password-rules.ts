/**
 * Password rules shared by better-auth's settings and the forms: 8 to 128 characters, no
 * composition rules, and not something a guesser tries first. The cheap checks live here so the
 * forms can say so before a round trip; the Worker adds its list of common passwords (too big
 * to ship to the browser) and, when configured, a breached-password check
 * (docs/decisions/021-password-policy-and-sign-in-backoff.md).
 */
export const PASSWORD_LIMITS = { min: 8, max: 128 } as const;

/** better-auth's `{ code }` for each refusal the Worker adds to its own length codes. */
export const PASSWORD_POLICY_CODES = {
  tooCommon: "PASSWORD_TOO_COMMON",
  personal: "PASSWORD_CONTAINS_PERSONAL_INFO",
  breached: "PASSWORD_COMPROMISED",
} as const;

/** Whose password it is: a password made of these is the first thing a guesser tries. */
export interface PasswordOwner {
  email?: string | null;
  name?: string | null;
}

/** Shorter personal parts ("Ana", "jo@…") occur in too many good passphrases to refuse. */
const MIN_PERSONAL_PART = 4;

/** A password's characters in order: case-folded, so "Password" is "password". */
const fold = (value: string) => value.normalize("NFKC").toLowerCase();

/** "aaaaaaaa", "abababab", "123123123": one short unit repeated. */
const isRepetition = (password: string) => /^(.{1,3})\1+$/su.test(password);

/** "12345678", "abcdefgh", "87654321": one run of consecutive characters, up or down. */
function isSequence(password: string): boolean {
  const codes = Array.from(password, (c) => c.codePointAt(0)!);
  const step = codes[1]! - codes[0]!;
  if (Math.abs(step) !== 1) return false;
  return codes.every((code, i) => i === 0 || code - codes[i - 1]! === step);
}

/** A password a guesser tries before any list: one character or unit repeated, or a run. */
export function isTrivialPassword(password: string): boolean {
  const folded = fold(password);
  return folded.length > 1 && (isRepetition(folded) || isSequence(folded));
}

/**
 * The parts of an owner's address and name worth refusing: the whole address, its local part
 * (without a +tag) and that part's pieces, the whole name (with and without spaces) and its
 * words, each of at least four characters.
 */
export function personalParts({ email, name }: PasswordOwner): string[] {
  const parts: string[] = [];
  const address = fold(email?.trim() ?? "");
  if (address) {
    parts.push(address);
    const local = address.split("@")[0]!.split("+")[0]!;
    parts.push(local, ...local.split(/[^\p{L}\p{N}]+/u));
  }
  const fullName = fold(name?.trim() ?? "");
  if (fullName) {
    const words = fullName.split(/[^\p{L}\p{N}]+/u);
    parts.push(fullName, words.join(""), ...words);
  }
  return [...new Set(parts.filter((part) => [...part].length >= MIN_PERSONAL_PART))];
}

/** Whether a password contains its owner's address, its local part or name (case-insensitive). */
export function containsPersonalInfo(password: string, owner: PasswordOwner): boolean {
  const folded = fold(password);
  const squeezed = folded.replace(/[^\p{L}\p{N}@.]+/gu, "");
  return personalParts(owner).some((part) => folded.includes(part) || squeezed.includes(part));
}

export type PasswordProblem = "passwordTooShort" | "passwordTooLong" | "passwordTooCommon" | "passwordPersonal";

/**
 * What is wrong with a new password, or null: its length, a trivial pattern, or its owner's
 * address or name in it. The Worker checks the same and more (a list of common passwords).
 */
export function passwordProblem(password: string, owner: PasswordOwner = {}): PasswordProblem | null {
  if (password.length < PASSWORD_LIMITS.min) return "passwordTooShort";
  if (password.length > PASSWORD_LIMITS.max) return "passwordTooLong";
  if (isTrivialPassword(password)) return "passwordTooCommon";
  if (containsPersonalInfo(password, owner)) return "passwordPersonal";
  return null;
}
