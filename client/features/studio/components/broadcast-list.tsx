import { dateFormat } from "#worker/contract/intl-dates";
import { numberFormat } from "#worker/contract/intl-formats";
import type { BroadcastSummary } from "#worker/contract/studio-newsletter-fields";
import { useI18n } from "#client/i18n/i18n-context";
import { useLabels } from "#client/i18n/labels";
import { dataOrThrow } from "#client/lib/call-result";
import { newsletterApi } from "../newsletter-api";
import { NEWSLETTER_LABELS } from "../newsletter-labels";
import { useKeysetPages } from "../use-keyset-pages";
import { BroadcastProgressBar } from "./broadcast-progress";
import { KeysetList } from "./keyset-list";
import { BUTTON_TONES } from "./studio-controls";

const STATUS_TONE = {
  draft: "bg-ink/10 text-ink/80",
  sending: "bg-amber-100 text-amber-900",
  sent: "bg-emerald-100 text-emerald-900",
} as const;

/** The broadcasts, newest first, each with its figures; a draft opens in the editor. */
export function BroadcastList({ onOpen }: { onOpen: (id: string) => void }) {
  const label = useLabels(NEWSLETTER_LABELS);
  const { locale } = useI18n();
  const when = dateFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  const count = numberFormat(locale);
  const list = useKeysetPages("studio/newsletter/broadcasts", async (before) =>
    dataOrThrow(await newsletterApi.broadcasts(before)),
  );
  const rows: BroadcastSummary[] = list.pages?.flatMap((p) => p.broadcasts) ?? [];

  return (
    <div className="space-y-4">
      <button type="button" onClick={() => onOpen("new")} className={BUTTON_TONES.primary}>
        {label("newBroadcast")}
      </button>
      <KeysetList
        list={list}
        count={rows.length}
        label={label("broadcastList")}
        texts={{
          loading: label("loading"),
          empty: label("noBroadcasts"),
          more: label("more"),
          loadingMore: label("loading"),
        }}
      >
        {rows.map((b) => (
          <li key={b.id} className="space-y-2 px-4 py-3">
            <div className="flex flex-wrap items-center gap-2">
              <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_TONE[b.status]}`}>
                {label(`status.${b.status}`)}
              </span>
              <span className="text-xs font-medium text-ink/70 uppercase">{label(`language.${b.locale}`)}</span>
              <button
                type="button"
                onClick={() => onOpen(b.id)}
                className="text-left font-semibold text-wine underline underline-offset-4 hover:no-underline"
              >
                {b.subject}
              </button>
            </div>
            <p className="text-sm text-ink/70">
              {b.sent
                ? label("sentOn", { date: when.format(new Date(b.sent)) })
                : label("updatedOn", { date: when.format(new Date(b.updated)) })}
            </p>
            {b.counts && (
              <p className="text-sm">
                {label("counts", {
                  sent: count.format(b.counts.sent),
                  failed: count.format(b.counts.failed),
                  unsubscribed: count.format(b.counts.unsubscribedSince),
                })}
              </p>
            )}
            {b.status === "sending" && b.progress && <BroadcastProgressBar progress={b.progress} />}
            {b.status === "draft" && b.lastError && (
              <p className="text-sm text-orange-800">{label("lastError", { error: b.lastError })}</p>
            )}
          </li>
        ))}
      </KeysetList>
    </div>
  );
}
