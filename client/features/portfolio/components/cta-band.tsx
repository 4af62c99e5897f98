import { Link } from "wouter";

const TONES = {
  ink: "bg-ink",
  wine: "bg-gradient-to-br from-wine-dark via-wine to-[#6b3a1a]",
} as const;

/** A closing band: a heading, a sentence and one call to action leading to another page. */
export function CtaBand({
  id,
  heading,
  text,
  href,
  action,
  tone = "ink",
}: {
  id: string;
  heading: string;
  text: string;
  href: string;
  action: string;
  tone?: keyof typeof TONES;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className={`on-dark ${TONES[tone]} py-16 text-white sm:py-20`}>
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <h2 id={`${id}-heading`} className="font-display text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {heading}
        </h2>
        <p className="mt-4 text-lg leading-relaxed text-pretty text-white/85">{text}</p>
        <Link
          href={href}
          className="mt-8 inline-flex min-h-11 items-center rounded-full bg-gold px-6 py-3 font-semibold text-ink transition-colors hover:bg-white motion-reduce:transition-none"
        >
          {action}
        </Link>
      </div>
    </section>
  );
}
