import { PageIntro } from "../features/content/page-intro";
import { NewsList } from "../features/news/components/news-list";

export default function NewsPage() {
  return (
    <>
      <PageIntro pageId="news" column="7xl" />
      <div className="bg-paper pb-20 text-ink">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <NewsList />
        </div>
      </div>
    </>
  );
}
