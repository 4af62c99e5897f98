import { Link } from "wouter";
import { COVER_SIZES_CARD } from "#worker/contract/cover-sizes";
import { formatPrice, productPath, type ProductSummary } from "#worker/contract/shop-fields";
import { useI18n } from "#client/i18n/i18n-context";
import { ActingPart } from "#client/islands/island";
import { CardPurchase } from "./card-purchase";
import { FormatLine } from "./format-line";
import { ProductCoverImage } from "./product-cover";
import { purchaseState } from "./product-format";
import { StatusBadge } from "./status-badge";
import { useLabels } from "#client/i18n/labels";
import { SHOP_LABELS } from "../labels";

/* A square cover well (book covers and album art both fit) and a body whose price row sits at the bottom. */
const CARD = "relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink/10";
const COVER_WELL = "relative aspect-square bg-gradient-to-br from-ink/[0.04] via-paper to-wine/10";
const BODY = "flex flex-1 flex-col p-5";

/**
 * One product in the grid. The title's link covers the whole card (one tab stop, one name);
 * the cart control sits above it (an island: what it says depends on the visitor's cart and
 * library). `eager` is for the first row, which is on the first screen.
 */
export function ProductCard({ product, eager = false }: { product: ProductSummary; eager?: boolean }) {
  const { locale } = useI18n();
  const label = useLabels(SHOP_LABELS);
  const { purchasable, badge } = purchaseState(product);
  return (
    <article className={`${CARD} hover:shadow-lg motion-safe:transition-shadow`} data-product={product.slug}>
      <div className={COVER_WELL}>
        <ProductCoverImage
          cover={product.cover}
          decorative
          eager={eager}
          sizes={COVER_SIZES_CARD}
          className={`absolute inset-0 h-full w-full object-contain p-6 drop-shadow-xl ${badge ? "saturate-50" : ""}`}
        />
        <StatusBadge status={product.status} className="absolute top-3 left-3" />
      </div>
      <div className={BODY}>
        <p className="text-xs font-semibold tracking-[0.16em] text-wine uppercase">{label(`kind.${product.kind}`)}</p>
        <h3 className="mt-1 font-display text-xl leading-snug font-bold text-balance">
          <Link
            href={productPath(product)}
            className="stretched-link rounded-sm after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:text-wine"
          >
            {product.title}
          </Link>
        </h3>
        <p className="mt-1 text-sm text-ink/75">{product.subtitle}</p>
        <FormatLine product={product} className="mt-3 text-sm text-ink/70" />
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-5">
          <p className={`text-lg font-bold tabular-nums ${purchasable ? "" : "text-ink/60"}`}>
            <span className="sr-only">{label("price")}: </span>
            {formatPrice(product.priceCents, product.currency, locale)}
          </p>
          <ActingPart
            island="card-purchase"
            load="personal"
            props={{
              product: {
                slug: product.slug,
                title: product.title,
                status: product.status,
                ...(product.preorder ? { preorder: true } : {}),
              },
            }}
            component={CardPurchase}
          />
        </div>
      </div>
    </article>
  );
}
