import type { Role } from "#content/types";
import { localized } from "#worker/contract/localized";
import { useI18n } from "#client/i18n/i18n-context";
import { CAREER_LABELS } from "../labels";
import { RoleDates } from "./role-dates";
import { SkillList } from "./skill-list";
import { useLabels } from "#client/i18n/labels";

/** One role in full: who, where and when, then what I did, what came of it and the skills it took. */
export function RoleArticle({ role }: { role: Role }) {
  const { locale } = useI18n();
  const label = useLabels(CAREER_LABELS);
  const id = `role-${role.id}`;
  const lists = [
    {
      key: "responsibilities",
      heading: label("responsibilities"),
      items: localized(role.responsibilities, locale),
    },
    { key: "achievements", heading: label("achievements"), items: localized(role.achievements, locale) },
  ] as const;
  return (
    <article
      id={id}
      aria-labelledby={`${id}-heading`}
      className="scroll-mt-32 rounded-2xl bg-paper p-6 ring-1 ring-ink/5 sm:p-10"
    >
      <header className="flex flex-col gap-4 border-b border-ink/10 pb-6 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id={`${id}-heading`} className="font-display text-3xl font-bold tracking-tight text-balance">
            {localized(role.title, locale)}
          </h2>
          <p className="mt-2 text-lg font-semibold text-wine">{role.organisation}</p>
          <p className="mt-1 text-ink/75">{localized(role.location, locale)}</p>
        </div>
        <p className="flex shrink-0 flex-wrap items-center gap-2 text-sm font-semibold">
          <RoleDates
            role={role}
            className="rounded-full bg-white px-3 py-1.5 text-ink/80 tabular-nums ring-1 ring-ink/10"
          />
          {!role.end && <span className="rounded-full bg-wine px-3 py-1.5 text-white">{label("current")}</span>}
        </p>
      </header>
      <p className="mt-6 max-w-3xl text-lg leading-relaxed text-pretty">{localized(role.summary, locale)}</p>
      <div className="mt-8 grid gap-8 lg:grid-cols-2 lg:gap-12">
        {lists.map((list) => (
          <div key={list.key}>
            <h3 className="font-display text-xl font-bold">{list.heading}</h3>
            <ul className="mt-4 list-disc space-y-2 pl-5 leading-relaxed text-ink/85 marker:text-wine">
              {list.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="mt-8">
        <h3 id={`${id}-skills`} className="font-display text-xl font-bold">
          {label("skills")}
        </h3>
        <div className="mt-4">
          <SkillList id={id} skills={role.skills} labelledBy={`${id}-skills`} />
        </div>
      </div>
    </article>
  );
}
