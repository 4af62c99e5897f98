import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { wranglerEnv } from "./wrangler-env.mjs";

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/**
 * Serves the built site (`vite build` output in dist/) with `wrangler dev` on 127.0.0.1, on
 * local D1/KV/R2 state in `.wrangler/state` (or `persistTo`). Resolves once /api/health answers.
 * `stop()` ends the whole process group, so no workerd is left behind.
 */
export async function startLocalSite({ port, persistTo, quiet = true, vars = {} } = {}) {
  const chosenPort = port ?? (await freePort());
  const args = [
    "wrangler",
    "dev",
    "--ip",
    "127.0.0.1",
    "--port",
    String(chosenPort),
    "--log-level",
    quiet ? "warn" : "info",
  ];
  if (persistTo) args.push("--persist-to", persistTo);
  for (const [name, value] of Object.entries(vars)) args.push("--var", `${name}:${value}`);
  const child = spawn("npx", args, {
    env: wranglerEnv(),
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const url = `http://127.0.0.1:${chosenPort}`;
  const stop = () =>
    new Promise((done) => {
      if (child.exitCode !== null) return done();
      child.once("exit", () => done());
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        done();
      }
      setTimeout(() => {
        try {
          process.kill(-child.pid, "SIGKILL");
        } catch {
          // already gone
        }
      }, 3000).unref();
    });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited early:\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.status === 200 || res.status === 503) return { url, port: chosenPort, stop, output: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`wrangler dev did not become ready within 60 s:\n${output}`);
}
