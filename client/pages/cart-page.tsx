import { PageIntro } from "../features/content/page-intro";

export default function CartPage() {
  return <PageIntro pageId="cart" />;
}
