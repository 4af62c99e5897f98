import type { IsoDate } from "#content/types";
import { fillLabel } from "../../i18n/label-table";

/** Whether a book is out: it has a publication date and that day has come. */
export function isPublished(date: IsoDate | undefined, today: string = new Date().toISOString().slice(0, 10)): boolean {
  return date !== undefined && date <= today;
}

/**
 * Splits a template around one placeholder, filling the others: "Buy {title} from {store}"
 * around "store" gives ["Buy Undertow from ", ""], so the store name can be the visible part
 * of a link while the rest of the sentence is read out by screen readers.
 */
export function splitAround(
  template: string,
  name: string,
  values: Readonly<Record<string, string | number>>,
): [string, string] {
  const [before = "", after = ""] = template.split(`{${name}}`);
  return [fillLabel(before, values), fillLabel(after, values)];
}
