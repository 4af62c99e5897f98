import { eq, inArray } from "drizzle-orm";
import { productSlugOf } from "../../contract/shop";
import type { Db } from "../../db/client";
import { orderItems, orders, orderTaxes, orderVatLines, products } from "../../db/schema";
import { bundleContents } from "../catalogue";
import {
  isEuCountry,
  normalVatNumber,
  SELLER_COUNTRY,
  vatNumberCountry,
  vatRateOf,
  type VatKind,
} from "./eu-vat-rates";
import { logText } from "../log-text";
import type { TaxIdCheck } from "./vat-numbers";

/** Where the buyer is, as the checkout and the payment saw it (decision 053). */
export interface VatEvidence {
  /** Cloudflare's `CF-IPCountry` of the checkout request. */
  ipCountry?: string | null;
  /** The payment's billing address country. */
  billingCountry?: string | null;
  /** The card's issuing country, when the provider reports it. */
  cardCountry?: string | null;
  /** A business buyer's VAT number. */
  taxId?: string | null;
  /** The number's check (decision 061): only a `valid` one makes a business of the buyer. */
  taxIdCheck?: TaxIdCheck | null;
}

export type VatScheme = "domestic" | "oss" | "reverse_charge" | "outside_eu";
export type EvidenceState = "agree" | "single" | "conflict" | "none";

/** A line to tax: what was paid for it and what it is made of (a bundle: its items at list price). */
export interface LineToTax {
  itemId: number;
  grossCents: number;
  parts: { kind: VatKind; weight: number }[];
}

export interface VatLine {
  itemId: number;
  kind: VatKind;
  rateBp: number;
  grossCents: number;
  netCents: number;
  vatCents: number;
}

export interface OrderVat {
  scheme: VatScheme;
  country: string;
  evidence: EvidenceState;
  taxId: string | null;
  lines: VatLine[];
  vatCents: number;
}

/** A two-letter country, or null for Cloudflare's unknown (XX) and Tor (T1) and anything else. */
function countryOf(value: string | null | undefined): string | null {
  const code = value?.trim().toUpperCase();
  return code && /^[A-Z]{2}$/.test(code) && code !== "XX" && code !== "T1" ? code : null;
}

/**
 * The place of supply to a consumer: the country two pieces of evidence agree on. When they
 * don't, the billing country (the payment's) is used and the order is marked for review; with no
 * evidence at all, the seller's own country (charging Spanish VAT is the safe default).
 */
export function placeOfSupply(evidence: VatEvidence): { country: string; state: EvidenceState } {
  const pieces = [evidence.billingCountry, evidence.cardCountry, evidence.ipCountry].map(countryOf);
  const known = pieces.filter((p): p is string => p !== null);
  if (known.length === 0) return { country: SELLER_COUNTRY, state: "none" };
  const agreed = known.find((country) => known.filter((c) => c === country).length >= 2);
  if (agreed) return { country: agreed, state: "agree" };
  if (known.length === 1) return { country: known[0]!, state: "single" };
  return { country: known[0]!, state: "conflict" };
}

/** VAT inside a tax-inclusive amount, rounded half up to the cent. */
export const vatInside = (grossCents: number, rateBp: number) => Math.round((grossCents * rateBp) / (10_000 + rateBp));

/** Splits an amount by weights to the cent (largest remainder), so the parts add up exactly. */
function apportion(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}

/**
 * The VAT of an order for a seller in Spain registered for the One-Stop Shop: Spanish VAT at
 * home (businesses too), the buyer's country's rate elsewhere in the EU, reverse charge for a
 * business with another member state's VAT number confirmed valid, none outside the EU. Prices
 * are tax-inclusive: the buyer pays the same amount everywhere and the VAT is carved out of it.
 */
export function orderVat(lines: readonly LineToTax[], evidence: VatEvidence): OrderVat {
  // A number of the right shape proves nothing: only one confirmed registered makes a business.
  const business = evidence.taxId && evidence.taxIdCheck?.status === "valid" ? vatNumberCountry(evidence.taxId) : null;
  const { country: consumerCountry, state } = placeOfSupply(evidence);
  // A business is supplied where it is established: its VAT number's country.
  const country = business ?? consumerCountry;
  const scheme: VatScheme =
    country === SELLER_COUNTRY ? "domestic" : business ? "reverse_charge" : isEuCountry(country) ? "oss" : "outside_eu";
  const taxed = scheme === "domestic" || scheme === "oss";
  const vatLines: VatLine[] = [];
  for (const line of lines) {
    const shares = apportion(
      line.grossCents,
      line.parts.map((p) => p.weight),
    );
    // Parts of the same kind are one VAT line.
    const byKind = new Map<VatKind, number>();
    line.parts.forEach((part, i) => byKind.set(part.kind, (byKind.get(part.kind) ?? 0) + shares[i]!));
    for (const [kind, grossCents] of byKind) {
      if (grossCents === 0 && byKind.size > 1) continue;
      const rateBp = taxed && isEuCountry(country) ? vatRateOf(country, kind) : 0;
      const vatCents = vatInside(grossCents, rateBp);
      vatLines.push({ itemId: line.itemId, kind, rateBp, grossCents, netCents: grossCents - vatCents, vatCents });
    }
  }
  return {
    scheme,
    country,
    evidence: state,
    taxId: business ? normalVatNumber(evidence.taxId!) : null,
    lines: vatLines,
    vatCents: vatLines.reduce((sum, l) => sum + l.vatCents, 0),
  };
}

const kindOf = (kind: string | undefined): VatKind => (kind === "ebook" ? "ebook" : "digital");

/** Each product's kind of VAT, for the payment provider's tax codes. */
export async function taxKindsOf(db: Db, slugs: readonly string[]): Promise<Map<string, VatKind>> {
  if (slugs.length === 0) return new Map();
  const rows = await db
    .select({ slug: products.slug, kind: products.kind })
    .from(products)
    .where(inArray(products.slug, [...slugs]));
  return new Map(rows.map((r) => [r.slug, kindOf(r.kind)]));
}

/** An order's lines with what each is made of: a bundle's items weighted by their list prices. */
export async function linesToTax(db: Db, orderId: string): Promise<LineToTax[]> {
  const items = await db
    .select({ id: orderItems.id, productId: orderItems.productId, priceCents: orderItems.priceCents })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  const slugs = items.map((i) => productSlugOf(i.productId));
  const contents = await bundleContents(db, slugs);
  const allSlugs = [...new Set([...slugs, ...[...contents.values()].flat()])];
  const rows =
    allSlugs.length === 0
      ? []
      : await db
          .select({ slug: products.slug, kind: products.kind, priceCents: products.priceCents })
          .from(products)
          .where(inArray(products.slug, allSlugs));
  const product = new Map(rows.map((r) => [r.slug, r]));
  return items.map((item) => {
    const slug = productSlugOf(item.productId);
    const inside = contents.get(slug) ?? [];
    const parts =
      inside.length > 0
        ? inside.map((s) => ({ kind: kindOf(product.get(s)?.kind), weight: product.get(s)?.priceCents ?? 0 }))
        : [{ kind: kindOf(product.get(slug)?.kind), weight: 1 }];
    return { itemId: item.id, grossCents: item.priceCents, parts };
  });
}

/**
 * Records an order's VAT once, when its payment is reported: a replayed event finds the row and
 * changes nothing. `providerVatCents` is Stripe Tax's figure, kept beside ours to spot a
 * disagreement (the invoice uses ours, computed from the same rates).
 */
export async function settleOrderVat(
  db: Db,
  orderId: string,
  evidence: Omit<VatEvidence, "ipCountry">,
  options: {
    source: "rate_table" | "stripe_tax";
    providerVatCents?: number | null;
    now?: number;
    /** Checks a VAT number the buyer gave (decision 061); without it no number is confirmed. */
    checkTaxId?: (taxId: string, billingCountry: string | null | undefined) => Promise<TaxIdCheck>;
  },
): Promise<OrderVat | null> {
  const existing = await db.select().from(orderTaxes).where(eq(orderTaxes.orderId, orderId)).get();
  if (existing) return null;
  const order = await db.select({ country: orders.country }).from(orders).where(eq(orders.id, orderId)).get();
  if (!order) return null;
  const given = evidence.taxId?.trim() || null;
  // Asked once, after the replay guard above: a replayed event never calls the register again.
  const taxIdCheck = given && options.checkTaxId ? await options.checkTaxId(given, evidence.billingCountry) : null;
  const full: VatEvidence = { ...evidence, taxIdCheck, ipCountry: order.country };
  const vat = orderVat(await linesToTax(db, orderId), full);
  if (options.providerVatCents != null && options.providerVatCents !== vat.vatCents)
    console.warn(
      `[vat] order ${logText(orderId)}: Stripe Tax says ${logText(options.providerVatCents)}, the rate table ${vat.vatCents}`,
    );
  const decidedAt = new Date(options.now ?? Date.now());
  const insertTaxes = db
    .insert(orderTaxes)
    .values({
      orderId,
      scheme: vat.scheme,
      country: vat.country,
      ipCountry: countryOf(full.ipCountry),
      billingCountry: countryOf(full.billingCountry),
      cardCountry: countryOf(full.cardCountry),
      evidence: vat.evidence,
      taxId: given && vatNumberCountry(given) ? normalVatNumber(given) : given,
      taxIdCheck: taxIdCheck?.status ?? null,
      taxIdCheckedBy: taxIdCheck?.checkedBy ?? null,
      taxIdCheckedAt: taxIdCheck ? new Date(taxIdCheck.checkedAt) : null,
      taxIdAnswer: taxIdCheck?.answer ?? null,
      source: options.source,
      vatCents: vat.vatCents,
      providerVatCents: options.providerVatCents ?? null,
      decidedAt,
    })
    .onConflictDoNothing();
  if (vat.lines.length === 0) await insertTaxes;
  else
    await db.batch([
      insertTaxes,
      db
        .insert(orderVatLines)
        .values(
          vat.lines.map((l) => ({
            orderId,
            orderItemId: l.itemId,
            kind: l.kind,
            rateBp: l.rateBp,
            grossCents: l.grossCents,
            netCents: l.netCents,
            vatCents: l.vatCents,
          })),
        )
        .onConflictDoNothing(),
    ]);
  return vat;
}
