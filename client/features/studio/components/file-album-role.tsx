import { useId, useState, type FormEvent } from "react";
import { FILE_ROLES, FORMAT_GROUP_MAX_LENGTH, type FileRole } from "#worker/contract/album-zips";
import type { StudioProductFile } from "#worker/contract/studio-upload-fields";
import { notifyError, notifySuccess } from "#client/components/ui/toast";
import { useLabels } from "#client/i18n/labels";
import { ALBUM_ROLE_LABELS } from "../album-role-labels";
import { studioFilesApi } from "../uploads/uploads-api";
import { BUTTON_TONES, FIELD_CLASS, FIELD_LABEL_CLASS } from "./studio-controls";

const FIELD_ERRORS = ["format_group_required", "format_group_too_long"] as const;

/**
 * A file's place in its album (decision 055): a track of a format group, the cover or the
 * booklet, or a file on its own. Each format group with tracks is offered as one ZIP.
 */
export function FileAlbumRole({ file, onSaved }: { file: StudioProductFile; onSaved: () => void }) {
  const label = useLabels(ALBUM_ROLE_LABELS);
  const ids = useId();
  const [role, setRole] = useState<FileRole | null>(file.role);
  const [group, setGroup] = useState(file.formatGroup ?? "");
  const [error, setError] = useState<(typeof FIELD_ERRORS)[number] | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const result = await studioFilesApi.albumRole(file.id, { role, formatGroup: role ? group : null });
    setBusy(false);
    if (!result.ok) {
      const code = result.fields?.formatGroup?.[0];
      const known = FIELD_ERRORS.find((c) => c === code) ?? null;
      setError(known);
      if (!known) notifyError(label("failed"));
      return;
    }
    setError(null);
    notifySuccess(label("saved"));
    onSaved();
  }

  return (
    <form onSubmit={(e) => void save(e)} className="rounded-md bg-paper/60 p-3" noValidate>
      <fieldset className="flex flex-wrap items-end gap-3">
        <legend className="mb-1 text-sm font-semibold">{label("legend")}</legend>
        <div>
          <label htmlFor={`${ids}-role`} className={FIELD_LABEL_CLASS}>
            {label("role")}
          </label>
          <select
            id={`${ids}-role`}
            value={role ?? ""}
            onChange={(e) => setRole((e.target.value || null) as FileRole | null)}
            className={FIELD_CLASS}
          >
            <option value="">{label("role.none")}</option>
            {FILE_ROLES.map((r) => (
              <option key={r} value={r}>
                {label(`role.${r}`)}
              </option>
            ))}
          </select>
        </div>
        {role && (
          <div className="min-w-48 flex-1">
            <label htmlFor={`${ids}-group`} className={FIELD_LABEL_CLASS}>
              {label("formatGroup")}
            </label>
            <input
              id={`${ids}-group`}
              value={group}
              maxLength={FORMAT_GROUP_MAX_LENGTH}
              onChange={(e) => setGroup(e.target.value)}
              aria-describedby={`${ids}-hint${error ? ` ${ids}-error` : ""}`}
              aria-invalid={error ? true : undefined}
              className={FIELD_CLASS}
            />
          </div>
        )}
        <button type="submit" disabled={busy} className={BUTTON_TONES.plain}>
          {label("save")}
        </button>
      </fieldset>
      {role && (
        <p id={`${ids}-hint`} className="mt-1 text-xs text-ink/75">
          {label("formatGroupHint")}
        </p>
      )}
      <p id={`${ids}-error`} role="alert" className="mt-1 text-sm font-semibold text-wine">
        {error ? label(error) : ""}
      </p>
    </form>
  );
}
