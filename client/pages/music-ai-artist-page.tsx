import { PageIntro } from "../features/content/page-intro";

export default function MusicAiArtistPage() {
  return <PageIntro pageId="musicAiArtist" />;
}
