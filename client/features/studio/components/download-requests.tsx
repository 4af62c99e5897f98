import { useId, useState } from "react";
import {
  DOWNLOADS_PER_GRANT,
  type StudioDownloadRequest,
  type StudioDownloadRequestPage,
} from "#worker/contract/file-updates";
import { orderReference } from "#worker/contract/orders-fields";
import { dateFormat } from "#worker/contract/intl-dates";
import { LoadError } from "#client/components/ui/list-states";
import { notifyError, notifySuccess } from "#client/components/ui/toast";
import { useI18n } from "#client/i18n/i18n-context";
import { useLabels } from "#client/i18n/labels";
import { api } from "#client/lib/api-client";
import { settle } from "#client/lib/call-result";
import { FILE_UPDATE_STUDIO_LABELS } from "../file-updates-labels";
import { useKeysetPages } from "../use-keyset-pages";
import { BUTTON_TONES, FIELD_CLASS, FIELD_LABEL_CLASS } from "./studio-controls";

type Status = "open" | "granted";

const requestsApi = {
  page: (status: Status, before?: string) =>
    settle(() => api.studio["download-requests"].$get({ query: { status, ...(before ? { before } : {}) } })),
  grant: (id: string) => settle(() => api.studio["download-requests"][":id"].grant.$post({ param: { id } })),
};

/**
 * Buyers' requests for more downloads (decision 057): waiting ones with a one-click
 * grant, granted ones as a record. A second click anywhere gets "already granted".
 */
export function DownloadRequestsSection() {
  const label = useLabels(FILE_UPDATE_STUDIO_LABELS);
  const { locale } = useI18n();
  const filterId = useId();
  const [status, setStatus] = useState<Status>("open");
  const [busy, setBusy] = useState<string | null>(null);
  const list = useKeysetPages<StudioDownloadRequestPage>(`studio/download-requests/${status}`, async (before) => {
    const result = await requestsApi.page(status, before);
    if (!result.ok) throw new Error(result.code ?? "failed");
    return result.data;
  });
  const day = dateFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  // An album ZIP (decision 055) is named by its format group, in the studio's language.
  const fileName = (r: StudioDownloadRequest) =>
    r.zipGroup ? label("zipOf", { group: r.zipGroup }) : (r.fileLabel ?? r.fileId);

  async function grant(request: StudioDownloadRequest) {
    setBusy(request.id);
    const result = await requestsApi.grant(request.id);
    setBusy(null);
    const names = {
      buyer: request.email ?? orderReference(request.orderId),
      file: fileName(request),
    };
    if (result.ok) notifySuccess(label("grantDone", names));
    else notifyError(result.code === "conflict" ? label("alreadyGranted") : label("grantFailed"));
    // Granted (here or elsewhere): it leaves the waiting list.
    list.update((page) => ({ ...page, requests: page.requests.filter((r) => r.id !== request.id) }));
  }

  const rows = list.pages?.flatMap((p) => p.requests) ?? [];
  return (
    <div className="space-y-4">
      <p className="max-w-3xl text-ink/80">{label("requestsIntro", { count: String(DOWNLOADS_PER_GRANT) })}</p>
      <div className="max-w-xs">
        <label htmlFor={filterId} className={FIELD_LABEL_CLASS}>
          {label("show")}
        </label>
        <select
          id={filterId}
          value={status}
          onChange={(event) => setStatus(event.target.value as Status)}
          className={FIELD_CLASS}
        >
          <option value="open">{label("open")}</option>
          <option value="granted">{label("granted")}</option>
        </select>
      </div>
      {list.error && !list.pages ? (
        <LoadError onRetry={list.refresh} />
      ) : !list.pages ? (
        <p role="status">{label("loading")}</p>
      ) : rows.length === 0 ? (
        <p className="text-ink/75">{label("noRequests")}</p>
      ) : (
        <ul className="divide-y divide-ink/10 rounded-xl bg-white ring-1 ring-ink/10" data-requests={status}>
          {rows.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center justify-between gap-3 p-4" data-request={r.id}>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
                <dt className="text-ink/70">{label("order")}</dt>
                <dd className="font-mono">{orderReference(r.orderId)}</dd>
                <dt className="text-ink/70">{label("buyer")}</dt>
                <dd>{r.email ?? "—"}</dd>
                <dt className="text-ink/70">{label("file")}</dt>
                <dd>
                  {fileName(r)}
                  {r.productTitle ? ` · ${r.productTitle}` : ""}
                </dd>
                <dt className="text-ink/70">{label("downloads")}</dt>
                <dd>
                  {r.downloads} / {r.allowed}
                </dd>
                <dt className="text-ink/70">{label("asked")}</dt>
                <dd>
                  <time dateTime={r.createdAt}>{day.format(new Date(r.createdAt))}</time>
                </dd>
              </dl>
              {r.status === "open" ? (
                <button
                  type="button"
                  className={BUTTON_TONES.primary}
                  disabled={busy === r.id}
                  aria-busy={busy === r.id || undefined}
                  aria-label={label("grantFor", {
                    count: String(DOWNLOADS_PER_GRANT),
                    file: fileName(r),
                    buyer: r.email ?? orderReference(r.orderId),
                  })}
                  onClick={() => void grant(r)}
                >
                  {label("grant", { count: String(DOWNLOADS_PER_GRANT) })}
                </button>
              ) : (
                <p className="text-sm text-ink/75">{label("grantedBy", { who: r.grantedBy ?? "—" })}</p>
              )}
            </li>
          ))}
        </ul>
      )}
      {list.hasMore && (
        <button type="button" className={BUTTON_TONES.plain} onClick={list.loadMore} disabled={list.loadingMore}>
          {label("more")}
        </button>
      )}
    </div>
  );
}
