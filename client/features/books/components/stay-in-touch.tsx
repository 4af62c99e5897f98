import { Link } from "wouter";
import { BooksSection } from "./books-section";
import { useLabels } from "#client/i18n/labels";
import { BOOK_LABELS } from "../labels";

const BUTTON =
  "inline-flex min-h-11 items-center rounded-full px-6 py-2.5 font-semibold transition-colors motion-reduce:transition-none";

/** For a series that isn't out yet: where news of it will appear, and how to ask about it. */
export function StayInTouch() {
  const label = useLabels(BOOK_LABELS);
  return (
    <BooksSection
      id="stay-in-touch"
      tone="sea"
      width="narrow"
      heading={label("stayInTouch")}
      intro={label("stayInTouchText")}
    >
      <div className="flex flex-wrap gap-4">
        <Link href="/news" className={`${BUTTON} bg-gold text-ink hover:bg-white`}>
          {label("readNews")}
        </Link>
        <Link href="/contact" className={`${BUTTON} text-white ring-1 ring-white/70 hover:bg-white hover:text-sea`}>
          {label("contact")}
        </Link>
      </div>
    </BooksSection>
  );
}
