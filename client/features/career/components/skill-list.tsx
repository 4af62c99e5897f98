import type { SkillId } from "#content/skills";
import { useI18n } from "#client/i18n/i18n-context";
import { useLabels } from "#client/i18n/labels";
import { CAREER_LABELS } from "../labels";
import { skillName } from "../skill-name";
import { tag } from "./styles";

/**
 * Skills as chips, named by a visible "Skills" caption (or by a heading the caller already
 * shows, `labelledBy`), in the page's language (`content/skills.ts`).
 */
export function SkillList({ id, skills, labelledBy }: { id: string; skills: readonly SkillId[]; labelledBy?: string }) {
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
      <ul aria-labelledby={labelledBy ?? captionId} className={`flex flex-wrap gap-2 ${labelledBy ? "" : "mt-3"}`}>
        {skills.map((skill) => (
          <li key={skill} className={tag}>
            {skillName(skill, locale)}
          </li>
        ))}
      </ul>
    </div>
  );
}
