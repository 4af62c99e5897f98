import { PageIntro } from "../features/content/page-intro";

export default function AccountOrdersPage() {
  return <PageIntro pageId="accountOrders" />;
}
