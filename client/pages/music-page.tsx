import { PageIntro } from "../features/content/page-intro";

export default function MusicPage() {
  return <PageIntro pageId="music" />;
}
