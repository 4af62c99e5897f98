import type { TestProject } from "vitest/node";
import { prepareLocalState } from "./prepared-local-state";

declare module "vitest" {
  export interface ProvidedContext {
    /** Local state as prepared (migrations, seed), for a tool that starts a site of its own. */
    preparedState: string;
  }
}

/** One prepared local state for the run: `npm run audit` in its tests copies it instead of seeding again. */
export default function setup(project: TestProject) {
  const state = prepareLocalState("la-bodega-tools-prepared-");
  project.provide("preparedState", state.dir);
  return state.remove;
}
