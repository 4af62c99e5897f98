import { DeferredEngagement } from "../features/engagement/deferred-engagement";
import { PageIntro } from "../features/content/page-intro";

export default function MusicPage() {
  return (
    <PageIntro pageId="music">
      <div className="mt-8">
        <DeferredEngagement itemId="track:mortal-vengeance-main-theme" comments={false} />
      </div>
    </PageIntro>
  );
}
