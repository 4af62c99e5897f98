import { execFileSync } from "node:child_process";
import { wranglerEnv } from "./wrangler-env.mjs";

/**
 * What the operator's command-line tools share (scripts/moderate-comments.mjs,
 * scripts/outbox.mjs): `--remote` for the production database, `--persist-to DIR` for another
 * local state, the other words as the command and its arguments, and SQL through
 * `wrangler d1 execute` on the chosen database.
 */
export function d1Command(argv = process.argv.slice(2)) {
  const remote = argv.includes("--remote");
  const persistAt = argv.indexOf("--persist-to");
  const persist = persistAt >= 0 ? ["--persist-to", argv[persistAt + 1]] : [];
  const positional = argv.filter((arg, i) => !arg.startsWith("--") && (persistAt < 0 || i !== persistAt + 1));
  /** Runs one SQL statement and returns its rows. */
  function d1(sql) {
    const target = remote ? ["--remote", "--env", "production"] : ["--local", ...persist];
    const out = execFileSync(
      "npx",
      ["wrangler", "d1", "execute", "DB", ...target, "--config", "wrangler.toml", "--json", "--command", sql],
      { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"], env: wranglerEnv() },
    );
    return JSON.parse(out).flatMap((result) => result.results ?? []);
  }
  return { remote, positional, d1 };
}

/** The ids of outbox rows and comments (UUIDs), checked before they go into SQL. */
export const UUID = /^[0-9a-f-]{36}$/i;
