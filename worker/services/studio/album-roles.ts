import { eq } from "drizzle-orm";
import type { FileRole } from "../../contract/album-zips";
import type { StudioProductFile } from "../../contract/studio-upload-fields";
import type { Db } from "../../db/client";
import { productFiles } from "../../db/schema";
import { ok, refuse, type Result } from "../result";
import { auditInsertIfChanged, type AuditActor } from "./audit-log";
import { listProductFiles } from "./uploads";

/**
 * Marks what a file is in its album (decision 055): a track of a format group, the cover or the
 * booklet (a group of their own only when they belong to one format), or nothing. The album's
 * ZIPs follow from these at once; the change is in the audit log.
 */
export async function setFileAlbumRole(
  db: Db,
  actor: AuditActor,
  id: string,
  input: { role: FileRole | null; formatGroup: string | null },
  now = Date.now(),
): Promise<Result<StudioProductFile, "not_found">> {
  const file = await db.select().from(productFiles).where(eq(productFiles.id, id)).get();
  if (!file) return refuse("not_found");
  const next = { role: input.role, formatGroup: input.role ? input.formatGroup : null };
  await db.batch([
    db.update(productFiles).set(next).where(eq(productFiles.id, id)),
    auditInsertIfChanged(
      db,
      actor,
      {
        action: "product_file.album_role",
        objectType: "product_file",
        objectId: id,
        before: { role: file.role, formatGroup: file.formatGroup },
        after: next,
      },
      now,
    ),
  ]);
  return ok((await listProductFiles(db, file.productSlug)).find((f) => f.id === id)!);
}
