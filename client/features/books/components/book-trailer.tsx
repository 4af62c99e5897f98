import { TRAILER } from "#content/music";
import { TrailerSection } from "./trailer-section";

/**
 * The Mortal Vengeance trailer band. A module of its own, so a series page can load it (and
 * the music content it comes from) lazily, as the visitor scrolls towards it.
 */
export default function BookTrailer() {
  return <TrailerSection embed={TRAILER} />;
}
