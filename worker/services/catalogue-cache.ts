import type { Db } from "../db/client";

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

/** Longest a caller waits on a read another request started before it reads for itself. */
const SHARED_READ_MAX_MS = 1000;

/**
 * Coalesces concurrent reads of one value without ever answering a caller from a read that
 * started before it asked: a caller arriving while a read is under way waits for the next one,
 * which starts as soon as that one ends and serves everyone who arrived meanwhile. So many
 * concurrent requests cost about two reads, not one each, and each still sees every change
 * committed before it arrived. A shared read belongs to the request that started it; if that
 * request is cancelled mid-read, its waiters read for themselves after SHARED_READ_MAX_MS and
 * the stuck read is forgotten.
 */
export function freshReads<T>(maxWaitMs = SHARED_READ_MAX_MS): (read: () => Promise<T>) => Promise<T> {
  let running: { promise: Promise<T>; started: number } | undefined;
  let queued: Promise<T> | undefined;
  const start = (read: () => Promise<T>) => {
    const current = { promise: read(), started: Date.now() };
    running = current;
    const clear = () => {
      if (running === current) running = undefined;
    };
    current.promise.then(clear, clear);
    return current.promise;
  };
  return (read) => {
    if (running && Date.now() - running.started > maxWaitMs) running = queued = undefined;
    if (!running) return start(read);
    const after = running.promise;
    queued ??= after.then(
      () => ((queued = undefined), start(read)),
      () => ((queued = undefined), start(read)),
    );
    return withDeadline(queued, maxWaitMs, read);
  };
}

/** `shared`, or this caller's own `read()` if `shared` hasn't settled within `ms`. */
function withDeadline<T>(shared: Promise<T>, ms: number, read: () => Promise<T>): Promise<T> {
  let timer = 0;
  const own = new Promise<T>((resolve, reject) => {
    timer = setTimeout(() => read().then(resolve, reject), ms);
  });
  return Promise.race([shared, own]).finally(() => clearTimeout(timer));
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
