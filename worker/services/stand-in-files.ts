import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { productFiles, products } from "../db/schema";

/**
 * Files that are not the real work yet: the local seed's generated books and WAVs, or anything
 * uploaded with the stand-in mark. A product on sale must not give one in production;
 * `node scripts/shop.mjs check` asks D1 the same question from the command line, and the
 * studio will ask it here (it can also look at the objects, which the CLI can't cheaply).
 */

/** R2 custom metadata that marks an object as a stand-in, for uploads made through the Worker. */
export const STAND_IN_METADATA = { standIn: "true" } as const;

export interface StandInFile {
  productSlug: string;
  fileId: string;
  r2Key: string;
  label: string;
  /**
   * `recorded`: D1 says so (`product_files.stand_in`); `marked`: the object carries the
   * stand-in metadata; `missing`: there is no object at the key, so the buyer would get nothing.
   */
  reason: "recorded" | "marked" | "missing";
}

/** The files of products on sale (status `available`) that are stand-ins or missing. */
export async function standInFiles(db: Db, bucket: R2Bucket): Promise<StandInFile[]> {
  const rows = await db
    .select({
      productSlug: productFiles.productSlug,
      fileId: productFiles.id,
      r2Key: productFiles.r2Key,
      label: productFiles.label,
      standIn: productFiles.standIn,
    })
    .from(productFiles)
    .innerJoin(products, eq(products.slug, productFiles.productSlug))
    // Neither a retired product nor a file removed from sale is what the shop gives (decisions 045, 046).
    .where(and(eq(products.status, "available"), isNull(products.retiredAt), isNull(productFiles.removedAt)))
    .orderBy(asc(products.categorySlug), asc(products.position), asc(productFiles.position));

  const found: StandInFile[] = [];
  for (const { standIn, ...file } of rows) {
    if (standIn) {
      found.push({ ...file, reason: "recorded" });
      continue;
    }
    // A HEAD per file: the catalogue has tens of files, and this runs on the operator's
    // request, never on a visitor's.
    const object = await bucket.head(file.r2Key);
    if (!object) found.push({ ...file, reason: "missing" });
    else if (object.customMetadata?.standIn === STAND_IN_METADATA.standIn) found.push({ ...file, reason: "marked" });
  }
  return found;
}
