import { useI18n } from "../../../i18n/i18n-context";
import { CAREER_LABELS } from "../labels";
import { tag } from "./styles";
import { useLabels } from "../../../i18n/labels";

/**
 * Skills as chips, named by a visible "Skills" caption (or by a heading the caller already
 * shows, `labelledBy`). The skill names are written in English in the content, so they are
 * marked as English on the Spanish and Catalan pages.
 */
export function SkillList({ id, skills, labelledBy }: { id: string; skills: readonly string[]; labelledBy?: string }) {
  const { locale } = useI18n();
  const label = useLabels(CAREER_LABELS);
  const captionId = `${id}-skills`;
  return (
    <div>
      {!labelledBy && (
        <p id={captionId} className="text-sm font-semibold tracking-wide text-ink/75 uppercase">
          {label("skills")}
        </p>
      )}
      <ul
        aria-labelledby={labelledBy ?? captionId}
        lang={locale === "en" ? undefined : "en"}
        className={`flex flex-wrap gap-2 ${labelledBy ? "" : "mt-3"}`}
      >
        {skills.map((skill) => (
          <li key={skill} className={tag}>
            {skill}
          </li>
        ))}
      </ul>
    </div>
  );
}
