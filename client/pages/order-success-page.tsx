import { OrderSuccessScreen } from "../features/shop/components/order-success";

/** /order-success?order=<id>: where the payment page returns; confirms the order, then its downloads. */
export default function OrderSuccessPage() {
  return <OrderSuccessScreen />;
}
