import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { discountCodeUses } from "../db/schema";
import { holdCodeUse, releaseCodeUse, supersedeOwnHolds } from "./discount-codes";
import { createPendingOrder, interruptedOrder, type NewOrder } from "./orders";
import type { Locale } from "../contract/locales";
import { cartRows, ownedSlugs } from "./cart";
import { priceCheckout, type BuyerIdentity, type PricedCheckout, type PricingResult } from "./pricing";
import { ok, refuse, type Result } from "./result";

/** The signed-in reader's cart (with the amounts chosen on its lines), priced for the checkout with the code. */
export async function priceSignedInCart(
  db: Db,
  identity: BuyerIdentity & { userId: string },
  locale: Locale,
  code: string | undefined,
): Promise<PricingResult> {
  const [rows, owned] = await Promise.all([cartRows(db, identity.userId), ownedSlugs(db, identity.userId)]);
  const lines = rows.map((row) => ({ slug: row.slug, amountCents: row.amountCents }));
  return priceCheckout(db, { lines, locale, code, identity, owned });
}

/** The provider name of an order that costs nothing: it is paid when it is written (decision 048). */
export const FREE_PROVIDER = "free";

/**
 * Writes the pending order of a priced checkout, holding its discount code's use first (decision
 * 048): the order's id is chosen, the use is held under it, then the order is written; if writing
 * fails the use goes back. A retry after an outage continues the interrupted order (same lines,
 * prices and code), whose use is already held. Used by the signed-in checkout and the guest's.
 */
export async function placeOrder(
  db: Db,
  priced: PricedCheckout,
  order: Omit<NewOrder, "lines" | "currency" | "discountCode" | "discountCents" | "id">,
  provider: string,
  identity: BuyerIdentity,
): Promise<Result<string, "code_used_up" | "code_already_used">> {
  const newOrder: NewOrder = {
    ...order,
    currency: priced.currency,
    lines: priced.lines.map((line) => ({
      slug: line.slug,
      title: line.title,
      priceCents: line.priceCents,
      listCents: line.listCents,
    })),
    discountCode: priced.appliedCode?.code ?? null,
    discountCents: priced.discountCents,
  };
  const code = priced.appliedCode;
  const interrupted = await interruptedOrder(db, newOrder, provider);
  if (interrupted) {
    if (!code) return ok(interrupted);
    const [held] = await db
      .select({ id: discountCodeUses.orderId })
      .from(discountCodeUses)
      .where(eq(discountCodeUses.orderId, interrupted))
      .limit(1);
    if (held) return ok(interrupted);
  }
  const id = crypto.randomUUID();
  if (code) {
    await supersedeOwnHolds(db, code.id, identity);
    const hold = await holdCodeUse(db, code.id, id, identity);
    if (hold === "used_up") return refuse("code_used_up");
    if (hold === "already_used") return refuse("code_already_used");
  }
  try {
    await createPendingOrder(db, { ...newOrder, id }, provider);
  } catch (error) {
    if (code) await releaseCodeUse(db, id);
    throw error;
  }
  return ok(id);
}
