import { useId, useState } from "react";
import type { StudioProductDetail } from "#worker/contract/studio-product-fields";
import type { StudioProductFile } from "#worker/contract/studio-upload-fields";
import { LoadError } from "#client/components/ui/list-states";
import { notifyError, notifySuccess } from "#client/components/ui/toast";
import { useI18n } from "#client/i18n/i18n-context";
import { useLabels } from "#client/i18n/labels";
import { unwrap } from "#client/lib/call-result";
import { useData } from "#client/lib/data-cache";
import { dateFormat } from "#worker/contract/intl-dates";
import { formatFileSize } from "#client/lib/format";
import { forgetCatalogue } from "../catalogue-api";
import { CATALOGUE_LABELS } from "../catalogue-labels";
import { CoverUpload } from "../uploads/cover-upload";
import { FileUpload } from "../uploads/file-upload";
import { studioFilesApi } from "../uploads/uploads-api";
import { ChangeNoteFields, EMPTY_NOTE, noteComplete } from "./change-note-fields";
import { ConfirmDialog } from "./moderation-parts";
import { ProductFileFacts } from "./product-file-facts";
import { FileAlbumRole } from "./file-album-role";
import { BUTTON_TONES, FIELD_CLASS, FIELD_LABEL_CLASS } from "./studio-controls";

type Asking = { kind: "publish" | "remove"; file: StudioProductFile } | null;

/**
 * What a product gives its buyers (decision 046): its files with their versions, each
 * replaced by a new version (new buyers at once, past buyers when published to them) or removed
 * from sale (past buyers keep it), a new file added, and the cover set from one image.
 */
export function ProductFiles({ product, onChanged }: { product: StudioProductDetail; onChanged: () => void }) {
  const label = useLabels(CATALOGUE_LABELS);
  const { locale } = useI18n();
  const ids = useId();
  const files = useData(`studio/product/${product.slug}/files`, () => unwrap(studioFilesApi.files(product.slug)));
  const [newLabel, setNewLabel] = useState("");
  const [replacing, setReplacing] = useState<string | null>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState(EMPTY_NOTE);
  const [noteInvalid, setNoteInvalid] = useState(false);
  const day = dateFormat(locale, { dateStyle: "medium" });

  /** A file changed: its list, the product's summary and warnings are asked again. */
  function changed() {
    void files.mutate();
    forgetCatalogue();
    onChanged();
  }
  async function act() {
    if (!asking) return;
    const { kind, file } = asking;
    // Past buyers read what changed in their language (decision 057): all three are needed.
    if (kind === "publish" && !noteComplete(note)) return setNoteInvalid(true);
    setBusy(true);
    const result =
      kind === "publish" ? await studioFilesApi.publish(file.id, note) : await studioFilesApi.remove(file.id);
    setBusy(false);
    setAsking(null);
    if (!result.ok) return notifyError(label("actionFailed"));
    setNote(EMPTY_NOTE);
    setNoteInvalid(false);
    notifySuccess(kind === "publish" ? label("published", { version: String(file.version) }) : label("fileRemoved"));
    changed();
  }

  let list;
  if (files.error) list = <LoadError onRetry={() => void files.mutate()} />;
  else if (!files.data) list = <p role="status">{label("loadingFiles")}</p>;
  else if (files.data.files.length === 0) list = <p className="text-ink/75">{label("noFilesYet")}</p>;
  else
    list = (
      <ul aria-label={label("filesList")} className="divide-y divide-ink/10 rounded-md ring-1 ring-ink/10">
        {files.data.files.map((file) => (
          <li key={file.id} className="space-y-2 p-3">
            <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <span className="font-semibold">{file.label}</span>
              <span className="font-mono text-xs break-all text-ink/75">{file.fileName}</span>
              <span className="text-sm text-ink/75">
                {formatFileSize(file.sizeBytes, locale)} · {label("version", { version: String(file.version) })}
              </span>
              {file.standIn && (
                <span className="rounded-full bg-orange-100 px-2 py-0.5 text-xs font-semibold text-orange-900">
                  {label("standIn")}
                </span>
              )}
            </div>
            {file.removedAt ? (
              <p className="text-sm">{label("removedOn", { date: day.format(new Date(file.removedAt)) })}</p>
            ) : (
              <p className="text-sm">{label(file.allBuyers ? "everyBuyer" : "newBuyersOnly")}</p>
            )}
            {file.olderVersions.length > 0 && (
              <p className="text-sm text-ink/75">
                {label("olderKept", {
                  versions: file.olderVersions
                    .map((v) => `${label("version", { version: String(v.version) })} (${v.fileName})`)
                    .join(", "),
                })}
              </p>
            )}
            {!file.removedAt && (
              <div className="flex flex-wrap gap-2">
                {!file.allBuyers && (
                  <button
                    type="button"
                    onClick={() => setAsking({ kind: "publish", file })}
                    className={BUTTON_TONES.primary}
                  >
                    {label("publish")}
                  </button>
                )}
                <button
                  type="button"
                  aria-expanded={replacing === file.id}
                  onClick={() => setReplacing((id) => (id === file.id ? null : file.id))}
                  className={BUTTON_TONES.plain}
                >
                  {label("replace")}
                </button>
                <button
                  type="button"
                  onClick={() => setAsking({ kind: "remove", file })}
                  className={BUTTON_TONES.danger}
                >
                  {label("removeFile")}
                </button>
              </div>
            )}
            {!file.removedAt && <ProductFileFacts key={file.version} file={file} onSaved={changed} />}
            {!file.removedAt && <FileAlbumRole file={file} onSaved={changed} />}
            {replacing === file.id && (
              <FileUpload
                productSlug={product.slug}
                replacesFileId={file.id}
                onDone={() => {
                  setReplacing(null);
                  changed();
                }}
              />
            )}
          </li>
        ))}
      </ul>
    );

  return (
    <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
      <section aria-labelledby="product-files" className="space-y-3 rounded-lg bg-white p-4 ring-1 ring-ink/10">
        <h3 id="product-files" className="font-display text-xl font-bold">
          {label("filesHeading")}
        </h3>
        <p className="text-sm text-ink/75">{label("filesIntro")}</p>
        {list}
        <div className="space-y-2 border-t border-ink/10 pt-3">
          <h4 className="font-semibold">{label("addFile")}</h4>
          <div>
            <label htmlFor={`${ids}-label`} className={FIELD_LABEL_CLASS}>
              {label("fileLabel")}
            </label>
            <input
              id={`${ids}-label`}
              value={newLabel}
              maxLength={40}
              onChange={(e) => setNewLabel(e.target.value)}
              aria-describedby={`${ids}-label-help`}
              className={`${FIELD_CLASS} max-w-xs`}
            />
            <p id={`${ids}-label-help`} className="mt-1 text-xs text-ink/70">
              {label("fileLabelHelp")}
            </p>
          </div>
          {newLabel.trim() && (
            // A new upload for each label: the control starts afresh for the next file.
            <FileUpload
              key={newLabel.trim()}
              productSlug={product.slug}
              label={newLabel.trim()}
              // It stays, saying the file is uploaded; another label starts the next file.
              onDone={changed}
            />
          )}
        </div>
      </section>

      <section aria-labelledby="product-cover" className="space-y-3 rounded-lg bg-white p-4 ring-1 ring-ink/10">
        <h3 id="product-cover" className="font-display text-xl font-bold">
          {label("coverHeading")}
        </h3>
        <p className="text-sm text-ink/75">{label("coverIntro")}</p>
        <figure className="space-y-1">
          <img
            src={product.cover.src}
            width={product.cover.width}
            height={product.cover.height}
            alt=""
            loading="lazy"
            className="h-auto max-h-64 w-auto rounded-md ring-1 ring-ink/10"
          />
          <figcaption className="text-sm text-ink/75">
            {product.cover.placeholder ? label("placeholderCover") : label("currentCover")}
          </figcaption>
        </figure>
        <CoverUpload productSlug={product.slug} onDone={changed} />
      </section>

      <ConfirmDialog
        open={asking !== null}
        tone={asking?.kind === "publish" ? "primary" : "dangerSolid"}
        title={
          asking?.kind === "publish"
            ? label("publishTitle", { version: String(asking.file.version), file: asking.file.label })
            : asking
              ? label("removeFileTitle", { file: asking.file.label })
              : ""
        }
        text={asking?.kind === "publish" ? label("publishText") : label("removeFileText")}
        confirmLabel={asking?.kind === "publish" ? label("publish") : label("removeFile")}
        busyLabel={label("working")}
        busy={busy}
        onConfirm={() => void act()}
        onClose={() => setAsking(null)}
      >
        {asking?.kind === "publish" && <ChangeNoteFields note={note} onChange={setNote} invalid={noteInvalid} />}
      </ConfirmDialog>
    </div>
  );
}
