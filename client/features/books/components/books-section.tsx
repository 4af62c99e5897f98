import type { ReactNode } from "react";

export type SectionTone = "paper" | "white" | "ink" | "wine" | "sea";

/** Gold reads well on ink and wine, not on sea (under 4.5:1), so sea's eyebrow stays white. */
const TONES: Record<SectionTone, { band: string; intro: string; eyebrow: string }> = {
  paper: { band: "bg-paper text-ink", intro: "text-ink/75", eyebrow: "text-wine" },
  white: { band: "bg-white text-ink", intro: "text-ink/75", eyebrow: "text-wine" },
  ink: { band: "bg-ink text-white", intro: "text-white/80", eyebrow: "text-gold" },
  wine: { band: "bg-wine-dark text-white", intro: "text-white/85", eyebrow: "text-gold" },
  sea: { band: "bg-sea text-white", intro: "text-white/90", eyebrow: "text-white" },
};

/**
 * A band of a book page: a region named by its h2, with an optional eyebrow and intro. `id`
 * is also the fragment the page's own links jump to (scroll margin clears the fixed header).
 */
export function BooksSection({
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
  const { band, intro: introClass, eyebrow: eyebrowClass } = TONES[tone];
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={`${band} scroll-mt-24 py-20 sm:py-24`}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="max-w-3xl">
          {eyebrow && (
            <p className={`text-sm font-semibold tracking-[0.18em] uppercase ${eyebrowClass}`}>{eyebrow}</p>
          )}
          <h2 id={`${id}-heading`} className={`font-display text-3xl font-bold tracking-tight text-balance sm:text-4xl ${eyebrow ? "mt-3" : ""}`}>
            {heading}
          </h2>
          {intro && <p className={`mt-4 text-lg text-pretty ${introClass}`}>{intro}</p>}
        </div>
        {/* Narrow bands keep the wide bands' left edge and a comfortable line length. */}
        <div className={`mt-10 ${width === "narrow" ? "max-w-3xl" : ""}`}>{children}</div>
      </div>
    </section>
  );
}
