import { describe, expect, it } from "vitest";
import { RELEASE_NOTICE_LABELS } from "#client/features/shop/release-notice-labels";
import { CURRENT_RELEASE_NOTICE_CONSENT, RELEASE_NOTICE_CONSENT_TEXTS } from "#worker/contract/release-notice-fields";

/**
 * The "notify me" form shows its consent from a label table (so each page ships one language);
 * a sign-up records the version. The words shown must be that version's, in every language.
 */
describe("the release notice's consent", () => {
  it("shows exactly the words of the version a sign-up records", () => {
    expect(RELEASE_NOTICE_LABELS.consent).toEqual(RELEASE_NOTICE_CONSENT_TEXTS[CURRENT_RELEASE_NOTICE_CONSENT]);
  });
});
