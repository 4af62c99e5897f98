import { Link } from "wouter";
import { goldButton, outlineLightButton } from "./styles";

/** The closing band of a career page: a short invitation and one or two next steps. */
export function CareerCta({
  id,
  heading,
  text,
  actions,
}: {
  id: string;
  heading: string;
  text: string;
  actions: readonly { href: string; label: string }[];
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="on-dark bg-gradient-to-br from-ink via-[#2a1520] to-wine-dark py-16 text-white sm:py-20"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 sm:px-6 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id={`${id}-heading`} className="font-display text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {heading}
          </h2>
          <p className="mt-4 text-lg text-pretty text-white/85">{text}</p>
        </div>
        <ul className="flex flex-wrap gap-3">
          {actions.map((action, index) => (
            <li key={action.href}>
              <Link href={action.href} className={index === 0 ? goldButton : outlineLightButton}>
                {action.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
