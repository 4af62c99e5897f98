import { useId, useState, type FormEvent } from "react";
import type { OrderFileView } from "#worker/contract/orders-fields";
import type { KindleSettings } from "#worker/contract/delivery-fields";
import { notifySuccess } from "#client/components/ui/toast";
import { useI18n } from "#client/i18n/i18n-context";
import { useLabels } from "#client/i18n/labels";
import { dataOrThrow } from "#client/lib/call-result";
import { useData } from "#client/lib/data-cache";
import { formatFileSize } from "#client/lib/format";
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from "../components/cart-actions";
import { deliveryApi } from "./delivery-api";
import { DELIVERY_LABELS, type DeliveryLabel } from "./delivery-labels";

const CARD = "rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink/10 sm:p-6";
const INPUT =
  "min-w-0 flex-1 rounded-lg border border-ink/25 bg-white px-3 py-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-wine";

/** The reader's Kindle settings, shared by the settings panel and every order's send buttons. */
function useKindleSettings(userId: string) {
  const { data, mutate } = useData(["kindle", userId], async () => dataOrThrow(await deliveryApi.kindle()));
  return { settings: data, update: (next: KindleSettings) => void mutate(next, { revalidate: false }) };
}

/** Files Amazon's mail service turns into Kindle books (the Worker checks the type again). */
const kindleReadable = (file: OrderFileView) => /\.(epub|pdf)$/i.test(file.fileName);

const fieldError = (code: string | undefined): DeliveryLabel | null =>
  code && code in DELIVERY_LABELS ? (code as DeliveryLabel) : null;

/**
 * The library's Send-to-Kindle settings: the address saved once (editable, removable), and in
 * the reader's language which sender to approve at Amazon, with the size limit.
 */
export function KindleSettingsPanel({ userId }: { userId: string }) {
  const { locale } = useI18n();
  const label = useLabels(DELIVERY_LABELS);
  const { settings, update } = useKindleSettings(userId);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState("");
  const [error, setError] = useState<DeliveryLabel | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  if (!settings) return null;
  const showForm = editing || !settings.address;

  async function save(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const result = await deliveryApi.saveKindle(draft);
    setBusy(false);
    if (result.ok) {
      update(result.data);
      setEditing(false);
      setError(null);
      notifySuccess(label("kindleSavedToast"));
    } else {
      setError(fieldError(result.fields?.address?.[0]) ?? "kindleFailed");
    }
  }

  async function remove() {
    setBusy(true);
    const result = await deliveryApi.deleteKindle();
    setBusy(false);
    if (result.ok) {
      update(result.data);
      setDraft("");
      notifySuccess(label("kindleDeletedToast"));
    } else setError("kindleFailed");
  }

  return (
    <section aria-labelledby={`${id}-heading`} className={`${CARD} mb-6`} data-kindle-settings="">
      <h2 id={`${id}-heading`} className="font-display text-xl font-bold">
        {label("kindleHeading")}
      </h2>
      <p className="mt-2 text-ink/80">{label("kindleIntro")}</p>
      {showForm ? (
        <form onSubmit={(event) => void save(event)} className="mt-4 flex flex-col gap-1" noValidate>
          <label htmlFor={`${id}-address`} className="text-sm font-semibold">
            {label("kindleAddressLabel")}
          </label>
          <div className="flex flex-wrap gap-2">
            <input
              id={`${id}-address`}
              type="email"
              autoComplete="off"
              spellCheck={false}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-hint ${id}-error`}
              className={INPUT}
            />
            <button type="submit" aria-disabled={busy || undefined} className={`${PRIMARY_BUTTON} min-h-10 px-4 py-2`}>
              {label("kindleSave")}
            </button>
            {settings.address && (
              <button
                type="button"
                onClick={() => {
                  setEditing(false);
                  setError(null);
                }}
                className={`${SECONDARY_BUTTON} min-h-10 px-4 py-2`}
              >
                {label("kindleCancel")}
              </button>
            )}
          </div>
          <p id={`${id}-hint`} className="text-sm text-ink/70">
            {label("kindleAddressHint")}
          </p>
          <p id={`${id}-error`} role="status" className="text-sm font-semibold text-wine">
            {error ? label(error) : ""}
          </p>
        </form>
      ) : (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <p className="font-semibold break-all">{label("kindleSaved", { address: settings.address ?? "" })}</p>
          <button
            type="button"
            onClick={() => {
              setDraft(settings.address ?? "");
              setEditing(true);
            }}
            className={`${SECONDARY_BUTTON} min-h-9 px-3 py-1 text-sm`}
          >
            {label("kindleEdit")}
          </button>
          <button
            type="button"
            aria-disabled={busy || undefined}
            onClick={() => void remove()}
            className={`${SECONDARY_BUTTON} min-h-9 px-3 py-1 text-sm`}
          >
            {label("kindleDelete")}
          </button>
        </div>
      )}
      <p className="mt-4 text-sm text-ink/80">{label("kindleApprove", { sender: settings.sender })}</p>
      <p className="mt-1 text-sm text-ink/70">
        {label("kindleLimits", { size: formatFileSize(settings.maxBytes, locale) })}
      </p>
    </section>
  );
}

/**
 * An order's "Send to Kindle" buttons, one per EPUB or PDF, under its downloads; what became of a
 * send is said in a live region. Without a saved address, a line points to the settings above.
 */
export function KindleSend({ userId, orderId, files }: { userId: string; orderId: string; files: OrderFileView[] }) {
  const { locale } = useI18n();
  const label = useLabels(DELIVERY_LABELS);
  const { settings } = useKindleSettings(userId);
  const [busy, setBusy] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const readable = files.filter(kindleReadable);
  if (!settings || readable.length === 0) return null;
  if (!settings.address) return <p className="mt-3 text-sm text-ink/70">{label("kindleNeedsAddress")}</p>;

  async function send(file: OrderFileView) {
    if (busy) return;
    setBusy(file.id);
    setStatus(label("kindleSending"));
    const result = await deliveryApi.sendToKindle(orderId, file.id, locale);
    setBusy(null);
    if (result.ok) {
      setStatus(label("kindleSent", { file: result.data.fileName, address: result.data.to }));
      return;
    }
    const size = formatFileSize(settings?.maxBytes ?? 0, locale);
    setStatus(
      result.status === 413
        ? label("kindleTooLarge", { size })
        : result.status === 429
          ? label(result.retryAfter ? "kindleTooMany" : "kindleLimitReached")
          : label("kindleFailed"),
    );
  }

  return (
    <div className="mt-3" data-kindle-send={orderId}>
      <ul className="flex flex-wrap gap-2">
        {readable.map((file) => (
          <li key={file.id}>
            <button
              type="button"
              aria-disabled={busy === file.id || undefined}
              onClick={() => void send(file)}
              className={`${SECONDARY_BUTTON} min-h-9 px-3 py-1 text-sm`}
            >
              {label("sendToKindle")}
              <span className="text-ink/70"> · {file.label}</span>
              <span className="sr-only">
                {" "}
                {label("sendToKindleWhat", { label: file.label, title: file.productTitle ?? file.fileName })}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <p role="status" className="mt-2 text-sm font-semibold">
        {status}
      </p>
    </div>
  );
}
