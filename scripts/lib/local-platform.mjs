/**
 * wrangler's bindings (D1, R2, KV) over a local state, as `wrangler dev --persist-to DIR` finds
 * it, in this process: one session for what would otherwise be a wrangler command per step.
 */
import { join, resolve } from "node:path";
import { wranglerEnv } from "./wrangler-env.mjs";

/** The state directory `wrangler dev --persist-to` reads (`.wrangler/state` by default). */
export const localState = (persistTo) => resolve(persistTo ?? join(".wrangler", "state"));

/**
 * `getPlatformProxy` on the local state: `{ env, dispose }`. The source config, so it works
 * before and after a build.
 */
export async function openLocalPlatform(persistTo) {
  // wrangler runs in this process: its settings (no metrics, no fetch of request.cf's data, its
  // config folder in the project) as for the wrangler commands.
  Object.assign(process.env, wranglerEnv());
  const { getPlatformProxy } = await import("wrangler");
  return getPlatformProxy({
    configPath: "wrangler.toml",
    // getPlatformProxy wants the versioned folder wrangler's --persist-to adds itself.
    persist: { path: join(localState(persistTo), "v3") },
    remoteBindings: false,
    envFiles: [],
  });
}
