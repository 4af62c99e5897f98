import { eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { orderReference } from "../../contract/orders-fields";
import type { WhoseCopyAnswer, WhoseCopyMatch } from "../../contract/whose-copy";
import type { Db } from "../../db/client";
import { copyMarks, gifts, orders, user } from "../../db/schema";
import { ArchiveTooLargeError, marksInFile, copyFileKind } from "../stamping/marks-in-file.mjs";
import { ok, refuse, type Result } from "../result";
import { holderName } from "../stamping/copy-marks";
import { auditInsert, type AuditActor } from "./audit-log";

/**
 * "Whose copy?" (decision 054): which order a stamped copy, or its mark, belongs to.
 * A sensitive read (who bought what), so every lookup is written to the audit log with the marks
 * it looked up, found or not.
 */

export type CopyFileRefusal = "not_ebook" | "type_mismatch" | "unreadable" | "too_large_unpacked";

/** The declared types that name what the bytes must then be; any other (none, octet-stream) defers to the bytes. */
const DECLARED_KINDS: Record<string, "epub" | "pdf"> = {
  "application/epub+zip": "epub",
  "application/zip": "epub",
  "application/pdf": "pdf",
};

/**
 * The marks a found file carries (`marksInFile`, shared with `scripts/shop.mjs whose-copy`).
 * What the file is comes from its bytes; a type it was sent as that says otherwise (a PNG sent
 * as an EPUB) is refused rather than read as something else.
 */
export async function marksOfCopy(
  bytes: Uint8Array,
  declaredType = "",
): Promise<Result<{ kind: "epub" | "pdf"; marks: string[] }, CopyFileRefusal>> {
  const kind = copyFileKind(bytes);
  const declared = DECLARED_KINDS[declaredType.toLowerCase()];
  if (declared && declared !== kind) return refuse("type_mismatch");
  if (!kind) return refuse("not_ebook");
  try {
    return ok({ kind, marks: await marksInFile(bytes) });
  } catch (error) {
    // A zip bomb stops at the bound and is said so; a zip that is not one, a PDF pdf-lib can't
    // parse: the author is told, nothing fails.
    return refuse(error instanceof ArchiveTooLargeError ? "too_large_unpacked" : "unreadable");
  }
}

const claimer = alias(user, "claimer");

/** Each mark's order, with its holder as the stamp names them (`holderName`). */
async function ordersOfMarks(db: Db, marks: string[]): Promise<WhoseCopyMatch[]> {
  if (marks.length === 0) return [];
  const rows = await db
    .select({
      mark: copyMarks.mark,
      firstStampedAt: copyMarks.createdAt,
      id: orders.id,
      status: orders.status,
      paidAt: orders.paidAt,
      guest: orders.guest,
      accountName: user.name,
      giftId: gifts.id,
      recipientName: gifts.recipientName,
      claimerName: claimer.name,
    })
    .from(copyMarks)
    .innerJoin(orders, eq(orders.id, copyMarks.orderId))
    .leftJoin(user, eq(user.id, orders.userId))
    .leftJoin(gifts, eq(gifts.orderId, orders.id))
    .leftJoin(claimer, eq(claimer.id, gifts.claimedBy))
    .where(inArray(copyMarks.mark, marks))
    .all();
  const byMark = new Map(rows.map((row) => [row.mark, row]));
  return marks.map((mark) => {
    const row = byMark.get(mark);
    if (!row) return { mark, order: null };
    return {
      mark,
      order: {
        id: row.id,
        reference: orderReference(row.id),
        status: row.status,
        paidAt: row.paidAt?.getTime() ?? null,
        gift: row.giftId !== null,
        guest: row.guest,
        holder: holderName(
          row.accountName,
          row.giftId === null ? null : { claimedName: row.claimerName, recipientName: row.recipientName },
        ),
        firstStampedAt: row.firstStampedAt,
      },
    };
  });
}

/** Looks the marks up and records that the author did (the marks, and the orders they named). */
export async function whoseCopy(
  db: Db,
  actor: AuditActor,
  lookup: { source: "file" | "mark"; kind: "epub" | "pdf" | null; marks: string[] },
  now = Date.now(),
): Promise<WhoseCopyAnswer> {
  const matches = await ordersOfMarks(db, lookup.marks);
  const orderIds = [...new Set(matches.flatMap((m) => (m.order ? [m.order.id] : [])))];
  await auditInsert(
    db,
    actor,
    {
      action: "copy.looked_up",
      // One order found: the entry sits with that order's; otherwise it names none.
      ...(orderIds.length === 1 ? { objectType: "order", objectId: orderIds[0] } : {}),
      after: { source: lookup.source, kind: lookup.kind, marks: lookup.marks, orders: orderIds },
    },
    now,
  );
  return { source: lookup.source, kind: lookup.kind, marks: matches };
}
