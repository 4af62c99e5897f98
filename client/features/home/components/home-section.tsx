import type { ReactNode } from "react";

/** A home page band: a labelled section with its heading, an optional intro and the content. */
export function HomeSection({
  id,
  heading,
  intro,
  tone = "paper",
  children,
}: {
  id: string;
  heading: string;
  intro?: string;
  tone?: "paper" | "white" | "ink";
  children: ReactNode;
}) {
  const tones = { paper: "bg-paper text-ink", white: "bg-white text-ink", ink: "bg-ink text-white" };
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={`${tones[tone]} py-20 sm:py-24`}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="max-w-3xl">
          <h2 id={`${id}-heading`} className="font-display text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {heading}
          </h2>
          {intro && <p className={`mt-4 text-lg text-pretty ${tone === "ink" ? "text-white/80" : "text-ink/75"}`}>{intro}</p>}
        </div>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
