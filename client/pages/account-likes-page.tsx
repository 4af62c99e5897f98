import { PageIntro } from "../features/content/page-intro";

export default function AccountLikesPage() {
  return <PageIntro pageId="accountLikes" />;
}
