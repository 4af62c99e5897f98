import type { ReactNode } from "react";

export type SectionTone = "paper" | "white" | "ink" | "night";

const TONES: Record<SectionTone, { band: string; intro: string; eyebrow: string }> = {
  paper: { band: "bg-paper text-ink", intro: "text-ink/75", eyebrow: "text-wine" },
  white: { band: "bg-white text-ink", intro: "text-ink/75", eyebrow: "text-wine" },
  ink: { band: "bg-ink text-white", intro: "text-white/80", eyebrow: "text-gold" },
  /** Deep blue-violet, the colours of the AIE artwork. */
  night: { band: "bg-[#1b1d3f] text-white", intro: "text-white/80", eyebrow: "text-gold" },
};

/**
 * A band of a music page: a region named by its h2, with an optional eyebrow and intro. `id`
 * is also the fragment the page's "On this page" links jump to (scroll margin clears the header).
 */
export function MusicSection({
  id,
  heading,
  eyebrow,
  intro,
  tone = "paper",
  width = "wide",
  children,
}: {
  id: string;
  heading: string;
  eyebrow?: string;
  intro?: string;
  tone?: SectionTone;
  width?: "wide" | "narrow";
  children: ReactNode;
}) {
  const style = TONES[tone];
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={`${style.band} scroll-mt-24 py-20 sm:py-24`}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="max-w-3xl">
          {eyebrow && <p className={`text-sm font-semibold tracking-[0.18em] uppercase ${style.eyebrow}`}>{eyebrow}</p>}
          <h2 id={`${id}-heading`} className={`font-display text-3xl font-bold tracking-tight text-balance sm:text-4xl ${eyebrow ? "mt-3" : ""}`}>
            {heading}
          </h2>
          {intro && <p className={`mt-4 text-lg text-pretty ${style.intro}`}>{intro}</p>}
        </div>
        {/* Narrow bands keep the wide bands' left edge and a comfortable line length. */}
        <div className={`mt-10 ${width === "narrow" ? "max-w-3xl" : ""}`}>{children}</div>
      </div>
    </section>
  );
}
