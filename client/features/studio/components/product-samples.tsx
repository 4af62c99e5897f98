import { useId, useRef, useState, type FormEvent } from "react";
import { LOCALE_NAMES, LOCALES, type Locale } from "#worker/contract/locales";
import { SAMPLE_LIMITS, type SampleKind, type StudioSample } from "#worker/contract/studio-samples";
import { LoadError } from "#client/components/ui/list-states";
import { notifyError, notifySuccess } from "#client/components/ui/toast";
import { useLabels } from "#client/i18n/labels";
import type { CallResult } from "#client/lib/call-result";
import { unwrap } from "#client/lib/call-result";
import { useData } from "#client/lib/data-cache";
import { forgetCatalogue } from "../catalogue-api";
import { studioSamplesApi } from "../samples-api";
import { SAMPLES_LABELS, type SamplesLabel } from "../samples-labels";
import { percentOf, runUpload, UploadError } from "../uploads/upload-engine";
import { browserTransport } from "../uploads/uploads-api";
import { ConfirmDialog } from "./moderation-parts";
import { BUTTON_TONES, FIELD_CLASS, FIELD_LABEL_CLASS } from "./studio-controls";

type Errors = Partial<Record<"file" | "title" | "durationSeconds" | "locale", string>>;

/**
 * Browsers type some sample files loosely (an M4A as audio/x-m4a, an XHTML as nothing): the
 * extension says what the Worker expects.
 */
const TYPE_BY_EXTENSION: Record<string, string> = {
  mp3: "audio/mpeg",
  m4a: "audio/mp4",
  ogg: "audio/ogg",
  opus: "audio/ogg",
  wav: "audio/wav",
  flac: "audio/flac",
  epub: "application/epub+zip",
  xhtml: "application/xhtml+xml",
  html: "text/html",
  htm: "text/html",
};
export const sampleContentType = (file: File) =>
  TYPE_BY_EXTENSION[file.name.split(".").pop()?.toLowerCase() ?? ""] ?? (file.type || "application/octet-stream");

/** The first code of each field a refusal names, mapped to this form's fields. */
function errorsOf(result: CallResult<unknown>): Errors {
  if (result.ok || !result.fields) return {};
  const out: Errors = {};
  for (const [field, codes] of Object.entries(result.fields)) {
    const code = codes[0];
    if (!code) continue;
    if (field === "title" || field === "durationSeconds" || field === "locale") out[field] = code;
    else out.file = code; // uploadId, kind, contentType, sizeBytes: all about the chosen file
  }
  return out;
}

/**
 * A product's samples in the studio (decision 058): the list, each retitled or removed
 * (after a confirmation); a listening sample uploaded with its title and length; a sample
 * chapter per language uploaded (replacing that language's). A change is public at once.
 */
export function ProductSamples({ productSlug }: { productSlug: string }) {
  const label = useLabels(SAMPLES_LABELS);
  const samples = useData(`studio/product/${productSlug}/samples`, () => unwrap(studioSamplesApi.list(productSlug)));
  const [asking, setAsking] = useState<StudioSample | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function changed() {
    void samples.mutate();
    forgetCatalogue();
  }
  async function remove() {
    if (!asking) return;
    setBusy(true);
    const result = await studioSamplesApi.remove(asking.id);
    setBusy(false);
    setAsking(null);
    if (!result.ok) return notifyError(label("actionFailed"));
    notifySuccess(label("removed"));
    changed();
  }

  let list;
  if (samples.error) list = <LoadError onRetry={() => void samples.mutate()} />;
  else if (!samples.data) list = <p role="status">{label("loading")}</p>;
  else if (samples.data.samples.length === 0) list = <p className="text-ink/75">{label("none")}</p>;
  else
    list = (
      <ul aria-label={label("list")} className="divide-y divide-ink/10 rounded-md ring-1 ring-ink/10">
        {samples.data.samples.map((sample) => (
          <li key={sample.id} className="space-y-2 p-3">
            <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <span className="font-semibold">{sample.title}</span>
              {(["es", "ca"] as const).map((l) =>
                sample.titles[l] ? (
                  <span key={l} className="text-sm" lang={l}>
                    {LOCALE_NAMES[l]}: {sample.titles[l]}
                  </span>
                ) : null,
              )}
              <span className="text-sm text-ink/75">
                {label(`kind.${sample.kind}`)}
                {sample.locale ? ` · ${LOCALE_NAMES[sample.locale]}` : ""}
                {sample.durationSeconds ? ` · ${label("lasts", { seconds: String(sample.durationSeconds) })}` : ""}
              </span>
              <span className="font-mono text-xs break-all text-ink/75">{sample.fileName}</span>
            </div>
            {editing === sample.id ? (
              <EditSample
                sample={sample}
                onDone={(saved) => {
                  setEditing(null);
                  if (saved) changed();
                }}
              />
            ) : (
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  onClick={() => setEditing(sample.id)}
                  aria-label={`${label("edit")}: ${sample.title}`}
                  className={BUTTON_TONES.plain}
                >
                  {label("edit")}
                </button>
                <button
                  type="button"
                  onClick={() => setAsking(sample)}
                  aria-label={`${label("remove")}: ${sample.title}`}
                  className={BUTTON_TONES.danger}
                >
                  {label("remove")}
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
    );

  return (
    <section aria-labelledby="product-samples" className="space-y-3 rounded-lg bg-white p-4 ring-1 ring-ink/10">
      <h3 id="product-samples" className="font-display text-xl font-bold">
        {label("heading")}
      </h3>
      <p className="text-sm text-ink/75">{label("intro")}</p>
      {list}
      <div className="grid gap-4 border-t border-ink/10 pt-3 lg:grid-cols-2">
        <AddSample kind="audio" productSlug={productSlug} onAdded={changed} />
        <AddSample kind="chapter" productSlug={productSlug} onAdded={changed} />
      </div>
      <ConfirmDialog
        open={asking !== null}
        title={asking ? label("removeTitle", { title: asking.title }) : ""}
        text={label("removeText")}
        confirmLabel={label("remove")}
        busyLabel={label("working")}
        busy={busy}
        onConfirm={() => void remove()}
        onClose={() => setAsking(null)}
      />
    </section>
  );
}

/** The words for a field's code, or the plain failure. */
function useErrorText() {
  const label = useLabels(SAMPLES_LABELS);
  return (code: string | undefined) => {
    if (!code) return undefined;
    const key = `error.${code}`;
    return key in SAMPLES_LABELS ? label(key as SamplesLabel) : label("actionFailed");
  };
}

/** A field's error, tied to its control by id. */
function FieldError({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} className="mt-1 text-sm text-red-800">
      {text}
    </p>
  ) : null;
}

/** Uploads a new listening sample or sample chapter, then records it with its title. */
function AddSample({ kind, productSlug, onAdded }: { kind: SampleKind; productSlug: string; onAdded: () => void }) {
  const label = useLabels(SAMPLES_LABELS);
  const errorText = useErrorText();
  const ids = useId();
  const form = useRef<HTMLFormElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState("");
  const [titles, setTitles] = useState(NO_TITLES);
  const [seconds, setSeconds] = useState("");
  const [locale, setLocale] = useState<Locale>("en");
  const [errors, setErrors] = useState<Errors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [status, setStatus] = useState("");

  async function submit(event: FormEvent) {
    event.preventDefault();
    const local: Errors = {};
    if (!file) local.file = "file_required";
    if (!title.trim()) local.title = "title_required";
    if (kind === "audio" && !/^\d+$/.test(seconds.trim())) {
      local.durationSeconds = seconds.trim() ? "seconds_invalid" : "seconds_required";
    }
    setErrors(local);
    if (Object.keys(local).length || !file) return;
    setProgress(0);
    setStatus(label("uploading", { percent: "0" }));
    let uploadId: string;
    try {
      const done = await runUpload(
        file,
        { productSlug, purpose: "sample", fileName: file.name, contentType: sampleContentType(file) },
        {
          transport: browserTransport(),
          onProgress: (p) => {
            const percent = percentOf(p);
            setProgress(percent);
            setStatus(label("uploading", { percent: String(percent) }));
          },
        },
      );
      if (done.purpose !== "sample") throw new UploadError("refused", null);
      uploadId = done.sample.uploadId;
    } catch (error) {
      setProgress(null);
      const code = error instanceof UploadError && error.fields ? Object.values(error.fields).flat()[0] : undefined;
      setErrors({ file: code ?? "other" });
      setStatus("");
      return;
    }
    const result = await studioSamplesApi.add({
      productSlug,
      uploadId,
      kind,
      title: title.trim(),
      ...(kind === "audio" ? { durationSeconds: Number(seconds), titles } : { locale }),
    });
    setProgress(null);
    if (!result.ok) {
      setStatus("");
      setErrors(Object.keys(errorsOf(result)).length ? errorsOf(result) : { file: "other" });
      return;
    }
    setStatus(label("added", { title: result.data.title }));
    notifySuccess(label("added", { title: result.data.title }));
    setTitle("");
    setTitles(NO_TITLES);
    setSeconds("");
    setFile(null);
    form.current?.reset();
    onAdded();
  }

  const described = (field: keyof Errors) => (errors[field] ? `${ids}-${field}-error` : undefined);
  const busy = progress !== null;
  return (
    <form ref={form} onSubmit={(e) => void submit(e)} noValidate className="space-y-3" aria-labelledby={`${ids}-h`}>
      <h4 id={`${ids}-h`} className="font-semibold">
        {label(kind === "audio" ? "addAudio" : "addChapter")}
      </h4>
      {kind === "chapter" && <p className="text-sm text-ink/75">{label("chapterHelp")}</p>}
      <div>
        <label htmlFor={`${ids}-title`} className={FIELD_LABEL_CLASS}>
          {label("title")}
        </label>
        <input
          id={`${ids}-title`}
          value={title}
          maxLength={SAMPLE_LIMITS.title}
          onChange={(e) => setTitle(e.target.value)}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={described("title")}
          className={FIELD_CLASS}
        />
        <FieldError id={`${ids}-title-error`} text={errorText(errors.title)} />
      </div>
      {kind === "audio" && <TranslatedTitles titles={titles} onChange={setTitles} />}
      {kind === "audio" ? (
        <div>
          <label htmlFor={`${ids}-seconds`} className={FIELD_LABEL_CLASS}>
            {label("seconds")}
          </label>
          <input
            id={`${ids}-seconds`}
            inputMode="numeric"
            value={seconds}
            onChange={(e) => setSeconds(e.target.value)}
            aria-invalid={errors.durationSeconds ? true : undefined}
            aria-describedby={described("durationSeconds")}
            className={`${FIELD_CLASS} max-w-40`}
          />
          <FieldError id={`${ids}-durationSeconds-error`} text={errorText(errors.durationSeconds)} />
        </div>
      ) : (
        <div>
          <label htmlFor={`${ids}-locale`} className={FIELD_LABEL_CLASS}>
            {label("language")}
          </label>
          <select
            id={`${ids}-locale`}
            value={locale}
            onChange={(e) => setLocale(e.target.value as Locale)}
            aria-invalid={errors.locale ? true : undefined}
            aria-describedby={described("locale")}
            className={`${FIELD_CLASS} max-w-60`}
          >
            {LOCALES.map((l) => (
              <option key={l} value={l}>
                {LOCALE_NAMES[l]}
              </option>
            ))}
          </select>
          <FieldError id={`${ids}-locale-error`} text={errorText(errors.locale)} />
        </div>
      )}
      <div>
        <label htmlFor={`${ids}-file`} className={FIELD_LABEL_CLASS}>
          {label(kind === "audio" ? "audioFile" : "chapterFile")}
        </label>
        <input
          id={`${ids}-file`}
          type="file"
          accept={kind === "audio" ? "audio/*,.m4a,.opus" : ".epub,.xhtml,.html,.htm"}
          onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
          aria-invalid={errors.file ? true : undefined}
          aria-describedby={described("file")}
          disabled={busy}
        />
        <FieldError id={`${ids}-file-error`} text={errorText(errors.file)} />
      </div>
      {busy && (
        <progress aria-label={label("progress")} max={100} value={progress} className="h-3 w-full accent-wine" />
      )}
      <p role="status" aria-live="polite" className="text-sm text-ink/80">
        {status}
      </p>
      <button type="submit" disabled={busy} className={BUTTON_TONES.primary}>
        {busy ? label("working") : label("upload")}
      </button>
    </form>
  );
}

/** A sample's title and (a listening sample's) length. */
function EditSample({ sample, onDone }: { sample: StudioSample; onDone: (saved: boolean) => void }) {
  const label = useLabels(SAMPLES_LABELS);
  const errorText = useErrorText();
  const ids = useId();
  const [title, setTitle] = useState(sample.title);
  const [titles, setTitles] = useState({ es: sample.titles.es ?? "", ca: sample.titles.ca ?? "" });
  const [seconds, setSeconds] = useState(sample.durationSeconds ? String(sample.durationSeconds) : "");
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const local: Errors = {};
    if (!title.trim()) local.title = "title_required";
    if (sample.kind === "audio" && seconds.trim() && !/^\d+$/.test(seconds.trim()))
      local.durationSeconds = "seconds_invalid";
    setErrors(local);
    if (Object.keys(local).length) return;
    setBusy(true);
    const result = await studioSamplesApi.edit(sample.id, {
      title: title.trim(),
      ...(sample.kind === "audio" ? { durationSeconds: seconds.trim() ? Number(seconds) : null, titles } : {}),
    });
    setBusy(false);
    if (!result.ok) {
      const fields = errorsOf(result);
      if (Object.keys(fields).length) return setErrors(fields);
      return notifyError(label("actionFailed"));
    }
    notifySuccess(label("saved"));
    onDone(true);
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-wrap items-end gap-3">
      <div className="min-w-48 flex-1">
        <label htmlFor={`${ids}-title`} className={FIELD_LABEL_CLASS}>
          {label("title")}
        </label>
        <input
          id={`${ids}-title`}
          value={title}
          maxLength={SAMPLE_LIMITS.title}
          onChange={(e) => setTitle(e.target.value)}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errors.title ? `${ids}-title-error` : undefined}
          className={FIELD_CLASS}
        />
        <FieldError id={`${ids}-title-error`} text={errorText(errors.title)} />
      </div>
      {sample.kind === "audio" && <TranslatedTitles titles={titles} onChange={setTitles} />}
      {sample.kind === "audio" && (
        <div>
          <label htmlFor={`${ids}-seconds`} className={FIELD_LABEL_CLASS}>
            {label("seconds")}
          </label>
          <input
            id={`${ids}-seconds`}
            inputMode="numeric"
            value={seconds}
            onChange={(e) => setSeconds(e.target.value)}
            aria-invalid={errors.durationSeconds ? true : undefined}
            aria-describedby={errors.durationSeconds ? `${ids}-seconds-error` : undefined}
            className={`${FIELD_CLASS} max-w-32`}
          />
          <FieldError id={`${ids}-seconds-error`} text={errorText(errors.durationSeconds)} />
        </div>
      )}
      <button type="submit" disabled={busy} className={BUTTON_TONES.primary}>
        {busy ? label("working") : label("save")}
      </button>
      <button type="button" onClick={() => onDone(false)} className={BUTTON_TONES.plain}>
        {label("cancel")}
      </button>
    </form>
  );
}

const NO_TITLES = { es: "", ca: "" };

/**
 * A listening sample's title in Spanish and Catalan (a track's translated name): the pages in
 * those languages show it; left empty, they show the title as written.
 */
function TranslatedTitles({
  titles,
  onChange,
}: {
  titles: { es: string; ca: string };
  onChange: (titles: { es: string; ca: string }) => void;
}) {
  const label = useLabels(SAMPLES_LABELS);
  const ids = useId();
  return (
    <fieldset className="flex min-w-48 flex-1 flex-wrap gap-3">
      <legend className="sr-only">{label("translatedTitles")}</legend>
      {(["es", "ca"] as const).map((l) => (
        <div key={l} className="min-w-40 flex-1">
          <label htmlFor={`${ids}-${l}`} className={FIELD_LABEL_CLASS}>
            {label(`title.${l}`)}
          </label>
          <input
            id={`${ids}-${l}`}
            lang={l}
            value={titles[l]}
            maxLength={SAMPLE_LIMITS.title}
            onChange={(e) => onChange({ ...titles, [l]: e.target.value })}
            className={FIELD_CLASS}
          />
        </div>
      ))}
    </fieldset>
  );
}
