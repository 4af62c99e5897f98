import { useId, useState } from "react";
import type { DownloadRequestView } from "#worker/contract/file-updates";
import { orderFilePath, type OrderFileView } from "#worker/contract/orders-fields";
import { useI18n } from "#client/i18n/i18n-context";
import { useLabels } from "#client/i18n/labels";
import { useData } from "#client/lib/data-cache";
import { formatFileSize } from "#client/lib/format";
import { fileUpdatesApi } from "../file-updates-api";
import { FILE_UPDATE_LABELS } from "../file-updates-labels";
import { formatOrderDate, TEXT_LINK } from "./order-parts";

/**
 * A file's versions in the library (decision 057): the "new version" marker until the
 * owner downloads it, what changed, and the earlier versions, still downloadable.
 */
export function FileVersionInfo({ orderId, file }: { orderId: string; file: OrderFileView }) {
  const { locale } = useI18n();
  const label = useLabels(FILE_UPDATE_LABELS);
  const earlier = file.earlierVersions ?? [];
  const note = file.changeNote?.[locale];
  if (!file.newVersion && !note && earlier.length === 0) return null;
  return (
    <div className="mt-2 space-y-2 text-sm">
      {file.newVersion && (
        <p>
          <span className="rounded-full bg-wine px-2 py-0.5 text-xs font-semibold text-white">
            {label("newVersion")}
          </span>{" "}
          <span className="text-ink/80">{label("newVersionFree")}</span>
        </p>
      )}
      {note && (
        <details>
          <summary className="cursor-pointer font-medium">
            {label("whatChanged")} · {label("versionN", { version: String(file.version ?? 1) })}
          </summary>
          <p className="mt-1 whitespace-pre-line text-ink/80">{note}</p>
        </details>
      )}
      {earlier.length > 0 && (
        <details>
          <summary className="cursor-pointer font-medium">{label("earlierVersions")}</summary>
          <ul className="mt-1 space-y-1">
            {earlier.map((v) => (
              <li key={v.version}>
                <a
                  href={`${orderFilePath(orderId, file.id)}?version=${v.version}`}
                  download={v.fileName}
                  className={TEXT_LINK}
                >
                  {label("downloadVersion", { version: String(v.version) })}
                </a>
                <span className="text-ink/70">
                  {" "}
                  · {v.fileName} · {formatFileSize(v.sizeBytes, locale)}
                  {v.note?.[locale] ? ` · ${v.note[locale]}` : ""}
                </span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

/**
 * In place of the download when a file's limit is reached, or an album ZIP's: one press asks the
 * author for more (decisions 057 and 055); an open request says so instead of the button. The
 * owner is never locked out: the order and the file stay listed.
 */
export function RequestMoreDownloads({
  orderId,
  id,
  request: initial,
  name,
  zip = false,
}: {
  orderId: string;
  /** The file's id, or the album ZIP's. */
  id: string;
  request: DownloadRequestView | null | undefined;
  /** What the button is for, in its accessible name: the file's label (or ZIP's format) and title. */
  name: { label: string; title: string };
  zip?: boolean;
}) {
  const { locale } = useI18n();
  const label = useLabels(FILE_UPDATE_LABELS);
  const statusId = useId();
  const [request, setRequest] = useState<DownloadRequestView | null>(initial?.status === "open" ? initial : null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  async function ask() {
    setBusy(true);
    setFailed(false);
    const result = await fileUpdatesApi.requestMore(orderId, id, locale);
    setBusy(false);
    if (result.ok) setRequest(result.data.request);
    else setFailed(true);
  }
  return (
    <div className="max-w-xs text-sm">
      <p className="text-ink/80">{label(zip ? "atLimitZip" : "atLimit")}</p>
      <p id={statusId} role="status" className="mt-1 text-ink/80">
        {request ? label("requested", { date: formatOrderDate(request.createdAt, locale) }) : ""}
        {failed ? label("requestFailed") : ""}
      </p>
      {!request && (
        <button
          type="button"
          onClick={() => void ask()}
          disabled={busy}
          aria-busy={busy || undefined}
          aria-describedby={statusId}
          // The visible words start the name (WCAG 2.5.3); the file says which of the list's buttons.
          aria-label={label("requestMoreFor", name)}
          className="mt-2 rounded-lg px-3 py-2 font-semibold text-wine ring-1 ring-wine/40 hover:bg-wine/5 focus-visible:outline-2 disabled:opacity-60"
        >
          {busy ? label("requesting") : label("requestMore")}
        </button>
      )}
    </div>
  );
}

/** The library's opt-in to one email per new version of what the reader bought (off by default). */
export function UpdateEmailsChoice({ userId }: { userId: string }) {
  const { locale } = useI18n();
  const label = useLabels(FILE_UPDATE_LABELS);
  const id = useId();
  const consent = useData(["file-update-consent", userId], async () => {
    const result = await fileUpdatesApi.consent();
    if (!result.ok) throw new Error(result.code ?? "failed");
    return result.data;
  });
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState("");
  if (!consent.data) return null;
  async function change(enabled: boolean) {
    setSaving(true);
    const result = await fileUpdatesApi.setConsent(enabled, locale);
    setSaving(false);
    if (!result.ok) return setMessage(label("updateEmailsFailed"));
    void consent.mutate(result.data, { revalidate: false });
    setMessage(enabled ? label("updateEmailsOn") : label("updateEmailsOff"));
  }
  return (
    <div className="rounded-xl bg-white/70 p-4 ring-1 ring-ink/10">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          checked={consent.data.enabled}
          disabled={saving}
          onChange={(event) => void change(event.target.checked)}
          aria-describedby={`${id}-hint`}
          className="mt-1 size-4 accent-wine"
        />
        <div>
          <label htmlFor={id} className="font-medium">
            {label("updateEmails")}
          </label>
          <p id={`${id}-hint`} className="text-sm text-ink/70">
            {label("updateEmailsHint")}
          </p>
        </div>
      </div>
      <p role="status" className="mt-1 text-sm text-ink/80">
        {message}
      </p>
    </div>
  );
}
