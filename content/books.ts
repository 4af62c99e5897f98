/**
 * The book series: Mortal Vengeance (published) and IMALIVE (coming soon). Each series lives in
 * its own file under ./books, so a series page carries only its own texts.
 */
import { IMALIVE } from "./books/imalive";
import { MORTAL_VENGEANCE } from "./books/mortal-vengeance";

export { IMALIVE, MORTAL_VENGEANCE };
export const SERIES = [MORTAL_VENGEANCE, IMALIVE] as const;
