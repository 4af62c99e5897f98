import { CartScreen } from "../features/shop/components/cart-view";

/** /cart: the cart's lines, what can't be bought any more, the total and checkout. */
export default function CartPage() {
  return <CartScreen />;
}
