import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from "#client/components/ui/icons";
import { behaviourRoot } from "#client/document/behaviour-markup";
import { useI18n } from "#client/i18n/i18n-context";

/**
 * The attributes of a carousel's root, which client/document/carousel.ts drives: `fade` shows
 * one item at a time, `run` the items in order from the current one (as many as the width
 * shows). The server draws it playing, at the first item.
 */
export function carouselRoot(delay: number, mode: "fade" | "run") {
  return {
    ...behaviourRoot("carousel"),
    "data-carousel": String(delay),
    "data-carousel-mode": mode,
    "data-index": "0",
    "data-playing": "true",
  };
}

/** Moves the carousel one item back or on; `controls` is the id of the items it moves. */
export function StepButton({
  direction,
  controls,
  className,
}: {
  direction: "previous" | "next";
  controls: string;
  className: string;
}) {
  const { t } = useI18n();
  return (
    <button
      type="button"
      data-carousel-step={direction}
      aria-controls={controls}
      aria-label={t(direction === "previous" ? "carousel.previous" : "carousel.next")}
      className={className}
    >
      {direction === "previous" ? <ChevronLeftIcon /> : <ChevronRightIcon />}
    </button>
  );
}

/**
 * Pauses or resumes the carousel's advance, named for what a press will do. Both icons are
 * drawn; the root's `data-playing` (in a `group/carousel`) shows one.
 */
export function PlayToggle({ className }: { className: string }) {
  const { t } = useI18n();
  return (
    <button
      type="button"
      data-carousel-toggle=""
      data-label-pause={t("carousel.pause")}
      data-label-play={t("carousel.play")}
      aria-label={t("carousel.pause")}
      className={className}
    >
      <PauseIcon className="group-data-[playing=false]/carousel:hidden" />
      <PlayIcon className="hidden group-data-[playing=false]/carousel:block" />
    </button>
  );
}
