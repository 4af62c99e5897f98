import { useEffect, useId, useState } from "react";
import type { ConvertedImage } from "../use-converter";
import { FOCUS_RING } from "./styles";
import { useLabels } from "#client/i18n/labels";
import { CONVERTER_LABELS } from "../labels";

/**
 * The original and the result one over the other, a divider between them that the range input
 * moves (arrow keys, Home, End). The original is shown from the visitor's own file, opened
 * only while the comparison is open.
 */
export function BeforeAfter({ original, result }: { original: File; result: ConvertedImage }) {
  const label = useLabels(CONVERTER_LABELS);
  const id = useId();
  const [position, setPosition] = useState(50);
  const [originalUrl, setOriginalUrl] = useState<string | null>(null);

  useEffect(() => {
    const url = URL.createObjectURL(original);
    setOriginalUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [original]);

  return (
    <figure className="mt-4">
      <div
        className="relative overflow-hidden rounded-lg bg-ink/5 ring-1 ring-ink/10"
        style={{ aspectRatio: `${result.width} / ${result.height}` }}
      >
        {originalUrl && (
          <img src={originalUrl} alt={label("before")} className="absolute inset-0 size-full object-contain" />
        )}
        <img
          src={result.url}
          alt={label("after")}
          className="absolute inset-0 size-full object-contain"
          style={{ clipPath: `inset(0 0 0 ${position}%)` }}
        />
        <div
          aria-hidden="true"
          className="absolute inset-y-0 w-0.5 bg-white shadow-[0_0_0_1px_rgba(0,0,0,0.35)]"
          style={{ left: `${position}%` }}
        />
        <span
          aria-hidden="true"
          className="absolute top-2 left-2 rounded bg-ink/75 px-2 py-0.5 text-xs font-semibold text-white"
        >
          {label("before")}
        </span>
        <span
          aria-hidden="true"
          className="absolute top-2 right-2 rounded bg-ink/75 px-2 py-0.5 text-xs font-semibold text-white"
        >
          {label("after")}
        </span>
      </div>
      <label htmlFor={id} className="sr-only">
        {label("compareSlider")}
      </label>
      <input
        id={id}
        type="range"
        min={0}
        max={100}
        value={position}
        onChange={(event) => setPosition(Number(event.target.value))}
        aria-valuetext={`${label("before")} ${position}%, ${label("after")} ${100 - position}%`}
        className={`mt-2 w-full accent-wine ${FOCUS_RING}`}
      />
    </figure>
  );
}
