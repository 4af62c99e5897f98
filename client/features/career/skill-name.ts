import { SKILLS, type SkillId } from "#content/skills";
import type { Locale } from "#worker/contract/locales";
import { localized } from "#worker/contract/localized";

/** A skill as the page's language names it; a tool or a standard keeps its one name. */
export function skillName(id: SkillId, locale: Locale): string {
  const name = SKILLS[id];
  return typeof name === "string" ? name : localized(name, locale);
}
