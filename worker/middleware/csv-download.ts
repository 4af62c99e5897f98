import type { Context } from "hono";
import type { AppEnv } from "../types";

/**
 * A streamed CSV as a download named after what it holds and the day (UTC), e.g.
 * `leads-2026-03-01.csv`. The stream is read as the browser takes it, so a long list never
 * sits whole in memory.
 */
export function csvDownload(c: Context<AppEnv>, name: string, csv: ReadableStream<Uint8Array>) {
  const day = new Date().toISOString().slice(0, 10);
  return c.body(csv, 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${name}-${day}.csv"`,
  });
}
