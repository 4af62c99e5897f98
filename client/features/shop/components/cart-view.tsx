import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import type { CartView } from "#worker/contract/cart-fields";
import { useI18n } from "#client/i18n/i18n-context";
import { useAuth } from "#client/lib/auth/auth-state";
import { useCart } from "../cart/use-cart";
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from "./cart-actions";
import { CART_SIGN_IN_HREF, CartSummary } from "./cart-checkout";
import { CartLine, UnavailableLines, type RemoveLine } from "./cart-lines";
import { BundleOffers, type SwapToBundle } from "./bundle-offers";
import { formatPrice } from "#worker/contract/shop-fields";
import { LoadFailure, PANEL } from "./order-parts";
import { useLabels } from "#client/i18n/labels";
import { SHOP_LABELS } from "../labels";
import { usePageIntro } from "#client/lib/page-intro";

type Cart = ReturnType<typeof useCart>;

/**
 * The cart to show. A guest's cart is priced again whenever it changes, and swr has no answer
 * for the new list until the Worker's comes back: meanwhile the last answer stays on screen,
 * minus what was just removed, so a Remove doesn't blank the page (and drop the focus).
 */
function useSteadyView(cart: Cart): { view: CartView | undefined; stale: boolean } {
  const { user } = useAuth();
  const { locale } = useI18n();
  const owner = `${user?.id ?? ""}:${locale}`;
  const [last, setLast] = useState<{ owner: string; view: CartView } | null>(null);
  if (cart.view && (cart.view !== last?.view || owner !== last.owner)) setLast({ owner, view: cart.view });
  if (cart.view) return { view: cart.view, stale: false };
  if (!last || last.owner !== owner || cart.error || !cart.loading) return { view: undefined, stale: false };
  const lines = last.view.lines.filter((line) => cart.has(line.slug));
  return {
    view: {
      ...last.view,
      lines,
      count: lines.length,
      totalCents: lines.reduce((sum, line) => sum + (line.amountCents ?? line.priceCents), 0),
      unavailable: last.view.unavailable.filter((slug) => cart.has(slug)),
      owned: (last.view.owned ?? []).filter((slug) => cart.has(slug)),
      // An offer still stands while all it replaces is there and its bundle isn't (a guest's swap).
      bundleOffers: last.view.bundleOffers.filter(
        (offer) => offer.replaces.every((slug) => cart.has(slug)) && !cart.has(offer.bundle.slug),
      ),
    },
    stale: true,
  };
}

/**
 * /cart: what will be paid for, what can't be bought any more (and why), the total and
 * checkout. Back from a cancelled payment (`?checkout=cancelled`) it says nothing was charged,
 * then takes the flag out of the address so a reload doesn't say it again.
 */
export function CartScreen() {
  const pageIntro = usePageIntro("cart");
  const label = useLabels(SHOP_LABELS);
  const cart = useCart();
  const { user } = useAuth();
  const { locale } = useI18n();
  const { view, stale } = useSteadyView(cart);
  const [location, navigate] = useLocation();
  const search = useSearch();
  const [cancelled, setCancelled] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const [retrying, setRetrying] = useState(false);
  const pageHeading = useRef<HTMLHeadingElement>(null);
  const linesHeading = useRef<HTMLHeadingElement>(null);
  const linesId = useId();
  const unavailableId = useId();

  useEffect(() => {
    const params = new URLSearchParams(search);
    if (params.get("checkout") !== "cancelled") return;
    setCancelled(true);
    params.delete("checkout");
    const rest = params.toString();
    // wouter's replace is history.replaceState: no new history entry, and the router agrees.
    navigate(rest ? `${location}?${rest}` : location, { replace: true });
  }, [search, location, navigate]);

  const remove: RemoveLine = async (slug, title) => {
    if (!(await cart.remove(slug))) return false;
    setAnnouncement(label("removedStatus", { title }));
    // The line and its button are gone: the focus goes to the list's heading, or the page's.
    requestAnimationFrame(() => (linesHeading.current ?? pageHeading.current)?.focus());
    return true;
  };

  const swap: SwapToBundle = async (offer) => {
    if (!(await cart.swapToBundle(offer))) return false;
    const saving = formatPrice(offer.savingCents, offer.bundle.currency, locale);
    setAnnouncement(label("swappedStatus", { bundle: offer.bundle.title, saving }));
    // The note and its button are gone: the focus goes to the list's heading, as after a Remove.
    requestAnimationFrame(() => (linesHeading.current ?? pageHeading.current)?.focus());
    return true;
  };

  const retry = async () => {
    setRetrying(true);
    try {
      await cart.reload();
    } finally {
      setRetrying(false);
    }
  };

  let body;
  if (!view && cart.error) {
    body = (
      <LoadFailure
        heading={<h2 className="font-display text-2xl font-bold">{label("cartError")}</h2>}
        onRetry={() => void retry()}
        retrying={retrying}
      />
    );
  } else if (!view) {
    body = <CartSkeleton />;
  } else if (view.lines.length === 0 && view.unavailable.length === 0) {
    body = (
      <div className="rounded-2xl border-2 border-dashed border-ink/15 bg-white/60 p-8 text-center sm:p-12">
        <h2 className="font-display text-2xl font-bold">{label("cartEmpty")}</h2>
        <p className="mt-2 text-ink/75">{label("cartEmptyText")}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link href="/la-bodega" className={PRIMARY_BUTTON}>
            {label("browseShop")}
          </Link>
          {/* A reader's cart is kept in their account: a signed-out reader sees it after signing in. */}
          {!user && (
            <Link href={CART_SIGN_IN_HREF} className={SECONDARY_BUTTON}>
              {label("signIn")}
            </Link>
          )}
        </div>
        {!user && <p className="mt-4 text-sm text-ink/70">{label("cartEmptySignIn")}</p>}
      </div>
    );
  } else {
    body = (
      <div
        aria-busy={stale || undefined}
        className="grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-12"
      >
        <div>
          {view.lines.length > 0 ? (
            <section aria-labelledby={linesId}>
              <h2
                id={linesId}
                ref={linesHeading}
                tabIndex={-1}
                className="font-display text-2xl font-bold focus:outline-none"
              >
                {label("cartLines")}
              </h2>
              <BundleOffers offers={view.bundleOffers} lines={view.lines} onSwap={swap} />
              <ul className="mt-2 divide-y divide-ink/10 border-y border-ink/10">
                {view.lines.map((line) => (
                  <CartLine key={line.slug} product={line} onRemove={remove} onAmount={cart.setAmount} />
                ))}
              </ul>
            </section>
          ) : (
            <div className={PANEL}>
              <h2 ref={linesHeading} tabIndex={-1} className="font-display text-2xl font-bold focus:outline-none">
                {label("nothingToBuy")}
              </h2>
              <Link href="/la-bodega" className={`mt-5 ${PRIMARY_BUTTON}`}>
                {label("browseShop")}
              </Link>
            </div>
          )}
          {view.unavailable.length > 0 && (
            <UnavailableLines
              slugs={view.unavailable}
              owned={view.owned ?? []}
              onRemove={remove}
              headingId={unavailableId}
            />
          )}
        </div>
        {view.lines.length > 0 && <CartSummary view={view} onNothingToBuy={() => void cart.reload()} />}
      </div>
    );
  }

  return (
    <section aria-labelledby="page-heading" className="bg-paper pt-36 pb-24 text-ink">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h1
          id="page-heading"
          ref={pageHeading}
          tabIndex={-1}
          className="font-display text-4xl font-bold tracking-tight text-balance focus:outline-none sm:text-5xl"
        >
          {pageIntro.heading}
        </h1>
        <p className="mt-4 max-w-2xl text-lg leading-relaxed text-pretty text-ink/80">{pageIntro.intro}</p>
        <div role="status" className="empty:hidden mt-6">
          {cancelled && (
            <p className="rounded-xl bg-sea/10 px-5 py-4 font-medium text-ink ring-1 ring-sea/30">
              {label("checkoutCancelled")}
            </p>
          )}
        </div>
        <p role="status" className="sr-only">
          {!view && !cart.error ? label("cartLoading") : announcement}
        </p>
        <div className="mt-10">{body}</div>
      </div>
    </section>
  );
}

/** The cart's shape while it loads: two lines and the summary, hidden from screen readers. */
function CartSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="grid items-start gap-10 motion-safe:animate-pulse lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-12"
    >
      <div>
        <div className="h-8 w-48 rounded bg-ink/10" />
        <div className="mt-2 divide-y divide-ink/10 border-y border-ink/10">
          {[0, 1].map((n) => (
            <div key={n} className="flex gap-4 py-5 sm:gap-6">
              <div className="h-28 w-20 rounded-lg bg-ink/10 sm:h-32 sm:w-24" />
              <div className="flex-1">
                <div className="h-3 w-16 rounded bg-ink/10" />
                <div className="mt-2 h-6 w-2/3 rounded bg-ink/10" />
                <div className="mt-2 h-4 w-1/3 rounded bg-ink/10" />
              </div>
              <div className="h-7 w-16 rounded bg-ink/10" />
            </div>
          ))}
        </div>
      </div>
      <div className="h-96 rounded-2xl bg-white ring-1 ring-ink/10" />
    </div>
  );
}
