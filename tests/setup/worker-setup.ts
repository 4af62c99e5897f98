import { startFromMigratedSchema } from "../support/worker/migrated-storage";

// Every test file starts from the real schema, empty storage and nothing of another file's.
await startFromMigratedSchema();
