import { useId } from "react";
import type { ChangeNote } from "#worker/contract/file-updates";
import { FILE_UPDATE_LIMITS } from "#worker/contract/file-updates";
import { useLabels } from "#client/i18n/labels";
import { FILE_UPDATE_STUDIO_LABELS } from "../file-updates-labels";
import { FIELD_CLASS, FIELD_LABEL_CLASS } from "./studio-controls";

export const EMPTY_NOTE: ChangeNote = { en: "", es: "", ca: "" };
export const noteComplete = (note: ChangeNote) => Boolean(note.en.trim() && note.es.trim() && note.ca.trim());

/**
 * The "what changed" note of a version published to past buyers, in the three languages
 * (decision 057); `invalid` marks the empty ones and says why, announced.
 */
export function ChangeNoteFields({
  note,
  onChange,
  invalid,
}: {
  note: ChangeNote;
  onChange: (note: ChangeNote) => void;
  invalid: boolean;
}) {
  const label = useLabels(FILE_UPDATE_STUDIO_LABELS);
  const id = useId();
  const fields = [
    ["en", label("noteEn")],
    ["es", label("noteEs")],
    ["ca", label("noteCa")],
  ] as const;
  return (
    <fieldset className="space-y-3" aria-describedby={`${id}-hint ${id}-error`}>
      <legend className="font-medium">{label("noteLegend")}</legend>
      <p id={`${id}-hint`} className="text-sm text-ink/75">
        {label("noteHint")}
      </p>
      {fields.map(([locale, name]) => {
        const missing = invalid && !note[locale].trim();
        return (
          <div key={locale}>
            <label htmlFor={`${id}-${locale}`} className={FIELD_LABEL_CLASS}>
              {name}
            </label>
            <textarea
              id={`${id}-${locale}`}
              name={`note-${locale}`}
              lang={locale}
              rows={3}
              maxLength={FILE_UPDATE_LIMITS.note}
              required
              aria-invalid={missing || undefined}
              value={note[locale]}
              onChange={(event) => onChange({ ...note, [locale]: event.target.value })}
              className={FIELD_CLASS}
            />
          </div>
        );
      })}
      <p id={`${id}-error`} role="alert" className="text-sm text-red-800">
        {invalid && !noteComplete(note) ? label("noteMissing") : ""}
      </p>
    </fieldset>
  );
}
