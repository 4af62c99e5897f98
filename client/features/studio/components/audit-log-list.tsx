import type { AuditRow } from "#worker/contract/studio";
import { LoadError } from "#client/components/ui/list-states";
import { useI18n } from "#client/i18n/i18n-context";
import { useLabels } from "#client/i18n/labels";
import { dataOrThrow } from "#client/lib/call-result";
import { dateFormat } from "#worker/contract/intl-dates";
import { auditDetailLines } from "../audit-details";
import { STUDIO_LABELS } from "../labels";
import { studioApi } from "../studio-api";
import { useKeysetPages } from "../use-keyset-pages";

type Label = ReturnType<typeof useLabels<typeof STUDIO_LABELS>>;

/** An action's words, or the action's own name for one this version doesn't know. */
function actionText(label: Label, action: string): string {
  const key = `action.${action}`;
  return key in STUDIO_LABELS ? label(key as keyof typeof STUDIO_LABELS) : action;
}

/** The details worth reading: how the code was given, else each field that changed. */
function detailLines(label: Label, row: AuditRow, date: (ms: number) => string): string[] {
  const method = (row.after as { method?: string } | null)?.method;
  const key = `method.${method}`;
  if (method && key in STUDIO_LABELS) return [label(key as keyof typeof STUDIO_LABELS)];
  return auditDetailLines(row.before, row.after, { date, yes: label("yes"), no: label("no") });
}

/**
 * The audit log, newest first, fifty at a time: older pages are fetched on request by the last
 * id seen (keyset), so the list stays as quick at fifty thousand entries as at fifty.
 */
export function AuditLogList() {
  const label = useLabels(STUDIO_LABELS);
  const { locale } = useI18n();
  const when = dateFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  const list = useKeysetPages("studio/audit-log", async (before: number | undefined) =>
    dataOrThrow(await studioApi.auditLog(before)),
  );

  if (list.error && !list.pages) return <LoadError onRetry={list.refresh} />;
  if (!list.pages) return <p role="status">{label("checking")}</p>;
  const rows = list.pages.flatMap((page) => page.entries);
  if (rows.length === 0)
    return <p className="rounded-lg border border-dashed border-ink/25 bg-white p-6">{label("auditEmpty")}</p>;

  return (
    <div className="space-y-4">
      <div className="overflow-x-auto rounded-lg bg-white ring-1 ring-ink/10">
        <table className="w-full text-left text-sm">
          <thead className="bg-ink/5 text-ink/80">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                {label("when")}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {label("who")}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {label("what")}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {label("item")}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {label("details")}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-t border-ink/10 align-top">
                <td className="px-3 py-2 whitespace-nowrap">
                  <time dateTime={new Date(row.at).toISOString()}>{when.format(new Date(row.at))}</time>
                </td>
                <td className="px-3 py-2">{row.actorEmail}</td>
                <td className="px-3 py-2">{actionText(label, row.action)}</td>
                <td className="px-3 py-2 font-mono text-xs break-all">
                  {row.objectType ? `${row.objectType}${row.objectId ? ` · ${row.objectId}` : ""}` : ""}
                </td>
                <td className="px-3 py-2 text-ink/80">
                  <ul className="space-y-0.5 break-words">
                    {detailLines(label, row, (ms) => when.format(new Date(ms))).map((line, i) => (
                      <li key={i}>{line}</li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {list.error && <LoadError onRetry={list.refresh} />}
      {list.hasMore && (
        <button
          type="button"
          onClick={list.loadMore}
          aria-busy={list.loadingMore || undefined}
          className="inline-flex min-h-11 items-center rounded-md px-4 font-semibold text-wine ring-1 ring-wine/40 hover:bg-wine/5"
        >
          {list.loadingMore ? label("loadingOlder") : label("older")}
        </button>
      )}
    </div>
  );
}

/** The audit log's section: what it records, then the log. */
export function AuditLogSection() {
  const label = useLabels(STUDIO_LABELS);
  return (
    <>
      <p className="text-ink/80">{label("auditLogIntro")}</p>
      <AuditLogList />
    </>
  );
}
