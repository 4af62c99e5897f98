import { isPurchasable } from "#worker/contract/shop-fields";
import { useCart, type CartProduct } from "../cart/use-cart";
import { useOwnedProducts } from "../orders-api";
import { CardCartAction } from "./cart-actions";
import { CardInLibrary } from "./in-library";

/**
 * A shelf card's purchase, an island of the shop's document: "Add to cart", "In your cart" or,
 * for a reader who owns the product, "In your library". Which one is the visitor's own, so the
 * server draws "Add to cart" and the island says the rest once it knows who is visiting (it
 * loads as `personal`). A product not on sale has no cart button, but may still be the reader's.
 */
export function CardPurchase({ product }: { product: CartProduct }) {
  const cart = useCart();
  const { owns } = useOwnedProducts();
  if (owns(product.slug)) return <CardInLibrary product={product} />;
  return isPurchasable(product) ? <CardCartAction product={product} cart={cart} /> : null;
}
