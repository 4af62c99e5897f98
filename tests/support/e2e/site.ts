import { inject } from "vitest";

/**
 * The local site this test file's worker has to itself (tests/setup/e2e-global-setup.ts):
 * vitest numbers the workers running at once from 1 (VITEST_POOL_ID), one site each.
 */
export function siteUrl(): string {
  const urls = inject("baseUrls");
  const worker = Number(process.env.VITEST_POOL_ID ?? "1");
  return urls[(worker - 1) % urls.length]!;
}
