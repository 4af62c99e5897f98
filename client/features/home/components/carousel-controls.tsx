import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from "#client/components/ui/icons";
import type { useCarousel } from "#client/hooks/use-carousel";
import { useI18n } from "#client/i18n/i18n-context";

type Carousel = Pick<ReturnType<typeof useCarousel>, "previous" | "next" | "playing" | "togglePlaying">;

/** Moves the carousel one item back or on; `controls` is the id of the items it moves. */
export function StepButton({
  direction,
  carousel,
  controls,
  className,
}: {
  direction: "previous" | "next";
  carousel: Carousel;
  controls: string;
  className: string;
}) {
  const { t } = useI18n();
  return (
    <button
      type="button"
      onClick={carousel[direction]}
      aria-controls={controls}
      aria-label={t(direction === "previous" ? "carousel.previous" : "carousel.next")}
      className={className}
    >
      {direction === "previous" ? <ChevronLeftIcon /> : <ChevronRightIcon />}
    </button>
  );
}

/** Pauses or resumes the carousel's advance, named for what a press will do. */
export function PlayToggle({ carousel, className }: { carousel: Carousel; className: string }) {
  const { t } = useI18n();
  return (
    <button
      type="button"
      onClick={carousel.togglePlaying}
      aria-label={carousel.playing ? t("carousel.pause") : t("carousel.play")}
      className={className}
    >
      {carousel.playing ? <PauseIcon /> : <PlayIcon />}
    </button>
  );
}
