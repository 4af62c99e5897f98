import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { PAGE_RENDERER_ALIAS } from "./vite.config.ts";
import { STUDIO_TEST_AUTHORS } from "./tests/support/shared/studio-authors.ts";

export default defineConfig(async () => {
  const migrations = await readD1Migrations("./migrations");
  return {
    test: {
      projects: [
        {
          // API and edge inside workerd, on real local D1/KV/R2 and the built assets.
          // The alias is vite.config.ts's: product pages render with the app's own code.
          resolve: { alias: PAGE_RENDERER_ALIAS },
          plugins: [
            cloudflareTest({
              wrangler: { configPath: "./wrangler.toml" },
              // The studio's authors in tests: fixed addresses tests/worker/studio-access.test.ts signs up.
              miniflare: { bindings: { TEST_MIGRATIONS: migrations, STUDIO_ADMINS: STUDIO_TEST_AUTHORS.join(",") } },
            }),
          ],
          test: {
            name: "worker",
            include: ["tests/worker/**/*.test.ts"],
            setupFiles: ["./tests/setup/worker-setup.ts"],
            deps: { optimizer: { ssr: { enabled: true, include: ["sanitize-html"] } } },
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
          },
        },
      ],
    },
  };
});
