/**
 * The shared secure-input rules for every form field. The same functions
 * flag a field in the browser and neutralise it on the server before it is stored or mailed.
 */

/**
 * A simple address check (something@something.tld), limited to what mail providers
 * accept as a recipient or reply-to: no spaces, commas, brackets, quotes or control characters.
 */
export const EMAIL_PATTERN =
  /^[\p{L}\p{N}.!#$%&'*+/=?^_`{|}~-]+@[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?(?:\.[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?)+$/u;

/** Zero-width characters: a value made only of these (and spaces) is empty to a person. */
const INVISIBLE = /[\s\u200B-\u200D\u2060\uFEFF]/g;
export function hasVisibleText(value: string): boolean {
  return value.replace(INVISIBLE, "") !== "";
}
export const EMAIL_MAX_LENGTH = 254;
export const TEXT_MAX_LENGTH = 1000;
export const TEXTAREA_MAX_LENGTH = 5000;

export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

/** Optional leading plus, first digit 1-9, at most 16 digits once spaces, dashes and brackets go. */
export function isValidPhone(value: string): boolean {
  return /^\+?[1-9]\d{0,15}$/.test(value.replace(/[\s\-()]/g, ""));
}

export function isValidUrl(value: string): boolean {
  const url = value.trim();
  if (!/^https?:\/\//i.test(url)) return false;
  try {
    new URL(url);
    return true;
  } catch {
    return false;
  }
}

/**
 * What the spec calls dangerous content, removed wherever it appears: script (and other
 * active) blocks, script-bearing URL schemes, inline event handlers, then any remaining tag.
 * A lone "<" as in "I <3 your books" is not a tag and stays.
 */
const DANGEROUS_PATTERNS: RegExp[] = [
  /<\s*(script|style|iframe|object|embed|template)\b[^>]*>[\s\S]*?<\s*\/\s*\1\s*>/gi,
  /<\s*(script|style|iframe|object|embed|template)\b[^>]*>/gi,
  /javascript\s*:/gi,
  /vbscript\s*:/gi,
  /data\s*:\s*text\/html/gi,
  // An inline handler has a quoted value or a call; "our onboarding = smooth" is just prose.
  /\bon[a-z]{3,}\s*=\s*(?:"[^"]*"|'[^']*'|`[^`]*`|[^\s>]*[(`][^\s>]*)/gi,
  /<\/?[a-z][a-z0-9-]*(\s[^<>]*)?\/?>/gi,
];

export interface SanitizedText {
  value: string;
  /** True when something was removed or cut: the field shows its flagged state. */
  changed: boolean;
}

function neutralise(value: string): string {
  let result = value;
  // Repeat until stable, so removing one pattern can't assemble another ("javajavascript:script:").
  // Every pass that changes the text shortens it, so this ends.
  for (;;) {
    const before = result;
    for (const pattern of DANGEROUS_PATTERNS) result = result.replace(pattern, "");
    if (result === before) return result;
  }
}

/**
 * Line breaks, other control characters and bidirectional overrides have no place in a
 * single-line value (a name, a subject): they could forge lines in an email.
 */
const SINGLE_LINE_BREAKERS = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]+/gu;
/** In multi-line text only line feeds and tabs stay. */
// eslint-disable-next-line no-control-regex -- removing control characters is what this pattern is for
const MULTI_LINE_BREAKERS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]+/g;

/** Cuts to `max` characters (code points), never through the middle of an emoji. */
export function cutToLength(value: string, max: number): string {
  if (value.length <= max) return value;
  return Array.from(value).slice(0, max).join("");
}

/** Single-line text: dangerous content removed, trimmed, cut to `maxLength` (default 1000). */
export function sanitizeText(value: string, maxLength: number = TEXT_MAX_LENGTH): SanitizedText {
  const cleaned = cutToLength(neutralise(value.replace(SINGLE_LINE_BREAKERS, " ")).trim(), maxLength);
  return { value: cleaned, changed: cleaned !== value.trim() };
}

/** Multi-line text: as text, keeping line breaks, default maximum 5000. */
export function sanitizeTextarea(value: string, maxLength: number = TEXTAREA_MAX_LENGTH): SanitizedText {
  const lines = value.replace(/\r\n?/g, "\n");
  const cleaned = cutToLength(neutralise(lines.replace(MULTI_LINE_BREAKERS, " ")).trim(), maxLength);
  return { value: cleaned, changed: cleaned !== lines.trim() };
}
