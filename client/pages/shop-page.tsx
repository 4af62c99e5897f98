import { ShopCatalogue } from "../features/shop/components/shop-catalogue";
import { ShopHero } from "../features/shop/components/shop-hero";

/** /la-bodega and /shop: the store's promises, then its filterable shelves. */
export default function ShopPage() {
  return (
    <>
      <ShopHero />
      <ShopCatalogue />
    </>
  );
}
