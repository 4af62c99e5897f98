import type { BroadcastProgress } from "#worker/contract/studio-newsletter-fields";
import { numberFormat } from "#worker/contract/intl-formats";
import { useI18n } from "#client/i18n/i18n-context";
import { useLabels } from "#client/i18n/labels";
import { NEWSLETTER_LABELS } from "../newsletter-labels";

/** Deliveries handed over or settled: sent, failed, or skipped (unsubscribed meanwhile). */
export const doneOf = (p: BroadcastProgress) => p.sent + p.failed + p.skipped;

/**
 * A send's progress bar: a native <progress> (read by screen readers as a value) with its
 * figures in words beside it, so neither the bar nor colour alone carries them.
 */
export function BroadcastProgressBar({ progress }: { progress: BroadcastProgress }) {
  const label = useLabels(NEWSLETTER_LABELS);
  const { locale } = useI18n();
  const count = numberFormat(locale);
  const done = doneOf(progress);
  const preparing = !progress.enqueued && progress.total === 0;
  return (
    <div className="space-y-1">
      <progress
        aria-label={label("progressLabel")}
        max={Math.max(progress.total, 1)}
        value={preparing ? undefined : done}
        className="h-3 w-full overflow-hidden rounded-full accent-wine"
      />
      <p className="text-sm text-ink/80" aria-live="polite">
        {preparing
          ? label("progressPreparing")
          : progress.status === "sent"
            ? `${label("sendDone")} ${label("progressText", {
                done: count.format(done),
                total: count.format(progress.total),
                sent: count.format(progress.sent),
                failed: count.format(progress.failed),
                skipped: count.format(progress.skipped),
              })}`
            : label("progressText", {
                done: count.format(done),
                total: count.format(progress.total),
                sent: count.format(progress.sent),
                failed: count.format(progress.failed),
                skipped: count.format(progress.skipped),
              })}
      </p>
    </div>
  );
}
