/**
 * Parts of a document that act on what the server drew without React (decision 073): the
 * attribute that names a part's behaviour, written by the server's markup, and the one the
 * behaviour sets once it has started, before which a press on the part is kept for it.
 */
export const BEHAVIOUR_ATTRIBUTE = "data-behaviour";
export const BEHAVIOUR_STARTED_ATTRIBUTE = "data-started";

export type Behaviour = "carousel" | "tab-filter" | "filter-form";

/** The attributes of a behaviour's root element. */
export const behaviourRoot = (behaviour: Behaviour) => ({ [BEHAVIOUR_ATTRIBUTE]: behaviour });

/**
 * A document's markup with every state its behaviours can set drawn in (a carousel paused, a
 * tab's items hidden): the build keeps the rules of these too, beside the rules the page is
 * drawn with (decision 030), since a behaviour runs without asking for the whole stylesheet.
 */
export function behaviourStates(html: string): string {
  return html
    .replaceAll('data-playing="true"', 'data-playing="false"')
    .replace(/<(\w+)(?=[^>]*\sdata-shown-in=)/g, "<$1 hidden");
}
