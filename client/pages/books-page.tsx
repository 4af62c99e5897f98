import { lazy } from "react";
import { Progressive } from "../components/ui/progressive";
import { Deferred } from "../components/ui/deferred";
import { IMALIVE, MORTAL_VENGEANCE } from "#content/books";
import { BooksHero } from "../features/books/components/books-hero";
import { ExcerptCta } from "../features/books/components/excerpt-cta";
import { SeriesBookList } from "../features/books/components/series-book-list";
import { SeriesOverview } from "../features/books/components/series-overview";

/* The excerpt button sits in a deferred spot: its code (form, checks, dialog) never comes with the first load. */
const ExcerptDownloadPart = lazy(() =>
  import("../features/lead-capture/components/excerpt-download-part").then((m) => ({ default: m.ExcerptDownloadPart })),
);

/** Holds the space of a section that renders just after the opening. */
const PLACEHOLDER = <div aria-hidden="true" className="min-h-[40rem]" />;

export default function BooksPage() {
  return (
    <>
      <BooksHero featured={MORTAL_VENGEANCE} />
      <Progressive placeholder={PLACEHOLDER}>
        <SeriesOverview series={[MORTAL_VENGEANCE, IMALIVE]} />
      </Progressive>
      <Progressive placeholder={PLACEHOLDER}>
        <SeriesBookList series={MORTAL_VENGEANCE} />
      </Progressive>
      <Progressive placeholder={PLACEHOLDER}>
        <ExcerptCta
          cover={MORTAL_VENGEANCE.books[0]!.cover}
          action={
            <Deferred fallback={<div aria-hidden="true" className="h-11" />}>
              <ExcerptDownloadPart excerpt="mortal-vengeance-book-1" tone="gold" />
            </Deferred>
          }
        />
      </Progressive>
    </>
  );
}
