import { Progressive } from "../components/ui/progressive";
import { lazy } from "react";
import { Deferred } from "../components/ui/deferred";
import { MORTAL_VENGEANCE } from "#content/books/mortal-vengeance";
import { EngagementBand } from "../features/books/components/engagement-band";
import { ReaderReviews } from "../features/books/components/reader-reviews";
import { RichSection } from "../features/books/components/rich-section";
import { SeriesBooks } from "../features/books/components/series-books";
import { SeriesHero } from "../features/books/components/series-hero";
import { DeferredEngagement } from "../features/engagement/deferred-engagement";
import { DeferredShare } from "../features/share/deferred-share";
import { useI18n } from "../i18n/i18n-context";
import { localized } from "#worker/contract/localized";
import { ExcerptDownloadPart } from "../features/lead-capture/components/excerpt-download-part";

/* The trailer sits far down the page and brings the music content with it: it loads late. */
const BookTrailer = lazy(() => import("../features/books/components/book-trailer"));

/** Each book's like button, keyed by the book's id. */
const BOOK_LIKES = {
  "book:mortal-vengeance-1": <DeferredEngagement itemId="book:mortal-vengeance-1" comments={false} />,
  "book:mortal-vengeance-2": <DeferredEngagement itemId="book:mortal-vengeance-2" comments={false} />,
};

/** Holds the space of a section that renders just after the opening. */
const PLACEHOLDER = <div aria-hidden="true" className="min-h-[40rem]" />;

export default function SeriesMortalVengeancePage() {
  const { locale } = useI18n();
  return (
    <>
      <SeriesHero
        series={MORTAL_VENGEANCE}
        pageId="seriesMortalVengeance"
        tone="dark"
        actions={<ExcerptDownloadPart excerpt="mortal-vengeance-book-1" tone="gold" />}
      />
      <Progressive placeholder={PLACEHOLDER}>
        <RichSection id="about" heading="aboutSeries" body={MORTAL_VENGEANCE.synopsis} />
      </Progressive>
      <Progressive placeholder={PLACEHOLDER}>
        <SeriesBooks series={MORTAL_VENGEANCE} bookActions={BOOK_LIKES} />
      </Progressive>
      <Progressive placeholder={PLACEHOLDER}>
        <ReaderReviews books={MORTAL_VENGEANCE.books} />
      </Progressive>
      <Progressive placeholder={PLACEHOLDER}>
        <RichSection id="behind-the-story" heading="behindTheStory" body={MORTAL_VENGEANCE.behindTheStory} />
      </Progressive>
      <Progressive placeholder={PLACEHOLDER}>
        <Deferred
          fallback={<div aria-hidden="true" className="min-h-[30rem] bg-ink sm:min-h-[44rem] lg:min-h-[51rem]" />}
        >
          <BookTrailer />
        </Deferred>
      </Progressive>
      <Progressive placeholder={PLACEHOLDER}>
        <EngagementBand>
          <div className="mb-12">
            <DeferredShare
              title={localized(MORTAL_VENGEANCE.title, locale)}
              text={localized(MORTAL_VENGEANCE.summary, locale)}
              path={MORTAL_VENGEANCE.href}
            />
          </div>
          <DeferredEngagement
            itemId="series:mortal-vengeance"
            productId="product:mortal-vengeance-1-ebook"
            productTitle={MORTAL_VENGEANCE.books[0]!.title.en}
          />
        </EngagementBand>
      </Progressive>
    </>
  );
}
