import { defineConfig } from "drizzle-kit";

// Generates SQL migrations from the schema; wrangler applies them (locally and remotely).
export default defineConfig({
  dialect: "sqlite",
  schema: "./worker/db/schema.ts",
  out: "./migrations",
});
