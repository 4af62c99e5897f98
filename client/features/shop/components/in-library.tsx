import { Link } from "wouter";
import type { ProductSummary } from "#worker/contract/shop-fields";
import { DownloadIcon } from "#client/components/ui/icons";
import { useLabels } from "#client/i18n/labels";
import { SHOP_LABELS } from "../labels";
import { CheckIcon, SECONDARY_BUTTON } from "./cart-actions";

/** The reader's library: every paid order with its downloads. */
export const LIBRARY_HREF = "/account/orders";

/**
 * A product the reader owns, on its page, in place of the cart buttons: it says so in words
 * (not only a colour or a tick) and leads to the downloads.
 */
export function ProductInLibrary() {
  const label = useLabels(SHOP_LABELS);
  return (
    <div className="rounded-xl bg-white p-5 ring-1 ring-sea/40" data-owned="">
      <p className="flex items-center gap-2 font-display text-lg font-bold">
        <CheckIcon className="text-sea" width="22" height="22" />
        {label("inLibrary")}
      </p>
      <p className="mt-2 text-ink/80">{label("inLibraryText")}</p>
      <Link href={LIBRARY_HREF} className={`mt-4 ${SECONDARY_BUTTON}`}>
        <DownloadIcon width="18" height="18" aria-hidden="true" />
        {label("goToDownloads")}
      </Link>
    </div>
  );
}

/**
 * A card's or a list's "In your library": a link to the library where "Add to cart" would be,
 * read with the product's title so a grid of them stays distinguishable.
 */
export function CardInLibrary({
  product,
  className = "",
}: {
  product: Pick<ProductSummary, "title">;
  className?: string;
}) {
  const label = useLabels(SHOP_LABELS);
  return (
    <Link href={LIBRARY_HREF} className={`relative z-10 text-sm ${SECONDARY_BUTTON} px-4 ${className}`}>
      <CheckIcon className="text-sea" />
      {label("inLibrary")}
      <span className="sr-only">
        {" "}
        ({product.title}), {label("goToLibraryShort")}
      </span>
    </Link>
  );
}
