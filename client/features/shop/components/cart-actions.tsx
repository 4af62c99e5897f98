import { useEffect, useRef, useState, type SVGProps } from "react";
import { Link, useLocation } from "wouter";
import type { PricingErrorCode } from "#worker/contract/pricing-fields";
import { CartIcon } from "#client/components/ui/icons";
import { Spinner } from "#client/components/ui/spinner";
import { useCart, type CartProduct } from "../cart/use-cart";
import { useLabels } from "#client/i18n/labels";
import { SHOP_LABELS } from "../labels";

const FOCUS = "";
export const PRIMARY_BUTTON = `inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-wine px-5 py-2.5 font-semibold text-white hover:bg-wine-dark aria-disabled:cursor-progress aria-disabled:opacity-80 motion-safe:transition-colors ${FOCUS}`;
export const SECONDARY_BUTTON = `inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-white px-5 py-2.5 font-semibold text-ink ring-1 ring-ink/20 hover:text-wine hover:ring-wine aria-disabled:cursor-progress aria-disabled:opacity-80 motion-safe:transition-colors ${FOCUS}`;

export const CheckIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg
    viewBox="0 0 24 24"
    width="18"
    height="18"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
    {...props}
  >
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </svg>
);

/**
 * Runs one cart call at a time. The button stays focusable while busy (aria-disabled, not
 * disabled), so keyboard focus isn't dropped mid-add.
 */
function useBusy() {
  const [busy, setBusy] = useState(false);
  // A ref as well as state: a double click lands before the re-render that would show `busy`.
  const running = useRef(false);
  const run = async (work: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await work();
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return { busy, run };
}

/** What a card needs of the cart; the grid asks `useCart()` once for all its cards. */
export type CartAccess = Pick<ReturnType<typeof useCart>, "has" | "add">;

/**
 * A card's cart control: "Add to cart" while the product isn't there, then "In your cart", a
 * link to the cart that takes the focus the button had. Each is read with the product's title,
 * so a grid of them stays distinguishable.
 */
export function CardCartAction({ product, cart }: { product: CartProduct; cart: CartAccess }) {
  const label = useLabels(SHOP_LABELS);
  const { busy, run } = useBusy();
  const link = useRef<HTMLAnchorElement>(null);
  const [added, setAdded] = useState(false);
  const inCart = cart.has(product.slug);

  useEffect(() => {
    if (added && inCart) link.current?.focus();
  }, [added, inCart]);

  if (inCart) {
    return (
      <Link ref={link} href="/cart" className={`relative z-10 text-sm ${SECONDARY_BUTTON} px-4`}>
        <CheckIcon className="text-wine" />
        {label("inCart")}
        <span className="sr-only">
          {" "}
          ({product.title}), {label("goToCart")}
        </span>
      </Link>
    );
  }
  return (
    <button
      type="button"
      aria-disabled={busy || undefined}
      onClick={() => void run(async () => setAdded(await cart.add(product)))}
      className={`relative z-10 text-sm ${PRIMARY_BUTTON} px-4`}
    >
      {busy ? <Spinner /> : <CartIcon width="18" height="18" />}
      {label(busy ? "adding" : "addToCart")}
      <span className="sr-only"> ({product.title})</span>
    </button>
  );
}

/**
 * The product page's purchase: "Buy now" puts the product in the cart (if it isn't there yet)
 * and opens the cart; "Add to cart" stays on the page, then says the product is in the cart.
 */
export function ProductPurchaseActions({
  product,
  amount,
}: {
  product: CartProduct;
  /**
   * A pay-what-you-want product's amount field: `read` gives the cents chosen (null when the
   * field is wrong, which shows why), `refused` shows the Worker's refusal of it.
   */
  amount?: { read: () => number | null; refused: (code: PricingErrorCode) => void };
}) {
  const cart = useCart();
  const label = useLabels(SHOP_LABELS);
  const [, navigate] = useLocation();
  const buying = useBusy();
  const adding = useBusy();
  const inCart = cart.has(product.slug);
  const link = useRef<HTMLAnchorElement>(null);
  const [added, setAdded] = useState(false);

  // The button that was pressed is gone once the product is in the cart: its link takes the focus.
  useEffect(() => {
    if (added && inCart) link.current?.focus();
  }, [added, inCart]);

  /** Puts the product in the cart, with the amount chosen for a pay-what-you-want one. */
  const put = async () => {
    const cents = amount?.read();
    if (cents === null || !(await cart.add(product))) return false;
    if (cents === undefined) return true;
    const refused = await cart.setAmount(product.slug, cents);
    if (refused) amount!.refused(refused);
    return refused === null;
  };

  const buyNow = () =>
    buying.run(async () => {
      if (cart.has(product.slug) || (await put())) navigate("/cart");
    });

  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        aria-disabled={buying.busy || undefined}
        onClick={() => void buyNow()}
        className={`${PRIMARY_BUTTON} px-7 text-lg`}
      >
        {buying.busy ? <Spinner /> : <CartIcon width="20" height="20" />}
        {label("buyNow")}
      </button>
      {inCart ? (
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium">
          <CheckIcon className="text-wine" />
          {label("alreadyInCart")}
          <Link
            ref={link}
            href="/cart"
            className={`font-semibold text-wine underline underline-offset-4 hover:text-wine-dark ${FOCUS}`}
          >
            {label("viewCart")}
          </Link>
        </p>
      ) : (
        <button
          type="button"
          aria-disabled={adding.busy || undefined}
          onClick={() => void adding.run(async () => setAdded(await put()))}
          className={SECONDARY_BUTTON}
        >
          {adding.busy && <Spinner />}
          {label(adding.busy ? "adding" : "addToCart")}
        </button>
      )}
    </div>
  );
}
