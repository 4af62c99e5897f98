import type { Locale } from "#worker/contract/locales";
import { api } from "#client/lib/api-client";
import { settle } from "#client/lib/call-result";

/** Send to Kindle and the receipt's delivery (decision 056), each settled to a CallResult. */
export const deliveryApi = {
  kindle: () => settle(() => api.kindle.$get()),
  saveKindle: (address: string) => settle(() => api.kindle.$put({ json: { address } })),
  deleteKindle: () => settle(() => api.kindle.$delete()),
  sendToKindle: (orderId: string, fileId: string, locale: Locale) =>
    settle(() => api.kindle.send.$post({ json: { orderId, fileId, locale } })),
  receipts: () => settle(() => api.receipts.$get()),
  receipt: (id: string, access?: string) =>
    settle(() => api.receipts[":id"].$get({ param: { id }, query: access ? { access } : {} })),
  resendReceipt: (id: string, options: { access?: string; email?: string } = {}) =>
    settle(() => api.receipts[":id"].resend.$post({ param: { id }, json: options })),
};
