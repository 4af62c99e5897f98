import type { ProductStatus } from "#worker/contract/shop-fields";
import { statusBadge } from "./product-format";
import { useLabels } from "#client/i18n/labels";
import { SHOP_LABELS } from "../labels";

const STYLES = {
  comingSoon: "bg-gold text-ink",
  soldOut: "bg-ink text-white",
} as const;

/** The pill of a product that can't be bought: gold "Coming Soon", dark "Sold out". Nothing while on sale. */
export function StatusBadge({ status, className = "" }: { status: ProductStatus; className?: string }) {
  const label = useLabels(SHOP_LABELS);
  const badge = statusBadge(status);
  if (!badge) return null;
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-1 text-sm font-bold tracking-wide shadow-sm ${STYLES[badge]} ${className}`}
    >
      {label(badge)}
    </span>
  );
}
