import { useId } from "react";
import { albumGroups } from "#worker/contract/album-zips";
import type { ProductFileFacts } from "#worker/contract/shop-fields";
import { useI18n } from "#client/i18n/i18n-context";
import { useLabels } from "#client/i18n/labels";
import { formatFileSize } from "#client/lib/format";
import { ALBUM_ZIP_LABELS, ALBUM_ZIP_PLURALS } from "../album-zip-labels";
import { zipContents } from "./order-album-zips";

/**
 * An album's formats before buying (decision 055): each format group as the one ZIP it will
 * download as ("FLAC — all 12 tracks, cover and booklet, 412 MB"), under the file list.
 * Nothing for a product whose files make no album.
 */
export function AlbumFormats({ files }: { files: ProductFileFacts[] }) {
  const { locale } = useI18n();
  const label = useLabels(ALBUM_ZIP_LABELS, ALBUM_ZIP_PLURALS);
  const headingId = useId();
  const groups = albumGroups(
    files.map((file) => ({ ...file, role: file.role ?? null, formatGroup: file.formatGroup ?? null })),
  );
  if (groups.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-8" data-album-formats>
      <h3 id={headingId} className="text-lg font-bold">
        {label("formatsHeading")}
      </h3>
      <p className="mt-1 text-ink/80">{label("formatsIntro")}</p>
      <div className="mt-3 overflow-hidden rounded-2xl bg-white ring-1 ring-ink/10">
        <table className="w-full text-left">
          <thead className="sr-only">
            <tr>
              <th scope="col">{label("format")}</th>
              <th scope="col">{label("contents")}</th>
              <th scope="col">{label("size")}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink/10">
            {groups.map((group) => (
              <tr key={group.key}>
                <th scope="row" className="px-5 py-4 font-semibold">
                  {group.group}
                </th>
                <td className="px-5 py-4 text-ink/80">{zipContents(group, label)}</td>
                <td className="px-5 py-4 text-right text-ink/75 tabular-nums">
                  {formatFileSize(group.sizeBytes, locale)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
