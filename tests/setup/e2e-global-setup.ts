import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { LOCAL_STUDIO_AUTHOR } from "#worker/contract/studio";
import { STUDIO_E2E_AUTHORS } from "../support/shared/studio-authors";
// @ts-expect-error plain ESM helper shared with the scripts
import { startLocalSite } from "#scripts/lib/local-site.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** A copy of the served state as prepared, before any test wrote to it (migrations, seed). */
    preparedState: string;
  }
}

/** Serves the built site on fresh local D1/KV/R2 state for the browser tests. */
export default async function setup(project: TestProject) {
  if (!existsSync("dist/client/index.html")) {
    throw new Error("The browser tests need the built site: run `npm run build` first (npm test does).");
  }
  const state = mkdtempSync(join(tmpdir(), "la-bodega-e2e-"));
  execFileSync("node", ["scripts/prepare-local.mjs", "--persist-to", state], { stdio: "inherit" });
  // Tests that start a site of their own (npm run audit) start from this instead of seeding again.
  const prepared = mkdtempSync(join(tmpdir(), "la-bodega-e2e-prepared-"));
  cpSync(state, prepared, { recursive: true });
  project.provide("preparedState", prepared);
  // The seeded author (the README's) and one author per studio test file.
  const admins = [LOCAL_STUDIO_AUTHOR, ...Object.values(STUDIO_E2E_AUTHORS)].join(",");
  const site = await startLocalSite({ persistTo: state, vars: { STUDIO_ADMINS: admins } });
  project.provide("baseUrl", site.url);
  return async () => {
    await site.stop();
    rmSync(state, { recursive: true, force: true });
    rmSync(prepared, { recursive: true, force: true });
  };
}
