import {
  CONTENT_ITEMS,
  contentTitle,
  isContentItemId,
  productSlugOf,
  type EngageableId,
} from "#worker/contract/content-items";
import type { ProductLabel } from "#worker/contract/engagement-fields";
import type { Locale } from "#worker/contract/locales";

/**
 * The name controls and lists give an item. Registered content is named from content-items in
 * the reader's language; a shop product by the title its page passes (from D1). A product with
 * no title given falls back to its slug, so a control is never left without a name.
 */
export function itemTitle(itemId: EngageableId, locale: Locale, title?: string): string {
  if (isContentItemId(itemId)) return contentTitle(itemId, locale);
  return title || productSlugOf(itemId);
}

/**
 * Title and link of an entry in the reader's lists: content-items for registered content, the
 * Worker's label for a product. Null for what neither names (an id no longer registered, a
 * product no longer public): the lists leave those out.
 */
export function listedItem(entry: { itemId: string } & Partial<ProductLabel>, locale: Locale): ProductLabel | null {
  if (isContentItemId(entry.itemId))
    return { title: contentTitle(entry.itemId, locale), href: CONTENT_ITEMS[entry.itemId].href };
  if (entry.title !== undefined && entry.href !== undefined) return { title: entry.title, href: entry.href };
  return null;
}
