/**
 * An audit entry's before and after as lines a person reads: each field that changed, by its
 * name, with dates as dates and no JSON punctuation. A field the entry added or removed shows
 * on its side only; an entry with only an "after" lists what it recorded.
 */
export interface DetailFormats {
  date: (ms: number) => string;
  yes: string;
  no: string;
}

/** Milliseconds since 1970 that fall between 2001 and 2286: what the log's times are. */
const looksLikeTime = (key: string, value: number) =>
  Number.isInteger(value) && value > 1e12 && value < 1e13 && /(At|On|at|_at|Time|time)$/.test(key);

/** `durationSeconds` → "duration seconds", `stand_in` → "stand in". */
function fieldName(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .toLowerCase();
}

function valueText(value: unknown, formats: DetailFormats, key = ""): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? formats.yes : formats.no;
  if (typeof value === "number") return looksLikeTime(key, value) ? formats.date(value) : String(value);
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.length ? value.map((v) => valueText(v, formats)).join(", ") : "—";
  return Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== null && v !== undefined)
    .map(([k, v]) => `${fieldName(k)}: ${valueText(v, formats, k)}`)
    .join("; ");
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

export function auditDetailLines(before: unknown, after: unknown, formats: DetailFormats): string[] {
  if (before === null && after === null) return [];
  if ((isRecord(before) || before === null) && (isRecord(after) || after === null)) {
    const b = before ?? {};
    const a = after ?? {};
    const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
    return keys.flatMap((key) => {
      const was = b[key];
      const is = a[key];
      if (before !== null && after !== null && JSON.stringify(was) === JSON.stringify(is)) return [];
      const name = fieldName(key);
      if (before === null) return [`${name}: ${valueText(is, formats, key)}`];
      if (after === null) return [`${name}: ${valueText(was, formats, key)}`];
      return [`${name}: ${valueText(was, formats, key)} → ${valueText(is, formats, key)}`];
    });
  }
  return [`${valueText(before, formats)} → ${valueText(after, formats)}`];
}
