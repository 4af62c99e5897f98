import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

const clients = new WeakMap<D1Database, ReturnType<typeof drizzle<typeof schema>>>();

/**
 * The drizzle client for a D1 binding, built once per binding: building it walks the whole
 * schema, and a form request asks for it in several places (limit, bot check, write).
 */
export function createDb(d1: D1Database) {
  let db = clients.get(d1);
  if (!db) {
    db = drizzle(d1, { schema });
    clients.set(d1, db);
  }
  return db;
}
export type Db = ReturnType<typeof createDb>;
