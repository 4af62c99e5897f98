import type { Locale } from "#worker/contract/locales";
import type { GiftInput } from "#worker/contract/orders";
import { api } from "#client/lib/api-client";
import { settle } from "#client/lib/call-result";

/** A line of a guest's cart as checkout takes it. */
export interface GuestCartItem {
  slug: string;
  amountCents?: number;
}

/** Guest checkout, guest orders' links and gifts, each settled to a CallResult (the typed client). */
export const guestApi = {
  /**
   * A guest's cart paid with just an email: slugs and the amounts chosen for pay-what-you-want
   * lines; the Worker prices and checks them.
   */
  checkout: (locale: Locale, turnstileToken: string, email: string, items: GuestCartItem[], code?: string) =>
    settle(() => api.checkout.$post({ json: { locale, turnstileToken, email, items, ...(code ? { code } : {}) } })),
  /** One product as a gift; a guest gives their email too. */
  giftCheckout: (locale: Locale, turnstileToken: string, slug: string, gift: GiftInput, email?: string) =>
    settle(() =>
      api.checkout.$post({
        json: { locale, turnstileToken, items: [{ slug }], gift, ...(email ? { email } : {}) },
      }),
    ),
  order: (id: string, access: string, locale: Locale) =>
    settle(() => api["guest-orders"][":id"].$get({ param: { id }, query: { access, locale } })),
  claimOrders: (token: string) => settle(() => api["guest-orders"].claim.$post({ json: { token } })),
  requestLink: (email: string, locale: Locale, turnstileToken: string) =>
    settle(() => api["guest-orders"]["claim-link"].$post({ json: { email, locale, turnstileToken } })),
  giftPreview: (token: string) => settle(() => api.gifts.preview.$post({ json: { token } })),
  claimGift: (token: string) => settle(() => api.gifts.claim.$post({ json: { token } })),
  resendGift: (id: string) => settle(() => api.gifts[":id"].resend.$post({ param: { id } })),
};
