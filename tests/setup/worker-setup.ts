import { env } from "cloudflare:workers";

// Every test file starts from the real schema (storage is isolated per file): the statements the
// migrations left behind, made once per run by tests/setup/migrated-schema.ts, in one batch.
await env.DB.batch(env.TEST_SCHEMA.map((statement) => env.DB.prepare(statement)));
