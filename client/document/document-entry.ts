import { splitLocale } from "#worker/contract/locales";
import { startFrame } from "./frame";
import { startIslands } from "./island-loader";

/*
 * The one script a document loads before anyone uses it (docs/decisions/072-*.md): the frame,
 * and the islands' loader. React comes with the first island that is needed.
 */
startFrame();
startIslands(splitLocale(window.location.pathname).locale);
// The page's scripts have taken over what the boot script kept; browser tests wait for this.
document.documentElement.dataset.appReady = "true";
