import type { Locale } from "#worker/contract/locales";
import { api } from "../../lib/api-client";
import { settle } from "../../lib/call-result";

/** The reader's lists in the account area; likes and comments name shop products in `locale` (English fallback). */
export const readerListsApi = {
  likes: (locale: Locale) => settle(() => api.account.likes.$get({ query: { locale } })),
  comments: (locale: Locale) => settle(() => api.account.comments.$get({ query: { locale } })),
};
