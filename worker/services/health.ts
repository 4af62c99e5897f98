import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

export interface ProbeResult {
  ok: boolean;
  latencyMs: number;
  error?: string;
}

export interface HealthReport {
  status: "ok" | "degraded";
  checks: { d1: ProbeResult; kv: ProbeResult; r2: ProbeResult };
}

async function probe(run: () => Promise<unknown>): Promise<ProbeResult> {
  const started = Date.now();
  try {
    await run();
    return { ok: true, latencyMs: Date.now() - started };
  } catch (err) {
    return { ok: false, latencyMs: Date.now() - started, error: err instanceof Error ? err.message : String(err) };
  }
}

/** Asks each store a cheap question; any failure marks the report degraded. */
export async function checkHealth(deps: { db: Db; kv: KVNamespace; files: R2Bucket }): Promise<HealthReport> {
  const [d1, kv, r2] = await Promise.all([
    // Touches a real table, so a database without migrations reports as failing.
    probe(() => deps.db.get(sql`SELECT 1 FROM rate_limit_hits LIMIT 1`)),
    probe(() => deps.kv.get("health:probe")),
    probe(() => deps.files.head("health/probe")),
  ]);
  return { status: d1.ok && kv.ok && r2.ok ? "ok" : "degraded", checks: { d1, kv, r2 } };
}
