import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
// @ts-expect-error plain ESM helper shared with the scripts
import { startLocalSite } from "../../scripts/lib/local-site.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Serves the built site on fresh local D1/KV/R2 state for the browser tests. */
export default async function setup(project: TestProject) {
  if (!existsSync("dist/client/index.html")) {
    throw new Error("The browser tests need the built site: run `npm run build` first (npm test does).");
  }
  const state = mkdtempSync(join(tmpdir(), "la-bodega-e2e-"));
  execFileSync("node", ["scripts/prepare-local.mjs", "--persist-to", state], { stdio: "inherit" });
  const site = await startLocalSite({ persistTo: state });
  project.provide("baseUrl", site.url);
  return async () => {
    await site.stop();
    rmSync(state, { recursive: true, force: true });
  };
}
