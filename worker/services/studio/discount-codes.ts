import { desc, eq, inArray } from "drizzle-orm";
import type { StudioCodeBody, StudioCodeView } from "../../contract/studio-codes";
import type { Db } from "../../db/client";
import { discountCodes, products } from "../../db/schema";
import { codeProducts } from "../pricing";
import { ok, refuse, type Result } from "../result";
import { auditInsert, type AuditActor } from "./audit-log";
import { olderThan, pageOf, parseCursor } from "./lists";

/** The studio's discount codes (decision 048): every change is written with its audit entry. */

type CodeRow = typeof discountCodes.$inferSelect;

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function codeView(row: CodeRow): StudioCodeView {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.value,
    productSlugs: codeProducts(row),
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    maxUses: row.maxUses,
    uses: row.uses,
    disabled: row.disabledAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Newest first, a page at a time (keyset on creation time and id). */
export async function listCodes(db: Db, query: { before?: string | undefined; limit: number }) {
  const cursor = parseCursor(query.before);
  const rows = await db
    .select()
    .from(discountCodes)
    .where(cursor ? olderThan(discountCodes.createdAt, discountCodes.id, cursor) : undefined)
    .orderBy(desc(discountCodes.createdAt), desc(discountCodes.id))
    .limit(query.limit + 1);
  const page = pageOf(
    rows.map((row) => ({ ...codeView(row), createdAt: row.createdAt.getTime() })),
    query.limit,
  );
  return {
    codes: page.rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() })),
    next: page.next,
  };
}

export type CodeRefusal = "code_taken" | "product_unknown";

export async function createCode(
  db: Db,
  actor: AuditActor,
  input: StudioCodeBody,
  now = Date.now(),
): Promise<Result<StudioCodeView, CodeRefusal>> {
  const slugs = input.productSlugs?.length ? input.productSlugs : null;
  if (slugs) {
    const known = await db.select({ slug: products.slug }).from(products).where(inArray(products.slug, slugs));
    if (known.length !== slugs.length) return refuse("product_unknown");
  }
  const row: CodeRow = {
    id: crypto.randomUUID(),
    code: input.code,
    kind: input.kind,
    value: input.value,
    productSlugs: slugs ? JSON.stringify(slugs) : null,
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    maxUses: input.maxUses ?? null,
    uses: 0,
    disabledAt: null,
    createdAt: new Date(now),
    updatedAt: new Date(now),
  };
  const view = codeView(row);
  try {
    await db.batch([
      db.insert(discountCodes).values(row),
      auditInsert(
        db,
        actor,
        { action: "code.create", objectType: "discount_code", objectId: row.id, after: view },
        now,
      ),
    ]);
  } catch (error) {
    if (/UNIQUE constraint failed: discount_codes/.test(String(error))) return refuse("code_taken");
    throw error;
  }
  return ok(view);
}

/** Turns a code off (no new checkout may use it; held uses stay) or on again. */
export async function setCodeDisabled(
  db: Db,
  actor: AuditActor,
  id: string,
  disabled: boolean,
  confirm: string | undefined,
  now = Date.now(),
): Promise<Result<StudioCodeView, "not_found" | "confirm_mismatch">> {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.id, id)).limit(1);
  if (!row) return refuse("not_found");
  if (disabled && confirm?.trim().toUpperCase() !== row.code) return refuse("confirm_mismatch");
  if ((row.disabledAt !== null) === disabled) return ok(codeView(row));
  const next = { ...row, disabledAt: disabled ? new Date(now) : null, updatedAt: new Date(now) };
  await db.batch([
    db
      .update(discountCodes)
      .set({ disabledAt: next.disabledAt, updatedAt: next.updatedAt })
      .where(eq(discountCodes.id, id)),
    auditInsert(
      db,
      actor,
      {
        action: disabled ? "code.disable" : "code.enable",
        objectType: "discount_code",
        objectId: id,
        before: { disabled: !disabled },
        after: { disabled },
      },
      now,
    ),
  ]);
  const [after] = await db.select().from(discountCodes).where(eq(discountCodes.id, id)).limit(1);
  return ok(codeView(after ?? next));
}
