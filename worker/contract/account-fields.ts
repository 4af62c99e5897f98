/**
 * An account's name: the limits the sign-up and profile forms and the server's check of every
 * better-auth body share, without zod, so the forms don't download the validation library
 * (auth-bodies.ts has the schemas).
 */
export const ACCOUNT_NAME_LIMITS = { min: 1, max: 100 } as const;

/**
 * Control characters (CR, LF, tab, NUL, DEL, C1) and the Unicode line and paragraph separators.
 * A name goes into mail headers' display names and greetings, where a line break could start a
 * new header or line.
 */
const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029]/u;

/** What is wrong with a (trimmed) account name, or null. */
export function accountNameProblem(name: string): "nameRequired" | "nameTooLong" | "nameHasControlCharacters" | null {
  if (name.length < ACCOUNT_NAME_LIMITS.min) return "nameRequired";
  if (name.length > ACCOUNT_NAME_LIMITS.max) return "nameTooLong";
  if (CONTROL_CHARACTERS.test(name)) return "nameHasControlCharacters";
  return null;
}
