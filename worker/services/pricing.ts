import { and, eq, or } from "drizzle-orm";
import type { Locale } from "../contract/locales";
import {
  isPayWhatYouWant,
  MIN_CHARGE_CENTS,
  PAY_WHAT_YOU_WANT_MAX_CENTS,
  normalizeCode,
  type CheckoutPreview,
  type PricedLineView,
  type PricingErrorCode,
} from "../contract/pricing-fields";
import { isPurchasable } from "../contract/shop";
import type { Db } from "../db/client";
import { discountCodes, discountCodeUses, orders } from "../db/schema";
import { productsBySlug } from "./catalogue";

/**
 * The checkout's prices (decision 048), for the signed-in cart and for a guest's alike:
 * lines `{ slug, amountCents? }` in, each priced from D1 (a fixed price ignores any amount sent;
 * a pay-what-you-want amount is checked against the product's minimum and the maximum), then the
 * discount code applied. Nothing here writes: the code's use is held when the order is created.
 */

export interface PriceRequestLine {
  slug: string;
  /** The amount the buyer chose; only read for a pay-what-you-want product. */
  amountCents?: number | null | undefined;
}

/** Who buys: the account (once per reader) and the address (once per address). */
export interface BuyerIdentity {
  userId?: string | null | undefined;
  email?: string | null | undefined;
}

export interface AppliedCode {
  id: string;
  code: string;
}

export interface PricedCheckout extends CheckoutPreview {
  appliedCode: AppliedCode | null;
}

export type PricingResult =
  | { ok: true; value: PricedCheckout }
  | { ok: false; fields: Record<string, PricingErrorCode[]> };

type CodeRow = typeof discountCodes.$inferSelect;

/** Where a line's amount error is reported: `amounts.<slug>`. */
export const amountField = (slug: string) => `amounts.${slug}`;

/** The slugs a code is for, or null for every product. */
export function codeProducts(row: Pick<CodeRow, "productSlugs">): string[] | null {
  if (!row.productSlugs) return null;
  try {
    const value = JSON.parse(row.productSlugs) as unknown;
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : null;
  } catch {
    return null;
  }
}

/**
 * Each line's share of a code's discount: a percent of each line it is for (rounded to the
 * cent), or an amount spread over those lines in proportion to their prices, never more than
 * they cost; cents left by the rounding go to the dearest lines first, so the shares add up.
 */
export function discountShares(
  lines: readonly { slug: string; listCents: number }[],
  code: Pick<CodeRow, "kind" | "value" | "productSlugs">,
): number[] {
  const only = codeProducts(code);
  const eligible = lines.map((line) => only === null || only.includes(line.slug));
  if (code.kind === "percent") {
    const percent = Math.min(100, Math.max(0, code.value));
    return lines.map((line, i) => (eligible[i] ? Math.round((line.listCents * percent) / 100) : 0));
  }
  const base = lines.reduce((sum, line, i) => sum + (eligible[i] ? line.listCents : 0), 0);
  const off = Math.min(Math.max(0, code.value), base);
  if (off === 0) return lines.map(() => 0);
  const shares = lines.map((line, i) => (eligible[i] ? Math.floor((line.listCents * off) / base) : 0));
  let left = off - shares.reduce((a, b) => a + b, 0);
  const dearest = lines
    .map((line, i) => ({ i, cents: line.listCents }))
    .filter(({ i }) => eligible[i])
    .sort((a, b) => b.cents - a.cents);
  for (let k = 0; left > 0 && dearest.length; k = (k + 1) % dearest.length) {
    const { i } = dearest[k]!;
    if (shares[i]! < lines[i]!.listCents) {
      shares[i]! += 1;
      left -= 1;
    }
  }
  return shares;
}

/** Why a code can't be used now by this buyer, or null when it can (use not held yet). */
export async function codeRefusal(
  db: Db,
  row: CodeRow | undefined,
  identity: BuyerIdentity,
  now: number,
): Promise<PricingErrorCode | null> {
  if (!row || row.disabledAt) return "code_invalid";
  if (row.startsAt && row.startsAt.getTime() > now) return "code_not_yet_valid";
  if (row.endsAt && row.endsAt.getTime() <= now) return "code_expired";
  const mine = [
    ...(identity.userId ? [eq(discountCodeUses.userId, identity.userId)] : []),
    ...(identity.email ? [eq(discountCodeUses.email, identity.email.toLowerCase())] : []),
  ];
  if (mine.length) {
    // The reader's own checkout still waiting for payment gives its hold to this one (decision
    // 048): it is not a use "by you", nor one more use. A paid one, or one being written, is.
    const held = await db
      .select({ status: orders.status })
      .from(discountCodeUses)
      .leftJoin(orders, eq(orders.id, discountCodeUses.orderId))
      .where(and(eq(discountCodeUses.codeId, row.id), or(...mine)));
    if (held.some((h) => h.status !== "pending")) return "code_already_used";
    if (held.length) return null;
  }
  if (row.maxUses !== null && row.uses >= row.maxUses) return "code_used_up";
  return null;
}

/** A code by what the buyer typed. */
export async function findCode(db: Db, typed: string): Promise<CodeRow | undefined> {
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(eq(discountCodes.code, normalizeCode(typed)))
    .limit(1);
  return row;
}

/**
 * Prices the lines (in the order given; a slug named twice counts once) in the buyer's
 * language, leaving out what can't be bought now or is owned, and applies the code. Field
 * errors name the line (`amounts.<slug>`), the code (`code`) or the total (`total`).
 */
export async function priceCheckout(
  db: Db,
  request: {
    lines: readonly PriceRequestLine[];
    locale: Locale;
    code?: string | null | undefined;
    identity: BuyerIdentity;
    owned?: ReadonlySet<string>;
  },
  now = Date.now(),
): Promise<PricingResult> {
  const wanted = new Map<string, PriceRequestLine>();
  for (const line of request.lines) if (!wanted.has(line.slug)) wanted.set(line.slug, line);
  const found = await productsBySlug(db, [...wanted.keys()], request.locale);
  const fields: Record<string, PricingErrorCode[]> = {};
  const unavailable: string[] = [];
  const priced: { slug: string; title: string; listCents: number; currency: string }[] = [];
  for (const [slug, line] of wanted) {
    const product = found.get(slug);
    if (!product || !isPurchasable(product) || request.owned?.has(slug)) {
      unavailable.push(slug);
      continue;
    }
    let listCents = product.priceCents;
    if (isPayWhatYouWant(product)) {
      const amount = line.amountCents ?? product.priceCents;
      const error: PricingErrorCode | null = !Number.isSafeInteger(amount)
        ? "amount_invalid"
        : amount < product.minPriceCents!
          ? "amount_below_minimum"
          : amount > PAY_WHAT_YOU_WANT_MAX_CENTS
            ? "amount_above_maximum"
            : null;
      if (error) fields[amountField(slug)] = [error];
      listCents = amount;
    }
    priced.push({ slug, title: product.title, listCents, currency: product.currency });
  }

  let shares = priced.map(() => 0);
  let appliedCode: AppliedCode | null = null;
  const typed = request.code?.trim();
  if (typed) {
    const row = await findCode(db, typed);
    const refusal = await codeRefusal(db, row, request.identity, now);
    if (refusal) fields.code = [refusal];
    else if (row) {
      shares = discountShares(priced, row);
      const only = codeProducts(row);
      if (only !== null && !priced.some((line) => only.includes(line.slug)))
        fields.code = ["code_not_for_these_products"];
      else appliedCode = { id: row.id, code: row.code };
    }
  }
  if (Object.keys(fields).length) return { ok: false, fields };

  const lines: PricedLineView[] = priced.map((line, i) => ({
    slug: line.slug,
    title: line.title,
    listCents: line.listCents,
    discountCents: shares[i]!,
    priceCents: line.listCents - shares[i]!,
  }));
  const subtotalCents = lines.reduce((sum, line) => sum + line.listCents, 0);
  const discountCents = lines.reduce((sum, line) => sum + line.discountCents, 0);
  const totalCents = subtotalCents - discountCents;
  if (totalCents > 0 && totalCents < MIN_CHARGE_CENTS)
    return { ok: false, fields: { total: ["total_below_minimum_charge"] } };
  return {
    ok: true,
    value: {
      lines,
      currency: priced[0]?.currency ?? "EUR",
      subtotalCents,
      discountCents,
      totalCents,
      code: appliedCode?.code ?? null,
      appliedCode,
      unavailable,
    },
  };
}
