import { PageIntro } from "../features/content/page-intro";

export default function OrderSuccessPage() {
  return <PageIntro pageId="orderSuccess" />;
}
