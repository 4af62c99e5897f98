#!/usr/bin/env node
/**
 * Comment moderation from the command line (the studio's Comments section does the same in a browser).
 *
 *   node scripts/moderate-comments.mjs list                 pending and reported comments
 *   node scripts/moderate-comments.mjs approve <id> [<id>…] publish (also clears reports)
 *   node scripts/moderate-comments.mjs hide <id> [<id>…]    take down, keep for the record
 *   node scripts/moderate-comments.mjs delete <id> [<id>…]  remove for good
 *
 * Add `--remote` to work on the production database (wrangler must be logged in); without
 * it, the local one that `npm start` uses. `--persist-to DIR` picks another local state.
 */
import "./lib/project-node.mjs";
import { UUID as ID, d1Command } from "./lib/d1-cli.mjs";

const { positional, d1 } = d1Command();
const [command, ...ids] = positional;

function requireIds() {
  if (ids.length === 0 || !ids.every((id) => ID.test(id))) {
    console.error("Give one or more comment ids (as printed by `list`).");
    process.exit(2);
  }
  return ids.map((id) => `'${id}'`).join(", ");
}

switch (command) {
  case "list": {
    const rows = d1(
      `SELECT c.id, c.status, c.item_id AS item, u.name AS author, u.email,
              datetime(c.created_at / 1000, 'unixepoch') AS created, c.body,
              (SELECT count(*) FROM comment_reports r WHERE r.comment_id = c.id) AS reports
         FROM comments c JOIN user u ON u.id = c.user_id
        WHERE c.status = 'pending' OR EXISTS (SELECT 1 FROM comment_reports r WHERE r.comment_id = c.id)
        ORDER BY reports DESC, c.created_at`,
    );
    if (rows.length === 0) console.log("Nothing waits for review.");
    for (const row of rows) {
      console.log(`\n${row.id}  [${row.status}${row.reports ? `, ${row.reports} report(s)` : ""}]  ${row.item}`);
      console.log(`  ${row.author} <${row.email}>, ${row.created} UTC`);
      console.log(`  ${String(row.body).replace(/\n/g, "\n  ")}`);
    }
    break;
  }
  case "approve": {
    const list = requireIds();
    d1(
      `DELETE FROM comment_reports WHERE comment_id IN (${list}); UPDATE comments SET status = 'approved' WHERE id IN (${list})`,
    );
    console.log(`Approved ${ids.length} comment(s).`);
    break;
  }
  case "hide": {
    d1(`UPDATE comments SET status = 'hidden' WHERE id IN (${requireIds()})`);
    console.log(`Hid ${ids.length} comment(s).`);
    break;
  }
  case "delete": {
    d1(`DELETE FROM comments WHERE id IN (${requireIds()})`);
    console.log(`Deleted ${ids.length} comment(s).`);
    break;
  }
  default:
    console.error(
      "Usage: node scripts/moderate-comments.mjs list|approve|hide|delete [ids…] [--remote] [--persist-to DIR]",
    );
    process.exit(2);
}
