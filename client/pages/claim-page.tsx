import { PageIntro } from "../features/content/page-intro";
import { ClaimScreen } from "../features/shop/guest/claim-screen";

/** /claim-orders and /claim-gift: where a guest's magic link and a gift's link land. */
export default function ClaimPage() {
  return (
    <>
      <PageIntro pageId="claim" />
      <ClaimScreen />
    </>
  );
}
