import { PageIntro } from "../features/content/page-intro";

export default function AccountCommentsPage() {
  return <PageIntro pageId="accountComments" />;
}
