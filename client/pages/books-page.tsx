import { PageIntro } from "../features/content/page-intro";

export default function BooksPage() {
  return <PageIntro pageId="books" hero />;
}
