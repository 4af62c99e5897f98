import { useEffect, useId, useState } from "react";
import {
  DIMENSION_RANGE,
  EXTENSIONS,
  LOSSY_FORMATS,
  OUTPUT_FORMATS,
  QUALITY_RANGE,
  type ConverterSettings,
  type OutputFormat,
} from "../converter-settings";
import { resultFileName } from "../file-names";
import type { ConverterLabel } from "../labels";
import { FIELD, FOCUS_RING, PANEL, SECONDARY } from "./styles";
import { useLabels } from "#client/i18n/labels";
import { CONVERTER_LABELS } from "../labels";

const FORMAT_LABELS: Record<OutputFormat, ConverterLabel> = {
  webp: "formatWebp",
  jpeg: "formatJpeg",
  png: "formatPng",
  avif: "formatAvif",
};

/** A size in pixels: typed freely, applied once it is a number in range (or on leaving the field). */
function DimensionField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
}) {
  const id = useId();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const commit = (raw: string) => {
    const number = Number(raw);
    if (raw.trim() !== "" && Number.isInteger(number) && number >= DIMENSION_RANGE.min && number <= DIMENSION_RANGE.max)
      onChange(number);
  };
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={DIMENSION_RANGE.min}
        max={DIMENSION_RANGE.max}
        step={1}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          commit(event.target.value);
        }}
        onBlur={() => setText(String(value))}
        className={FIELD}
      />
    </div>
  );
}

function Toggle({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={`mt-1 size-5 shrink-0 accent-wine ${FOCUS_RING}`}
      />
      <div>
        <label htmlFor={id} className="font-semibold">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-sm text-ink/70">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}

/** The converter's settings; every change applies to the images added next and is remembered. */
export function SettingsPanel({
  settings,
  encodable,
  onChange,
  onReset,
}: {
  settings: ConverterSettings;
  /** Formats this browser can make; null while that is being found out. */
  encodable: ReadonlySet<OutputFormat> | null;
  onChange: (changes: Partial<ConverterSettings>) => void;
  onReset: () => void;
}) {
  const label = useLabels(CONVERTER_LABELS);
  const id = useId();
  const lossy = LOSSY_FORMATS.has(settings.format);
  const percent = Math.round(settings.quality * 100);
  const example = resultFileName(settings.renamePattern, {
    name: "beach",
    index: 1,
    width: 1920,
    height: 1280,
    extension: EXTENSIONS[settings.format],
  });

  return (
    <section aria-labelledby={`${id}-title`} className={PANEL}>
      <h2 id={`${id}-title`} className="font-display text-2xl font-bold">
        {label("settingsTitle")}
      </h2>
      <p className="mt-1 text-sm text-ink/70">{label("settingsSaved")}</p>

      <fieldset className="mt-5">
        <legend className="font-semibold">{label("format")}</legend>
        <div className="mt-2 grid gap-1">
          {OUTPUT_FORMATS.map((format) => {
            const unavailable = encodable !== null && !encodable.has(format);
            return (
              <label key={format} className={`flex min-h-11 items-center gap-3 ${unavailable ? "text-ink/50" : ""}`}>
                <input
                  type="radio"
                  name={`${id}-format`}
                  value={format}
                  checked={settings.format === format}
                  disabled={unavailable}
                  onChange={() => onChange({ format })}
                  className={`size-5 accent-wine ${FOCUS_RING}`}
                />
                <span>
                  {label(FORMAT_LABELS[format])}
                  {unavailable && (
                    <span className="block text-sm">
                      {label("formatUnavailable", { format: format.toUpperCase() })}
                    </span>
                  )}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>

      <div className="mt-5">
        <div className="flex items-baseline justify-between gap-3">
          <label htmlFor={`${id}-quality`} className="font-semibold">
            {label("quality")}
          </label>
          <output htmlFor={`${id}-quality`} className="font-semibold tabular-nums">
            {percent}%
          </output>
        </div>
        <input
          id={`${id}-quality`}
          type="range"
          min={QUALITY_RANGE.min * 100}
          max={QUALITY_RANGE.max * 100}
          step={1}
          value={percent}
          disabled={!lossy}
          aria-valuetext={`${percent}%`}
          aria-describedby={`${id}-quality-hint`}
          onChange={(event) => onChange({ quality: Number(event.target.value) / 100 })}
          className={`mt-2 w-full accent-wine ${FOCUS_RING}`}
        />
        <p id={`${id}-quality-hint`} className="text-sm text-ink/70">
          {lossy ? label("qualityHint") : label("qualityLossless")}
        </p>
      </div>

      <div className="mt-5 grid grid-cols-2 gap-3">
        <DimensionField
          label={label("maxWidth")}
          value={settings.maxWidth}
          onChange={(maxWidth) => onChange({ maxWidth })}
        />
        <DimensionField
          label={label("maxHeight")}
          value={settings.maxHeight}
          onChange={(maxHeight) => onChange({ maxHeight })}
        />
        <p className="col-span-2 text-sm text-ink/70">{label("sizeHint")}</p>
      </div>

      <div className="mt-5 grid gap-4">
        <Toggle
          label={label("orientation")}
          checked={settings.applyOrientation}
          onChange={(applyOrientation) => onChange({ applyOrientation })}
        />
        <Toggle
          label={label("stripMetadata")}
          hint={label("stripMetadataHint")}
          checked={settings.stripMetadata}
          onChange={(stripMetadata) => onChange({ stripMetadata })}
        />
      </div>

      <div className="mt-5">
        <label htmlFor={`${id}-pattern`} className="font-semibold">
          {label("renamePattern")}
        </label>
        <input
          id={`${id}-pattern`}
          type="text"
          value={settings.renamePattern}
          spellCheck={false}
          autoComplete="off"
          maxLength={120}
          onChange={(event) => onChange({ renamePattern: event.target.value })}
          aria-describedby={`${id}-pattern-hint`}
          className={FIELD}
        />
        <p id={`${id}-pattern-hint`} className="mt-1 text-sm text-ink/70">
          {label("renameHint", { example })}
        </p>
      </div>

      <button type="button" onClick={onReset} className={`${SECONDARY} mt-5`}>
        {label("resetSettings")}
      </button>
    </section>
  );
}
