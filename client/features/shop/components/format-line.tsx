import type { ProductSummary } from "#worker/contract/shop-fields";
import { useI18n } from "#client/i18n/i18n-context";
import { workLanguageLabel } from "./product-format";
import { useLabels } from "#client/i18n/labels";
import { SHOP_LABELS } from "../labels";

/** "EPUB · PDF · In English": what a product downloads and the language of the work. */
export function FormatLine({
  product,
  className,
  labelled = false,
}: {
  product: ProductSummary;
  className: string;
  labelled?: boolean;
}) {
  const { locale } = useI18n();
  const label = useLabels(SHOP_LABELS);
  const language = workLanguageLabel(product.workLanguage, locale);
  return (
    <p className={className}>
      {labelled && <span className="sr-only">{label("format")}: </span>}
      {product.format}
      {language && (
        <>
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, </span>
          {language}
        </>
      )}
    </p>
  );
}
