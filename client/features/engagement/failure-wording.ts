import type { AccountTranslate } from "../../i18n/account-strings";
import type { FailureWording, ToastWords } from "../../lib/call-failure";

/**
 * How likes, the wishlist and comments word a failed call: a comment changed too late or by a reader blocked from commenting, too
 * many changes at once, or anything else.
 */
export function engagementFailure(t: AccountTranslate): FailureWording<ToastWords> {
  const toast = (text: string) => ({ title: t("engagement.errorTitle"), text });
  return {
    cases: [
      ["edit_window_closed", toast(t("engagement.comments.errors.edit_window_closed"))],
      ["commenting_blocked", toast(t("engagement.comments.errors.commenting_blocked"))],
    ],
    tooMany: toast(t("engagement.rateLimited")),
    otherwise: toast(t("engagement.errorText")),
  };
}
