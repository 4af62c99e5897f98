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

/**
 * The word "password" in the site's languages (and the site's name), which the list of common
 * passwords knows only in English and only in some of its variants. Written without accents:
 * a password is compared with its accents taken off ("contraseña" is "contrasena").
 */
export const PASSWORD_WORDS: readonly string[] = ["password", "contrasena", "contrasenya", "labodega"];

/** Digits and symbols standing for letters ("p@ssw0rd", "c0ntr4s3ny4"). */
const LEET: Record<string, string> = { "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", $: "s" };
const unleet = (value: string) => value.replace(/[013457@$]/g, (c) => LEET[c]!);
const withoutAccents = (value: string) => value.normalize("NFD").replace(/\p{M}/gu, "");
/** Digits, spaces and symbols around a word ("123", "2024!", "#1"). */
const trimAffixes = (value: string) => value.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "");

/**
 * One of PASSWORD_WORDS dressed up as guessers try it: any case or accents, digits or symbols
 * before or after ("Contraseña2024!", "123contrasenya"), letters written as digits
 * ("c0ntr4s3ny4"), or the word twice. A passphrase that merely contains the word is fine.
 */
export function isPasswordWord(password: string): boolean {
  const plain = withoutAccents(fold(password)).replace(/\s+/g, "");
  const cores = [unleet(trimAffixes(plain)), trimAffixes(unleet(plain))];
  return cores.some((core) => PASSWORD_WORDS.some((word) => core === word || core === word + word));
}

/**
 * A password a guesser tries before any list: one character or unit repeated, a run, or the
 * word "password" in one of the site's languages.
 */
export function isTrivialPassword(password: string): boolean {
  const folded = fold(password);
  return folded.length > 1 && (isRepetition(folded) || isSequence(folded) || isPasswordWord(folded));
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
