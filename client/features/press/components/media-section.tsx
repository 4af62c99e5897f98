import { localized } from "#worker/contract/localized";
import { pressFileUrl, type PressFile } from "#worker/contract/press-kit";
import { DownloadIcon } from "#client/components/ui/icons";
import { useLabels } from "#client/i18n/labels";
import { formatFileSize } from "#client/lib/format";
import { PRESS_LABELS } from "../labels";
import { FORMAT_NAMES, mediaCards, type MediaCard } from "../media";

const CARDS = mediaCards();
const GROUPS = [
  { kind: "photo", heading: "photos" },
  { kind: "cover", heading: "covers" },
  { kind: "logo", heading: "logos" },
] as const;

/** The photos, covers and logos, each with its thumbnail and its files to download. */
export function MediaGroups() {
  const label = useLabels(PRESS_LABELS);
  return (
    <div className="space-y-12">
      {GROUPS.map((group) => (
        <section key={group.kind} aria-labelledby={`media-${group.kind}`}>
          <h3 id={`media-${group.kind}`} className="font-display text-2xl font-bold">
            {label(group.heading)}
          </h3>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {CARDS.filter((card) => card.kind === group.kind).map((card) => (
              <MediaItem key={card.id} card={card} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function MediaItem({ card }: { card: MediaCard }) {
  const label = useLabels(PRESS_LABELS);
  const { locale } = label;
  const title = localized(card.title, locale);
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink/5" data-media={card.id}>
      <div className={`flex h-56 items-center justify-center p-4 ${card.dark ? "bg-ink" : "bg-paper"}`}>
        <img
          src={card.thumbnail.src}
          width={card.thumbnail.width}
          height={card.thumbnail.height}
          alt={localized(card.alt, locale)}
          loading="lazy"
          decoding="async"
          className="h-auto max-h-full w-auto max-w-full object-contain"
        />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h4 className="font-semibold">{title}</h4>
        <ul className="mt-3 space-y-3">
          {card.files.map((file) => (
            <FileLink key={file.file} file={file} title={title} />
          ))}
        </ul>
      </div>
    </li>
  );
}

function FileLink({ file, title }: { file: PressFile; title: string }) {
  const label = useLabels(PRESS_LABELS);
  const format = FORMAT_NAMES[file.type];
  const size = formatFileSize(file.bytes, label.locale);
  return (
    <li>
      <a
        href={pressFileUrl(file.file)}
        download={file.file}
        type={file.type}
        data-bytes={file.bytes}
        className="inline-flex min-h-11 items-center gap-2 rounded-full bg-wine px-4 text-sm font-semibold text-white transition-colors hover:bg-wine-dark motion-reduce:transition-none"
      >
        <DownloadIcon aria-hidden="true" />
        {label("download", { format })}
        <span className="sr-only">: {label("downloadSuffix", { title, size })}</span>
      </a>
      <p className="mt-1 text-sm text-ink/70">
        {label("format", { format, width: file.width, height: file.height, size })}
      </p>
    </li>
  );
}
