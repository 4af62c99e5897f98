import { useI18n } from "../../i18n/i18n-context";
import { shopLabel, shopPlural, type ShopLabel, type ShopPlural } from "./labels";

type Values = Readonly<Record<string, string | number>>;

/** La Bodega's own labels in the visitor's language: `label("inLanguage", { language })`. */
export function useShopLabel(): (key: ShopLabel, values?: Values) => string {
  const { locale } = useI18n();
  return (key, values) => shopLabel(key, locale, values);
}

/** La Bodega's plural labels in the visitor's language: `plural("productsShown", 3)`. */
export function useShopPlural(): (key: ShopPlural, count: number) => string {
  const { locale } = useI18n();
  return (key, count) => shopPlural(key, count, locale);
}
