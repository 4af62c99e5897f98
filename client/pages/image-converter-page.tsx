import { PageIntro } from "../features/content/page-intro";
import { SETTINGS_STORAGE_KEY } from "../features/image-converter/converter-settings";
import { Island } from "../islands/island";

/**
 * /image-converter: the free tool, under the page's own heading and introduction. The tool is
 * an island whose code (and its workers) loads on the first press, focus or file dragged in,
 * or as soon as the browser is idle for a visitor whose settings it remembers.
 */
export default function ImageConverterPage() {
  return (
    <>
      <PageIntro pageId="imageConverter" column="6xl" />
      <Island name="image-converter" load="press" props={{}} remembers={SETTINGS_STORAGE_KEY} />
    </>
  );
}
