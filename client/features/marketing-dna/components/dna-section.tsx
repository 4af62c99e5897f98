import type { ReactNode } from "react";

const TONES = {
  paper: "bg-paper text-ink",
  white: "bg-white text-ink",
} as const;

/** A band of /marketing-dna: a section named by its h2, with an optional short introduction. */
export function DnaSection({
  id,
  heading,
  intro,
  tone = "paper",
  children,
}: {
  id: string;
  heading: string;
  intro?: string;
  tone?: keyof typeof TONES;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={`${TONES[tone]} scroll-mt-32 py-16 sm:py-20`}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="max-w-3xl">
          <h2 id={`${id}-heading`} className="font-display text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {heading}
          </h2>
          {intro && <p className="mt-4 text-lg text-pretty text-ink/75">{intro}</p>}
        </div>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
