/**
 * The shared secure-input rules (SPEC.md §5, "Shared secure input rules"). The same functions
 * flag a field in the browser and neutralise it on the server before it is stored or mailed.
 */

/** A deliberately simple address check: something@something.tld, no spaces, brackets or control characters (SPEC.md §5). */
export const EMAIL_PATTERN = /^[^\s@<>\p{Cc}]+@[^\s@<>\p{Cc}]+\.[^\s@<>\p{Cc}]+$/u;

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
  for (let pass = 0; pass < 5; pass++) {
    const before = result;
    for (const pattern of DANGEROUS_PATTERNS) result = result.replace(pattern, "");
    if (result === before) break;
  }
  return result;
}

/** Single-line text: dangerous content removed, trimmed, cut to `maxLength` (default 1000). */
export function sanitizeText(value: string, maxLength: number = TEXT_MAX_LENGTH): SanitizedText {
  const cleaned = neutralise(value).trim().slice(0, maxLength);
  return { value: cleaned, changed: cleaned !== value.trim() };
}

/** Multi-line text: as text, keeping line breaks, default maximum 5000. */
export function sanitizeTextarea(value: string, maxLength: number = TEXTAREA_MAX_LENGTH): SanitizedText {
  const cleaned = neutralise(value.replace(/\r\n?/g, "\n")).trim().slice(0, maxLength);
  return { value: cleaned, changed: cleaned !== value.replace(/\r\n?/g, "\n").trim() };
}
