import { Link } from "wouter";
import { DNA_LABELS } from "../labels";
import { useLabels } from "#client/i18n/labels";

const button =
  "inline-flex min-h-11 items-center justify-center rounded-full px-5 py-2.5 font-semibold transition-colors motion-reduce:transition-none";

/** The way on from the principles: a conversation, or the results they produced. */
export function DnaCta() {
  const label = useLabels(DNA_LABELS);
  return (
    <section aria-labelledby="dna-cta-heading" className="on-dark bg-ink py-16 text-white sm:py-20">
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 sm:px-6 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id="dna-cta-heading" className="font-display text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {label("ctaHeading")}
          </h2>
          <p className="mt-4 text-lg text-pretty text-white/85">{label("ctaText")}</p>
        </div>
        <ul className="flex flex-wrap gap-3">
          <li>
            <Link href="/contact" className={`${button} bg-gold text-ink hover:bg-white`}>
              {label("getInTouch")}
            </Link>
          </li>
          <li>
            <Link
              href="/success-stories"
              className={`${button} text-white ring-1 ring-white/70 hover:bg-white hover:text-ink`}
            >
              {label("successStories")}
            </Link>
          </li>
        </ul>
      </div>
    </section>
  );
}
