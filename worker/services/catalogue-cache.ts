import type { Db } from "../db/client";
import { freshReads } from "./fresh-reads";

/**
 * Catalogue answers (the shop API's and the product pages') kept per isolate and checked on
 * every request against the catalogue's version in D1: one row that triggers renew with every
 * change to a catalogue table, whoever makes it (migrations/0007_catalogue_version.sql). A
 * request costs one small D1 read instead of the catalogue's queries, and a change of price,
 * status or text shows on the very next request (docs/decisions/024-*.md). D1 is the truth:
 * no time-to-live, no KV, nothing an operator has to remember to purge. The cart and checkout
 * never read from here: they price from D1 each time.
 */

/** Bounded: product slugs and filters make the key space open. */
const MAX_ENTRIES = 300;

interface Entry {
  version: string;
  value: unknown;
}
const entries = new Map<string, Entry>();

const VERSION_SQL = "SELECT token FROM catalogue_version WHERE id = 1";
let warned = false;

async function readVersion(db: Db): Promise<string | null> {
  try {
    return (await db.$client.prepare(VERSION_SQL).first<string>("token")) ?? null;
  } catch (error) {
    if (!warned) console.error("[catalogue] no catalogue version in D1; answers are not kept", error);
    warned = true;
    return null;
  }
}

const versionReads = freshReads<string | null>();

/**
 * The catalogue's version now (read after this call began), or null when it can't be read (a
 * database without the migration): then nothing is kept or served from memory, and every
 * answer comes from D1.
 */
export function catalogueVersion(db: Db): Promise<string | null> {
  return versionReads(() => readVersion(db));
}

/** An answer and the catalogue version it is exactly (null: not known to be any one version's). */
export interface Versioned<T> {
  value: T;
  version: string | null;
}

/**
 * The answer kept under `key` if the catalogue hasn't changed since it was kept; otherwise
 * `load()`'s, which is kept only when the version was the same before and after loading, so a
 * kept answer is exactly its version's (never data that a concurrent change left half-read).
 */
export async function cachedCatalogue<T>(db: Db, key: string, load: () => Promise<T>): Promise<Versioned<T>> {
  const version = await catalogueVersion(db);
  const hit = entries.get(key);
  if (version !== null && hit?.version === version) return { value: hit.value as T, version };
  const value = await load();
  if (version === null || (await catalogueVersion(db)) !== version) return { value, version: null };
  entries.delete(key);
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  entries.set(key, { version, value });
  return { value, version };
}
