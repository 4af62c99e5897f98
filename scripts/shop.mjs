#!/usr/bin/env node
/**
 * La Bodega from the command line: the operator's tool for the catalogue. Products,
 * texts and prices are rows in D1 (README, "La Bodega (operator guide)"); this script does the
 * steps that are easy to get wrong by hand.
 *
 *   node scripts/shop.mjs list                                   every product, status, price, files
 *   node scripts/shop.mjs check                                  what would show or sell wrongly; names
 *        each product on sale that still gives a generated stand-in file (fails with --remote)
 *   node scripts/shop.mjs status <slug> <draft|coming_soon|available|sold_out>
 *   node scripts/shop.mjs price <slug> <euros, e.g. 6.99>
 *   node scripts/shop.mjs add-file <slug> <path> --label EPUB [--name Download-Name.epub] [--publish]
 *        uploads to the private bucket as products/<slug>/<content hash>/<file name> and records
 *        it, with its exact size and type, as a file the purchase downloads. The same name again
 *        is a new version of that file (decision 046): new buyers get it; past buyers keep the
 *        version they bought until `publish-file` (or `--publish` now) gives it to them too
 *   node scripts/shop.mjs publish-file <file id>   gives a file's newest version to past buyers
 *   node scripts/shop.mjs remove-file <file id>    takes a file from new sales; past buyers keep it
 *   node scripts/shop.mjs add-sample <slug> <path> --title "Main Theme" [--title-es "Tema principal"]
 *        [--title-ca "Tema principal"] [--seconds 30]
 *        a public listening sample (decision 051): uploaded as samples/<slug>/<content hash>/<name>,
 *        listed after the product's others. A new file is a new sample (its address is cached
 *        for good); `remove-sample` the one it replaces
 *   node scripts/shop.mjs add-chapter <slug> <path> --locale es --title "Capítulo 1"
 *        the sample chapter in one language: an EPUB (the spine's first chapter is shown) or an
 *        XHTML/HTML file; replaces that language's chapter
 *   node scripts/shop.mjs remove-sample <sample id>
 *   node scripts/shop.mjs file-facts <file id> [--format "EPUB 3"] [--bitrate 320] [--seconds 245]
 *        [--pages 372] [--words 81000]   what a download contains, shown before buying ("-" clears one)
 *   node scripts/shop.mjs whose-copy <file.epub|file.pdf|mark>
 *        whose copy a stamped ebook is (decision 054): its mark, order reference, holder's name,
 *        order state and day of payment. Never prints an email address
 *
 * Add `--remote` to work on production (wrangler must be logged in); without it, the local
 * state `npm start` uses. `--persist-to DIR` picks another local state.
 */
import "./lib/project-node.mjs";
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { basename, extname, join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import { CATALOGUE_SETTLE_MS, setPriceSql, setStatusSql, sqlText as text } from "./lib/shop-statements.mjs";
import { wranglerEnv } from "./lib/wrangler-env.mjs";
import { marksInFile } from "#worker/services/stamping/marks-in-file.mjs";
import { normalizeMark } from "#worker/contract/copy-mark-format.mjs";
import { catalogueRules } from "#worker/services/catalogue-rules.mjs";

const { values: opts, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    remote: { type: "boolean", default: false },
    "persist-to": { type: "string" },
    label: { type: "string" },
    name: { type: "string" },
    publish: { type: "boolean", default: false },
    title: { type: "string" },
    "title-es": { type: "string" },
    "title-ca": { type: "string" },
    seconds: { type: "string" },
    locale: { type: "string" },
    format: { type: "string" },
    bitrate: { type: "string" },
    pages: { type: "string" },
    words: { type: "string" },
  },
});
const [command, ...rest] = positionals;

const BUCKET = "la-bodega-files";
const STATUSES = ["draft", "coming_soon", "available", "sold_out"];
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const TYPES = {
  ".epub": "application/epub+zip",
  ".pdf": "application/pdf",
  ".mobi": "application/x-mobipocket-ebook",
  ".zip": "application/zip",
  ".mp3": "audio/mpeg",
  ".flac": "audio/flac",
  ".wav": "audio/wav",
  ".m4a": "audio/mp4",
};
const SAMPLE_TYPES = {
  ".mp3": "audio/mpeg",
  ".m4a": "audio/mp4",
  ".ogg": "audio/ogg",
  ".opus": "audio/ogg",
  ".wav": "audio/wav",
  ".flac": "audio/flac",
  ".epub": "application/epub+zip",
  ".xhtml": "application/xhtml+xml",
  ".html": "text/html",
};

/** A whole number option (`-` clears it to NULL), as SQL; undefined when not given. */
function count(option, name) {
  if (option === undefined) return undefined;
  if (option === "-") return "NULL";
  if (!/^\d{1,9}$/.test(option)) fail(`--${name} takes a whole number (or - to clear it).`);
  return option;
}

/** Uploads a public sample file as samples/<slug>/<content hash>/<name>; returns its key. */
function putSample(slug, path, kinds) {
  if (!path || !existsSync(path) || !statSync(path).isFile()) fail("Give the path of the sample file.");
  const type = SAMPLE_TYPES[extname(path).toLowerCase()];
  if (!type || !kinds.includes(extname(path).toLowerCase())) fail(`A sample here is one of ${kinds.join(", ")}.`);
  const hash = createHash("sha256").update(readFileSync(path)).digest("hex").slice(0, 12);
  const key = `samples/${slug}/${hash}/${basename(path).replace(/[^\w.-]+/g, "-")}`;
  wrangler(["r2", "object", "put", `${BUCKET}/${key}`, "--file", path, "--content-type", type]);
  return { key, hash };
}

/**
 * The products a book in content/books/ names: their reviews are the book's, kept with it
 * (the series page shows them too), so `product_reviews` rows for them are not shown.
 */
function bookProductSlugs() {
  const dir = "content/books";
  return readdirSync(dir)
    .filter((file) => file.endsWith(".ts"))
    .flatMap((file) => [...readFileSync(join(dir, file), "utf8").matchAll(/productId: "product:([a-z0-9-]+)"/g)])
    .map((match) => match[1]);
}

const target = opts.remote
  ? ["--remote", "--env", "production"]
  : ["--local", ...(opts["persist-to"] ? ["--persist-to", opts["persist-to"]] : [])];

function wrangler(args, { json = false } = {}) {
  return execFileSync(
    "npx",
    ["wrangler", ...args, ...target, "--config", "wrangler.toml", ...(json ? ["--json"] : [])],
    {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
      env: wranglerEnv(),
    },
  );
}

function d1(sql) {
  return JSON.parse(wrangler(["d1", "execute", "DB", "--command", sql], { json: true })).flatMap(
    (r) => r.results ?? [],
  );
}

/**
 * A change to the catalogue, reported done only once the site shows it everywhere: the Worker
 * checks its kept pages and answers against a catalogue version at most half a second old
 * (docs/decisions/024-*.md).
 */
async function changeCatalogue(sql) {
  d1(sql);
  await sleep(CATALOGUE_SETTLE_MS);
}

function fail(message) {
  console.error(message);
  process.exit(2);
}

function requireProduct(slug) {
  if (!slug || !SLUG.test(slug)) fail("Give a product slug (lowercase words joined by hyphens), as `list` prints it.");
  const [product] = d1(`SELECT slug, status FROM products WHERE slug = ${text(slug)}`);
  if (!product) fail(`There is no product ${slug}. Add it with SQL first (README, "La Bodega").`);
  return product;
}

const euros = (cents) => (cents / 100).toFixed(2);

switch (command) {
  case "list": {
    const rows = d1(`SELECT p.slug, p.category_slug AS category, p.kind, p.status, p.price_cents AS price,
        (SELECT count(*) FROM product_files f WHERE f.product_slug = p.slug AND f.removed_at IS NULL) AS files,
        (SELECT group_concat(locale) FROM product_texts t WHERE t.product_slug = p.slug) AS languages
      FROM products p LEFT JOIN shop_categories c ON c.slug = p.category_slug
      ORDER BY c.position, p.position, p.slug`);
    if (!rows.length) console.log("The catalogue is empty.");
    for (const r of rows) {
      console.log(
        `${r.slug.padEnd(34)} ${r.category.padEnd(9)} ${r.kind.padEnd(7)} ${r.status.padEnd(12)} €${euros(r.price).padStart(6)}  files ${r.files}  texts ${r.languages ?? "-"}`,
      );
    }
    break;
  }
  case "check": {
    // The rules are the studio's warnings too (worker/services/catalogue-rules.mjs).
    const rules = catalogueRules(bookProductSlugs());
    const problems = rules.filter((rule) => !rule.standIn).flatMap((rule) => d1(rule.sql("1")).map(rule.message));
    // Files the local seed generated (product_files.stand_in, migrations/0008): fine to try
    // the shop with, never to sell. A warning locally; in production, a failure.
    const standIns = rules.filter((rule) => rule.standIn).flatMap((rule) => d1(rule.sql("1")).map(rule.message));
    for (const problem of problems) console.log(`• ${problem}`);
    for (const standIn of standIns) console.log(`${opts.remote ? "•" : "⚠"} ${standIn}`);
    if (standIns.length && !opts.remote)
      console.log(`⚠ ${standIns.length} product(s) give generated stand-ins: fine locally, refused with --remote.`);
    if (problems.length || (opts.remote && standIns.length)) process.exit(1);
    console.log(
      standIns.length
        ? "✓ The catalogue is consistent (apart from the stand-ins above)."
        : "✓ The catalogue is consistent.",
    );
    break;
  }
  case "status": {
    const [slug, status] = rest;
    requireProduct(slug);
    if (!STATUSES.includes(status)) fail(`The status is one of: ${STATUSES.join(", ")}.`);
    // D1's triggers renew the catalogue version the site's caches check.
    await changeCatalogue(setStatusSql(slug, status));
    console.log(`✓ ${slug} is now ${status}.`);
    break;
  }
  case "price": {
    const [slug, amount] = rest;
    requireProduct(slug);
    if (!/^\d{1,5}(\.\d{1,2})?$/.test(amount ?? "")) fail("Give the price in euros, e.g. 6.99.");
    const cents = Math.round(Number(amount) * 100);
    await changeCatalogue(setPriceSql(slug, cents));
    console.log(`✓ ${slug} now costs €${euros(cents)}.`);
    break;
  }
  case "add-file": {
    const [slug, path] = rest;
    requireProduct(slug);
    if (!path || !existsSync(path) || !statSync(path).isFile()) fail("Give the path of the file to upload.");
    if (!opts.label) fail("Give --label, what the download button says (e.g. EPUB, PDF, Album (ZIP)).");
    const type = TYPES[extname(path).toLowerCase()];
    if (!type) fail(`Unknown file type ${extname(path) || "(none)"}: use one of ${Object.keys(TYPES).join(", ")}.`);
    const fileName = opts.name ?? basename(path);
    if (!/^[\w .()-]+\.[a-z0-9]+$/i.test(fileName))
      fail("The download name may use letters, digits, spaces, . ( ) - and _ only.");
    // The id is the name's (the same name again is a new version of the same file); the key is
    // the content's, so a new version never overwrites the object a past buyer still downloads.
    const id = createHash("sha256").update(`products/${slug}/${fileName}`).digest("hex").slice(0, 16);
    const hash = createHash("sha256").update(readFileSync(path)).digest("hex").slice(0, 12);
    const key = `products/${slug}/${hash}/${fileName}`;
    const size = statSync(path).size;
    const [current] = d1(`SELECT r2_key, version, stand_in, removed_at FROM product_files WHERE id = ${text(id)}`);
    if (current?.r2_key === key && current.removed_at === null) {
      console.log(`✓ ${key} is already the file's newest version (file id ${id}).`);
      break;
    }
    wrangler(["r2", "object", "put", `${BUCKET}/${key}`, "--file", path, "--content-type", type]);
    const now = "cast(unixepoch('subsecond') * 1000 as integer)";
    // A stand-in was never sold for real: its replacement goes to everyone at once.
    const allBuyers = opts.publish || current?.stand_in === 1 ? 1 : 0;
    if (!current) {
      await changeCatalogue(`INSERT INTO product_files (id, product_slug, r2_key, file_name, content_type, size_bytes, label, position,
          stand_in, version, released_at, all_buyers)
        VALUES (${text(id)}, ${text(slug)}, ${text(key)}, ${text(fileName)}, ${text(type)}, ${size}, ${text(opts.label)},
          (SELECT coalesce(max(position), 0) + 1 FROM product_files WHERE product_slug = ${text(slug)}), 0, 1, ${now}, ${allBuyers})`);
    } else {
      // The version it replaces is kept for the buyers who bought it (product_file_versions).
      await changeCatalogue(`INSERT OR IGNORE INTO product_file_versions
          (file_id, version, r2_key, file_name, content_type, size_bytes, released_at, all_buyers, superseded_at)
          SELECT id, version, r2_key, file_name, content_type, size_bytes, released_at, all_buyers, ${now}
          FROM product_files WHERE id = ${text(id)};
        UPDATE product_files SET r2_key = ${text(key)}, file_name = ${text(fileName)}, content_type = ${text(type)},
          size_bytes = ${size}, label = ${text(opts.label)}, stand_in = 0, version = version + 1, released_at = ${now},
          all_buyers = ${allBuyers}, removed_at = NULL
          WHERE id = ${text(id)};`);
    }
    console.log(
      `✓ ${key} uploaded (${size} bytes) and recorded as "${opts.label}" (file id ${id}, version ${(current?.version ?? 0) + 1})` +
        (current && !allBuyers ? `; past buyers keep theirs until: node scripts/shop.mjs publish-file ${id}.` : "."),
    );
    break;
  }
  case "publish-file": {
    const [id] = rest;
    const [file] = d1(`SELECT id, version, all_buyers FROM product_files WHERE id = ${text(id ?? "")}`);
    if (!file) fail("Give a file id, as `add-file` printed it (or SELECT id FROM product_files).");
    // Earlier versions stay downloadable from the library (decision 057). The script writes no
    // "what changed" note and sends no update email: the studio's publish does both.
    await changeCatalogue(`UPDATE product_files SET all_buyers = 1 WHERE id = ${text(id)};`);
    console.log(`✓ Every buyer now gets version ${file.version} of ${id}; earlier versions stay in their libraries.`);
    break;
  }
  case "remove-file": {
    const [id] = rest;
    const [file] = d1(`SELECT id, r2_key FROM product_files WHERE id = ${text(id ?? "")}`);
    if (!file) fail("Give a file id, as `add-file` printed it (or SELECT id FROM product_files).");
    // Taken from new sales only: orders paid before now keep it (decision 046), so the object stays.
    await changeCatalogue(
      `UPDATE product_files SET removed_at = cast(unixepoch('subsecond') * 1000 as integer) WHERE id = ${text(id)} AND removed_at IS NULL`,
    );
    console.log(`✓ ${file.r2_key} is no longer sold; past buyers keep it. \`add-file\` with its name brings it back.`);
    break;
  }
  case "add-sample": {
    const [slug, path] = rest;
    requireProduct(slug);
    if (!opts.title) fail("Give --title, the track's name as the page shows it.");
    const seconds = count(opts.seconds, "seconds") ?? "NULL";
    const { key, hash } = putSample(slug, path, [".mp3", ".m4a", ".ogg", ".opus", ".wav", ".flac"]);
    const id = `${slug}-${hash}`.slice(0, 80);
    // The track's name in Spanish and Catalan, where it is translated (the pages in those languages show it).
    const translated = Object.fromEntries(
      [
        ["es", opts["title-es"]],
        ["ca", opts["title-ca"]],
      ].filter(([, title]) => title?.trim()),
    );
    const titles = Object.keys(translated).length ? text(JSON.stringify(translated)) : "NULL";
    await changeCatalogue(`INSERT OR REPLACE INTO product_samples (id, product_slug, kind, locale, title, titles, duration_seconds, r2_key, position)
      VALUES (${text(id)}, ${text(slug)}, 'audio', NULL, ${text(opts.title)}, ${titles}, ${seconds}, ${text(key)},
        (SELECT coalesce(max(position), 0) + 1 FROM product_samples WHERE product_slug = ${text(slug)}))`);
    console.log(`✓ ${key} is a listening sample of ${slug} (sample id ${id}).`);
    break;
  }
  case "add-chapter": {
    const [slug, path] = rest;
    requireProduct(slug);
    if (!["en", "es", "ca"].includes(opts.locale ?? "")) fail("Give --locale en, es or ca: the chapter's language.");
    if (!opts.title) fail('Give --title, e.g. "Chapter 1".');
    const { key } = putSample(slug, path, [".epub", ".xhtml", ".html"]);
    const id = `${slug}-chapter-${opts.locale}`;
    await changeCatalogue(`DELETE FROM product_samples WHERE product_slug = ${text(slug)} AND kind = 'chapter' AND locale = ${text(opts.locale)};
      INSERT INTO product_samples (id, product_slug, kind, locale, title, duration_seconds, r2_key, position)
      VALUES (${text(id)}, ${text(slug)}, 'chapter', ${text(opts.locale)}, ${text(opts.title)}, NULL, ${text(key)},
        (SELECT coalesce(max(position), 0) + 1 FROM product_samples WHERE product_slug = ${text(slug)}))`);
    console.log(`✓ ${key} is ${slug}'s sample chapter in ${opts.locale}: /la-bodega/<shelf>/${slug}/sample`);
    break;
  }
  case "remove-sample": {
    const [id] = rest;
    const [sample] = d1(`SELECT id, r2_key FROM product_samples WHERE id = ${text(id ?? "")}`);
    if (!sample) fail("Give a sample id, as add-sample printed it (or SELECT id FROM product_samples).");
    await changeCatalogue(`DELETE FROM product_samples WHERE id = ${text(id)}`);
    console.log(
      `✓ ${id} is gone from the page; its object stays: wrangler r2 object delete ${BUCKET}/${sample.r2_key}`,
    );
    break;
  }
  case "file-facts": {
    const [id] = rest;
    const [file] = d1(`SELECT id FROM product_files WHERE id = ${text(id ?? "")}`);
    if (!file) fail("Give a file id, as `add-file` printed it (or SELECT id FROM product_files).");
    const sets = [
      opts.format === undefined ? null : `format = ${opts.format === "-" ? "NULL" : text(opts.format)}`,
      ...[
        ["bitrate_kbps", count(opts.bitrate, "bitrate")],
        ["duration_seconds", count(opts.seconds, "seconds")],
        ["page_count", count(opts.pages, "pages")],
        ["word_count", count(opts.words, "words")],
      ].map(([column, value]) => (value === undefined ? null : `${column} = ${value}`)),
    ].filter(Boolean);
    if (sets.length === 0) fail("Give at least one of --format, --bitrate, --seconds, --pages, --words.");
    await changeCatalogue(`UPDATE product_files SET ${sets.join(", ")} WHERE id = ${text(id)}`);
    console.log(`✓ ${id}: ${sets.join(", ")}.`);
    break;
  }
  case "whose-copy": {
    const [given] = rest;
    if (!given) fail("Give a stamped EPUB or PDF, or a copy mark (e.g. K7QM-2XRA-9DPE-41TB).");
    let marks;
    if (existsSync(given) && statSync(given).isFile()) {
      try {
        marks = await marksInFile(new Uint8Array(readFileSync(given)));
      } catch (err) {
        fail(`${given}: ${err.message}`);
      }
      if (marks.length === 0)
        fail(`${given} carries no copy mark: it was not stamped by the shop, or the mark was removed.`);
    } else {
      const mark = normalizeMark(given);
      if (!mark) fail(`${given} is neither a file nor a copy mark (16 letters and digits, e.g. K7QM-2XRA-9DPE-41TB).`);
      marks = [mark];
    }
    for (const mark of marks) {
      // The holder as the stamp names them: a gift's recipient, else the account; a guest has none.
      const [row] = d1(
        `SELECT m.mark, m.order_id, m.created_at, o.status, o.paid_at, o.guest,
          COALESCE(gu.name, g.recipient_name, u.name) AS holder, g.id IS NOT NULL AS gift
        FROM copy_marks m JOIN orders o ON o.id = m.order_id
        LEFT JOIN user u ON u.id = o.user_id
        LEFT JOIN gifts g ON g.order_id = o.id LEFT JOIN user gu ON gu.id = g.claimed_by
        WHERE m.mark = ${text(mark)}`,
      );
      if (!row) {
        console.log(`✗ ${mark}: no order has this mark (forged, or from another shop's database).`);
        continue;
      }
      const day = (ms) => (ms ? new Date(ms).toISOString().slice(0, 10) : "-");
      console.log(
        `✓ ${mark}: order ${row.order_id.slice(0, 8).toUpperCase()} (${row.order_id}), ${row.status}, paid ${day(row.paid_at)}; ` +
          `${row.gift ? "a gift for" : row.guest ? "a guest order of" : "bought by"} ${row.holder || "(no name given)"}; first stamped ${day(row.created_at)}.`,
      );
    }
    break;
  }
  default:
    console.error(
      "Commands: list, check, status <slug> <status>, price <slug> <euros>, add-file <slug> <path> --label L [--publish], publish-file <id>, remove-file <id>, add-sample <slug> <path> --title T [--title-es T] [--title-ca T] [--seconds N], add-chapter <slug> <path> --locale L --title T, remove-sample <id>, file-facts <id> [--format F] [--bitrate N] [--seconds N] [--pages N] [--words N], whose-copy <file|mark>",
    );
    process.exit(2);
}
