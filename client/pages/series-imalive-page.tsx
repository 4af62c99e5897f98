import { Progressive } from "../components/ui/progressive";
import { IMALIVE } from "#content/books/imalive";
import { EngagementBand } from "../features/books/components/engagement-band";
import { RichSection } from "../features/books/components/rich-section";
import { SeriesBooks } from "../features/books/components/series-books";
import { SeriesHero } from "../features/books/components/series-hero";
import { StayInTouch } from "../features/books/components/stay-in-touch";
import { DeferredEngagement } from "../features/engagement/deferred-engagement";
import { DeferredShare } from "../features/share/deferred-share";
import { useI18n } from "../i18n/i18n-context";
import { localized } from "#worker/contract/localized";

/** Holds the space of a section that renders just after the opening. */
const PLACEHOLDER = <div aria-hidden="true" className="min-h-[40rem]" />;

export default function SeriesImalivePage() {
  const { locale } = useI18n();
  return (
    <>
      <SeriesHero series={IMALIVE} pageId="seriesImalive" tone="bright" booksLink="seeBook" />
      <Progressive placeholder={PLACEHOLDER}>
        <RichSection id="about" heading="aboutSeries" body={IMALIVE.synopsis} />
      </Progressive>
      <Progressive placeholder={PLACEHOLDER}>
        <SeriesBooks series={IMALIVE} heading="theBook" />
      </Progressive>
      <Progressive placeholder={PLACEHOLDER}>
        <RichSection id="behind-the-story" heading="behindTheStory" body={IMALIVE.behindTheStory} />
      </Progressive>
      <Progressive placeholder={PLACEHOLDER}>
        <StayInTouch />
      </Progressive>
      <Progressive placeholder={PLACEHOLDER}>
        <EngagementBand>
          <div className="mb-12">
            <DeferredShare
              title={localized(IMALIVE.title, locale)}
              text={localized(IMALIVE.summary, locale)}
              path={IMALIVE.href}
            />
          </div>
          <DeferredEngagement itemId="series:imalive" />
        </EngagementBand>
      </Progressive>
    </>
  );
}
