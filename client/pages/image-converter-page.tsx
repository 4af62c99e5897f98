import { PageIntro } from "../features/content/page-intro";
import { ImageConverter } from "../features/image-converter/components/image-converter";

/** /image-converter: the free tool, under the page's own heading and introduction. */
export default function ImageConverterPage() {
  return (
    <>
      <PageIntro pageId="imageConverter" column="6xl" />
      <ImageConverter />
    </>
  );
}
