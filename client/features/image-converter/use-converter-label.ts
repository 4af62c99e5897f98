import { useI18n } from "../../i18n/i18n-context";
import { converterLabel, converterPlural, type ConverterLabel, type ConverterPlural } from "./labels";

type Values = Readonly<Record<string, string | number>>;

/** The converter's labels in the visitor's language: `label("downloadFile", { name })`. */
export function useConverterLabel() {
  const { locale } = useI18n();
  return {
    label: (key: ConverterLabel, values?: Values) => converterLabel(key, locale, values),
    plural: (key: ConverterPlural, count: number) => converterPlural(key, count, locale),
    locale,
  };
}
