import { availableParallelism } from "node:os";
import { type D1Migration, cloudflareTest } from "@cloudflare/vitest-plugin";
import react from "@vitejs/plugin-react";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";
import { PAGE_RENDERER_ALIAS } from "./vite.config.ts";
import { STUDIO_TEST_AUTHORS } from "./tests/support/shared/studio-authors.ts";
import { migratedSchema } from "./tests/setup/migrated-schema.ts";
import { readMigrations } from "./scripts/lib/local-d1.mjs";

/** What the Worker (and the page renderer it shares with the app) imports from node_modules. */
const WORKER_TEST_DEPENDENCIES = [
  "@better-auth/utils/otp",
  "@hono/zod-validator",
  "better-auth/adapters/drizzle",
  "better-auth/api",
  "better-auth/crypto",
  "better-auth/minimal",
  "better-auth/plugins/two-factor",
  "client-zip",
  "drizzle-orm",
  "drizzle-orm/batch",
  "drizzle-orm/d1",
  "drizzle-orm/sqlite-core",
  "fflate",
  "hono",
  "hono/body-limit",
  "hono/client",
  "hono/cookie",
  "hono/factory",
  "hono/http-exception",
  "hono/utils/cookie",
  "hono/utils/http-status",
  "isbot",
  "marked",
  "pdf-lib",
  "piexifjs",
  "react",
  "react/jsx-runtime",
  "react-dom/server",
  "rosetta",
  "sanitize-html",
  "sonner",
  "swr",
  "swr/infinite",
  "uqr",
  "wouter",
  "zod",
];

/**
 * The bundled dependencies reach each file's workerd without source maps. Every module a file
 * imports is sent to its workerd as text through the pool's serialiser, and a dependency's
 * inlined map (with its whole source again) made up most of those bytes; a stack trace into a
 * dependency then names the bundle's lines, ours keep theirs. A `mappings: ""` map is Vite's
 * "no map" (ssrTransform keeps it, vitest then inlines nothing).
 */
const dependenciesWithoutSourceMaps: Plugin = {
  name: "dependencies-without-source-maps",
  enforce: "post",
  transform(code, id) {
    if (id.includes("/node_modules/.vite/")) return { code, map: { mappings: "" } };
  },
};

/**
 * The migrations, read and applied once per run, and only by a run that has worker tests (the
 * integration asks for its options as each file's workerd starts): each worker test file replays
 * the schema (tests/setup/worker-setup.ts).
 */
let workerDatabase: Promise<{ migrations: D1Migration[]; schema: string[] }> | undefined;
const migratedOnce = () =>
  (workerDatabase ??= (async () => {
    const migrations = readMigrations("./migrations");
    return { migrations, schema: await migratedSchema(migrations) };
  })());

export default defineConfig(() => {
  return {
    test: {
      // vitest's default is one worker fewer than the cores, so one on a 2-core machine: the
      // worker project's files then wait on each other although each mostly waits on workerd.
      maxWorkers: Math.max(2, availableParallelism() - 1),
      projects: [
        {
          // API and edge inside workerd, on real local D1/KV/R2 and the built assets.
          // The alias is vite.config.ts's: product pages render with the app's own code.
          resolve: { alias: PAGE_RENDERER_ALIAS },
          plugins: [
            dependenciesWithoutSourceMaps,
            cloudflareTest(async () => {
              const { migrations, schema } = await migratedOnce();
              return {
                wrangler: { configPath: "./wrangler.toml" },
                miniflare: {
                  bindings: {
                    TEST_SCHEMA: schema,
                    // The migrations themselves, for the check that TEST_SCHEMA is what they make.
                    TEST_MIGRATIONS: migrations,
                    // The studio's authors in tests: fixed addresses tests/worker/studio-access.test.ts signs up.
                    STUDIO_ADMINS: STUDIO_TEST_AUTHORS.join(","),
                  },
                  d1Databases: { MIGRATIONS_CHECK_DB: "migrations-check" },
                  // Worker tests never reach the network: a call to a service its test did not
                  // mock answers 502, as a provider that is down, and says so in the run's output.
                  outboundService: (request: Request) => {
                    const message = `A worker test called ${request.method} ${request.url}, which no test mocked: worker tests never reach the network.`;
                    console.error(message);
                    return new Response(message, { status: 502 });
                  },
                },
              };
            }),
          ],
          test: {
            name: "worker",
            include: ["tests/worker/**/*.test.ts"],
            // The write fuzz's requests (tests/worker/write-fuzz.test.ts): all of them unless the
            // inner loop asks for fewer (scripts/test.sh --quick).
            provide: { writeFuzzCases: Number(process.env.WRITE_FUZZ_CASES ?? 10_400) },
            // Timeouts catch hangs. npm test runs these files beside the browser tests, where a
            // flow of a few password hashes took more than vitest's default 5 s.
            testTimeout: 30_000,
            hookTimeout: 60_000,
            setupFiles: ["./tests/setup/worker-setup.ts"],
            // A workerd runs its share of the files one after the other and keeps the modules it
            // has loaded: a file's first test no longer pays for loading the Worker and warming
            // its code. Each file still starts from empty storage (tests/setup/worker-setup.ts).
            isolate: false,
            // Dependencies bundled into a few modules: the runner fetches and evaluates modules one
            // by one, and these are hundreds of files.
            deps: {
              optimizer: {
                ssr: {
                  enabled: true,
                  rolldownOptions: { external: [/^node:/, /^cloudflare:/] },
                  include: WORKER_TEST_DEPENDENCIES,
                },
              },
            },
          },
        },
        {
          plugins: [react()],
          test: {
            name: "client",
            environment: "happy-dom",
            include: ["tests/client/**/*.test.{ts,tsx}"],
            setupFiles: ["./tests/setup/client-setup.ts"],
          },
        },
        {
          // Our tools end to end in Node (npm run audit, backup and restore) and the built files:
          // nothing here uses the browser tests' site, so these run beside it, not in its queue.
          test: {
            name: "tools",
            include: ["tests/tools/**/*.test.ts"],
            globalSetup: ["./tests/setup/tools-global-setup.ts"],
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
        {
          // Whole flows in Debian Chromium against the built site served by wrangler dev.
          test: {
            name: "e2e",
            include: ["tests/e2e/**/*.test.ts"],
            globalSetup: ["./tests/setup/e2e-global-setup.ts"],
            testTimeout: 30_000,
            hookTimeout: 60_000,
            // A deferred feature (likes, wishlist) waits for the browser's idle moment, its chunk
            // and its API answer before its controls enable: on a busy 2-core runner that can take
            // more than expect.poll's default second.
            expect: { poll: { timeout: 5_000 } },
            fileParallelism: false,
            // The files run one after the other in one process that keeps what it imported
            // (Playwright, the dictionaries): about 30 s of imports a run, all of it on the
            // suite's critical path, fell to a few. Each file still launches its own Chromium
            // and closes it, and keeps its state in its own visitors.
            isolate: false,
          },
        },
      ],
    },
  };
});
