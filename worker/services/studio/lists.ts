import { sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { TIME_ID_CURSOR } from "../../contract/studio-lists";

/**
 * What the studio's keyset lists and their CSV exports share (the leads inbox, the newsletter's
 * subscribers): the cursor, the search, and a CSV that streams a page at a time.
 */

/** `%`, `_` and the escape itself are literal in the search box, not wildcards. */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Any of the columns contains `q` (drizzle's like() has no ESCAPE clause, hence by hand). */
export function contains(q: string, columns: SQLiteColumn[]): SQL {
  const pattern = likePattern(q);
  const matches = columns.map((column) => sql`${column} LIKE ${pattern} ESCAPE '\\'`);
  return sql`(${sql.join(matches, sql` OR `)})`;
}

export interface TimeId {
  at: number;
  id: string;
}

/** The cursor after a row, as a page's `next`. */
export const cursorAfter = (row: { createdAt: number; id: string }) => `${row.createdAt}.${row.id}`;

/** A `before` cursor read back (the contract has checked its form). */
export function parseCursor(before: string | undefined): TimeId | null {
  const match = before ? TIME_ID_CURSOR.exec(before) : null;
  return match ? { at: Number(match[1]), id: match[2]! } : null;
}

/** Rows strictly older than the cursor, as a row value, so SQLite seeks the index to it rather than filtering. */
export const olderThan = (createdAt: SQLiteColumn | SQL, id: SQLiteColumn | SQL, cursor: TimeId) =>
  sql`(${createdAt}, ${id}) < (${cursor.at}, ${cursor.id})`;

/**
 * A page from rows read with one more than `limit`: the extra row, if it came, says that
 * another page follows, and the cursor is the last row kept.
 */
export function pageOf<Row extends { createdAt: number; id: string }>(rows: Row[], limit: number) {
  const page = rows.slice(0, limit);
  return { rows: page, next: rows.length > limit ? cursorAfter(page[page.length - 1]!) : null };
}

// ---- CSV ----------------------------------------------------------------------------------

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled.
 * A cell a spreadsheet would read as a formula (=, +, -, @, or a tab or carriage return before
 * one) is prefixed with an apostrophe, so a visitor's text can't run in the author's Excel.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line, CRLF-terminated. */
export const csvLine = (cells: Array<string | number | null>) => `${cells.map(csvCell).join(",")}\r\n`;

/** Milliseconds as an ISO time for a CSV cell; null stays empty. */
export const isoOrNull = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * A list as CSV, streamed: a page of rows is read by keyset only when the reader wants more, so
 * a list of any length never sits whole in memory. UTF-8 with a byte order mark, so Excel reads
 * the accents of "Català" and "Núria" right.
 */
export function csvStream<Row>(
  columns: readonly string[],
  readPage: (before: string | undefined) => Promise<{ rows: Row[]; next: string | null }>,
  line: (row: Row) => string,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let before: string | undefined;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`\uFEFF${columns.join(",")}\r\n`));
        return;
      }
      const { rows, next } = await readPage(before);
      if (rows.length) controller.enqueue(encoder.encode(rows.map(line).join("")));
      if (next === null) controller.close();
      else before = next;
    },
  });
}
