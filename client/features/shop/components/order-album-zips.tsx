import { useId, useState } from "react";
import { Link } from "wouter";
import { orderZipPath, type OrderZipView } from "#worker/contract/album-zips";
import { DownloadIcon } from "#client/components/ui/icons";
import { useI18n } from "#client/i18n/i18n-context";
import { useLabels } from "#client/i18n/labels";
import { formatFileSize } from "#client/lib/format";
import { ALBUM_ZIP_LABELS, ALBUM_ZIP_PLURALS } from "../album-zip-labels";
import { FILE_UPDATE_LABELS } from "../file-updates-labels";
import { SHOP_LABELS, SHOP_PLURALS } from "../labels";
import { PRIMARY_BUTTON } from "./cart-actions";
import { RequestMoreDownloads } from "./file-update-parts";
import { TEXT_LINK } from "./order-parts";

type ZipLabels = ReturnType<typeof useLabels<typeof ALBUM_ZIP_LABELS, typeof ALBUM_ZIP_PLURALS>>;

/** What an album ZIP holds, in words: "all 12 tracks, cover and booklet". */
export function zipContents(
  zip: Pick<OrderZipView, "trackCount" | "hasCover" | "hasBooklet">,
  label: ZipLabels,
): string {
  const extras =
    zip.hasCover && zip.hasBooklet
      ? label("withCoverAndBooklet")
      : zip.hasCover
        ? label("withCover")
        : zip.hasBooklet
          ? label("withBooklet")
          : null;
  const tracks = label.plural("allTracks", zip.trackCount);
  return extras ? `${tracks}, ${extras}` : tracks;
}

/**
 * An order's albums, each format as one ZIP download (decision 055), beside its single files
 * (`OrderDownloads`). Nothing shows for an order without albums.
 */
export function OrderAlbumZips({
  orderId,
  zips,
  level = 2,
  links,
}: {
  orderId: string;
  zips: OrderZipView[] | undefined;
  level?: 2 | 3;
  /** A guest's signed links by id (no session to send); the session's paths otherwise. */
  links?: Record<string, string>;
}) {
  const { locale } = useI18n();
  const label = useLabels(ALBUM_ZIP_LABELS, ALBUM_ZIP_PLURALS);
  const headingId = useId();
  if (!zips || zips.length === 0) return null;
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <Heading id={headingId} className={level === 2 ? "font-display text-2xl font-bold" : "text-lg font-bold"}>
        {label("heading")}
      </Heading>
      <p className="mt-1 text-sm text-ink/75">{label("intro")}</p>
      <ul className="mt-3 divide-y divide-ink/10 rounded-xl ring-1 ring-ink/10">
        {zips.map((zip) => (
          <ZipRow
            key={`${zip.id}:${zip.downloadsLeft}`}
            zip={zip}
            href={links?.[zip.id] ?? `${orderZipPath(orderId, zip.id)}?locale=${locale}`}
            orderId={links ? null : orderId}
          />
        ))}
      </ul>
    </section>
  );
}

/** `orderId`: the signed-in owner's order, who can ask for more at the limit; null for a guest's link. */
function ZipRow({ zip, href, orderId }: { zip: OrderZipView; href: string; orderId: string | null }) {
  const { locale } = useI18n();
  const label = useLabels(ALBUM_ZIP_LABELS, ALBUM_ZIP_PLURALS);
  const shop = useLabels(SHOP_LABELS, SHOP_PLURALS);
  const updates = useLabels(FILE_UPDATE_LABELS);
  // Each click uses one download; counted here until the Worker's next answer says so itself.
  const [used, setUsed] = useState(0);
  const left = Math.max(0, zip.downloadsLeft - used);
  const title = zip.productTitle ?? zip.productSlug;
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3 p-4" data-zip={zip.id}>
      <div className="min-w-0">
        <p className="font-semibold">
          {zip.group}
          <span className="font-normal text-ink/75"> · {title}</span>
        </p>
        <p className="mt-0.5 text-sm text-ink/70">
          {zipContents(zip, label)}
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, </span>
          {formatFileSize(zip.sizeBytes, locale)}
        </p>
        <p className={`mt-0.5 text-sm ${left === 0 ? "font-semibold text-wine" : "text-ink/70"}`}>
          {shop.plural("downloadsLeft", left)}
        </p>
      </div>
      {left > 0 ? (
        <a href={href} download onClick={() => setUsed((n) => n + 1)} className={`${PRIMARY_BUTTON} px-4 text-sm`}>
          <DownloadIcon width="18" height="18" />
          {label("downloadZip")}
          <span className="sr-only"> {label("downloadZipWhat", { group: zip.group, title })}</span>
        </a>
      ) : orderId ? (
        <RequestMoreDownloads
          orderId={orderId}
          id={zip.id}
          request={zip.downloadRequest}
          name={{ label: updates("zipName", { group: zip.group }), title }}
          zip
        />
      ) : (
        <p className="max-w-xs text-sm text-ink/80">
          {shop("noDownloadsLeft")}{" "}
          <Link href="/contact" className={TEXT_LINK}>
            {shop("contactUs")}
          </Link>
        </p>
      )}
    </li>
  );
}
