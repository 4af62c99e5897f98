import { useId } from "react";

export interface DailyPoint {
  day: string;
  views: number;
  visitors: number;
}

const HEIGHT = 160;

/**
 * Views per day as bars and visitors as a line over them, in plain SVG. Shape tells them apart
 * as well as colour (bars against a dotted line, named in the legend), and the chart carries a
 * one-sentence summary as its accessible name; the caller offers the table of figures.
 */
export function DailyChart({
  points,
  summary,
  viewsLabel,
  visitorsLabel,
}: {
  points: DailyPoint[];
  summary: string;
  viewsLabel: string;
  visitorsLabel: string;
}) {
  const titleId = useId();
  const peak = Math.max(1, ...points.map((p) => p.views));
  const width = Math.max(points.length * 4, 280);
  const slot = width / Math.max(points.length, 1);
  const y = (value: number) => HEIGHT - (value / peak) * (HEIGHT - 8);
  const line = points.map((p, i) => `${i === 0 ? "M" : "L"}${(i + 0.5) * slot} ${y(p.visitors).toFixed(1)}`).join("");
  return (
    <figure className="space-y-2">
      <svg
        role="img"
        aria-labelledby={titleId}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-40 w-full rounded-md bg-white ring-1 ring-ink/10"
      >
        <title id={titleId}>{summary}</title>
        {points.map((p, i) => (
          <rect
            key={p.day}
            x={i * slot + slot * 0.15}
            y={y(p.views)}
            width={slot * 0.7}
            height={HEIGHT - y(p.views)}
            className="fill-wine/70"
          />
        ))}
        <path
          d={line}
          fill="none"
          className="stroke-ink"
          strokeWidth={2}
          strokeDasharray="3 3"
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      <figcaption className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-ink/80" aria-hidden="true">
        <span className="inline-flex items-center gap-2">
          <span className="inline-block h-3 w-3 bg-wine/70" /> {viewsLabel}
        </span>
        <span className="inline-flex items-center gap-2">
          <span className="inline-block w-5 border-t-2 border-dashed border-ink" /> {visitorsLabel}
        </span>
      </figcaption>
    </figure>
  );
}
