import { isLocale, type Locale } from "#worker/contract/locales";
import {
  formatPrice,
  isPurchasable,
  type ProductDetail,
  type ProductStatus,
  type ProductSummary,
} from "#worker/contract/shop-fields";
import { languageNamesIn } from "#worker/contract/intl-formats";
import { labelsIn } from "#client/i18n/label-table";
import { SHOP_LABELS, type ShopLabel } from "../labels";

/** The badge a product's status earns on its card and page; none while it is on sale. */
export function statusBadge(status: ProductStatus): Extract<ShopLabel, "comingSoon" | "soldOut"> | null {
  if (status === "coming_soon") return "comingSoon";
  if (status === "sold_out") return "soldOut";
  return null;
}

/** What a product's card and page offer: the cart for what is on sale, a badge for the rest. */
export function purchaseState(product: Pick<ProductSummary, "status" | "preorder">): {
  purchasable: boolean;
  badge: ReturnType<typeof statusBadge>;
} {
  return { purchasable: isPurchasable(product), badge: statusBadge(product.status) };
}

/** A language's name in the visitor's language, lower case in Spanish and Catalan as they write it. */
export function languageName(code: string, locale: Locale): string {
  if (isLocale(code)) return labelsIn(SHOP_LABELS, undefined, locale)(`language.${code}`);
  try {
    return languageNamesIn(locale).of(code) ?? code;
  } catch {
    return code; // not a language tag Intl knows
  }
}

/** "In English", "En inglés", "En anglès"; null for a work without words (instrumental music). */
export function workLanguageLabel(code: string | null, locale: Locale): string | null {
  if (!code) return null;
  return labelsIn(SHOP_LABELS, undefined, locale)("inLanguage", { language: languageName(code, locale) });
}

/**
 * What a bundle saves against buying its contents one by one, when it does: both amounts
 * formatted. Null for anything that isn't a bundle, a bundle that saves nothing, or contents
 * priced in another currency (no honest sum then).
 */
export function bundleSaving(
  product: Pick<ProductDetail, "priceCents" | "currency" | "includes">,
  locale: Locale,
): { saving: string; total: string } | null {
  if (product.includes.length === 0 || product.includes.some((item) => item.currency !== product.currency)) return null;
  const totalCents = product.includes.reduce((sum, item) => sum + item.priceCents, 0);
  const savingCents = totalCents - product.priceCents;
  if (savingCents <= 0) return null;
  return {
    saving: formatPrice(savingCents, product.currency, locale),
    total: formatPrice(totalCents, product.currency, locale),
  };
}

/** Whether the category in the address is the product's own (a wrong one is not this product's page). */
export const categoryMatches = (product: Pick<ProductSummary, "category">, category: string | undefined) =>
  product.category === category;
