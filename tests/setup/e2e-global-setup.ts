import { existsSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { LOCAL_STUDIO_AUTHOR } from "#worker/contract/studio";
import { STUDIO_E2E_AUTHORS } from "../support/shared/studio-authors";
import { prepareLocalState } from "./prepared-local-state";
// @ts-expect-error plain ESM helper shared with the scripts
import { startLocalSite } from "#scripts/lib/local-site.mjs";

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
  const state = prepareLocalState("la-bodega-e2e-");
  // The seeded author (the README's) and one author per studio test file.
  const admins = [LOCAL_STUDIO_AUTHOR, ...Object.values(STUDIO_E2E_AUTHORS)].join(",");
  const site = await startLocalSite({ persistTo: state.dir, vars: { STUDIO_ADMINS: admins } });
  project.provide("baseUrl", site.url);
  return async () => {
    await site.stop();
    state.remove();
  };
}
