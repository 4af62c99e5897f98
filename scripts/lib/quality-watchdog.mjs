/**
 * The measuring scripts' watchdog (started by quality-common.mjs's runDir(), detached, in its own
 * process group): `node quality-watchdog.mjs <parent pid> <registry file>`.
 *
 * When the parent is gone without having stopped it — killed by SIGKILL, or crashed past its own
 * cleanup — it ends every process group the registry lists (wrangler dev and its workerd, each
 * Chromium) and removes the run's dirs. A parent that finishes normally stops the watchdog
 * itself. Polling (not a pipe) so the parent can be any process and no fd ties them together.
 */
import { readFileSync, rmSync } from "node:fs";
import { dirname } from "node:path";
import { killMarked } from "./local-site.mjs";

const [parentPid, registryFile] = [Number(process.argv[2]), process.argv[3]];
const POLL_MS = 500;

function alive(pid) {
  try {
    // A parent killed but not yet reaped by its own parent is a zombie: gone for our purpose.
    return !/^\d+ \(.*\) Z /s.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    // No /proc (not Linux): fall back to a signal probe.
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === "EPERM";
  }
}

function signalGroup(pgid, signal) {
  try {
    process.kill(-pgid, signal);
    return true;
  } catch {
    return false; // the group is empty
  }
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function undo() {
  let registry;
  try {
    registry = JSON.parse(readFileSync(registryFile, "utf8"));
  } catch {
    // The parent removed its run dir while stopping, then died: only stragglers can be left.
    registry = { dir: dirname(registryFile) };
  }
  const groups = registry.groups ?? [];
  for (const pgid of groups) signalGroup(pgid, "SIGTERM");
  const deadline = Date.now() + 3000;
  while (Date.now() < deadline && groups.some((g) => signalGroup(g, 0))) await sleep(100);
  for (const pgid of groups) signalGroup(pgid, "SIGKILL");
  // Whatever left its group (Chromium's crash handler) still carries the run's mark.
  if (registry.dir) await killMarked(registry.dir, [process.pid]);
  await sleep(200); // let Chromium and workerd release their files before they are removed
  for (const dir of registry.dirs ?? []) rmSync(dir, { recursive: true, force: true });
  if (registry.dir) rmSync(registry.dir, { recursive: true, force: true });
}

process.on("SIGTERM", () => process.exit(0)); // the parent finished and cleaned up itself
while (alive(parentPid)) await sleep(POLL_MS);
await undo();
