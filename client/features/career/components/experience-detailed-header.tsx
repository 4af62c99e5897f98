import { ROLES } from "#content/career";
import { localized } from "#worker/contract/localized";
import { useI18n } from "#client/i18n/i18n-context";
import { CAREER_LABELS } from "../labels";
import { CareerPageHeader } from "./career-page-header";
import { useLabels } from "#client/i18n/labels";

/** The opening of /experience-detailed, with a jump list of the roles below it. */
export function ExperienceDetailedHeader() {
  const { locale } = useI18n();
  const label = useLabels(CAREER_LABELS);
  return (
    <CareerPageHeader pageId="experienceDetailed" withBreadcrumb>
      <nav aria-labelledby="roles-nav" className="mt-10">
        <p id="roles-nav" className="text-sm font-semibold tracking-[0.18em] text-wine uppercase">
          {label("rolesNav")}
        </p>
        <ul className="mt-4 flex flex-wrap gap-2">
          {ROLES.map((role) => (
            <li key={role.id}>
              <a
                href={`#role-${role.id}`}
                className="inline-flex min-h-11 items-center rounded-full bg-white px-4 py-2 text-sm font-medium text-ink ring-1 ring-ink/10 transition-colors hover:bg-wine hover:text-white motion-reduce:transition-none"
              >
                {localized(role.title, locale)}
                <span className="sr-only">, {role.organisation}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </CareerPageHeader>
  );
}
