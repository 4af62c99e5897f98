import { ClickToLoadEmbed } from "#client/components/ui/click-to-load-embed";
import { VIDEO_REFERENCES } from "#content/references";
import { localized } from "#worker/contract/localized";
import { useI18n } from "#client/i18n/i18n-context";
import { durationSeconds } from "#client/lib/format";
import { CAREER_LABELS } from "../labels";
import { CareerSection } from "./career-section";
import { useLabels } from "#client/i18n/labels";

/** "2:48" on screen, "2 min 48 s" for screen readers. */
function Duration({ value }: { value: `PT${string}` }) {
  const label = useLabels(CAREER_LABELS);
  const total = durationSeconds(value);
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return (
    <time dateTime={value} className="tabular-nums">
      <span aria-hidden="true">
        {minutes}:{String(seconds).padStart(2, "0")}
      </span>
      <span className="sr-only">
        {minutes} {label("minutes")} {seconds} {label("seconds")}
      </span>
    </time>
  );
}

/**
 * The video references: who is speaking, the video (nothing reaches YouTube until the visitor
 * presses play) and a written summary for those who would rather read.
 */
export function VideoReferencesSection() {
  const { locale } = useI18n();
  const label = useLabels(CAREER_LABELS);
  const count = VIDEO_REFERENCES.length;
  const heading = label(count === 1 ? "videoReferencesOne" : "videoReferencesOther", { count });
  return (
    <CareerSection id="video-references" heading={heading} intro={label("videoReferencesIntro")}>
      <ul className="grid gap-8 lg:grid-cols-2">
        {VIDEO_REFERENCES.map((reference) => {
          const id = `video-${reference.id}`;
          return (
            <li key={reference.id} className="flex">
              <article
                aria-labelledby={`${id}-heading`}
                className="flex w-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink/5 sm:p-6"
              >
                <h3 id={`${id}-heading`} className="font-display text-2xl font-bold">
                  {reference.person}
                </h3>
                <p className="mt-1 text-ink/75">
                  {localized(reference.role, locale)},{" "}
                  <span className="font-semibold text-wine">{reference.company}</span>
                </p>
                <ClickToLoadEmbed embed={reference.video} className="mt-5" />
                <p className="mt-5 flex-1 leading-relaxed text-pretty text-ink/85">
                  {localized(reference.summary, locale)}
                </p>
                <dl className="mt-5 flex gap-2 text-sm text-ink/75">
                  <dt className="font-semibold">{label("duration")}:</dt>
                  <dd>
                    <Duration value={reference.duration} />
                  </dd>
                </dl>
              </article>
            </li>
          );
        })}
      </ul>
    </CareerSection>
  );
}
