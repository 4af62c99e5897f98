import { PageIntro } from "../features/content/page-intro";

export default function ImageConverterPage() {
  return <PageIntro pageId="imageConverter" />;
}
