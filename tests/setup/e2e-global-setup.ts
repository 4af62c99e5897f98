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
    /** One local site per vitest worker (tests/support/e2e/site.ts picks a file's). */
    baseUrls: string[];
    /** A copy of the served state as prepared, before any test wrote to it (migrations, seed). */
    preparedState: string;
  }
}

/**
 * Serves the built site on fresh local D1/KV/R2 state for the browser tests: one site for each
 * file that runs at the same time as others, each on its own copy of the prepared state, so a
 * site serves one file at a time, as when the files ran one after the other.
 */
export default async function setup(project: TestProject) {
  if (!existsSync("dist/client/index.html")) {
    throw new Error("The browser tests need the built site: run `npm run build` first (npm test does).");
  }
  // Tests that start a site of their own (npm run audit) start from this instead of seeding again.
  const prepared = mkdtempSync(join(tmpdir(), "la-bodega-e2e-prepared-"));
  execFileSync("node", ["scripts/prepare-local.mjs", "--persist-to", prepared], { stdio: "inherit" });
  project.provide("preparedState", prepared);
  // The seeded author (the README's) and one author per studio test file.
  const admins = [LOCAL_STUDIO_AUTHOR, ...Object.values(STUDIO_E2E_AUTHORS)].join(",");
  // As many as the files vitest runs at once (1 when the project's files run one at a time).
  // (The project's setting, else the run's: vitest resolves the number of workers that way.)
  const workers = project.config.maxWorkers || project.vitest.config.maxWorkers || 1;
  const states = Array.from({ length: workers }, () => {
    const state = mkdtempSync(join(tmpdir(), "la-bodega-e2e-"));
    cpSync(prepared, state, { recursive: true });
    return state;
  });
  // One after the other: a site takes its port some moments after choosing it, and a site
  // starting beside it could take the same one meanwhile.
  const sites: Array<{ url: string; stop(): Promise<void> }> = [];
  const teardown = async () => {
    await Promise.all(sites.map((site) => site.stop()));
    for (const dir of [...states, prepared]) rmSync(dir, { recursive: true, force: true });
  };
  try {
    for (const state of states) sites.push(await startLocalSite({ persistTo: state, vars: { STUDIO_ADMINS: admins } }));
  } catch (error) {
    // vitest runs no teardown for a setup that failed: the sites already up stop here.
    await teardown();
    throw error;
  }
  project.provide(
    "baseUrls",
    sites.map((site) => site.url),
  );
  return teardown;
}
