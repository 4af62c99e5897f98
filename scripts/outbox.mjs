#!/usr/bin/env node
/**
 * The mail outbox from the command line (the site has no studio yet): what has not gone out,
 * and a second chance for mail the sweep gave up on.
 *
 *   node scripts/outbox.mjs list              failed and waiting mail, given-up first
 *   node scripts/outbox.mjs retry <id> [<id>…] queue failed mail again (same idempotency key)
 *   node scripts/outbox.mjs sweep [URL]        run the cron's work now on the local server
 *                                              (POST URL/api/dev/sweep; default http://127.0.0.1:8787)
 *
 * Add `--remote` to work on the production database (wrangler must be logged in); without
 * it, the local one that `npm start` uses. `--persist-to DIR` picks another local state.
 */
import "./lib/project-node.mjs";
import { UUID as ID, d1Command } from "./lib/d1-cli.mjs";

const { positional, d1 } = d1Command();
const [command, ...rest] = positional;

switch (command) {
  case "list": {
    const rows = d1(
      `SELECT id, kind, recipient, subject, status, attempts, last_error,
              datetime(created_at / 1000, 'unixepoch') AS created,
              datetime(next_attempt_at / 1000, 'unixepoch') AS next_attempt
         FROM email_outbox
        WHERE status IN ('pending', 'sending', 'failed')
        ORDER BY status = 'failed' DESC, created_at`,
    );
    if (rows.length === 0) console.log("Every mail has gone out.");
    for (const row of rows) {
      const when = row.status === "failed" ? "given up" : `next try ${row.next_attempt} UTC`;
      console.log(`\n${row.id}  [${row.status}, ${row.attempts} attempt(s), ${when}]  ${row.kind}`);
      console.log(`  to ${row.recipient}: ${row.subject} (queued ${row.created} UTC)`);
      if (row.last_error) console.log(`  last error: ${row.last_error}`);
    }
    break;
  }
  case "retry": {
    if (rest.length === 0 || !rest.every((id) => ID.test(id))) {
      console.error("Give one or more outbox ids (as printed by `list`).");
      process.exit(2);
    }
    // Due at once, with a fresh set of tries; the next sweep (every 5 minutes) sends it. The
    // idempotency key is the row's, so the provider still refuses to send it twice.
    d1(
      `UPDATE email_outbox SET status = 'pending', attempts = 0, claimed_until = NULL,
              next_attempt_at = CAST(unixepoch('subsec') * 1000 AS INTEGER)
        WHERE status = 'failed' AND kind <> 'newsletter_broadcast' AND id IN (${rest.map((id) => `'${id}'`).join(", ")})`,
    );
    // A broadcast's delivery travels only in its batch, under the batch's key (decision 040).
    console.log("(Newsletter broadcast deliveries are not queued again one by one.)");
    console.log(`Queued ${rest.length} mail(s) again; the next sweep sends them.`);
    break;
  }
  case "sweep": {
    const base = (rest[0] ?? "http://127.0.0.1:8787").replace(/\/+$/, "");
    const res = await fetch(`${base}/api/dev/sweep`, { method: "POST", headers: { Origin: base } }).catch((err) => {
      console.error(`No local server at ${base} (npm start): ${err.message}`);
      process.exit(1);
    });
    const body = await res.json().catch(() => null);
    if (!res.ok) {
      console.error(`${res.status}: ${body?.error?.message ?? "the sweep failed"}`);
      process.exit(1);
    }
    console.log(JSON.stringify(body.data, null, 2));
    break;
  }
  default:
    console.error("Usage: node scripts/outbox.mjs list | retry <id>… | sweep [URL]  [--remote] [--persist-to DIR]");
    process.exit(2);
}
