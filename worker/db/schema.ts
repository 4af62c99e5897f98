import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * The source of truth for D1. `npm run db:generate` writes migrations/ from this file;
 * a migration that has landed is never edited.
 */

/**
 * One row per counted attempt (login, form submission, download…) for exact sliding-window
 * limits such as "5 per 600 s" (DESIGN.md decision 6). KV can't count atomically; D1 can.
 */
export const rateLimitHits = sqliteTable(
  "rate_limit_hits",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** What is limited and for whom, e.g. `resume_request:ip:203.0.113.7`. */
    key: text("key").notNull(),
    /** Unix time in milliseconds. */
    at: integer("at").notNull(),
  },
  (t) => [index("rate_limit_hits_key_at").on(t.key, t.at)],
);
