import type { Db } from "../db/client";
import { freshReads, recentReads } from "./fresh-reads";
import { logText } from "./log-text";

/**
 * Catalogue answers (the shop API's and the product pages') kept per isolate and checked
 * against the catalogue's version in D1: one row that triggers renew with every change to a
 * catalogue table, whoever makes it (migrations/0007_catalogue_version.sql). A request is
 * checked against a version read that began at most CATALOGUE_FRESHNESS_MS before it arrived,
 * so a change of price, status or text shows on every request that arrives that long after it
 * was committed, and the operator's tool waits that long before it reports a change done
 * (docs/decisions/024-*.md). D1 is the truth: no KV, nothing an operator has to remember to
 * purge. The cart and checkout never read from here: they price from D1 each time.
 */

/**
 * How old the version read a request is checked against may be. One read then serves every
 * request of an isolate for this long, instead of one read each: under load, a request costs
 * no D1 round trip at all.
 */
export const CATALOGUE_FRESHNESS_MS = 500;

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
    if (!warned) console.error(`[catalogue] no catalogue version in D1; answers are not kept: ${logText(error)}`);
    warned = true;
    return null;
  }
}

const versionReads = freshReads<string | null>();
// A version that can't be read (null) is never reused: the next request tries D1 again.
const recentVersions = recentReads<string | null>(CATALOGUE_FRESHNESS_MS, (token) => token !== null);

/** A version read begun after the caller asked (shared with concurrent callers). */
const freshVersion = (db: Db) => () => versionReads(() => readVersion(db));

/** The catalogue's version, read after this call began; later calls share it for the window. */
function readVersionNow(db: Db): Promise<string | null> {
  return recentVersions.renew(freshVersion(db));
}

/**
 * The catalogue's version as read at most CATALOGUE_FRESHNESS_MS before this call, or null
 * when it can't be read (a database without the migration): then nothing is kept or served
 * from memory, and every answer comes from D1.
 */
export function catalogueVersion(db: Db): Promise<string | null> {
  return recentVersions.get(freshVersion(db));
}

/**
 * After a change this isolate made itself (the studio's edits): the next request reads the
 * version again instead of sharing the window's read, so the author sees the change at once
 * on the next request here; other isolates see it within CATALOGUE_FRESHNESS_MS, as ever.
 */
export function catalogueChanged(): void {
  recentVersions.forget();
}

/** An answer and the catalogue version it is exactly (null: not known to be any one version's). */
export interface Versioned<T> {
  value: T;
  version: string | null;
}

/**
 * The answer kept under `key` if the catalogue hasn't changed since it was kept; otherwise
 * `load()`'s, which is kept only when a version read begun after loading finds the same
 * version, so a kept answer is exactly its version's (never data that a concurrent change left
 * half-read).
 */
export async function cachedCatalogue<T>(db: Db, key: string, load: () => Promise<T>): Promise<Versioned<T>> {
  const version = await catalogueVersion(db);
  const hit = entries.get(key);
  if (version !== null && hit?.version === version) return { value: hit.value as T, version };
  const value = await load();
  if (version === null || (await readVersionNow(db)) !== version) return { value, version: null };
  entries.delete(key);
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  entries.set(key, { version, value });
  return { value, version };
}
