import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

// Every test file starts from the real schema (isolated storage resets data per file).
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
