import { localized } from "../../../worker/contract/localized";
import { useI18n } from "../../i18n/i18n-context";
import { fillLabel } from "../../lib/format";
import { MUSIC_LABELS, type MusicLabel } from "./labels";

/** The music pages' own labels in the visitor's language: `label("listenOn", { store: "Bandcamp" })`. */
export function useMusicLabel(): (key: MusicLabel, values?: Readonly<Record<string, string | number>>) => string {
  const { locale } = useI18n();
  return (key, values) => {
    const text = localized(MUSIC_LABELS[key], locale);
    return values ? fillLabel(text, values) : text;
  };
}
