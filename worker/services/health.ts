import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { recentReads } from "./fresh-reads";

export interface ProbeResult {
  ok: boolean;
  latencyMs: number;
  error?: string;
}

export interface HealthReport {
  status: "ok" | "degraded";
  /** When the probe that answers began (ISO 8601): reports are shared for HEALTH_PROBE_MAX_AGE_MS. */
  checkedAt: string;
  checks: { d1: ProbeResult; kv: ProbeResult; r2: ProbeResult };
}

/**
 * How long one probe of the stores answers the health check. A monitor asks every minute or
 * so; a burst (several monitors, or someone hammering the endpoint) then costs the stores one
 * round of questions per second and isolate instead of three queries a request.
 */
export const HEALTH_PROBE_MAX_AGE_MS = 1000;

async function probe(run: () => Promise<unknown>): Promise<ProbeResult> {
  const started = Date.now();
  try {
    await run();
    return { ok: true, latencyMs: Date.now() - started };
  } catch (err) {
    return { ok: false, latencyMs: Date.now() - started, error: err instanceof Error ? err.message : String(err) };
  }
}

type Stores = { db: Db; kv: KVNamespace; files: R2Bucket };

/** Asks each store a cheap question; any failure marks the report degraded. */
async function checkHealth(deps: Stores): Promise<HealthReport> {
  const checkedAt = new Date().toISOString();
  const [d1, kv, r2] = await Promise.all([
    // Touches a real table, so a database without migrations reports as failing.
    probe(() => deps.db.get(sql`SELECT 1 FROM rate_limit_hits LIMIT 1`)),
    probe(() => deps.kv.get("health:probe")),
    probe(() => deps.files.head("health/probe")),
  ]);
  return { status: d1.ok && kv.ok && r2.ok ? "ok" : "degraded", checkedAt, checks: { d1, kv, r2 } };
}

const recentProbes = recentReads<HealthReport>(HEALTH_PROBE_MAX_AGE_MS);

/** The report of a probe begun at most HEALTH_PROBE_MAX_AGE_MS ago in this isolate, or a new one. */
export function recentHealth(deps: Stores): Promise<HealthReport> {
  return recentProbes.get(() => checkHealth(deps));
}
