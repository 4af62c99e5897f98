/**
 * The catalogue API's answers, kept a short while in the isolate. The shelves change only when
 * the operator edits D1, and browsers already keep the answer a minute; without this every
 * visitor's filter click is two D1 round trips. The cart and checkout never read from here:
 * they price from D1 each time.
 */
export const CATALOGUE_CACHE_MS = 30_000;
const MAX_ENTRIES = 300;

const entries = new Map<string, { expires: number; value: unknown }>();

export async function cachedCatalogue<T>(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
  const hit = entries.get(key);
  if (hit && hit.expires > now) return hit.value as T;
  const value = await load();
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  entries.set(key, { expires: now + CATALOGUE_CACHE_MS, value });
  return value;
}
