import { parseAlbumZipId } from "#worker/contract/album-zips";
import type { Locale } from "#worker/contract/locales";
import { api } from "../../lib/api-client";
import { settle } from "../../lib/call-result";

/** The library's calls about file updates (decision 057), settled to a CallResult. */
export const fileUpdatesApi = {
  consent: () => settle(() => api.library["update-emails"].$get()),
  setConsent: (enabled: boolean, locale: Locale) =>
    settle(() => api.library["update-emails"].$put({ json: { enabled, locale } })),
  /** More downloads of a file, or of an album ZIP by its id (decision 055: its own route). */
  requestMore: (orderId: string, id: string, locale: Locale) => {
    const zip = parseAlbumZipId(id);
    return zip
      ? settle(() =>
          api.library.orders[":id"].zips[":product"][":group"]["download-request"].$post({
            param: { id: orderId, product: zip.productSlug, group: zip.key },
            query: { locale },
          }),
        )
      : settle(() =>
          api.library.orders[":id"].files[":fileId"]["download-request"].$post({
            param: { id: orderId, fileId: id },
            query: { locale },
          }),
        );
  },
};
