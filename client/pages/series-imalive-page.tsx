import { IMALIVE } from "../content/books";
import { EngagementBand } from "../features/books/components/engagement-band";
import { RichSection } from "../features/books/components/rich-section";
import { SeriesBooks } from "../features/books/components/series-books";
import { SeriesHero } from "../features/books/components/series-hero";
import { StayInTouch } from "../features/books/components/stay-in-touch";
import { DeferredEngagement } from "../features/engagement/deferred-engagement";

export default function SeriesImalivePage() {
  return (
    <>
      <SeriesHero series={IMALIVE} pageId="seriesImalive" tone="bright" booksLink="seeBook" />
      <RichSection id="about" heading="aboutSeries" body={IMALIVE.synopsis} />
      <SeriesBooks series={IMALIVE} heading="theBook" />
      <RichSection id="behind-the-story" heading="behindTheStory" body={IMALIVE.behindTheStory} />
      <StayInTouch />
      <EngagementBand>
        <DeferredEngagement itemId="series:imalive" />
      </EngagementBand>
    </>
  );
}
