import { PageIntro } from "../features/content/page-intro";

export default function AuthPage() {
  return <PageIntro pageId="auth" />;
}
