import type { Locale } from "../../../worker/contract/locales";
import { api } from "../../lib/api-client";
import { settle } from "../../lib/call-result";

/** The library's calls about file updates (decision 057), settled to a CallResult. */
export const fileUpdatesApi = {
  consent: () => settle(() => api.library["update-emails"].$get()),
  setConsent: (enabled: boolean, locale: Locale) =>
    settle(() => api.library["update-emails"].$put({ json: { enabled, locale } })),
  requestMore: (orderId: string, fileId: string, locale: Locale) =>
    settle(() =>
      api.library.orders[":id"].files[":fileId"]["download-request"].$post({
        param: { id: orderId, fileId },
        query: { locale },
      }),
    ),
};
