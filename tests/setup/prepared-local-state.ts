import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Fresh local D1/KV/R2 state in a temporary folder, migrated and seeded as `npm start` has it
 * (scripts/prepare-local.mjs). `remove` deletes the folder.
 */
export function prepareLocalState(prefix: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  execFileSync("node", ["scripts/prepare-local.mjs", "--persist-to", dir], { stdio: "inherit" });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
