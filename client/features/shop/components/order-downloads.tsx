import { useId, useState } from "react";
import { Link } from "wouter";
import { orderFilePath, type OrderFileView } from "#worker/contract/orders-fields";
import { DownloadIcon } from "#client/components/ui/icons";
import { useI18n } from "#client/i18n/i18n-context";
import { formatFileSize } from "#client/lib/format";
import { PRIMARY_BUTTON } from "./cart-actions";
import { TEXT_LINK } from "./order-parts";
import { FileVersionInfo, RequestMoreDownloads } from "./file-update-parts";
import { useLabels } from "#client/i18n/labels";
import { SHOP_LABELS, SHOP_PLURALS } from "../labels";

/**
 * A paid order's files, each a plain download link (the session cookie goes with it; the
 * Worker checks the order and counts the download). Shared by the success page and the
 * library. `level` is the heading level that fits where it is placed.
 */
export function OrderDownloads({
  orderId,
  files,
  level = 2,
  links,
}: {
  orderId: string;
  files: OrderFileView[];
  level?: 2 | 3;
  /** A guest's signed links by file id (no session to send); the session's paths otherwise. */
  links?: Record<string, string>;
}) {
  const label = useLabels(SHOP_LABELS);
  const headingId = useId();
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId} className={level === 2 ? "font-display text-2xl font-bold" : "text-lg font-bold"}>
        {label("orderDownloads")}
      </Heading>
      {files.length === 0 ? (
        <p className="mt-2 text-ink/75">{label("noFiles")}</p>
      ) : (
        <ul className="mt-3 divide-y divide-ink/10 rounded-xl ring-1 ring-ink/10">
          {files.map((file) => (
            // Keyed by what the Worker last counted, so a fresh answer replaces the local count.
            <DownloadRow
              key={`${file.id}:${file.downloadsLeft}`}
              href={links?.[file.id] ?? orderFilePath(orderId, file.id)}
              file={file}
              orderId={links ? null : orderId}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function DownloadRow({ href, file, orderId }: { href: string; file: OrderFileView; orderId: string | null }) {
  const { locale } = useI18n();
  const label = useLabels(SHOP_LABELS, SHOP_PLURALS);
  const plural = label.plural;
  // Each click uses one download; counted here until the Worker's next answer says so itself.
  const [used, setUsed] = useState(0);
  const left = Math.max(0, file.downloadsLeft - used);
  // A new version's first download is free (decision 057), so it shows even at the limit.
  const canDownload = left > 0 || (file.newVersion === true && used === 0);
  const title = file.productTitle ?? file.fileName;
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3 p-4" data-file={file.id}>
      <div className="min-w-0">
        <p className="font-semibold">
          {file.label}
          {file.productTitle && <span className="font-normal text-ink/75"> · {file.productTitle}</span>}
        </p>
        <p className="mt-0.5 text-sm break-all text-ink/70">
          {file.fileName}
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, </span>
          {formatFileSize(file.sizeBytes, locale)}
        </p>
        <p className={`mt-0.5 text-sm ${left === 0 ? "font-semibold text-wine" : "text-ink/70"}`}>
          {plural("downloadsLeft", left)}
        </p>
        {orderId && <FileVersionInfo orderId={orderId} file={file} />}
      </div>
      {canDownload ? (
        <a
          href={href}
          download={file.fileName}
          onClick={() => setUsed((n) => n + 1)}
          className={`${PRIMARY_BUTTON} px-4 text-sm`}
        >
          <DownloadIcon width="18" height="18" />
          {label("download")}
          <span className="sr-only"> {label("downloadWhat", { label: file.label, title })}</span>
        </a>
      ) : orderId ? (
        <RequestMoreDownloads
          orderId={orderId}
          id={file.id}
          request={file.downloadRequest}
          name={{ label: file.label, title }}
        />
      ) : (
        <p className="max-w-xs text-sm text-ink/80">
          {label("noDownloadsLeft")}{" "}
          <Link href="/contact" className={TEXT_LINK}>
            {label("contactUs")}
          </Link>
        </p>
      )}
    </li>
  );
}
