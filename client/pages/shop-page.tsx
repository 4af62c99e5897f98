import { PageIntro } from "../features/content/page-intro";

export default function ShopPage() {
  return <PageIntro pageId="shop" />;
}
