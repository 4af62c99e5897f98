/**
 * Log lines quote values from outside (a request's body, a provider's error, a database row).
 * The Worker's log is read line by line, so a quoted value must not be able to end the line and
 * write one of its own (a fake `[stripe]` entry): `logText` makes any value one line, with its
 * control characters (CR, LF, escape sequences, the Unicode line separators) escaped, and bounds
 * its length so one request cannot flood the log.
 */

/** The longest a quoted value is kept; an error's stack is longer, and bounded too. */
export const LOG_TEXT_MAX = 500;
const LOG_ERROR_MAX = 2000;

/** C0 and C1 controls, DEL, and the Unicode line and paragraph separators. */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\\]/g;
const NAMED: Record<string, string> = { "\n": "\\n", "\r": "\\r", "\t": "\\t", "\\": "\\\\" };

function escape(text: string): string {
  return text.replace(UNSAFE, (ch) => NAMED[ch] ?? `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

function asText(value: unknown): string {
  if (typeof value === "string") return value;
  if (value instanceof Error) return value.stack ?? `${value.name}: ${value.message}`;
  if (value === undefined || typeof value === "number" || typeof value === "boolean" || value === null)
    return String(value);
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** `value` as one line of at most `max` characters (an Error: its stack, up to 2000). */
export function logText(value: unknown, max = value instanceof Error ? LOG_ERROR_MAX : LOG_TEXT_MAX): string {
  const text = escape(asText(value));
  return text.length > max ? `${text.slice(0, max)}…(${text.length - max} more)` : text;
}
