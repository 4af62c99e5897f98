import type { ReactNode } from "react";

export type SectionTone = "paper" | "white" | "ink" | "wine" | "sea" | "night";

/** Gold reads well on ink, wine and night, not on sea (under 4.5:1), so sea's eyebrow stays white. */
const TONES: Record<SectionTone, { band: string; intro: string; eyebrow: string }> = {
  paper: { band: "bg-paper text-ink", intro: "text-ink/75", eyebrow: "text-wine" },
  white: { band: "bg-white text-ink", intro: "text-ink/75", eyebrow: "text-wine" },
  ink: { band: "on-dark bg-ink text-white", intro: "text-white/80", eyebrow: "text-gold" },
  wine: { band: "on-dark bg-wine-dark text-white", intro: "text-white/85", eyebrow: "text-gold" },
  sea: { band: "on-dark bg-sea text-white", intro: "text-white/90", eyebrow: "text-white" },
  /** Deep blue-violet, the colours of the AIE artwork. */
  night: { band: "on-dark bg-[#1b1d3f] text-white", intro: "text-white/80", eyebrow: "text-gold" },
};

const SPACING = {
  roomy: "scroll-mt-24 py-20 sm:py-24",
  compact: "scroll-mt-32 py-16 sm:py-20",
} as const;

const MAX_WIDTH = { "6xl": "max-w-6xl", "7xl": "max-w-7xl" } as const;

/**
 * A band of a content page: a region named by its h2, with an optional eyebrow and intro. `id`
 * is also the fragment in-page links jump to (the scroll margin clears the fixed header).
 */
export function PageSection({
  id,
  heading,
  eyebrow,
  intro,
  tone = "paper",
  width = "wide",
  maxWidth = "7xl",
  spacing = "roomy",
  children,
}: {
  id: string;
  heading: ReactNode;
  eyebrow?: string;
  intro?: ReactNode;
  tone?: SectionTone;
  /** Narrow bands keep the wide bands' left edge and a comfortable line length. */
  width?: "wide" | "narrow";
  maxWidth?: keyof typeof MAX_WIDTH;
  spacing?: keyof typeof SPACING;
  children: ReactNode;
}) {
  const style = TONES[tone];
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={`${style.band} ${SPACING[spacing]}`}>
      <div className={`mx-auto ${MAX_WIDTH[maxWidth]} px-4 sm:px-6`}>
        <div className="max-w-3xl">
          {eyebrow && <p className={`text-sm font-semibold tracking-[0.18em] uppercase ${style.eyebrow}`}>{eyebrow}</p>}
          <h2
            id={`${id}-heading`}
            className={`font-display text-3xl font-bold tracking-tight text-balance sm:text-4xl ${eyebrow ? "mt-3" : ""}`}
          >
            {heading}
          </h2>
          {intro && <p className={`mt-4 text-lg text-pretty ${style.intro}`}>{intro}</p>}
        </div>
        <div className={`mt-10 ${width === "narrow" ? "max-w-3xl" : ""}`}>{children}</div>
      </div>
    </section>
  );
}
