import { useId } from "react";

/** One slot of the chart: its bar and, if the chart has a line, the line's value there. */
export interface ChartPoint {
  key: string;
  bar: number;
  line?: number;
}

const HEIGHT = 160;

/**
 * A series as bars, with an optional second series as a line over them, in plain SVG (both on
 * the bars' scale). Shape tells them apart as well as colour (bars against a dotted line, named
 * in the legend), and the chart carries a one-sentence summary as its accessible name; the
 * caller offers the table of figures.
 */
export function BarChart({
  points,
  summary,
  barLabel,
  lineLabel,
}: {
  points: ChartPoint[];
  summary: string;
  barLabel: string;
  lineLabel?: string;
}) {
  const titleId = useId();
  const peak = Math.max(1, ...points.map((p) => Math.max(p.bar, p.line ?? 0)));
  const width = Math.max(points.length * 4, 280);
  const slot = width / Math.max(points.length, 1);
  const y = (value: number) => HEIGHT - (Math.max(0, value) / peak) * (HEIGHT - 8);
  const line = lineLabel
    ? points.map((p, i) => `${i === 0 ? "M" : "L"}${(i + 0.5) * slot} ${y(p.line ?? 0).toFixed(1)}`).join("")
    : null;
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
            key={p.key}
            x={i * slot + slot * 0.15}
            y={y(p.bar)}
            width={slot * 0.7}
            height={HEIGHT - y(p.bar)}
            className="fill-wine/70"
          />
        ))}
        {line && (
          <path
            d={line}
            fill="none"
            className="stroke-ink"
            strokeWidth={2}
            strokeDasharray="3 3"
            vectorEffect="non-scaling-stroke"
          />
        )}
      </svg>
      <figcaption className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-ink/80" aria-hidden="true">
        <span className="inline-flex items-center gap-2">
          <span className="inline-block h-3 w-3 bg-wine/70" /> {barLabel}
        </span>
        {lineLabel && (
          <span className="inline-flex items-center gap-2">
            <span className="inline-block w-5 border-t-2 border-dashed border-ink" /> {lineLabel}
          </span>
        )}
      </figcaption>
    </figure>
  );
}
