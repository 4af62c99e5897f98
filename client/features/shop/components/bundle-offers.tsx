import { useId, useState } from "react";
import { Link } from "wouter";
import type { BundleOffer } from "#worker/contract/cart-fields";
import { formatPrice, productPath, type ProductSummary } from "#worker/contract/shop-fields";
import { Spinner } from "#client/components/ui/spinner";
import { useI18n } from "#client/i18n/i18n-context";
import { useLabels } from "#client/i18n/labels";
import { SHOP_LABELS } from "../labels";
import { PRIMARY_BUTTON } from "./cart-actions";
import { FOCUS_RING } from "./order-parts";
import { ProductCoverImage } from "./product-cover";

/** Swaps one offer in; resolves true once the bundle is in the cart in place of its items. */
export type SwapToBundle = (offer: BundleOffer) => Promise<boolean>;

/** "A", "A and B", "A, B and C", with the language's "and". */
function listOf(titles: string[], and: string): string {
  if (titles.length < 2) return titles.join("");
  return `${titles.slice(0, -1).join(", ")} ${and} ${titles[titles.length - 1]}`;
}

/**
 * The cart's note for each bundle that would cost less than the lines it holds: the saving in
 * its heading, what those lines cost separately against the bundle's price, what else the
 * bundle brings, and one button that swaps it in. Words say it all; colour only underlines.
 */
export function BundleOffers({
  offers,
  lines,
  onSwap,
}: {
  offers: BundleOffer[];
  lines: ProductSummary[];
  onSwap: SwapToBundle;
}) {
  if (offers.length === 0) return null;
  const titles = new Map(lines.map((line) => [line.slug, line.title]));
  return (
    <div className="mt-4 mb-6 space-y-4">
      {offers.map((offer) => (
        <OfferNote
          key={offer.bundle.slug}
          offer={offer}
          items={offer.replaces.map((slug) => titles.get(slug) ?? slug)}
          onSwap={onSwap}
        />
      ))}
    </div>
  );
}

function OfferNote({ offer, items, onSwap }: { offer: BundleOffer; items: string[]; onSwap: SwapToBundle }) {
  const { locale } = useI18n();
  const label = useLabels(SHOP_LABELS);
  const headingId = useId();
  const [busy, setBusy] = useState(false);
  const { bundle } = offer;
  const money = (cents: number) => formatPrice(cents, bundle.currency, locale);
  const saving = money(offer.savingCents);
  const and = label("listAnd");

  const swap = async () => {
    if (busy) return;
    setBusy(true);
    // On success this note leaves the page with its button; on failure it stays.
    if (!(await onSwap(offer))) setBusy(false);
  };

  return (
    <section
      aria-labelledby={headingId}
      className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-2 ring-gold sm:gap-6 sm:p-6"
      data-bundle-offer={bundle.slug}
    >
      <div className="flex h-24 w-16 shrink-0 items-center justify-center sm:h-28 sm:w-20">
        <ProductCoverImage
          cover={bundle.cover}
          decorative
          eager
          className="max-h-full w-auto max-w-full drop-shadow-md"
        />
      </div>
      <div className="min-w-0 flex-1">
        <h3 id={headingId} className="font-display text-xl leading-snug font-bold text-balance">
          {label("bundleOfferHeading", { saving, bundle: bundle.title })}
        </h3>
        <p className="mt-2 text-ink/85">
          {label(items.length === 1 ? "bundleOfferTextOne" : "bundleOfferText", {
            items: listOf(items, and),
            separate: money(offer.separateCents),
            bundle: bundle.title,
            price: money(bundle.priceCents),
          })}{" "}
          {offer.extras.length > 0 &&
            label("bundleOfferExtras", {
              extras: listOf(
                offer.extras.map((extra) => extra.title),
                and,
              ),
            })}
        </p>
        <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-3">
          <button
            type="button"
            aria-disabled={busy || undefined}
            onClick={() => void swap()}
            className={`${PRIMARY_BUTTON} px-5`}
          >
            {busy && <Spinner />}
            {label(busy ? "swapping" : "swapToBundle")}
            <span className="sr-only"> {label("swapToBundleWhat", { bundle: bundle.title, saving })}</span>
          </button>
          <Link
            href={productPath(bundle)}
            className={`rounded-sm font-semibold text-wine underline underline-offset-4 hover:text-wine-dark ${FOCUS_RING}`}
          >
            {label("bundleContents")}
            <span className="sr-only">: {bundle.title}</span>
          </Link>
        </div>
      </div>
    </section>
  );
}
