import { ActingPart } from "../../islands/island";
import { EmbedPlayer, type EmbedProps } from "./embed-player";

/**
 * A third-party player that costs nothing until asked for (embed-player.tsx). In a document it
 * is an island whose code loads on the first press or focus, and that press starts the player.
 */
export function ClickToLoadEmbed(props: EmbedProps) {
  return <ActingPart island="embed-player" load="press" props={props} component={EmbedPlayer} />;
}
