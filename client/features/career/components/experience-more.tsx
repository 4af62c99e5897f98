import { Link } from "wouter";
import { ChevronRightIcon } from "#client/components/ui/icons";
import { CAREER_LABELS } from "../labels";
import { CareerSection } from "./career-section";
import { useLabels } from "#client/i18n/labels";

/** The way on from the overview: every role in full, and the references. */
export function ExperienceMore() {
  const label = useLabels(CAREER_LABELS);
  const links = [
    {
      href: "/experience-detailed",
      title: label("detailedLinkTitle"),
      text: label("detailedLinkText"),
    },
    {
      href: "/experience/references",
      title: label("referencesLinkTitle"),
      text: label("referencesLinkText"),
    },
  ];
  return (
    <CareerSection id="more" heading={label("moreHeading")}>
      <ul className="grid gap-6 md:grid-cols-2">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              className="group flex h-full items-center gap-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/5 transition-shadow hover:shadow-md hover:ring-wine/30 motion-reduce:transition-none sm:p-8"
            >
              <span className="flex-1">
                <span className="block font-display text-2xl font-bold text-wine group-hover:underline">
                  {link.title}
                </span>
                <span className="mt-2 block text-ink/80">{link.text}</span>
              </span>
              <span
                aria-hidden="true"
                className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-wine text-white transition-transform group-hover:translate-x-1 motion-reduce:transition-none motion-reduce:group-hover:translate-x-0"
              >
                <ChevronRightIcon />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </CareerSection>
  );
}
