/**
 * Runs the calling script again on the project's own Node when it was started with an older one.
 * wrangler, miniflare and the Vite plugin need Node 22.12 or newer; machines with Node 20 get
 * Node 24 from the npm registry (the `node-linux-*` optional dependency, node_modules/.bin/node),
 * so `node scripts/…` works on either. Import it first: nothing after it runs on the old Node.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const [major, minor] = process.versions.node.split(".").map(Number);
const tooOld = major < 22 || (major === 22 && minor < 12);
const projectNode = resolve(dirname(fileURLToPath(import.meta.url)), "../../node_modules/.bin/node");

if (tooOld && existsSync(projectNode) && !process.env.LA_BODEGA_PROJECT_NODE) {
  const result = spawnSync(projectNode, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: "inherit",
    env: { ...process.env, LA_BODEGA_PROJECT_NODE: "1" },
  });
  process.exit(result.status ?? 1);
}
