import { PageIntro } from "../features/content/page-intro";

export default function HomePage() {
  return <PageIntro pageId="home" hero />;
}
