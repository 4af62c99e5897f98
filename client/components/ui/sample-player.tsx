import { useEffect, useRef, useState } from "react";
import { PauseIcon, PlayIcon } from "./icons";

export interface SamplePlayerLabels {
  play: string;
  pause: string;
  position: string;
  /** "{at} of {length}", read out for the position slider (plain text: a player can be an island's props). */
  of: string;
  /** Shown before anything is loaded: what this is and how long the whole track is. */
  idle: string;
  failed: string;
}

/** Seconds as a clock, "3:07". */
export function clockOf(seconds: number): string {
  const whole = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/** The player sounding now: starting another pauses it, so one sample plays at a time. */
let sounding: HTMLAudioElement | null = null;

/** How far an arrow key moves the position, in seconds (the slider's step is finer, for pointers). */
const ARROW_SEEK = 5;

const TONES = {
  dark: {
    button: "bg-gold text-ink hover:bg-white",
    accent: "accent-gold",
    time: "text-white/80",
    note: "text-white/70",
  },
  light: {
    button: "bg-wine text-white hover:bg-wine-dark",
    accent: "accent-wine",
    time: "text-ink/75",
    note: "text-ink/70",
  },
} as const;

/**
 * A listening sample's player: play and pause, a position slider that the keyboard moves
 * (arrows by five seconds, Home, End), and the time. Nothing is fetched until the visitor
 * presses play (`preload="none"`), so the page costs no audio bytes until then; the Worker
 * answers the player's range requests, so seeking fetches from the new position on.
 */
export function SamplePlayer({
  src,
  labels,
  tone = "dark",
}: {
  src: string;
  labels: SamplePlayerLabels;
  /** On a dark band (the home page's) or a light one (a product page's). */
  tone?: keyof typeof TONES;
}) {
  const colors = TONES[tone];
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [at, setAt] = useState(0);
  const [length, setLength] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);

  // Leaving the page stops the sound with it.
  useEffect(() => {
    const element = audio.current;
    return () => {
      element?.pause();
      if (sounding === element) sounding = null;
    };
  }, []);

  const seekTo = (seconds: number) => {
    const element = audio.current;
    if (!element || length === null || !Number.isFinite(length)) return;
    element.currentTime = Math.max(0, Math.min(length, seconds));
    setAt(element.currentTime);
  };

  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (element.paused) {
      setFailed(false);
      element.play().catch(() => setFailed(true));
    } else {
      element.pause();
    }
  };

  const known = length !== null && Number.isFinite(length) && length > 0;
  return (
    <div className="mt-5">
      <div className="flex items-center gap-3">
        <button
          type="button"
          onClick={toggle}
          aria-label={playing ? labels.pause : labels.play}
          className={`flex h-11 w-11 shrink-0 items-center justify-center rounded-full transition-colors motion-reduce:transition-none ${colors.button}`}
        >
          {playing ? <PauseIcon width="18" height="18" /> : <PlayIcon width="18" height="18" />}
        </button>
        <input
          type="range"
          min={0}
          max={known ? length : 1}
          step={0.1}
          value={known ? Math.min(at, length) : 0}
          disabled={!known}
          aria-label={labels.position}
          aria-valuetext={
            known ? labels.of.replace("{at}", clockOf(at)).replace("{length}", clockOf(length)) : undefined
          }
          onChange={(event) => seekTo(Number(event.target.value))}
          onKeyDown={(event) => {
            const direction = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 }[event.key];
            if (!direction || !known) return;
            event.preventDefault();
            seekTo(at + direction * ARROW_SEEK);
          }}
          className={`sample-position h-1.5 min-w-0 flex-1 cursor-pointer disabled:cursor-default disabled:opacity-60 ${colors.accent}`}
        />
        <span className={`shrink-0 text-sm tabular-nums ${colors.time}`} data-testid="sample-time">
          {known ? `${clockOf(at)} / ${clockOf(length)}` : ""}
        </span>
      </div>
      <p className={`mt-2 text-xs ${colors.note}`} aria-live="polite">
        {failed ? labels.failed : known ? "" : labels.idle}
      </p>
      <audio
        ref={audio}
        src={src}
        preload="none"
        onPlay={(event) => {
          const element = event.currentTarget;
          if (sounding && sounding !== element) sounding.pause();
          sounding = element;
          setPlaying(true);
        }}
        onPause={() => setPlaying(false)}
        onEnded={() => {
          setPlaying(false);
          setAt(0);
          if (audio.current) audio.current.currentTime = 0;
        }}
        onLoadedMetadata={(event) => setLength(event.currentTarget.duration)}
        onDurationChange={(event) => setLength(event.currentTarget.duration)}
        onTimeUpdate={(event) => setAt(event.currentTarget.currentTime)}
        onError={() => {
          setPlaying(false);
          setFailed(true);
        }}
      />
    </div>
  );
}
