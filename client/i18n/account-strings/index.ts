import { lazyStrings } from "../lazy-strings";

/** The account features' strings, fetched with the first of them a visitor opens. */
export const accountStrings = lazyStrings({
  en: () => import("./en").then((m) => m.accountsEn),
  es: () => import("./es").then((m) => m.accountsEs),
  ca: () => import("./ca").then((m) => m.accountsCa),
});
export type AccountTranslate = ReturnType<typeof accountStrings.translatorFor>;
