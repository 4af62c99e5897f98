import { PageIntro } from "../features/content/page-intro";

export default function AccountWishlistPage() {
  return <PageIntro pageId="accountWishlist" />;
}
