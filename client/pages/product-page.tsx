import { PageIntro } from "../features/content/page-intro";

export default function ProductPage() {
  return <PageIntro pageId="product" />;
}
