/**
 * `npm run backup` and `npm run restore` (scripts/backup.mjs, scripts/restore.mjs) end to end, in
 * Node, on local state in temporary folders: a migrated and seeded database with rows of our
 * own and R2 objects with metadata are backed up, restored into a fresh state, and compared row
 * by row and byte by byte. The refusals (non-empty target, damaged backup) are proven too.
 * Nothing here uses the browser tests' site.
 */
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listObjects, openBindings, rowCounts, sha256, userTables, wrangler } from "#scripts/lib/backup-bindings.mjs";

const root = mkdtempSync(join(tmpdir(), "la-bodega-backup-"));
const source = join(root, "source");
const fresh = join(root, "fresh");
const backup = join(root, "backup");

/** Runs a script of ours; resolves with its exit code and output, whatever the code. */
function script(name: string, args: string[]) {
  return new Promise<{ code: number; out: string }>((done) => {
    execFile("node", [`scripts/${name}`, ...args], { maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) =>
      done({ code: error ? Number(error.code ?? 1) : 0, out: stdout + stderr }),
    );
  });
}

/** Every table's rows, in a stable order, and every object's bytes and metadata. */
async function snapshot(persistTo: string) {
  const { db, bucket, dispose } = await openBindings({ persistTo });
  try {
    const tables = await userTables(db);
    const rows: Record<string, unknown[]> = {};
    for (const t of tables)
      rows[t] = (await db.query(`SELECT * FROM "${t}"`))
        .map((r) => JSON.stringify(r))
        .sort()
        .map((r) => JSON.parse(r));
    const objects: Record<string, { sha256: string; size: number; contentType?: string; custom: object }> = {};
    for (const listed of await listObjects(bucket)) {
      const object = await bucket.get(listed.key);
      const bytes = new Uint8Array(await object!.arrayBuffer());
      objects[listed.key] = {
        sha256: sha256(bytes),
        size: bytes.byteLength,
        contentType: object!.httpMetadata?.contentType,
        custom: object!.customMetadata ?? {},
      };
    }
    return { counts: await rowCounts(db, tables), rows, objects };
  } finally {
    await dispose();
  }
}

const binary = randomBytes(300_000);
const note = "Hola, l'Adrià!\nLine two; with a semicolon, 'quotes' and \"doubles\" — ✓";

beforeAll(async () => {
  // The same steps as scripts/prepare-local.mjs, minus the generated seed files: migrations and
  // the shop catalogue, then rows and objects that are hard to round-trip.
  wrangler(["d1", "migrations", "apply", "DB"], { persistTo: source });
  wrangler(["d1", "execute", "DB", "--file", "seed/100-shop-catalogue.sql"], { persistTo: source });
  const { db, bucket, dispose } = await openBindings({ persistTo: source });
  try {
    await db.query(
      `INSERT INTO contact_messages (id, form, full_name, email, subject, message, locale, created_at)
       VALUES ('backup-1', 'contact', 'Núria Puig', 'nuria@example.com', 'Backups', '${note.replaceAll("'", "''")}', 'ca', 1767225600000)`,
    );
    await db.query(
      `INSERT INTO product_files (id, product_slug, r2_key, file_name, content_type, size_bytes, label, position)
       VALUES ('backup-file', 'mortal-vengeance-1-ebook', 'products/backup test/Llibre ñ.bin', 'Llibre.bin', 'application/octet-stream', ${binary.length}, 'BIN', 9)`,
    );
    await bucket.put(
      "products/backup test/Llibre ñ.bin",
      binary.buffer.slice(binary.byteOffset, binary.byteOffset + binary.length),
      {
        httpMetadata: { contentType: "application/octet-stream" },
        customMetadata: { uploadedBy: "shop.mjs", edition: "1" },
      },
    );
    await bucket.put("resume/adria-vidal-resume-en.pdf", "%PDF-1.7 stand-in", {
      httpMetadata: { contentType: "application/pdf" },
    });
    await bucket.put("../escape?.txt", "a key that is no file path", { httpMetadata: { contentType: "text/plain" } });
  } finally {
    await dispose();
  }
}, 180_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("backup and restore (npm run backup / npm run restore)", () => {
  it("backs up D1 and R2 to a folder with a manifest, and restores them into a fresh local state", async () => {
    const before = await snapshot(source);
    // The data under test is really there: the seed's products and our own rows and objects.
    expect(before.counts.products).toBeGreaterThan(0);
    expect(before.counts.contact_messages).toBe(1);
    expect(Object.keys(before.objects)).toHaveLength(3);

    const made = await script("backup.mjs", ["--persist-to", source, "--out", backup]);
    expect(made.code, made.out).toBe(0);
    const manifest = JSON.parse(readFileSync(join(backup, "manifest.json"), "utf8"));
    expect(manifest.database.tables).toEqual(before.counts);
    expect(manifest.bucket.objects).toHaveLength(3);
    for (const o of manifest.bucket.objects) {
      expect(o.sha256).toBe(before.objects[o.key]?.sha256);
      expect(o.size).toBe(before.objects[o.key]?.size);
      expect(sha256(readFileSync(join(backup, o.file)))).toBe(o.sha256);
    }
    // A key that would leave the folder is stored by its hash instead.
    expect(manifest.bucket.objects.find((o: { key: string }) => o.key === "../escape?.txt").file).toMatch(
      /^r2\/_by-hash\/[0-9a-f]{64}$/,
    );

    const restored = await script("restore.mjs", [backup, "--persist-to", fresh]);
    expect(restored.code, restored.out).toBe(0);
    const after = await snapshot(fresh);
    expect(after.counts).toEqual(before.counts);
    expect(after.rows).toEqual(before.rows);
    expect(after.objects).toEqual(before.objects);
    expect(after.objects["products/backup test/Llibre ñ.bin"]).toMatchObject({
      sha256: sha256(binary),
      contentType: "application/octet-stream",
      custom: { uploadedBy: "shop.mjs", edition: "1" },
    });
    expect((after.rows.contact_messages as { message: string }[]).map((r) => r.message)).toEqual([note]);
  }, 240_000);

  it("refuses a target that is not empty, unless --replace", async () => {
    const refused = await script("restore.mjs", [backup, "--persist-to", fresh]);
    expect(refused.code).toBe(2);
    expect(refused.out).toMatch(/not empty/);

    // --replace empties it first; a row written since the restore is gone afterwards.
    const { db, dispose } = await openBindings({ persistTo: fresh });
    await db.query("DELETE FROM contact_messages");
    await dispose();
    const replaced = await script("restore.mjs", [backup, "--persist-to", fresh, "--replace"]);
    expect(replaced.code, replaced.out).toBe(0);
    expect((await snapshot(fresh)).counts.contact_messages).toBe(1);
  }, 240_000);

  it("refuses a damaged backup before writing anything", async () => {
    const manifest = JSON.parse(readFileSync(join(backup, "manifest.json"), "utf8"));
    const damaged = join(backup, manifest.bucket.objects[0].file);
    const bytes = readFileSync(damaged);
    bytes[0] = bytes[0]! ^ 0xff;
    writeFileSync(damaged, bytes);
    const elsewhere = join(root, "untouched");
    const refused = await script("restore.mjs", [backup, "--persist-to", elsewhere]);
    expect(refused.code).toBe(2);
    expect(refused.out).toMatch(/does not match its size and sha256/);
  }, 60_000);
});
