/**
 * The rules a prerendered opening draws with (docs/decisions/030-opening-styles.md): the build
 * runs each opening through Beasties, which keeps the stylesheet's rules whose selectors match
 * an element of the document (a state such as :hover or [open] counted as matching), with the
 * at-rules around them, the layer order and Tailwind's @property declarations.
 */
import Beasties from "beasties";

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"[^>]*>/;
const ROOT = /<div id="root">\s*<\/div>/;

/**
 * One Beasties per build: it reads the stylesheet from the client output once and keeps it.
 * `shell` is the built index.html; `clientDir` the client output it links the stylesheet from.
 */
export function openingStyles(clientDir: string, shell: string) {
  if (!STYLESHEET_LINK.test(shell) || !ROOT.test(shell))
    throw new Error("index.html has no stylesheet link or no empty #root");
  const beasties = new Beasties({
    path: clientDir,
    publicPath: "/",
    // Only the selection is taken from its output: the Worker writes the document, and the boot
    // script loads the whole stylesheet after the first paint.
    pruneSource: false,
    inlineFonts: false,
    reduceInlineStyles: false,
    mergeStylesheets: true,
    // Beasties can't match a selector that starts with :where() or :is() and would drop it;
    // Tailwind writes space-y-* and divide-* that way. They are few (14), so all are kept. Nor
    // can it match the session's states, which the Worker and the frame set on <html>.
    allowRules: [/^:where\(/, /^:is\(/, /^html\[data-session=/],
    compress: true,
    logLevel: "warn",
  });
  /** The rules the shell and this opening use, in the stylesheet's order. */
  return async (opening: string): Promise<string> => {
    const page = await beasties.process(shell.replace(ROOT, () => `<div id="root">${opening}</div>`));
    const css = page.match(/<style>([\s\S]*?)<\/style>/)?.[1];
    if (css === undefined) throw new Error("Beasties kept no rules for an opening");
    return css;
  };
}
