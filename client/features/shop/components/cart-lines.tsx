import { useMemo, useState } from "react";
import { Link } from "wouter";
import type { Catalogue, ProductSummary } from "#worker/contract/shop-fields";
import { isPayWhatYouWant } from "#worker/contract/pricing-fields";
import { formatPrice, productPath } from "#worker/contract/shop-fields";
import type { CartLine as CartLineView } from "#worker/contract/cart-fields";
import type { PricingErrorCode } from "#worker/contract/pricing-fields";
import { AmountField } from "./amount-field";
import { Spinner } from "#client/components/ui/spinner";
import { useI18n } from "#client/i18n/i18n-context";
import { useData } from "#client/lib/data-cache";
import { catalogueKey, fetchCatalogue } from "../catalogue-api";
import type { ShopLabel } from "../labels";
import { SECONDARY_BUTTON } from "./cart-actions";
import { FormatLine } from "./format-line";
import { PreorderNote } from "./preorder-note";
import { FOCUS_RING } from "./order-parts";
import { ProductCoverImage } from "./product-cover";
import { StatusBadge } from "./status-badge";
import { useLabels } from "#client/i18n/labels";
import { SHOP_LABELS } from "../labels";

/** Removes one product; resolves true once it is out of the cart. */
export type RemoveLine = (slug: string, title: string) => Promise<boolean>;

function RemoveButton({ slug, title, onRemove }: { slug: string; title: string; onRemove: RemoveLine }) {
  const label = useLabels(SHOP_LABELS);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    if (busy) return;
    setBusy(true);
    // On success this line leaves the page (and this button with it); on failure it stays.
    if (!(await onRemove(slug, title))) setBusy(false);
  };
  return (
    <button
      type="button"
      aria-disabled={busy || undefined}
      onClick={() => void remove()}
      className={`${SECONDARY_BUTTON} min-h-10 px-4 py-1.5 text-sm`}
    >
      {busy && <Spinner />}
      {label(busy ? "removing" : "remove")}
      <span className="sr-only"> {label("removeWhat", { title })}</span>
    </button>
  );
}

/** One product the cart will pay for: cover, title (to its page), format, price (or the amount chosen), Remove. */
export function CartLine({
  product,
  onRemove,
  onAmount,
}: {
  product: CartLineView;
  onRemove: RemoveLine;
  onAmount: (slug: string, cents: number) => Promise<PricingErrorCode | null>;
}) {
  const { locale } = useI18n();
  const label = useLabels(SHOP_LABELS);
  return (
    <li className="flex gap-4 py-5 sm:gap-6" data-product={product.slug}>
      <div className="flex h-28 w-20 shrink-0 items-center justify-center rounded-lg bg-gradient-to-br from-ink/[0.04] via-paper to-wine/10 sm:h-32 sm:w-24">
        <ProductCoverImage
          cover={product.cover}
          decorative
          eager
          className="max-h-full w-auto max-w-full object-contain p-1.5 drop-shadow-md"
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-[0.16em] text-wine uppercase">{label(`kind.${product.kind}`)}</p>
          <h3 className="mt-0.5 font-display text-lg leading-snug font-bold text-balance">
            <Link href={productPath(product)} className={`rounded-sm hover:text-wine hover:underline ${FOCUS_RING}`}>
              {product.title}
            </Link>
          </h3>
          <FormatLine product={product} className="mt-1 text-sm text-ink/70" labelled />
          {product.preorder && product.releasedOn && <PreorderNote day={product.releasedOn} className="mt-1 text-sm" />}
        </div>
        <div className="flex items-center justify-between gap-4 sm:flex-col sm:items-end">
          {isPayWhatYouWant(product) ? (
            <AmountField line={product} onCommit={onAmount} />
          ) : (
            <p className="text-lg font-bold tabular-nums">
              <span className="sr-only">{label("price")}: </span>
              {formatPrice(product.priceCents, product.currency, locale)}
            </p>
          )}
          <RemoveButton slug={product.slug} title={product.title} onRemove={onRemove} />
        </div>
      </div>
    </li>
  );
}

/** A slug as words, for a product the shop no longer names: "old-soundtrack" → "Old soundtrack". */
export function slugAsTitle(slug: string): string {
  const words = slug.replace(/-/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Why a product in the cart can't be bought: its status on the shelf, or gone from it. */
export function unavailableReason(product: Pick<ProductSummary, "status"> | undefined, owned = false): ShopLabel {
  if (owned) return "unavailableOwned";
  if (product?.status === "sold_out") return "unavailableSoldOut";
  if (product?.status === "coming_soon") return "unavailableComingSoon";
  return "unavailableGone";
}

/**
 * The shelf's products, to name what the cart can't sell (the cart only knows their slugs).
 * Asked only when there is something to name; shares the store's cached default catalogue.
 */
const SHELF = { sort: "featured" } as const;

function useShelf(wanted: boolean) {
  const { locale } = useI18n();
  const { data } = useData<Catalogue>(wanted ? catalogueKey(locale, SHELF) : null, () => fetchCatalogue(locale, SHELF));
  return useMemo(() => (data ? new Map(data.products.map((p) => [p.slug, p])) : null), [data]);
}

/** What was in the cart but can't be bought now, each with why and a Remove. */
export function UnavailableLines({
  slugs,
  owned = [],
  onRemove,
  headingId,
}: {
  slugs: string[];
  /** Those the reader already owns. */
  owned?: string[];
  onRemove: RemoveLine;
  headingId: string;
}) {
  const label = useLabels(SHOP_LABELS);
  const shelf = useShelf(slugs.length > 0);
  return (
    <section
      aria-labelledby={headingId}
      className="mt-10 rounded-2xl border-2 border-dashed border-ink/15 bg-white/60 p-5 sm:p-6"
    >
      <h2 id={headingId} className="font-display text-2xl font-bold">
        {label("unavailableHeading")}
      </h2>
      <p className="mt-1 text-ink/75">{label("unavailableIntro")}</p>
      <ul className="mt-2 divide-y divide-ink/10">
        {slugs.map((slug) => {
          const product = shelf?.get(slug);
          const title = product?.title ?? slugAsTitle(slug);
          return (
            <li
              key={slug}
              className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3 py-4"
              data-product={slug}
            >
              <div className="min-w-0">
                <h3 className="font-semibold text-ink/85">
                  {product ? (
                    <Link
                      href={productPath(product)}
                      className={`rounded-sm hover:text-wine hover:underline ${FOCUS_RING}`}
                    >
                      {title}
                    </Link>
                  ) : (
                    title
                  )}
                </h3>
                <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-ink/75">
                  {product && <StatusBadge status={product.status} />}
                  {label(unavailableReason(product, owned.includes(slug)))}
                </p>
              </div>
              <RemoveButton slug={slug} title={title} onRemove={onRemove} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
