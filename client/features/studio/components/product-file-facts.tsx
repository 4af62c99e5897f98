import { useId, useState, type FormEvent } from "react";
import { SAMPLE_LIMITS } from "#worker/contract/studio-samples";
import type { FileFactsView, StudioProductFile } from "#worker/contract/studio-upload-fields";
import { notifyError, notifySuccess } from "#client/components/ui/toast";
import { useLabels } from "#client/i18n/labels";
import { studioSamplesApi } from "../samples-api";
import { SAMPLES_LABELS, type SamplesLabel } from "../samples-labels";
import { BUTTON_TONES, FIELD_CLASS, FIELD_LABEL_CLASS } from "./studio-controls";

type Fact = keyof FileFactsView;
const COUNTS = [
  ["bitrateKbps", "bitrate", "bitrate_invalid"],
  ["durationSeconds", "fileSeconds", "seconds_invalid"],
  ["pageCount", "pages", "pages_invalid"],
  ["wordCount", "words", "words_invalid"],
] as const;

/**
 * What a file contains (decision 051), edited in the studio (decision 058): a toggle opens the
 * form; an empty box clears that fact, so the product page leaves it out.
 */
export function ProductFileFacts({ file, onSaved }: { file: StudioProductFile; onSaved: () => void }) {
  const label = useLabels(SAMPLES_LABELS);
  const ids = useId();
  const [open, setOpen] = useState(false);
  const text = (v: string | number | null) => (v === null ? "" : String(v));
  const [values, setValues] = useState<Record<Fact, string>>({
    format: text(file.facts.format),
    bitrateKbps: text(file.facts.bitrateKbps),
    durationSeconds: text(file.facts.durationSeconds),
    pageCount: text(file.facts.pageCount),
    wordCount: text(file.facts.wordCount),
  });
  const [errors, setErrors] = useState<Partial<Record<Fact, string>>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const local: Partial<Record<Fact, string>> = {};
    const counts = {} as Record<Exclude<Fact, "format">, number | null>;
    for (const [fact, , code] of COUNTS) {
      const v = values[fact].trim();
      if (v && !/^\d+$/.test(v)) local[fact] = code;
      counts[fact] = v ? Number(v) : null;
    }
    setErrors(local);
    if (Object.keys(local).length) return;
    setBusy(true);
    const result = await studioSamplesApi.setFacts(file.id, { format: values.format.trim() || null, ...counts });
    setBusy(false);
    if (!result.ok) {
      if (result.fields) {
        return setErrors(
          Object.fromEntries(Object.entries(result.fields).map(([field, codes]) => [field, codes[0]])) as Partial<
            Record<Fact, string>
          >,
        );
      }
      return notifyError(label("actionFailed"));
    }
    notifySuccess(label("factsSaved"));
    setOpen(false);
    onSaved();
  }

  const errorText = (code: string | undefined) =>
    code ? (`error.${code}` in SAMPLES_LABELS ? label(`error.${code}` as SamplesLabel) : label("actionFailed")) : null;
  const field = (fact: Fact, name: SamplesLabel, numeric: boolean) => (
    <div key={fact}>
      <label htmlFor={`${ids}-${fact}`} className={FIELD_LABEL_CLASS}>
        {label(name)}
      </label>
      <input
        id={`${ids}-${fact}`}
        value={values[fact]}
        inputMode={numeric ? "numeric" : undefined}
        maxLength={numeric ? 9 : SAMPLE_LIMITS.format}
        onChange={(e) => setValues((now) => ({ ...now, [fact]: e.target.value }))}
        aria-invalid={errors[fact] ? true : undefined}
        aria-describedby={errors[fact] ? `${ids}-${fact}-error` : undefined}
        className={FIELD_CLASS}
      />
      {errors[fact] && (
        <p id={`${ids}-${fact}-error`} className="mt-1 text-sm text-red-800">
          {errorText(errors[fact])}
        </p>
      )}
    </div>
  );

  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${ids}-form`}
        onClick={() => setOpen((v) => !v)}
        className={BUTTON_TONES.plain}
      >
        {label("factsToggle")}
      </button>
      {open && (
        <form
          id={`${ids}-form`}
          onSubmit={(e) => void submit(e)}
          noValidate
          aria-label={label("factsHeading", { file: file.label })}
          className="mt-2 space-y-3 rounded-md bg-paper p-3 ring-1 ring-ink/10"
        >
          <p className="text-sm text-ink/75">{label("factsHelp")}</p>
          <div className="grid gap-3 sm:grid-cols-2">
            {field("format", "format", false)}
            {COUNTS.map(([fact, name]) => field(fact, name, true))}
          </div>
          <button type="submit" disabled={busy} className={BUTTON_TONES.primary}>
            {busy ? label("working") : label("save")}
          </button>
        </form>
      )}
    </div>
  );
}
