import type { Localized } from "#content/types";
import { useI18n } from "#client/i18n/i18n-context";
import { localized } from "#worker/contract/localized";
import { MusicSection } from "./music-section";
import { useLabels } from "#client/i18n/labels";
import { MUSIC_LABELS } from "../labels";

/** A release's credits, one line each. */
export function CreditsSection({
  credits,
  tone = "white",
}: {
  credits: Localized<readonly string[]>;
  tone?: "paper" | "white";
}) {
  const { locale } = useI18n();
  const label = useLabels(MUSIC_LABELS);
  return (
    <MusicSection id="credits" tone={tone} width="narrow" heading={label("credits")}>
      <ul className="space-y-3 text-lg leading-relaxed text-ink/85">
        {localized(credits, locale).map((line) => (
          <li key={line} className="border-l-4 border-gold pl-4">
            {line}
          </li>
        ))}
      </ul>
    </MusicSection>
  );
}
