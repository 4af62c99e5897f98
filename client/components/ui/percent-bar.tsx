/** A share drawn as a gold bar on a faint track; decorative, since the figure is written beside it. */
export function PercentBar({ value, className }: { value: number; className: string }) {
  return (
    <span aria-hidden="true" className={className}>
      <span className="block h-full rounded-full bg-gold" style={{ width: `${value}%` }} />
    </span>
  );
}
