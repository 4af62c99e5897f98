import { localized } from "../../../worker/contract/localized";
import { useI18n } from "../../i18n/i18n-context";
import { fillLabel } from "../../lib/format";
import { BOOK_LABELS, type BookLabel } from "./labels";

/** The book pages' own labels in the visitor's language: `label("bookNumber", { number: 2 })`. */
export function useBookLabel(): (key: BookLabel, values?: Readonly<Record<string, string | number>>) => string {
  const { locale } = useI18n();
  return (key, values) => {
    const text = localized(BOOK_LABELS[key], locale);
    return values ? fillLabel(text, values) : text;
  };
}
